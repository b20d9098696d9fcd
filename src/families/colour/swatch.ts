// The /color/image/<hex> picture: a 256x256 square of one solid colour.
import type { Generator } from '../../art/kit/generator.js';
import type { Raster } from '../../core/raster.js';
import type { Rgb } from '../../colour/hex.js';

export const SWATCH_SIZE = 256;

export const swatch: Generator<Rgb> = {
  name: 'swatch',
  render: ({ r, g, b }) => {
    const data = new Uint8Array(SWATCH_SIZE * SWATCH_SIZE * 4);
    const pixel = new Uint32Array(data.buffer);
    // One 32-bit store per pixel; byte order on little-endian hosts is R, G, B, A.
    pixel.fill((255 << 24) | (b << 16) | (g << 8) | r);
    const raster: Raster = { width: SWATCH_SIZE, height: SWATCH_SIZE, data };
    return { raster };
  },
};
