// Line-level text placement shared by the typographic templates: painting one fitted line at
// an exact pen position, and finding the ink of text drawn on a flat colour (for boxes that hug
// the glyphs).
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Raster } from '../../../core/raster.js';
import type { Rgb } from '../../../colour/hex.js';
import type { FittedLine, TextLayout } from '../../../text/index.js';
import { paintText } from '../../../text/paint.js';
import { opaqueWord } from '../../../art/kit/overlay.js';

/** Paints one line of `layout` with its pen at (x, baseline). */
export function paintLineAt(
  ctx: SKRSContext2D,
  layout: TextLayout,
  line: FittedLine,
  x: number,
  baseline: number,
  color: string,
): void {
  const inLine = (layout.lineHeight - (layout.ascent + layout.descent)) / 2 + layout.ascent;
  const single: TextLayout = { ...layout, lines: [line], height: layout.lineHeight };
  paintText(ctx, single, {
    box: { x, y: baseline - inLine, width: line.width, height: layout.lineHeight },
    color,
    align: 'left',
    verticalAlign: 'top',
  });
}

export interface InkBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** How far a channel must be from the background's to count as ink: fainter edges are not. */
const INK_DIFFERENCE = 10;

/**
 * The bounding box of every pixel of an opaque `raster` that differs from the flat
 * `background` colour by more than a faint edge, or null when none does. Measured from pixels
 * because Skia's text bounding boxes only cover the first font of a fallback stack (Arabic in a
 * Latin face measures wrong).
 */
export function inkBox(raster: Raster, background: Rgb): InkBox | null {
  const { width, height } = raster;
  // Pixels as 32-bit words, so that the background's own pixels (most of them) are ruled out
  // in one comparison; a surface's pixels start on a word boundary, others are copied.
  const data = raster.data.byteOffset % 4 === 0 ? raster.data : raster.data.slice();
  const words = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const plain = opaqueWord(background);
  const differs = (i: number) => {
    const at = i * 4;
    return (
      Math.abs(data[at]! - background.r) > INK_DIFFERENCE ||
      Math.abs(data[at + 1]! - background.g) > INK_DIFFERENCE ||
      Math.abs(data[at + 2]! - background.b) > INK_DIFFERENCE
    );
  };
  // Rows are scanned in memory order and each scan stops at the first ink or at the best
  // edge found so far: a wide box has wide empty margins, and reading them column by column
  // (a stride apart) cost a tenth of a /streetwear render.
  const firstInked = (y: number, from: number, to: number, step: number): number => {
    for (let x = from, i = y * width + from; x !== to; x += step, i += step) {
      if (words[i] !== plain && differs(i)) return x;
    }
    return to;
  };
  let top = 0;
  while (top < height && firstInked(top, 0, width, 1) === width) top++;
  if (top === height) return null;
  let bottom = height - 1;
  while (firstInked(bottom, 0, width, 1) === width) bottom--;
  let left = width;
  let right = -1;
  for (let y = top; y <= bottom; y++) {
    left = firstInked(y, 0, left, 1);
    right = firstInked(y, width - 1, right, -1);
  }
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}
