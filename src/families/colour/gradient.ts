// The /color/image/gradient/<hex> picture: a 1024x256 horizontal ramp from the colour's
// lightest tint (90% towards white, as the JSON `tint` list) through the colour to black.
import type { Generator } from '../../art/kit/generator.js';
import type { Rgb } from '../../colour/hex.js';

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
  render: ({ r, g, b }) => {
    const row = new Uint8Array(GRADIENT_WIDTH * 4);
    for (let x = 0; x < GRADIENT_WIDTH; x++) {
      const t = x / (GRADIENT_WIDTH - 1);
      row[x * 4] = ramp(r, t);
      row[x * 4 + 1] = ramp(g, t);
      row[x * 4 + 2] = ramp(b, t);
      row[x * 4 + 3] = 255;
    }
    const data = new Uint8Array(row.length * GRADIENT_HEIGHT);
    for (let y = 0; y < GRADIENT_HEIGHT; y++) data.set(row, y * row.length);
    return { raster: { width: GRADIENT_WIDTH, height: GRADIENT_HEIGHT, data } };
  },
};
