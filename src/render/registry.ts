// Every generator the renderers know, by name. Each one warms up (rasterises its art, parses
// its faces) on its first picture in a renderer, not at start: a renderer is ready once fonts
// are registered, and never spends memory on art it is not asked for. Adding a
// generator is one line in families/catalogue.ts (plus its route in src/http/routes/).
import type { Generator } from '../art/kit/generator.js';
import { GENERATORS } from '../families/catalogue.js';
import { loadOnce } from '../core/load-once.js';

// Inputs arrive as JSON from the HTTP process, already validated there and
// typed against the catalogue by the route that built them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGenerator = Generator<any>;

const BY_NAME = new Map<string, AnyGenerator>(Object.entries(GENERATORS));

export const GENERATOR_NAMES: readonly string[] = [...BY_NAME.keys()];

const warmed = new Map<string, () => Promise<AnyGenerator>>();

/**
 * Adds a generator outside the catalogue: only the test suite does, through the pool's
 * `extraGenerators` (a generator that faults natively, to test containment).
 */
export function registerGenerator(name: string, generator: AnyGenerator): void {
  if (BY_NAME.has(name)) throw new Error(`generator ${name} already exists`);
  BY_NAME.set(name, generator);
}

/**
 * The generator called `name`, warmed up once per renderer (a warm-up that failed is tried
 * again on its next render); undefined if unknown.
 */
export function loadGenerator(name: string): Promise<AnyGenerator> | undefined {
  const generator = BY_NAME.get(name);
  if (!generator) return undefined;
  let ready = warmed.get(name);
  if (!ready) {
    ready = loadOnce(async () => {
      await generator.warmUp?.();
      return generator;
    });
    warmed.set(name, ready);
  }
  return ready();
}

/** Every generator, warmed up (benchmarks, in-process tools). */
export async function loadAllGenerators(): Promise<ReadonlyMap<string, AnyGenerator>> {
  await Promise.all(GENERATOR_NAMES.map((name) => loadGenerator(name)));
  return BY_NAME;
}
