// Golden pictures of the first and last frames of every animation as the client gets it: the
// GIF answer drawn and encoded as a renderer does (render/animation.ts), decoded with sharp.
// The first frame is what a client that shows one frame shows (the still, text and all), the
// last what the loop ends on; both must also be the same picture. Look at test/golden/answer/
// after UPDATE_GOLDEN=1.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { renderRequestFor } from '../../src/http/routes/image-routes.js';
import { drawAnimation } from '../../src/render/animation.js';
import { expectGolden } from '../helpers/golden.js';
import { MOTION_SAMPLES } from '../helpers/motion-samples.js';
import { goldenAnimated } from '../helpers/golden-animated.js';

const { animated, generatorOf } = goldenAnimated();

/** Page `page` of an animated answer, composited as a viewer shows it, as PNG. */
const pageOf = (body: Buffer, page: number) => sharp(body, { page }).png().toBuffer();

describe.each(animated)('%s: the GIF answer', (name) => {
  // The second-to-last sample: an Arabic text on a text route, one of its own pictures else.
  const url = MOTION_SAMPLES[name]!.urls.at(-2)!;

  it('starts and ends on the still', async () => {
    const generator = generatorOf(name);
    const { input } = renderRequestFor(url);
    const task = { generator: name, input, format: 'gif' as const, frames: 100 };
    const { body } = await drawAnimation(generator, task, 4_000_000);
    const { pages = 1 } = await sharp(body, { pages: -1 }).metadata();
    expect(pages).toBeGreaterThan(2);
    const first = await pageOf(body, 0);
    const last = await pageOf(body, pages - 1);
    await expectGolden(`answer/${name}-first`, first);
    await expectGolden(`answer/${name}-last`, last);
    // The loop's seam: the last frame is the first again, pixel for pixel.
    const [a, b] = await Promise.all(
      [first, last].map((png) => sharp(png).ensureAlpha().raw().toBuffer()),
    );
    expect(b!.equals(a!)).toBe(true);
  });
});
