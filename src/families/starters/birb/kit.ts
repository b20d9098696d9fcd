// The drawing kit every birb module shares: ink outlines that keep one output width under any
// scale or mirror, the house shaded fill (shade crescent away from a top-left light), a seeded
// PRNG for scattered details, and the small colour table of the collection.
import { Path2D, PathOp } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { INK, tone, type Tone } from '../../../art/kit/palette.js';
import { seeded } from '../../../art/kit/random.js';
import { at, fill, inkStroke, inkWidth, strokeLine } from '../../../art/kit/draw.js';
import { ellipsePath as ellipse, svg } from '../../../art/kit/paths.js';

export type Ctx = SKRSContext2D;
export { INK, tone, type Tone, ellipse, fill, seeded, svg };

/** Outline width in output pixels. */
const LINE = 5;

export function stroke(ctx: Ctx, p: Path2D, factor = 1, colour: string = INK): void {
  inkStroke(ctx, p, LINE * factor, colour);
}

/** A flat fill with an ink outline. */
export function inked(ctx: Ctx, p: Path2D, colour: string, factor = 1): void {
  fill(ctx, p, colour);
  stroke(ctx, p, factor);
}

/**
 * The local-space vector that lands on output up-left, so the light stays top-left even when a
 * bird is mirrored or rotated. `amount` is in local units.
 */
function litShift(ctx: Ctx, amount: number): { x: number; y: number } {
  const m = ctx.getTransform();
  const det = m.a * m.d - m.b * m.c;
  // Inverse of the linear part applied to the output direction (-1, -1.1).
  const ox = -1;
  const oy = -1.1;
  const x = (m.d * ox - m.c * oy) / det;
  const y = (-m.b * ox + m.a * oy) / det;
  const len = Math.hypot(x, y) || 1;
  return { x: (x / len) * amount, y: (y / len) * amount };
}

/** The part of `shape` left uncovered by its lit copy: where the shade tone goes. */
function crescentOf(ctx: Ctx, shape: Path2D, amount: number): Path2D {
  const s = litShift(ctx, amount);
  const lit = new Path2D(shape);
  lit.transform({ a: 1, b: 0, c: 0, d: 1, e: s.x, f: s.y });
  return new Path2D(shape).op(lit, PathOp.Difference);
}

export interface Region {
  readonly path: Path2D;
  readonly tone: Tone;
}

/**
 * The house style for a solid thing: base colours, then every region's shade colour inside the
 * crescent of the outer shape, an optional highlight, then one ink outline.
 */
export function shaded(
  ctx: Ctx,
  shape: Path2D,
  base: Tone,
  amount: number,
  regions: readonly Region[] = [],
  light?: Path2D,
  outline = true,
): void {
  ctx.save();
  ctx.clip(shape);
  fill(ctx, shape, base.base);
  for (const r of regions) fill(ctx, r.path, r.tone.base);
  ctx.clip(crescentOf(ctx, shape, amount));
  fill(ctx, shape, base.shade);
  for (const r of regions) fill(ctx, r.path, r.tone.shade);
  ctx.restore();
  if (light) {
    ctx.save();
    ctx.clip(shape);
    fill(ctx, light, base.light);
    ctx.restore();
  }
  if (outline) stroke(ctx, shape);
}

/** Fills overlapping sub-shapes as one blob with only its outer edge inked. */
export function blob(ctx: Ctx, p: Path2D, colour: string, factor = 1): void {
  stroke(ctx, p, factor * 2);
  fill(ctx, p, colour);
}

/** A thick ink-edged stroke (legs, twigs, wire): ink underneath, colour on top. */
export function tubeLine(ctx: Ctx, p: Path2D, width: number, colour: string): void {
  strokeLine(ctx, p, INK, width + inkWidth(ctx, LINE * 2));
  strokeLine(ctx, p, colour, width);
}

/** Runs `draw` at (x, y), rotated `deg` degrees, scaled, optionally mirrored, then restores. */
export function place(
  ctx: Ctx,
  x: number,
  y: number,
  scale: number,
  draw: () => void,
  deg = 0,
  mirror = false,
): void {
  at(ctx, x, y, deg, scale, draw, mirror);
}

export const COL = {
  white: '#fffdf8',
  glint: '#ffffff',
  blush: 'rgba(255, 112, 140, 0.45)',
  mouth: '#8a2c45',
  tongue: '#ff7f94',
  feet: '#ff9a62',
  feetGrey: '#c7a7a0',
} as const;
