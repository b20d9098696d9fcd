// How season art lays paint down: whole-canvas washes, flat fills of many shapes, ink-cased
// lines, drawing clipped or turned about a prop's origin, and props whose details tuck under
// their own outline. Every season draws with these.
import type { Path2D } from '@napi-rs/canvas';
import { strokeLine, type Ctx } from '../../../../../art/kit/draw.js';
import { INK, PROP_LINE } from '../palette.js';
import { prop, turnAt } from './shapes.js';

/** Covers the whole 512x512 picture in one colour (the start of every season backdrop). */
export function wash(ctx: Ctx, colour: string): void {
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, 512, 512);
}

/** Fills every shape in one colour, without outlines. */
export function paint(ctx: Ctx, colour: string, shapes: readonly Path2D[]): void {
  ctx.fillStyle = colour;
  for (const shape of shapes) ctx.fill(shape);
}

/** Fills each shape in its own colour (confetti, pattern hearts), without outlines. */
export function paintEach(
  ctx: Ctx,
  items: readonly { readonly shape: Path2D; readonly colour: string }[],
): void {
  for (const item of items) {
    ctx.fillStyle = item.colour;
    ctx.fill(item.shape);
  }
}

/** A line in `colour` with an ink edge: ink `width` wide underneath, the colour `core` wide. */
export function casedLine(ctx: Ctx, line: Path2D, colour: string, width: number, core: number) {
  strokeLine(ctx, line, INK, width);
  strokeLine(ctx, line, colour, core);
}

/** Draws with the origin moved to (x, y) and turned by `a` radians (props drawn about (0, 0)). */
export function turnedAt(ctx: Ctx, x: number, y: number, a: number, draw: () => void): void {
  ctx.save();
  // On top of the frame's own transform (the drawing scale, a motion's move).
  const m = turnAt(x, y, a);
  ctx.transform(m.a, m.b, m.c, m.d, m.e, m.f);
  draw();
  ctx.restore();
}

/** Draws only inside `shape` (patterns on a prop, a flag in its waving outline). */
export function clipped(ctx: Ctx, shape: Path2D, draw: () => void): void {
  ctx.save();
  ctx.clip(shape);
  draw();
  ctx.restore();
}

/**
 * An outlined prop with details (shading, stripes, a band) painted over its fill, then its
 * outline drawn again so the details end under the edge. With `clip` the details are also
 * cut to the prop's shape, for stripes and patterns that would otherwise spill past it.
 */
export function detailedProp(
  ctx: Ctx,
  shape: Path2D,
  fill: string,
  details: () => void,
  { width = PROP_LINE, clip = false }: { width?: number; clip?: boolean } = {},
): void {
  prop(ctx, shape, fill, width);
  if (clip) clipped(ctx, shape, details);
  else details();
  strokeLine(ctx, shape, INK, width);
}
