// /gallery: every image endpoint's examples with absolute URLs that all answer, lazy pictures,
// every NFT season and collection, every animated route as a GIF and a WebP that move, samples
// cut between words; with API keys on, no pictures but how to authenticate.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { ANIMATED_SECTION, gallerySections } from '../../src/http/pages/gallery-page.js';
import { splitBetweenWords, wholeWordsUpTo } from '../../src/text/samples.js';
import { SEASONS } from '../../src/families/avatars/nft/seasons.js';
import { ANIMATED_EXAMPLES } from '../../src/http/pages/animated-examples.js';
import { TIMELINES } from '../../src/families/motions.js';
import { startKiln } from '../helpers/kiln.js';

const BASE = 'https://kiln.test';

describe('/gallery', () => {
  let kiln: Kiln;
  beforeAll(async () => {
    kiln = await startKiln();
  });
  afterAll(() => kiln.app.close());

  /** The page's lazy pictures (absolute URLs), by the section they are shown in. */
  async function sourcesBySection(): Promise<Map<string, string[]>> {
    const page = await kiln.app.inject({ url: '/gallery' });
    const bySection = new Map<string, string[]>();
    for (const section of page.body.split('<section>').slice(1)) {
      const title = /^<h2>([^<]*)<\/h2>/
        .exec(section)?.[1]
        ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
      const sources = [...section.matchAll(/<img src="([^"]+)"[^>]*loading="lazy"/g)].map((m) =>
        m[1]!.replaceAll('&#38;', '&'),
      );
      bySection.set(title ?? '', sources);
    }
    return bySection;
  }

  it('shows every image endpoint, lazily, every NFT season and collection', async () => {
    const page = await kiln.app.inject({ url: '/gallery' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const sources = [...(await sourcesBySection()).values()].flat();
    expect(sources.length).toBeGreaterThanOrEqual(70);
    // The /colour/... spellings are byte-identical aliases of /color/..., shown once.
    const imageRoutes = kiln.routes.filter(
      (r) => r.kind === 'image' && r.listed && !r.path.startsWith('/colour/'),
    );
    for (const route of imageRoutes) {
      const prefix = `${BASE}${route.path.split('/:')[0]}`;
      expect(
        sources.some((src) => src.startsWith(prefix)),
        route.path,
      ).toBe(true);
    }
    for (const season of SEASONS) expect(sources).toContain(`${BASE}/nft/5a3c7e/${season}`);
    for (const category of ['birb', 'bunny', 'cats', 'dogs', 'sadcat']) {
      expect(sources.some((src) => src.startsWith(`${BASE}/${category}/`))).toBe(true);
    }
    expect(page.body.match(/data-copy="/g)?.length).toBe(sources.length);
    // Kiln's mark as the tab's icon, as on /docs.
    const icon = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)">/.exec(page.body)?.[1];
    expect(icon).toBe('/docs/static/kiln.svg');
    const mark = await kiln.app.inject({ url: icon! });
    expect([mark.statusCode, mark.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  });

  // One test per section (a dozen pictures at most, each a first render of its kind): the
  // page's hundred pictures in one test outlasted its timeout on a busy machine. The animated
  // section's pictures are each route's test below.
  const titles = gallerySections(() => 'any')
    .filter((section) => section !== ANIMATED_SECTION)
    .map((section) => section.title);
  it.each(titles)('section %s: every picture URL answers with a picture', async (title) => {
    const sources = (await sourcesBySection()).get(title);
    expect(sources, title).toBeDefined();
    expect(sources!.length, title).toBeGreaterThan(0);
    for (const src of sources!) {
      const response = await kiln.app.inject({ url: src.slice(BASE.length) });
      expect(response.statusCode, src).toBe(200);
      expect(response.headers['content-type'], src).toMatch(/^image\//);
    }
  });

  it('shows every animated route as a GIF and a WebP', async () => {
    const page = await kiln.app.inject({ url: '/gallery' });
    for (const generator of Object.keys(TIMELINES)) {
      expect(ANIMATED_EXAMPLES.map((example) => example.generator)).toContain(generator);
    }
    for (const { route, path, generator } of ANIMATED_EXAMPLES) {
      for (const query of ['format=gif', 'animate=1']) {
        const url = `${path}${path.includes('?') ? '&' : '?'}${query}`;
        expect(page.body, `${route} ${generator}`).toContain(
          `<img src="${BASE}${url.replaceAll('&', '&#38;')}"`,
        );
      }
    }
  });

  it.each(ANIMATED_EXAMPLES.map((example) => [example.route, example] as const))(
    'animated example of %s: a GIF and a WebP that move',
    async (_route, { path, generator }) => {
      const animates = generator in TIMELINES;
      for (const [query, type] of [
        ['format=gif', 'image/gif'],
        ['animate=1', animates ? 'image/webp' : 'image/png'],
      ] as const) {
        const url = `${path}${path.includes('?') ? '&' : '?'}${query}`;
        const response = await kiln.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toBe(type);
        const { pages = 1 } = await sharp(response.rawPayload, { animated: true }).metadata();
        if (animates) expect(pages, url).toBeGreaterThan(1);
      }
    },
  );
});

describe('gallery samples', () => {
  const sentence = 'When the build passes on the first try and nobody believes it';

  it('split two-part texts between words, near the middle', () => {
    expect(splitBetweenWords('Shipped it on a Friday')).toEqual(['Shipped it', 'on a Friday']);
    expect(splitBetweenWords('Party time 🎉👍🏽🇳🇴')).toEqual(['Party', 'time 🎉👍🏽🇳🇴']);
    expect(splitBetweenWords('今日もコードを書きました')).toEqual(['今日もコード', 'を書きました']);
  });

  it('shorten texts to whole words within a length in code points', () => {
    expect(wholeWordsUpTo(sentence, 45)).toBe('When the build passes on the first try and');
    expect(wholeWordsUpTo(sentence, 40)).toBe('When the build passes on the first try');
    expect(wholeWordsUpTo('Party time 🎉👍🏽🇳🇴', 14)).toBe('Party time 🎉👍🏽');
    expect(wholeWordsUpTo(sentence, 200)).toBe(sentence);
  });

  it('give /logo_two_part and /didyoumean no piece of a word', () => {
    const sections = gallerySections(() => undefined);
    const values = sections
      .filter((section) => ['/logo_two_part', '/didyoumean'].includes(section.title))
      .flatMap((section) => section.items)
      .flatMap((item) => [...new URL(item.pictures[0]!.path, BASE).searchParams.values()]);
    expect(values).toHaveLength(20);
    // The cuts that the gallery once showed.
    expect(values).not.toContain('Party ti');
    expect(values.some((value) => value.endsWith(' no'))).toBe(false);
    for (const value of values) expect(value).toBe(value.trim());
  });
});

describe('/gallery with API keys on', () => {
  let kiln: Kiln;
  beforeAll(async () => {
    kiln = await startKiln({ API_KEYS: 'gallery-key-0123456789' });
  });
  afterAll(() => kiln.app.close());

  it('lists the URLs and says how to authenticate instead of showing broken pictures', async () => {
    const page = await kiln.app.inject({ url: '/gallery' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('Authorization: Bearer');
    expect(page.body).toContain('kiln sign');
    expect(page.body).toContain(`${BASE}/achievement?text=`);
  });
});
