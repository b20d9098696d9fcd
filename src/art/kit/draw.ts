// Painting primitives, one of each, that give every family the same look: round ink strokes
// of a width in output pixels whatever the scale, fills, flat and shaded solids, ink limbs,
// a moved/turned/scaled/mirrored frame, and shadows. The shapes they paint are built in
// paths.ts. "Output pixels" are the picture's design pixels: drawn at a larger size
// (surface.ts atScale), every width and shadow grows with it.
import type { Path2D, SKRSContext2D } from '@napi-rs/canvas';
import { INK, LINE_WIDTH, type Tone } from './palette.js';
import type { Pt } from './paths.js';
import { drawingScale } from './surface.js';

export type Ctx = SKRSContext2D;
/** A round-jointed, round-capped stroke `width` wide in the current user space. */
export function strokeLine(ctx: Ctx, path: Path2D, colour: string, width: number): void {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke(path);
}

/** A width of `px` output pixels expressed in the current user space, whatever the scale. */
export function inkWidth(ctx: Ctx, px: number): number {
  const m = ctx.getTransform();
  return (px * drawingScale()) / Math.hypot(m.a, m.b);
}

/** A shadow of `px` output pixels (canvas shadows ignore the transform, so they are scaled here). */
export function setShadow(
  ctx: Ctx,
  shadow: { color: string; blur: number; offsetX?: number; offsetY?: number },
): void {
  const scale = drawingScale();
  ctx.shadowColor = shadow.color;
  ctx.shadowBlur = shadow.blur * scale;
  ctx.shadowOffsetX = (shadow.offsetX ?? 0) * scale;
  ctx.shadowOffsetY = (shadow.offsetY ?? 0) * scale;
}

/** An ink stroke `px` output pixels wide, whatever the current scale. */
export function inkStroke(ctx: Ctx, path: Path2D, px: number, colour: string = INK): void {
  strokeLine(ctx, path, colour, inkWidth(ctx, px));
}

/** The house outline width (LINE_WIDTH output pixels, times `factor`) in the current user space. */
export function lineWidth(ctx: Ctx, factor = 1): number {
  return inkWidth(ctx, LINE_WIDTH * factor);
}

/** The house outline: LINE_WIDTH output pixels times `factor`. */
export function strokeInk(ctx: Ctx, path: Path2D, factor = 1, color: string = INK): void {
  inkStroke(ctx, path, LINE_WIDTH * factor, color);
}

export function fill(ctx: Ctx, path: Path2D, colour: string): void {
  ctx.fillStyle = colour;
  ctx.fill(path);
}

/** Fills `shape`, then strokes it with `outline` `width` wide in user space (none at 0). */
export function ink(ctx: Ctx, shape: Path2D, colour: string, outline: string, width: number): void {
  fill(ctx, shape, colour);
  if (width > 0) strokeLine(ctx, shape, outline, width);
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

/**
 * Runs `draw` with the context moved to (x, y), rotated by `deg` degrees, scaled, and mirrored
 * left to right if `flip`.
 */
export function at(
  ctx: Ctx,
  x: number,
  y: number,
  deg: number,
  scale: number,
  draw: () => void,
  flip = false,
): void {
  ctx.save();
  ctx.translate(x, y);
  if (deg) ctx.rotate((deg * Math.PI) / 180);
  if (flip) ctx.scale(-scale, scale);
  else if (scale !== 1) ctx.scale(scale, scale);
  draw();
  ctx.restore();
}
