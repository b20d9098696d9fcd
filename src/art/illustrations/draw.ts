// Painting primitives that give every scene the same look: ink outlines of one width whatever
// the current scale, flat fills with one shade crescent and one highlight, ink limbs, and a
// moved/turned/scaled frame. The shapes they paint are built in paths.ts.
import type { Path2D, SKRSContext2D } from '@napi-rs/canvas';
import { INK, LINE_WIDTH, type Tone } from './palette.js';

// The picture families import these two path builders from here with the painting helpers.
export { ellipsePath, sparklePath } from './paths.js';

export type Ctx = SKRSContext2D;
export interface Pt {
  readonly x: number;
  readonly y: number;
}

/** A point, written short for pose and gesture data. */
export const pt = (x: number, y: number): Pt => ({ x, y });

/** The outline width in the current user space, so lines are LINE_WIDTH px on output. */
export function lineWidth(ctx: Ctx, factor = 1): number {
  const m = ctx.getTransform();
  return (LINE_WIDTH * factor) / Math.hypot(m.a, m.b);
}

export function strokeInk(ctx: Ctx, path: Path2D, factor = 1, color: string = INK): void {
  ctx.lineWidth = lineWidth(ctx, factor);
  ctx.strokeStyle = color;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.stroke(path);
}

/** A flat fill with an ink outline. */
export function flat(ctx: Ctx, path: Path2D, fill: string, outline = true): void {
  ctx.fillStyle = fill;
  ctx.fill(path);
  if (outline) strokeInk(ctx, path);
}

export interface ShadeOptions {
  /** Offset of the lit copy of the shape; the uncovered crescent is the shade. */
  readonly shift?: Pt;
  /** A highlight shape, filled with the tone's light colour inside the shape. */
  readonly light?: Path2D;
  readonly outline?: boolean;
}

/**
 * The house style for a solid object: the shade colour everywhere, the base colour over a copy
 * shifted up-left (light comes from the top left), an optional highlight, then the outline.
 */
export function shaded(ctx: Ctx, path: Path2D, tone: Tone, options: ShadeOptions = {}): void {
  const shift = options.shift ?? { x: -6, y: -7 };
  ctx.save();
  ctx.clip(path);
  ctx.fillStyle = tone.shade;
  ctx.fill(path);
  ctx.translate(shift.x, shift.y);
  ctx.fillStyle = tone.base;
  ctx.fill(path);
  ctx.restore();
  if (options.light) {
    ctx.save();
    ctx.clip(path);
    ctx.fillStyle = tone.light;
    ctx.fill(options.light);
    ctx.restore();
  }
  if (options.outline ?? true) strokeInk(ctx, path);
}

/**
 * A tube of the given width with an ink outline (drawn as a wide ink stroke under a narrower
 * fill stroke), optionally with a shade stripe on one side. Used for arms, fingers, rope.
 */
export function tube(ctx: Ctx, path: Path2D, width: number, tone: Tone, shade = true): void {
  const lw = lineWidth(ctx);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK;
  ctx.lineWidth = width + lw * 2;
  ctx.stroke(path);
  if (!shade) {
    ctx.strokeStyle = tone.base;
    ctx.lineWidth = width;
    ctx.stroke(path);
    return;
  }
  // Shade the full width, then lay the base as a narrower stroke nudged up-left: the strip
  // left uncovered on the lower-right side is the shading.
  ctx.strokeStyle = tone.shade;
  ctx.lineWidth = width;
  ctx.stroke(path);
  ctx.save();
  ctx.translate(-width * 0.14, -width * 0.14);
  ctx.strokeStyle = tone.base;
  ctx.lineWidth = width * 0.72;
  ctx.stroke(path);
  ctx.restore();
}

/** Runs `draw` with the context moved to (x, y), rotated by `deg` degrees and scaled. */
export function at(
  ctx: Ctx,
  x: number,
  y: number,
  deg: number,
  scale: number,
  draw: () => void,
): void {
  ctx.save();
  ctx.translate(x, y);
  if (deg) ctx.rotate((deg * Math.PI) / 180);
  if (scale !== 1) ctx.scale(scale, scale);
  draw();
  ctx.restore();
}
