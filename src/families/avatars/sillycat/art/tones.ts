// Colour tones derived from one input colour (outline, shade, highlight, marking), computed
// in OKLCH so "darker" looks equally darker for every hue. Shared by sillycat and nft art.
import type { Rgb } from '../../nft/seasons.js';

export interface Lch {
  readonly l: number; // 0..1 perceptual lightness
  readonly c: number; // chroma, ~0..0.37
  readonly h: number; // hue in degrees
}

function toLinear(channel: number): number {
  const v = channel / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function fromLinear(v: number): number {
  const s = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  return s * 255;
}

export function toOklch(rgb: Rgb): Lch {
  const r = toLinear(rgb.r);
  const g = toLinear(rgb.g);
  const b = toLinear(rgb.b);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const h = (Math.atan2(B, A) * 180) / Math.PI;
  return { l: L, c: Math.hypot(A, B), h: h < 0 ? h + 360 : h };
}

function lchToUnclamped(lch: Lch): [number, number, number] {
  const rad = (lch.h * Math.PI) / 180;
  const A = lch.c * Math.cos(rad);
  const B = lch.c * Math.sin(rad);
  const l = (lch.l + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (lch.l - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (lch.l - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** OKLCH to sRGB, lowering chroma (keeping lightness and hue) until the colour fits sRGB. */
export function fromOklch(lch: Lch): Rgb {
  const l = Math.min(1, Math.max(0, lch.l));
  let c = Math.max(0, lch.c);
  let rgb = lchToUnclamped({ l, c, h: lch.h });
  for (let i = 0; i < 12 && rgb.some((v) => v < -0.5 || v > 255.5); i++) {
    c *= 0.8;
    rgb = lchToUnclamped({ l, c, h: lch.h });
  }
  const [r, g, b] = rgb.map((v) => Math.round(Math.min(255, Math.max(0, v))));
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}

export function css(rgb: Rgb): string {
  return `rgb(${rgb.r},${rgb.g},${rgb.b})`;
}

/**
 * Painters' hue shift for darker tones: darkened yellows and limes turn olive, so their
 * shadows and lines lean towards orange instead.
 */
function darkerHue(h: number, dl: number): number {
  if (dl >= 0 || h < 75 || h > 135) return h;
  return h - 28;
}

/** The colour moved by `dl` in lightness with chroma scaled by `kc`. */
export function shift(base: Lch, dl: number, kc = 1): string {
  return css(fromOklch({ l: base.l + dl, c: base.c * kc, h: darkerHue(base.h, dl) }));
}

/** CSS colours of every tone the art derives from one body colour. */
export interface Tones {
  readonly fill: string;
  /** Shadow side of shapes: darker, or lighter on near-black bodies so it still reads. */
  readonly shade: string;
  /** Lit side of shapes. */
  readonly light: string;
  /** Line art: dark for most colours, a lifted tone on near-black bodies. */
  readonly outline: string;
  /** One-colour markings: a clearly darker (light bodies) or lighter (dark bodies) tone. */
  readonly marking: string;
  readonly lch: Lch;
}

export function tonesOf(rgb: Rgb): Tones {
  const lch = toOklch(rgb);
  const { l } = lch;
  // OKLCH lightness is cube-root spaced: near black, small steps vanish, so dark bodies get
  // tones lifted to fixed floors instead of small offsets.
  const dark = l < 0.3;
  return {
    fill: css(rgb),
    shade: dark ? shift(lch, Math.max(0.08, 0.25 - l), 1) : shift(lch, -0.085, 1.05),
    light: dark ? shift(lch, Math.max(0.14, 0.33 - l), 1) : shift(lch, 0.07, 0.9),
    outline: dark
      ? shift(lch, Math.max(0.3, 0.52 - l), 0.6)
      : shift(lch, -Math.max(0.28, l * 0.62), 0.9),
    marking: dark
      ? shift(lch, Math.max(0.22, 0.44 - l), 1)
      : l > 0.55
        ? shift(lch, -0.2, 1.1)
        : shift(lch, 0.22, 1),
    lch,
  };
}

/** `a` moved a fraction `t` of the way to `b` (straight sRGB mix, like painting b at alpha t). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return {
    r: Math.round(a.r + (b.r - a.r) * t),
    g: Math.round(a.g + (b.g - a.g) * t),
    b: Math.round(a.b + (b.b - a.b) * t),
  };
}

const SHADOW_INK: Rgb = { r: 30, g: 16, b: 48 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * The shadow-side version of any colour on a body of lightness `bodyL`: a cool dark glaze on
 * most bodies, a light lift on near-black ones (where darker would not show).
 */
export function shadeOn(colour: Rgb, bodyL: number): Rgb {
  if (bodyL < 0.3) return mix(colour, WHITE, 0.13);
  const lch = toOklch(colour);
  if (lch.c > 0.06 && lch.h >= 75 && lch.h <= 135) {
    return fromOklch({ l: lch.l - 0.07, c: lch.c, h: darkerHue(lch.h, -1) });
  }
  return mix(colour, SHADOW_INK, 0.17);
}

export function parseCss(rgbCss: string): Rgb {
  const [r, g, b] = rgbCss.slice(4, -1).split(',').map(Number);
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}
