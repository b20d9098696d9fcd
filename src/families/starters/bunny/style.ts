// The bunny pictures' ink kit: one outline width whatever the scale, flat fills shaded by a
// crescent away from the top-left light, fur layers (belly, markings) that share that shading,
// and the soft shape builders (circles, grouped shapes, fluffy scallops) the bunnies are made of.
import { Path2D } from '@napi-rs/canvas';
import { INK, type Tone } from '../../../art/kit/palette.js';
import { at, fill, inkStroke, type Ctx } from '../../../art/kit/draw.js';
import { ellipsePath as ellipse, ellipsePoint, svg } from '../../../art/kit/paths.js';
import { seeded } from '../../../art/kit/random.js';

export { INK, type Tone, type Ctx, at, ellipse, fill, seeded, svg };

/** Outline width in output pixels: bolder than the status scenes, as befits a sticker. */
const LINE = 5;

export function stroke(ctx: Ctx, p: Path2D, factor = 1, color: string = INK): void {
  inkStroke(ctx, p, LINE * factor, color);
}

/** A flat fill with an outline. */
export function flat(ctx: Ctx, p: Path2D, color: string, factor = 1): void {
  fill(ctx, p, color);
  if (factor > 0) stroke(ctx, p, factor);
}

/** A patch of another colour painted inside a shape (belly, dutch saddle, spots). */
export interface Layer {
  readonly path: Path2D;
  readonly tone: Tone;
}

interface SolidOptions {
  readonly layers?: readonly Layer[];
  readonly light?: Path2D;
  /** Offset of the lit copy; the strip it leaves uncovered (lower right) is the shade. */
  readonly shift?: readonly [number, number];
  /** Outline factor; 0 for none. */
  readonly outline?: number;
}

/**
 * A shaded solid: shade colours everywhere, base colours inside the up-left shifted copy of
 * the shape, then the highlight and the outline. Layers keep their place while the lit region
 * moves, so a marking is shaded where it crosses the crescent, like the fur around it.
 */
export function solid(ctx: Ctx, shape: Path2D, tone: Tone, options: SolidOptions = {}): void {
  const [sx, sy] = options.shift ?? [-9, -8];
  // Keep the light top-left on screen even inside a mirrored drawing.
  const m = ctx.getTransform();
  const dx = m.a < 0 ? -sx : sx;
  const dy = m.d < 0 ? -sy : sy;
  const layers = options.layers ?? [];
  ctx.save();
  ctx.clip(shape);
  fill(ctx, shape, tone.shade);
  for (const layer of layers) fill(ctx, layer.path, layer.tone.shade);
  ctx.translate(dx, dy);
  ctx.clip(shape);
  ctx.translate(-dx, -dy);
  fill(ctx, shape, tone.base);
  for (const layer of layers) fill(ctx, layer.path, layer.tone.base);
  if (options.light) fill(ctx, options.light, tone.light);
  ctx.restore();
  const factor = options.outline ?? 1;
  if (factor > 0) stroke(ctx, shape, factor);
}

/** +1, or -1 inside a mirrored drawing: for details that must stay on the lit side. */
export function mirror(ctx: Ctx): number {
  return ctx.getTransform().a < 0 ? -1 : 1;
}

export function circle(cx: number, cy: number, r: number): Path2D {
  return ellipse(cx, cy, r, r);
}

/** Several shapes as one path (later shapes simply add area; fills use nonzero winding). */
export function group(...parts: Path2D[]): Path2D {
  const p = new Path2D();
  for (const part of parts) p.addPath(part);
  return p;
}

/** A scalloped ellipse: fur, clouds, flower heads, a lionhead's mane. */
export function fluff(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  bumps: number,
  depth: number,
  start = -Math.PI / 2,
): Path2D {
  const p = new Path2D();
  const at = ellipsePoint(cx, cy, rx, ry);
  const [x0, y0] = at(start, 1);
  p.moveTo(x0, y0);
  for (let i = 0; i < bumps; i++) {
    const a0 = start + (i / bumps) * Math.PI * 2;
    const a1 = start + ((i + 1) / bumps) * Math.PI * 2;
    const [cx1, cy1] = at(a0 + (a1 - a0) * 0.5, 1 + depth * 2);
    const [x1, y1] = at(a1, 1);
    p.quadraticCurveTo(cx1, cy1, x1, y1);
  }
  p.closePath();
  return p;
}

/** A soft floor shadow under a character. */
export function groundShadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number): void {
  fill(ctx, ellipse(cx, cy, rx, ry), 'rgba(43, 34, 56, 0.16)');
}
