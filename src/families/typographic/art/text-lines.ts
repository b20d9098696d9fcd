// Line-level text placement shared by the typographic templates: painting one fitted line at
// an exact pen position, and finding the ink of drawn text (for boxes that hug the glyphs).
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { FittedLine, TextLayout } from '../../../text/index.js';
import { paintText } from '../../../text/paint.js';

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

const INK_ALPHA = 12;

/**
 * The bounding box of everything drawn on a transparent context (alpha above a faint
 * threshold), or null when nothing is. Measured from pixels because Skia's text bounding
 * boxes only cover the first font of a fallback stack (Arabic in a Latin face measures wrong).
 */
export function inkBox(ctx: SKRSContext2D, width: number, height: number): InkBox | null {
  const { data } = ctx.getImageData(0, 0, width, height);
  const stride = width * 4;
  // Rows are scanned in memory order and each scan stops at the first ink or at the best
  // edge found so far: a wide box has wide empty margins, and reading them column by column
  // (a stride apart) cost a tenth of a /streetwear render.
  const firstInked = (y: number, from: number, to: number, step: number): number => {
    for (let x = from, at = y * stride + from * 4 + 3; x !== to; x += step, at += step * 4) {
      if (data[at]! > INK_ALPHA) return x;
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
