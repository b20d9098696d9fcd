// Pictures asked wider than they are drawn are drawn at that width (art/kit/target.ts), through
// the server as clients get them: golden pictures at twice the width of every generator, and
// at about three times (at most 2048) each is sharper than its own picture upscaled with
// Lanczos: the standard deviation of the Laplacian (edge contrast) at least 1.3 times as high.
// A narrower width is still the picture resized. Look at test/golden/wide/ after UPDATE_GOLDEN=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { laplacianSpread } from '../helpers/sharpness.js';
import type { Kiln } from '../../src/app.js';
import { expectGolden } from '../helpers/golden.js';
import { startKiln } from '../helpers/kiln.js';
import { ENTRIES } from '../../src/families/catalogue.js';
import { samplePictures } from '../../src/families/samples.js';

let kiln: Kiln;
beforeAll(async () => {
  kiln = await startKiln({ RENDER_THREADS: '2' });
});
afterAll(async () => {
  await kiln.app.close();
});

/** `npm run test:golden -- <name>` checks only that generator's (KILN_GOLDEN_ONLY). */
const only = process.env.KILN_GOLDEN_ONLY?.split(',').filter(Boolean);

/** One sample per generator of the catalogue: its first. */
const SAMPLES: Readonly<Record<string, string>> = Object.fromEntries(
  ENTRIES.filter(([name]) => !only?.length || only.includes(name)).map(([name, entry]) => [
    name,
    samplePictures(entry)[0]!.url,
  ]),
);

const MIN_SHARPNESS_RATIO = 1.3;
const NO_EDGES = 2;
const MAX_WIDTH = 2048;

async function picture(url: string): Promise<Buffer> {
  const response = await kiln.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.rawPayload;
}

const withWidth = (url: string, width: number) =>
  `${url}${url.includes('?') ? '&' : '?'}width=${width}`;

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

describe.each(Object.keys(SAMPLES))('%s at about three times its width', (name) => {
  const url = SAMPLES[name]!;

  // A picture without edges (a swatch, a smooth ramp: edge contrast under NO_EDGES at its own
  // size, where every other picture has 19 or more) has nothing to sharpen: drawn wider, it is
  // its upscaled picture, within the goldens' tolerance.
  it(`is at least ${MIN_SHARPNESS_RATIO}x sharper than its picture upscaled, or the same`, async () => {
    const native = await picture(url);
    const { width } = await sharp(native).metadata();
    const wide = Math.min(MAX_WIDTH, width! * 3);
    const drawn = await picture(withWidth(url, wide));
    const { height } = await sharp(drawn).metadata();
    const upscaled = await sharp(native)
      .resize({ width: wide, height, fit: 'fill', kernel: 'lanczos3' })
      .png()
      .toBuffer();
    if ((await laplacianSpread(native)) < NO_EDGES) {
      expect(await differingShare(drawn, upscaled)).toBeLessThan(0.01);
      return;
    }
    const ratio = (await laplacianSpread(drawn)) / (await laplacianSpread(upscaled));
    expect(ratio, `${name} at ${wide}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(
      MIN_SHARPNESS_RATIO,
    );
  });
});
