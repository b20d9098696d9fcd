// Golden pictures of every animation's first and last frames (the last is the still picture),
// drawn in-process from the same samples as the motion test. Look at test/golden/motion/ after
// UPDATE_GOLDEN=1.
import { beforeAll, describe, it } from 'vitest';
import type { Generator } from '../../src/art/kit/generator.js';
import { playScene } from '../../src/art/kit/motion.js';
import { loadAllGenerators } from '../../src/render/registry.js';
import { TIMELINES } from '../../src/families/motions.js';
import { renderRequestFor } from '../../src/http/routes/image-routes.js';
import { encodePng } from '../../src/imaging/png.js';
import { registerFonts } from '../../src/text/index.js';
import { expectGolden } from '../helpers/golden.js';
import { MOTION_SAMPLES } from '../helpers/motion-samples.js';

/** `npm run test:golden -- <name>` checks only that generator's (KILN_GOLDEN_ONLY). */
const only = process.env.KILN_GOLDEN_ONLY?.split(',').filter(Boolean);
const animated = Object.keys(TIMELINES).filter((name) => !only?.length || only.includes(name));
let generators: ReadonlyMap<string, Generator<unknown>>;
const generatorOf = (name: string) => generators.get(name)!;

beforeAll(async () => {
  registerFonts();
  generators = await loadAllGenerators();
});

describe.each(animated)('%s frames', (name) => {
  const { urls } = MOTION_SAMPLES[name]!;
  // The emoji sample of a text route (one of the others for the rest) and the shortest.
  const samples = { a: urls[0]!, b: urls.at(-2)! };

  it.each(Object.entries(samples))('sample %s: first and last frames', async (label, url) => {
    const motion = generatorOf(name).motion!;
    const animation = playScene(motion.animate(renderRequestFor(url).input), motion.timeline, 1000);
    const { width, height } = animation;
    const bytes = width * height * 4;
    const count = animation.delays.length;
    for (const [which, index] of [
      ['first', 0],
      ['last', count - 1],
    ] as const) {
      const data = animation.data.subarray(index * bytes, (index + 1) * bytes);
      await expectGolden(`motion/${name}-${label}-${which}`, encodePng({ width, height, data }));
    }
  });
});
