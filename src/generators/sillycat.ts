// The sillycat generator (DESIGN 2.2): a 512x512 silly cat whose body is `right` and whose
// markings are `left`, or a darker/lighter tone of the body when `left` is null.
import type { Rgb } from '../composed/types.js';
import { backdropTones, drawBackdrop } from '../art/sillycat/backdrop.js';
import { drawCat, type CatPalette } from '../art/sillycat/cat.js';
import { css, tonesOf } from '../art/sillycat/tones.js';
import { createSurface, toRaster } from './canvas.js';
import { InvalidInput, type Generator } from './types.js';

export interface SillycatInput {
  /** Body colour: the first path colour. */
  readonly right: Rgb;
  /** Marking colour: the second path colour, or null for the one-colour form. */
  readonly left: Rgb | null;
}

export const SILLYCAT_SIZE = 512;

export function assertRgb(rgb: Rgb): void {
  for (const v of [rgb.r, rgb.g, rgb.b]) {
    if (!Number.isInteger(v) || v < 0 || v > 255) {
      throw new InvalidInput('A colour channel must be an integer from 0 to 255.');
    }
  }
}

export function catPalette(right: Rgb, left: Rgb | null): CatPalette {
  const tones = tonesOf(right);
  const backdrop = backdropTones(tones.lch);
  return {
    body: tones.fill,
    shadow: tones.lch.l < 0.3 ? 'rgba(255,255,255,0.13)' : 'rgba(30,16,48,0.17)',
    light: tones.light,
    outline: tones.outline,
    marking: left ? css(left) : tones.marking,
    floor: backdrop.floor,
  };
}

export const sillycat: Generator<SillycatInput> = {
  name: 'sillycat',
  render({ right, left }) {
    assertRgb(right);
    if (left) assertRgb(left);
    const surface = createSurface(SILLYCAT_SIZE, SILLYCAT_SIZE);
    const { ctx } = surface;
    drawBackdrop(ctx, backdropTones(tonesOf(right).lch));
    drawCat(ctx, catPalette(right, left), left !== null);
    return { raster: toRaster(surface) };
  },
};
