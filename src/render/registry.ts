// Every generator the renderers know, by name: the catalogue's (families/catalogue.ts) and
// Kiln's own starter pictures. Each one's drawing code is loaded, and warmed up (its art
// rasterised, its faces parsed), on its first picture in a renderer, not at start: a renderer
// is ready once fonts are registered, and never spends memory on art it is not asked for.
import type { Generator } from '../art/kit/generator.js';
import { CATALOGUE, INTERNAL_GENERATORS } from '../families/catalogue.js';
import { loadOnce } from '../runtime/load-once.js';

// Inputs arrive as JSON from the HTTP process, already validated there and
// typed against the catalogue by the route that built them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGenerator = Generator<any>;

const LOADERS = new Map<string, () => Promise<AnyGenerator>>([
  ...Object.entries(CATALOGUE).map(([name, entry]) => [name, entry.load] as const),
  ...Object.entries(INTERNAL_GENERATORS),
]);

export const GENERATOR_NAMES: readonly string[] = [...LOADERS.keys()];

const warmed = new Map<string, () => Promise<AnyGenerator>>();

/**
 * Adds a generator outside the catalogue: only the test suite does, through the pool's
 * `extraGenerators` (a generator that faults natively, to test containment).
 */
export function registerGenerator(name: string, generator: AnyGenerator): void {
  if (LOADERS.has(name)) throw new Error(`generator ${name} already exists`);
  LOADERS.set(name, () => Promise.resolve(generator));
}

/**
 * The generator called `name`, loaded and warmed up once per renderer (a load or warm-up that
 * failed is tried again on its next render); undefined if unknown.
 */
export function loadGenerator(name: string): Promise<AnyGenerator> | undefined {
  const load = LOADERS.get(name);
  if (!load) return undefined;
  let ready = warmed.get(name);
  if (!ready) {
    ready = loadOnce(async () => {
      const generator = await load();
      await generator.warmUp?.();
      return generator;
    });
    warmed.set(name, ready);
  }
  return ready();
}

/** Every generator, loaded and warmed up (benchmarks, in-process tools). */
export async function loadAllGenerators(): Promise<ReadonlyMap<string, AnyGenerator>> {
  const all = await Promise.all(
    GENERATOR_NAMES.map(async (name) => [name, await loadGenerator(name)!] as const),
  );
  return new Map(all);
}
