// The sillycat generator (DESIGN 2.2): a 512x512 silly cat whose body is `right` and whose
// markings are `left`, or a darker/lighter tone of the body when `left` is null.
import type { Rgb } from './seasons.js';
import { backdropTones, drawBackdrop } from './sillycat-art/backdrop.js';
import { drawCat, type CatPalette } from './sillycat-art/cat.js';
import { css, mix, parseCss, shadeOn, tonesOf } from './sillycat-art/tones.js';
import { frameSurface, toRaster } from '../../art/kit/surface.js';
import { InvalidInput } from '../../core/errors.js';
import { type Generator } from '../../art/kit/generator.js';

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

const PINK: Rgb = { r: 255, g: 143, b: 171 };

export function catPalette(right: Rgb, left: Rgb | null): CatPalette {
  const tones = tonesOf(right);
  const l = tones.lch.l;
  const marking = left ?? parseCss(tones.marking);
  const bib = left ?? parseCss(tones.light);
  return {
    body: tones.fill,
    bodyShade: css(shadeOn(right, l)),
    marking: css(marking),
    markingShade: css(shadeOn(marking, l)),
    bib: css(bib),
    bibShade: css(shadeOn(bib, l)),
    light: tones.light,
    outline: tones.outline,
    blush: css(mix(right, PINK, 0.55)),
    floor: backdropTones(tones.lch).floor,
  };
}

export const sillycat: Generator<SillycatInput> = {
  name: 'sillycat',
  render({ right, left }) {
    assertRgb(right);
    if (left) assertRgb(left);
    const surface = frameSurface(SILLYCAT_SIZE, SILLYCAT_SIZE, 'square');
    const { ctx } = surface;
    drawBackdrop(ctx, backdropTones(tonesOf(right).lch));
    drawCat(ctx, catPalette(right, left));
    return { raster: toRaster(surface) };
  },
  warmUp() {
    // Builds the surface and runs Skia's first-draw setup before a request pays for it.
    sillycat.render({ right: { r: 255, g: 136, b: 0 }, left: { r: 60, g: 60, b: 70 } });
  },
};
