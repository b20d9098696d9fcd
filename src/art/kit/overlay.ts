// Laying straight-alpha pixels over an opaque picture, in memory: how text painted on a small
// transparent frame joins a shared scene without Skia drawing the whole scene again.
import type { Raster } from '../../core/raster.js';

/**
 * A fresh copy of opaque `base` with `overlay` laid over it (source-over), its top-left at
 * (`x`, `y`); the overlay must lie inside the base. Colours are blended with the overlay's
 * coverage as Skia does, so the result matches painting on the base itself within rounding.
 */
export function overlaid(base: Raster, overlay: Raster, x: number, y: number): Raster {
  if (
    !Number.isInteger(x) ||
    !Number.isInteger(y) ||
    x < 0 ||
    y < 0 ||
    x + overlay.width > base.width ||
    y + overlay.height > base.height
  ) {
    throw new RangeError('the overlay must lie inside the picture');
  }
  // Every byte is written below, so the buffer need not be zeroed first.
  const bytes = base.width * base.height * 4;
  const data = new Uint8ClampedArray(Buffer.allocUnsafeSlow(bytes).buffer, 0, bytes);
  data.set(base.data);
  const top = overlay.data;
  for (let row = 0; row < overlay.height; row++) {
    let from = row * overlay.width * 4;
    let to = ((y + row) * base.width + x) * 4;
    for (let column = 0; column < overlay.width; column++, from += 4, to += 4) {
      const alpha = top[from + 3]!;
      if (alpha === 0) continue;
      if (alpha === 255) {
        data[to] = top[from]!;
        data[to + 1] = top[from + 1]!;
        data[to + 2] = top[from + 2]!;
        continue;
      }
      // The clamped array rounds to the nearest level, as Skia's blend does.
      const rest = 255 - alpha;
      data[to] = (top[from]! * alpha + data[to]! * rest) / 255;
      data[to + 1] = (top[from + 1]! * alpha + data[to + 1]! * rest) / 255;
      data[to + 2] = (top[from + 2]! * alpha + data[to + 2]! * rest) / 255;
    }
  }
  return { width: base.width, height: base.height, data };
}
