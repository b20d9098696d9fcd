// How large a picture is drawn for the width a client asked for: wider than the picture's own
// size, it is drawn at that width (vector art and text at scale, so they stay sharp; pixel art
// at the whole multiple at or above it, for the encoder to bring down to the width); at or
// below its own size, it is drawn as designed and the encoder resizes it.
import { assertPixelsWithin, outputSize, type Size } from '../../core/raster.js';

/** What a render is for: the width it is sent at (absent: as drawn), the most pixels allowed. */
export interface DrawTarget {
  readonly width?: number;
  readonly maxPixels?: number;
}

/**
 * The drawing scale (kit/surface.ts atScale) for a picture designed at `native` and sent per
 * `target`. Refuses (400) before anything is drawn when the picture as designed or as sent
 * would pass the pixel limit. Pixel art takes a whole multiple, unless that multiple would
 * itself pass the limit (then the exact scale: its edges soften a little, never the size).
 */
export function drawScale(native: Size, target?: DrawTarget, pixelArt = false): number {
  const output = outputSize(native, target?.width);
  if (target?.maxPixels !== undefined) {
    assertPixelsWithin(native, target.maxPixels);
    assertPixelsWithin(output, target.maxPixels);
  }
  if (target?.width === undefined || target.width <= native.width) return 1;
  const exact = target.width / native.width;
  if (!pixelArt) return exact;
  const whole = Math.ceil(exact - 1e-9);
  const drawn = { width: native.width * whole, height: native.height * whole };
  const fits = target.maxPixels === undefined || drawn.width * drawn.height <= target.maxPixels;
  return fits ? whole : exact;
}
