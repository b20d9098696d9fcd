// Draws a fitted text layout (src/text/fit.ts) onto a 2D canvas context: placement in a box,
// alignment (RTL lines follow their direction for "start"), colour, outline and rotation.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { EMOJI_FONT } from './font-catalog.js';
import { visualRuns } from './emoji-runs.js';
import { cssFont } from './fonts.js';
import { measureWidth } from './measure.js';
import type { FittedLine, TextLayout } from './fit.js';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** `start`/`end` follow each line's direction: `start` is left for LTR, right for RTL. */
export type HorizontalAlign = 'left' | 'center' | 'right' | 'start' | 'end';
export type VerticalAlign = 'top' | 'middle' | 'bottom';

export interface PaintTextOptions {
  readonly box: Box;
  readonly color: string;
  readonly align?: HorizontalAlign;
  readonly verticalAlign?: VerticalAlign;
  /** Outline around the glyphs (meme style), drawn under the fill; `width` is outside the glyph. */
  readonly stroke?: { readonly color: string; readonly width: number };
  /** Rotation in radians about (originX, originY), in canvas pixels; clockwise is positive. */
  readonly rotation?: {
    readonly angle: number;
    readonly originX: number;
    readonly originY: number;
  };
}

/** Left x of a line in the box for the given alignment. */
export function lineX(line: FittedLine, box: Box, align: HorizontalAlign): number {
  const resolved =
    align === 'start'
      ? line.direction === 'rtl'
        ? 'right'
        : 'left'
      : align === 'end'
        ? line.direction === 'rtl'
          ? 'left'
          : 'right'
        : align;
  if (resolved === 'left') return box.x;
  if (resolved === 'right') return box.x + box.width - line.width;
  return box.x + (box.width - line.width) / 2;
}

/** Baseline y of every line: the block is placed in the box, each line centred in its advance. */
export function baselines(layout: TextLayout, box: Box, verticalAlign: VerticalAlign): number[] {
  const free = box.height - layout.height;
  const top = box.y + (verticalAlign === 'top' ? 0 : verticalAlign === 'bottom' ? free : free / 2);
  const inLine = (layout.lineHeight - (layout.ascent + layout.descent)) / 2 + layout.ascent;
  return layout.lines.map((_, i) => top + i * layout.lineHeight + inLine);
}

export function paintText(ctx: SKRSContext2D, layout: TextLayout, options: PaintTextOptions): void {
  const align = options.align ?? 'center';
  const ys = baselines(layout, options.box, options.verticalAlign ?? 'middle');
  ctx.save();
  if (options.rotation) {
    const { angle, originX, originY } = options.rotation;
    ctx.translate(originX, originY);
    ctx.rotate(angle);
    ctx.translate(-originX, -originY);
  }
  const font = cssFont(layout.font, layout.fontSize);
  const emojiFont = cssFont(EMOJI_FONT, layout.fontSize);
  // Lines are positioned by their measured width, so the canvas alignment is always "left".
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const passes: Array<'stroke' | 'fill'> = options.stroke ? ['stroke', 'fill'] : ['fill'];
  for (const pass of passes) {
    if (pass === 'stroke' && options.stroke) {
      ctx.strokeStyle = options.stroke.color;
      ctx.lineWidth = options.stroke.width * 2;
      ctx.lineJoin = 'round';
      ctx.miterLimit = 2;
    } else {
      ctx.fillStyle = options.color;
    }
    layout.lines.forEach((line, i) => {
      if (line.text === '') return;
      const y = ys[i] as number;
      let x = lineX(line, options.box, align);
      // Most lines are one run; lines with emoji-presentation sequences are several.
      const runs = visualRuns(line.text, line.direction) ?? [
        { text: line.text, emoji: false, direction: line.direction },
      ];
      for (const run of runs) {
        ctx.font = run.emoji ? emojiFont : font;
        ctx.direction = run.direction;
        if (pass === 'stroke') ctx.strokeText(run.text, x, y);
        else ctx.fillText(run.text, x, y);
        if (runs.length > 1) {
          x += measureWidth(run.emoji ? EMOJI_FONT : layout.font, layout.fontSize, run.text);
        }
      }
    });
  }
  ctx.restore();
}
