// The /color/image/gradient/<hex> picture: a 1024x256 horizontal ramp from the colour's
// lightest tint (90% towards white, as the JSON `tint` list) through the colour to black.
import type { Generator } from '../../../art/kit/generator.js';
import { drawScale } from '../../../art/kit/target.js';
import { scaledLength } from '../../../art/kit/surface.js';
import type { Rgb } from '../../../colour/hex.js';

export const GRADIENT_WIDTH = 1024;
export const GRADIENT_HEIGHT = 256;
const LIGHTEST_TINT = 0.9;

/** Channel at t in [0, 1]: tint -> colour, then colour -> black, truncated like the JSON lists. */
function ramp(channel: number, t: number): number {
  if (t < 0.5) {
    const towardsWhite = LIGHTEST_TINT * (1 - t / 0.5);
    return Math.trunc(channel + (255 - channel) * towardsWhite);
  }
  return Math.trunc(channel * (1 - (t - 0.5) / 0.5));
}

export const gradient: Generator<Rgb> = {
  name: 'gradient',
  render: ({ r, g, b }, target) => {
    // Wider than its own size, the ramp is computed at the width asked.
    const scale = drawScale({ width: GRADIENT_WIDTH, height: GRADIENT_HEIGHT }, target);
    const width = scaledLength(GRADIENT_WIDTH, scale);
    const height = scaledLength(GRADIENT_HEIGHT, scale);
    const row = new Uint8Array(width * 4);
    for (let x = 0; x < width; x++) {
      const t = x / (width - 1);
      row[x * 4] = ramp(r, t);
      row[x * 4 + 1] = ramp(g, t);
      row[x * 4 + 2] = ramp(b, t);
      row[x * 4 + 3] = 255;
    }
    const data = new Uint8Array(row.length * height);
    for (let y = 0; y < height; y++) data.set(row, y * row.length);
    return { raster: { width, height, data } };
  },
};
