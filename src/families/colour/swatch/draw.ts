// The /color/image/<hex> picture: a 256x256 square of one solid colour (drawn at the width
// asked when it is wider).
import type { Generator } from '../../../art/kit/generator.js';
import { drawScale } from '../../../art/kit/target.js';
import { scaledLength } from '../../../art/kit/surface.js';
import type { Raster } from '../../../core/raster.js';
import type { Rgb } from '../../../colour/hex.js';

export const SWATCH_SIZE = 256;
const SQUARE = { width: SWATCH_SIZE, height: SWATCH_SIZE };

export const swatch: Generator<Rgb> = {
  name: 'swatch',
  render: ({ r, g, b }, target) => {
    const side = scaledLength(SWATCH_SIZE, drawScale(SQUARE, target));
    const data = new Uint8Array(side * side * 4);
    const pixel = new Uint32Array(data.buffer);
    // One 32-bit store per pixel; byte order on little-endian hosts is R, G, B, A.
    pixel.fill((255 << 24) | (b << 16) | (g << 8) | r);
    const raster: Raster = { width: side, height: side, data };
    return { raster };
  },
};
