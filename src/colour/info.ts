// TEMPORARY stand-in until the colour branch lands.
import type { Rgb } from './hex.js';
const hx = (c: Rgb) => [c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, '0')).join('');
export function colourInfo(rgb: Rgb, baseUrl: string) {
  const clean = hx(rgb);
  const shade = Array.from({ length: 11 }, (_, i) =>
    hx({
      r: Math.trunc(rgb.r * (1 - i * 0.1)),
      g: Math.trunc(rgb.g * (1 - i * 0.1)),
      b: Math.trunc(rgb.b * (1 - i * 0.1)),
    }),
  );
  const t = (c: number, i: number) => Math.trunc(c + (255 - c) * i * 0.1);
  const tint = Array.from({ length: 11 }, (_, i) =>
    i === 10 ? 'ffffff' : hx({ r: t(rgb.r, i), g: t(rgb.g, i), b: t(rgb.b, i) }),
  );
  const images = {
    square: `${baseUrl}/color/image/${clean}`,
    gradient: `${baseUrl}/color/image/gradient/${clean}`,
  };
  return {
    name: 'x',
    hex: { clean },
    int: parseInt(clean, 16),
    brightness: Math.trunc((rgb.r + rgb.g + rgb.b) / 3),
    images,
    image: images.square,
    image_gradient: images.gradient,
    shade,
    tint,
    blackorwhite_text: '#000000',
  };
}
