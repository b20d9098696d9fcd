// Painting helpers for the dog pictures: ink outlines and lines of a fixed weight, tones, coats
// with markings that share one shade crescent, the gleam highlight and a drawing frame.
import { Path2D } from '@napi-rs/canvas';
import { fill, strokeInk, type Ctx } from '../../../art/kit/draw.js';
import { crescent, intersect } from '../../../art/kit/paths.js';
export { at as within } from '../../../art/kit/draw.js';
import { INK, tone, type Tone } from '../../../art/kit/palette.js';

export type { Ctx };
export { INK, fill, tone };
/** A moved, turned, scaled drawing frame. */

/** Outline weight relative to the house LINE_WIDTH (3.5 px): about 5 px on output. */
const LINE = 1.45;

export function outline(ctx: Ctx, p: Path2D, factor = 1): void {
  strokeInk(ctx, p, LINE * factor);
}

/** An outlined open stroke (mouth lines, fur lines) in ink. */
export function line(ctx: Ctx, p: Path2D, factor = 0.8, colour: string = INK): void {
  strokeInk(ctx, p, LINE * factor, colour);
}

export interface Mark {
  readonly path: Path2D;
  readonly tone: Tone;
}

/** Light from the top left: the shade crescent is what a copy shifted this way leaves bare. */
const SHIFT = { x: -9, y: -10 };

/**
 * A solid part in the house style: base fill, markings clipped to it (each keeping its own
 * shade), one shade crescent on the lower right, an optional highlight, then the outline.
 */
export function coat(
  ctx: Ctx,
  shape: Path2D,
  tone: Tone,
  marks: readonly Mark[] = [],
  opts: { shade?: number; outline?: boolean; light?: Path2D } = {},
): void {
  const k = opts.shade ?? 1;
  const shade = crescent(shape, SHIFT.x * k, SHIFT.y * k);
  fill(ctx, shape, tone.base);
  fill(ctx, shade, tone.shade);
  for (const m of marks) {
    const inside = intersect(m.path, shape);
    fill(ctx, inside, m.tone.base);
    fill(ctx, intersect(inside, shade), m.tone.shade);
  }
  if (opts.light) fill(ctx, intersect(opts.light, shape), tone.light);
  if (opts.outline ?? true) outline(ctx, shape);
}

/** A short curved gleam stroke, the house highlight on round parts. */
export function gleam(ctx: Ctx, cx: number, cy: number, r: number, from = 3.5, to = 4.4): void {
  const p = new Path2D();
  p.arc(cx, cy, r, from, to);
  ctx.lineCap = 'round';
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = r * 0.22;
  ctx.stroke(p);
}
