// The catalogue is the one registration of a generator (families/catalogue.ts): everything
// else is derived from it, and what a generator's folder leaves out fails here with a message
// that says what to add. CONTRIBUTING.md, "Add a generator", walks through it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import type { GeneratorEntry } from '../../src/art/kit/entry.js';
import type { Generator } from '../../src/art/kit/generator.js';
import { CATALOGUE, ENTRIES, INTERNAL_GENERATORS } from '../../src/families/catalogue.js';
import { labelFile, routeOf, samplePictures, samplesOf } from '../../src/families/samples.js';
import { imageRoute } from '../../src/http/routing/route-kit.js';
import { GENERATOR_NAMES, loadGenerator } from '../../src/render/registry.js';
import { startKiln } from '../helpers/kiln.js';

const GOLDEN = join(import.meta.dirname, '..', 'golden');
const FAMILIES = join(import.meta.dirname, '..', '..', 'src', 'families');

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

/**
 * A generator's golden pictures, relative to test/golden: one per sample, and what
 * `npm run test:golden` draws besides (test/art/golden-wide.test.ts, golden-motion,
 * golden-answer-frames): the first sample at twice its width and, when it moves, the first and
 * last frames of two samples and of the GIF answer.
 */
function goldenFiles(
  name: string,
  entry: (typeof ENTRIES)[number][1],
): { samples: string[]; drawn: string[] } {
  const samples = samplePictures(entry).map(
    (sample) => `generators/${name}/${labelFile(sample.label)}.png`,
  );
  const drawn = [
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
  return { samples, drawn };
}

/** Every one of `files` (relative to test/golden) exists, or the message says how to make them. */
function expectGoldens(name: string, files: readonly string[]): void {
  const missing = files.filter((file) => !existsSync(join(GOLDEN, file)));
  expect(
    missing,
    `${name}: make its goldens with UPDATE_GOLDEN=1 npm run test:golden -- ${name}, then look at them`,
  ).toEqual([]);
}

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
    expectGoldens(name, goldenFiles(name, entry).samples);
    for (const sample of samples) routeOf(entry, sample.url);
    const { moving } = samplesOf(entry);
    if (moving) routeOf(entry, moving);
  });

  it('has its golden pictures drawn wider and, if it moves, of its frames', () => {
    expectGoldens(name, goldenFiles(name, entry).drawn);
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

  // A generator removed, or a sample renamed, leaves its pictures behind: nothing compares
  // with them any more, and the gallery of goldens shows art Kiln no longer draws.
  it('keeps golden pictures only of what its generators draw', () => {
    const expected = new Set(
      ENTRIES.flatMap(([name, entry]) => {
        const { samples, drawn } = goldenFiles(name, entry);
        return [...samples, ...drawn];
      }),
    );
    const kept = ['generators', 'wide', 'motion', 'answer'].flatMap((dir) =>
      readdirSync(join(GOLDEN, dir), { recursive: true, withFileTypes: true })
        .filter((file) => file.isFile())
        .map((file) => relative(GOLDEN, join(file.parentPath, file.name))),
    );
    const left = kept.filter((file) => !expected.has(file));
    expect(left, `no generator draws these any more; delete them: ${left.join(', ')}`).toEqual([]);
  });

  it('has no name both in CATALOGUE and in INTERNAL_GENERATORS', () => {
    const both = Object.keys(INTERNAL_GENERATORS).filter((name) => name in CATALOGUE);
    expect(
      both,
      `${both.join(', ')}: in CATALOGUE, so remove it from INTERNAL_GENERATORS (for generators no route draws)`,
    ).toEqual([]);
  });
});

// A generator folder is src/families/<family>/<name>/ (or src/families/<name>/, a family of
// its own; CONTRIBUTING.md) with a drawing (draw.ts) or an entry (an index.ts that mentions
// GeneratorEntry); the folders inside it are its parts. Its entry must be in CATALOGUE: the
// tests above only see what the catalogue lists. INTERNAL_GENERATORS is for drawings no route
// draws (Kiln's starter pictures): a folder whose entry is registered there instead is an
// error, while a drawing without an entry that INTERNAL_GENERATORS loads is one of its own.
function generatorFolders(dir: string, depth = 0): string[] {
  const index = join(dir, 'index.ts');
  if (
    depth > 0 &&
    (existsSync(join(dir, 'draw.ts')) ||
      (existsSync(index) && /\bGeneratorEntry\b/.test(readFileSync(index, 'utf8'))))
  )
    return [relative(FAMILIES, dir)];
  if (depth === 2) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((child) => child.isDirectory())
    .flatMap((child) => generatorFolders(join(dir, child.name), depth + 1));
}

const isEntry = (value: unknown): value is GeneratorEntry<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { routes?: unknown }).routes) &&
  typeof (value as { load?: unknown }).load === 'function';

/** The exports of a folder's `file` (index.ts, draw.ts), none when it has no such file. */
const exportsOf = async (folder: string, file: string): Promise<Record<string, unknown>> => {
  const path = join(FAMILIES, folder, file);
  return existsSync(path) ? ((await import(path)) as Record<string, unknown>) : {};
};

describe.each(generatorFolders(FAMILIES))('src/families/%s', (folder) => {
  // Its catalogue name, by the convention of the catalogue: panel-meme is panel_meme.
  const name = basename(folder).replaceAll('-', '_');
  const camel = basename(folder).replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());

  it('has an entry, registered in CATALOGUE', async () => {
    const entries = Object.entries(await exportsOf(folder, 'index.ts')).flatMap(
      ([exported, value]) => (isEntry(value) ? [[exported, value] as const] : []),
    );
    if (entries.length === 0) {
      const internal = new Set<unknown>(
        await Promise.all(Object.values(INTERNAL_GENERATORS).map((load) => load())),
      );
      const drawings = Object.values(await exportsOf(folder, 'draw.ts'));
      expect(
        drawings.some((drawing) => internal.has(drawing)),
        `${name}: add its entry to its index.ts (export const ${camel}Entry: GeneratorEntry<...>) and its line to CATALOGUE, or, if no route draws it, its loader to INTERNAL_GENERATORS`,
      ).toBe(true);
      return;
    }
    const registered = new Set<unknown>(Object.values(CATALOGUE));
    for (const [exported, entry] of entries) {
      const internal = Object.entries(INTERNAL_GENERATORS).find(
        ([key, load]) => key === name || (load as unknown) === entry.load,
      );
      expect(
        registered.has(entry),
        internal
          ? `${name}: move it from INTERNAL_GENERATORS (${internal[0]}), which is for generators no route draws, to CATALOGUE in src/families/catalogue.ts (${name}: ${exported},)`
          : `${name}: add its line to CATALOGUE in src/families/catalogue.ts (${name}: ${exported},) and its import`,
      ).toBe(true);
    }
  });
});
