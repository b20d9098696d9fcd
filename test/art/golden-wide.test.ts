// Pictures asked wider than they are drawn are drawn at that width (art/kit/target.ts), through
// the server as clients get them: golden pictures at twice the width of every generator, and
// at about three times (at most 2048) each is sharper than its own picture upscaled with
// Lanczos: the standard deviation of the Laplacian (edge contrast) at least 1.3 times as high.
// A narrower width is still the picture resized. Look at test/golden/wide/ after UPDATE_GOLDEN=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Kiln } from '../../src/app.js';
import { expectGolden } from '../helpers/golden.js';
import { startKiln } from '../helpers/kiln.js';
import { MOTION_SAMPLES } from '../helpers/motion-samples.js';

let kiln: Kiln;
beforeAll(async () => {
  kiln = await startKiln({ RENDER_THREADS: '2' });
});
afterAll(async () => {
  await kiln.app.close();
});

/** One sample per generator: every moving route's first, and the colour pictures. */
const SAMPLES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(MOTION_SAMPLES).map(([name, { urls }]) => [name, urls[0]!])),
  swatch: '/color/image/c85028',
  gradient: '/color/image/gradient/c85028',
};

/** Pictures that are flat or smooth: nothing for a larger drawing to sharpen. */
const WITHOUT_EDGES = new Set(['swatch', 'gradient']);

const MIN_SHARPNESS_RATIO = 1.3;
const MAX_WIDTH = 2048;

async function picture(url: string): Promise<Buffer> {
  const response = await kiln.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.rawPayload;
}

const withWidth = (url: string, width: number) =>
  `${url}${url.includes('?') ? '&' : '?'}width=${width}`;

/** Standard deviation of the greyscale Laplacian: how much edge contrast a picture has. */
async function laplacianSpread(png: Buffer): Promise<number> {
  const { data } = await sharp(png)
    .greyscale()
    .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  let squares = 0;
  for (const value of data) {
    sum += value;
    squares += value * value;
  }
  return Math.sqrt(squares / data.length - (sum / data.length) ** 2);
}

/** Share of pixels whose channels differ by more than 24 between two same-sized pictures. */
async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer()));
  expect(x!.length).toBe(y!.length);
  let differing = 0;
  for (let i = 0; i < x!.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(x![i + c]! - y![i + c]!) > 24) {
        differing++;
        break;
      }
    }
  }
  return differing / (x!.length / 4);
}

describe.each(Object.keys(SAMPLES))('%s drawn wider', (name) => {
  const url = SAMPLES[name]!;

  it('at twice its width, as the golden picture', async () => {
    const { width } = await sharp(await picture(url)).metadata();
    const wide = await picture(withWidth(url, Math.min(MAX_WIDTH, width! * 2)));
    expect((await sharp(wide).metadata()).width).toBe(Math.min(MAX_WIDTH, width! * 2));
    await expectGolden(`wide/${name}-2x`, wide);
  });

  it('narrower than its width, is its own picture resized', async () => {
    const native = await picture(url);
    const { width } = await sharp(native).metadata();
    const narrow = Math.round(width! / 2);
    const served = await picture(withWidth(url, narrow));
    const { height } = await sharp(served).metadata();
    const resized = await sharp(native)
      .resize({ width: narrow, height, fit: 'fill', kernel: 'lanczos3' })
      .png()
      .toBuffer();
    expect(await differingShare(served, resized)).toBeLessThan(0.01);
  });
});

describe.each(Object.keys(SAMPLES).filter((name) => !WITHOUT_EDGES.has(name)))(
  '%s at about three times its width',
  (name) => {
    const url = SAMPLES[name]!;

    it(`is at least ${MIN_SHARPNESS_RATIO}x sharper than its picture upscaled`, async () => {
      const native = await picture(url);
      const { width } = await sharp(native).metadata();
      const wide = Math.min(MAX_WIDTH, width! * 3);
      const drawn = await picture(withWidth(url, wide));
      const { height } = await sharp(drawn).metadata();
      const upscaled = await sharp(native)
        .resize({ width: wide, height, fit: 'fill', kernel: 'lanczos3' })
        .png()
        .toBuffer();
      const ratio = (await laplacianSpread(drawn)) / (await laplacianSpread(upscaled));
      expect(ratio, `${name} at ${wide}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(
        MIN_SHARPNESS_RATIO,
      );
    });
  },
);
