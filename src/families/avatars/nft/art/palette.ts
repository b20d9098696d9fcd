// Colours of the nft art: the critter's tones from its colour, the plain backdrop, and the
// fixed ink and accent colours every season module draws with (one consistent palette).
import {
  css,
  fromOklch,
  mix,
  parseCss,
  shadeOn,
  shift,
  tonesOf,
} from '../../sillycat/art/tones.js';
import type { Rgb } from '../seasons.js';
import type { CritterPalette } from './critter.js';

/** Outline colour of all props (hats, cakes, leaves...). */
export const INK = '#2b2233';
export const PROP_LINE = 6;

export const WHITE = '#ffffff';
export const CREAM = '#fff4dc';
export const RED = '#e63946';
export const ORANGE = '#f9844a';
export const YELLOW = '#ffd23f';
export const GOLD = '#f5b700';
export const GREEN = '#43aa5b';
export const TEAL = '#2ec4b6';
export const BLUE = '#3a86ff';
export const PINK = '#ff8fab';
export const HOT_PINK = '#ff4d8d';

const BLUSH: Rgb = { r: 255, g: 143, b: 171 };

export function critterPalette(colour: Rgb): CritterPalette {
  const tones = tonesOf(colour);
  const dark = tones.lch.l < 0.3;
  const light = parseCss(tones.light);
  return {
    body: tones.fill,
    bodyShade: css(shadeOn(colour, tones.lch.l)),
    light: tones.light,
    lightShade: css(shadeOn(light, tones.lch.l)),
    outline: tones.outline,
    blush: css(mix(colour, BLUSH, 0.5)),
    lid: dark ? shift(tones.lch, Math.max(0.1, 0.28 - tones.lch.l)) : shift(tones.lch, -0.1, 1.05),
  };
}

/** The `default` season's plain backdrop: a flat colour contrasting with the critter. */
export function plainBackdrop(colour: Rgb): string {
  const { lch } = tonesOf(colour);
  const hue = lch.c > 0.03 ? (lch.h + 180) % 360 : 250;
  const l = lch.l > 0.78 ? 0.62 : lch.l < 0.45 ? 0.86 : 0.9;
  return css(fromOklch({ l, c: 0.07, h: hue }));
}
