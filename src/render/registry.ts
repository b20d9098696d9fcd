// Every generator the render threads know, by name. Each one warms up (rasterises its art,
// parses its faces) on its first picture in a thread, not at start: a thread is ready once
// fonts are registered, and never spends memory on art it is not asked for. Adding a
// generator is one line in families/catalogue.ts (plus its route in src/http/routes/).
import type { Generator } from '../art/kit/generator.js';
import { GENERATORS } from '../families/catalogue.js';

// Inputs arrive as structured-cloned data from the HTTP thread, already validated there and
// typed against the catalogue by the route that built them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGenerator = Generator<any>;

const BY_NAME: ReadonlyMap<string, AnyGenerator> = new Map(Object.entries(GENERATORS));

export const GENERATOR_NAMES: readonly string[] = [...BY_NAME.keys()];

const warmed = new Map<string, Promise<AnyGenerator>>();

/** The generator called `name`, warmed up once per thread; undefined if unknown. */
export function loadGenerator(name: string): Promise<AnyGenerator> | undefined {
  const generator = BY_NAME.get(name);
  if (!generator) return undefined;
  let ready = warmed.get(name);
  if (!ready) {
    ready = Promise.resolve(generator.warmUp?.()).then(() => generator);
    warmed.set(name, ready);
  }
  return ready;
}

/** Every generator, warmed up (benchmarks, in-process tools). */
export async function loadAllGenerators(): Promise<ReadonlyMap<string, AnyGenerator>> {
  await Promise.all(GENERATOR_NAMES.map((name) => loadGenerator(name)));
  return BY_NAME;
}
