// The moving generators a golden test checks (all, or those `npm run test:golden -- <name>`
// names: KILN_GOLDEN_ONLY), loaded with the fonts before the test's first check.
import { beforeAll } from 'vitest';
import type { Generator } from '../../src/art/kit/generator.js';
import { TIMELINES } from '../../src/families/motions.js';
import { loadAllGenerators } from '../../src/render/registry.js';
import { registerFonts } from '../../src/text/index.js';

/** Call at a test file's top: the names to check, and each one's generator once loaded. */
export function goldenAnimated(): {
  animated: string[];
  generatorOf: (name: string) => Generator<unknown>;
} {
  const only = process.env.KILN_GOLDEN_ONLY?.split(',').filter(Boolean);
  const animated = Object.keys(TIMELINES).filter((name) => !only?.length || only.includes(name));
  let generators: ReadonlyMap<string, Generator<unknown>>;
  beforeAll(async () => {
    registerFonts();
    generators = await loadAllGenerators();
  });
  return { animated, generatorOf: (name) => generators.get(name)! };
}
