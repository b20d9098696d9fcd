// The /color/<hex> JSON of DESIGN 2.3: one object holding both shapes the old service had.
// Rounding: HSL and CMYK components are rounded to whole degrees/percent; shade and tint use
// the floating-point formulas literally (the contract's reference values come from them).
import { toHsl } from './spaces.js';
import { toHex, type Rgb } from './hex.js';
import { nearestColourName } from './names.js';

const WHITE = { name: 'white', hex: '#ffffff', rgb: { r: 255, g: 255, b: 255 } } as const;
const BLACK = { name: 'black', hex: '#000000', rgb: { r: 0, g: 0, b: 0 } } as const;

function shorten(clean: string): string | null {
  return clean[0] === clean[1] && clean[2] === clean[3] && clean[4] === clean[5]
    ? `${clean[0]}${clean[2]}${clean[4]}`
    : null;
}

function hsl({ r, g, b }: Rgb) {
  const value = toHsl({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });
  const h = Math.round(value.h ?? 0) % 360;
  const s = Math.round((value.s ?? 0) * 100);
  const l = Math.round(value.l * 100);
  return { string: `hsl(${h}, ${s}%, ${l}%)`, values: [h, s, l], h, s, l };
}

function cmyk({ r, g, b }: Rgb) {
  const k = 1 - Math.max(r, g, b) / 255;
  const part = (channel: number) =>
    k === 1 ? 0 : Math.round(((1 - channel / 255 - k) / (1 - k)) * 100);
  const [c, m, y, kk] = [part(r), part(g), part(b), Math.round(k * 100)];
  return { string: `cmyk(${c}%, ${m}%, ${y}%, ${kk}%)`, values: [c, m, y, kk], c, m, y, k: kk };
}

/** WCAG 2 relative luminance. */
function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const v = channel / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** White or black, whichever has the higher WCAG contrast ratio against the colour. */
function safeTextColour(rgb: Rgb) {
  const l = luminance(rgb);
  const choice = 1.05 / (l + 0.05) > (l + 0.05) / 0.05 ? WHITE : BLACK;
  return {
    name: choice.name,
    hex: choice.hex,
    rgb: { ...choice.rgb, values: [choice.rgb.r, choice.rgb.g, choice.rgb.b] },
  };
}

export function shades(rgb: Rgb): string[] {
  return Array.from({ length: 11 }, (_, i) =>
    toHex({
      r: Math.trunc(rgb.r * (1 - i * 0.1)),
      g: Math.trunc(rgb.g * (1 - i * 0.1)),
      b: Math.trunc(rgb.b * (1 - i * 0.1)),
    }),
  );
}

export function tints(rgb: Rgb): string[] {
  const tint = (c: number, i: number) => Math.trunc(c + (255 - c) * i * 0.1);
  return Array.from({ length: 11 }, (_, i) =>
    i === 10 ? 'ffffff' : toHex({ r: tint(rgb.r, i), g: tint(rgb.g, i), b: tint(rgb.b, i) }),
  );
}

/** The nearest web-safe colour: each channel to the nearest multiple of 0x33. */
export function webSafe({ r, g, b }: Rgb): Rgb {
  const snap = (c: number) => Math.round(c / 51) * 51;
  return { r: snap(r), g: snap(g), b: snap(b) };
}

function describe(rgb: Rgb, baseUrl: string) {
  const clean = toHex(rgb);
  const images = {
    square: `${baseUrl}/color/image/${clean}`,
    gradient: `${baseUrl}/color/image/gradient/${clean}`,
  };
  const safe = safeTextColour(rgb);
  return {
    name: nearestColourName(rgb),
    hex: {
      string: `#${clean}`,
      clean,
      shorten: shorten(clean),
      values: [clean.slice(0, 2), clean.slice(2, 4), clean.slice(4, 6)],
    },
    rgb: {
      string: `rgb(${rgb.r}, ${rgb.g}, ${rgb.b})`,
      values: [rgb.r, rgb.g, rgb.b],
      r: rgb.r,
      g: rgb.g,
      b: rgb.b,
    },
    hsl: hsl(rgb),
    cmyk: cmyk(rgb),
    int: (rgb.r << 16) | (rgb.g << 8) | rgb.b,
    brightness: Math.trunc((rgb.r + rgb.g + rgb.b) / 3),
    safe_text_color: safe,
    images,
    shade: shades(rgb),
    tint: tints(rgb),
    image: images.square,
    image_gradient: images.gradient,
    rgb_values: { r: rgb.r, g: rgb.g, b: rgb.b },
    blackorwhite_text: safe.hex,
  };
}

export type ColourInfo = ReturnType<typeof describe> & { websafe: ReturnType<typeof describe> };

export function colourInfo(rgb: Rgb, baseUrl: string): ColourInfo {
  const info = describe(rgb, baseUrl);
  const { image, image_gradient, rgb_values, blackorwhite_text, ...modern } = info;
  // websafe sits among the modern keys, before the legacy ones.
  return {
    ...modern,
    websafe: describe(webSafe(rgb), baseUrl),
    image,
    image_gradient,
    rgb_values,
    blackorwhite_text,
  };
}
