// /gallery: every image endpoint's examples with absolute URLs that all answer, lazy pictures,
// every NFT season and collection; with API keys on, no pictures but how to authenticate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { SEASONS } from '../../src/families/avatars/seasons.js';
import { startKiln } from '../helpers/kiln.js';

const BASE = 'https://kiln.test';

describe('/gallery', () => {
  let kiln: Kiln;
  beforeAll(async () => {
    kiln = await startKiln();
  });
  afterAll(() => kiln.app.close());

  it('shows every image endpoint, lazily, with URLs that all answer with a picture', async () => {
    const page = await kiln.app.inject({ url: '/gallery' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const sources = [...page.body.matchAll(/<img src="([^"]+)"[^>]*loading="lazy"/g)].map((m) =>
      m[1]!.replaceAll('&#38;', '&'),
    );
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
    for (const season of SEASONS) expect(sources).toContain(`${BASE}/nft/7f5af0/${season}`);
    for (const category of ['birb', 'bunny', 'cats', 'dogs', 'sadcat']) {
      expect(sources.some((src) => src.startsWith(`${BASE}/${category}/`))).toBe(true);
    }
    for (const src of sources) {
      const response = await kiln.app.inject({ url: src.slice(BASE.length) });
      expect(response.statusCode, src).toBe(200);
      expect(response.headers['content-type'], src).toMatch(/^image\//);
    }
    expect(page.body.match(/data-copy="/g)?.length).toBe(sources.length);
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
