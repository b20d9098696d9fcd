// The catalogue is the one registration of a generator (families/catalogue.ts): everything
// else is derived from it, and what a generator's folder leaves out fails here with a message
// that says what to add. CONTRIBUTING.md, "Add a generator", walks through it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import type { Generator } from '../../src/art/kit/generator.js';
import { CATALOGUE, ENTRIES } from '../../src/families/catalogue.js';
import { labelFile, routeOf, samplePictures, samplesOf } from '../../src/families/samples.js';
import { imageRoute } from '../../src/http/routing/route-kit.js';
import { GENERATOR_NAMES, loadGenerator } from '../../src/render/registry.js';
import { startKiln } from '../helpers/kiln.js';

const GOLDEN = join(import.meta.dirname, '..', 'golden');

let kiln: Kiln;
const generators = new Map<string, Generator<unknown>>();
beforeAll(async () => {
  kiln = await startKiln();
  for (const [name] of ENTRIES) generators.set(name, (await loadGenerator(name))!);
});
afterAll(() => kiln.app.close());

/** Text parameters of a route: those whose schema bounds their characters. */
const textParams = (route: (typeof ENTRIES)[number][1]['routes'][number]) =>
  Object.entries(route.querystring?.properties ?? {})
    .filter(([, schema]) => (schema as { 'x-max-characters'?: number })['x-max-characters'])
    .map(([name]) => name);

describe.each(ENTRIES)('%s in the catalogue', (name, entry) => {
  it('has routes, each with an example that is its own URL', () => {
    expect(entry.routes.length, `${name}: add its routes to its index.ts`).toBeGreaterThan(0);
    for (const route of entry.routes) expect(routeOf(entry, route.example)).toBe(route);
  });

  it('has samples, each a URL of its routes, and a golden picture of each', () => {
    const samples = samplePictures(entry);
    expect(
      samples.length,
      `${name}: add samples (text or pictures) to its index.ts`,
    ).toBeGreaterThan(0);
    const missing = samples
      .map((sample) => join(GOLDEN, 'generators', name, `${labelFile(sample.label)}.png`))
      .filter((file) => !existsSync(file));
    expect(
      missing,
      `${name}: make its goldens with UPDATE_GOLDEN=1 npm run test:golden -- ${name}, then look at them`,
    ).toEqual([]);
    for (const sample of samples) routeOf(entry, sample.url);
    const { moving } = samplesOf(entry);
    if (moving) routeOf(entry, moving);
  });

  // What `npm run test:golden` draws besides the samples: the first sample at twice its width
  // (test/art/golden-wide.test.ts) and, when it moves, the first and last frames of two samples
  // (golden-motion) and of the GIF answer (golden-answer-frames).
  it('has its golden pictures drawn wider and, if it moves, of its frames', () => {
    const files = [
      `wide/${name}-2x.png`,
      ...(entry.timeline
        ? [
            ...['a', 'b'].flatMap((sample) =>
              ['first', 'last'].map((which) => `motion/${name}-${sample}-${which}.png`),
            ),
            `answer/${name}-first.png`,
            `answer/${name}-last.png`,
          ]
        : []),
    ];
    const missing = files.filter((file) => !existsSync(join(GOLDEN, file)));
    expect(
      missing,
      `${name}: make its goldens with UPDATE_GOLDEN=1 npm run test:golden -- ${name}, then look at them`,
    ).toEqual([]);
  });

  it('moves exactly when its drawing has a motion, on the timeline of its entry', () => {
    const generator = generators.get(name)!;
    if (entry.timeline) {
      expect(
        generator.motion,
        `${name}: a timeline in index.ts, but no motion in its drawing`,
      ).toBeDefined();
      expect(generator.motion!.timeline, `${name}: one timeline, timeline.ts`).toBe(entry.timeline);
      expect(
        samplesOf(entry).moving,
        `${name}: add samples.moving, its animated example`,
      ).toBeDefined();
    } else {
      expect(
        generator.motion,
        `${name}: a motion in its drawing, but no timeline in index.ts`,
      ).toBeUndefined();
    }
  });

  it('declares the faces it sets each text parameter in', () => {
    const params = [...new Set(entry.routes.flatMap(textParams))];
    const styles = Object.keys(generators.get(name)!.textStyles ?? {});
    expect(styles.sort(), `${name}: give its drawing textStyles for ${params.join(', ')}`).toEqual(
      params.sort(),
    );
  });

  it('is listed in the index and known to the renderers', async () => {
    const index = (
      JSON.parse((await kiln.app.inject({ url: '/' })).body) as { endpoints: string[] }
    ).endpoints;
    for (const route of entry.routes) {
      const path = route.path.replace(/:([A-Za-z_]+)/g, (_, param: string) =>
        (route.params?.properties[param] as { 'x-notation'?: string } | undefined)?.[
          'x-notation'
        ] === 'int'
          ? `<int:${param}>`
          : `<${param}>`,
      );
      expect(
        index.some(
          (endpoint) =>
            endpoint === `GET ${path}` ||
            endpoint.startsWith(`GET ${path}?`) ||
            endpoint.startsWith(`GET ${path}[`),
        ),
        `${name}: ${route.path} is not in the index`,
      ).toBe(true);
    }
    expect(GENERATOR_NAMES).toContain(name);
  });
});

describe('the catalogue', () => {
  it('types each route input against its generator (checked by tsc)', () => {
    const route = imageRoute({
      path: '/wrong',
      summary: 'A route that builds a text for a generator that takes a colour.',
      listed: false,
      generator: 'swatch',
      // @ts-expect-error a swatch takes a colour {r, g, b}, not a text
      input: () => ({ input: { text: 'hello' } }),
    });
    expect(route.kind).toBe('image');
    expect(Object.keys(CATALOGUE).length).toBe(ENTRIES.length);
  });
});
