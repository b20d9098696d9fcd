// Small drawing helpers shared by the avatar art: outlined fills, outlined thick strokes and
// a "shade the lower-right crescent" trick, all on the 2D canvas API.
import { Path2D, PathOp, StrokeCap, StrokeJoin, type SKRSContext2D } from '@napi-rs/canvas';

export type Ctx = SKRSContext2D;

export function path(d: string): Path2D {
  return new Path2D(d);
}

/** An axis-aligned rectangle from its top-left corner and size (traced as the SVG `M L L L Z`). */
export function rectangle(x: number, y: number, w: number, h: number): Path2D {
  const p = new Path2D();
  p.moveTo(x, y);
  p.lineTo(x + w, y);
  p.lineTo(x + w, y + h);
  p.lineTo(x, y + h);
  p.closePath();
  return p;
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number, rot = 0): Path2D {
  const p = new Path2D();
  p.ellipse(cx, cy, rx, ry, rot, 0, Math.PI * 2);
  return p;
}

/** Fills `shape`, then strokes it with the outline (round joins, drawn centred on the edge). */
export function ink(ctx: Ctx, shape: Path2D, fill: string, outline: string, width: number): void {
  ctx.fillStyle = fill;
  ctx.fill(shape);
  if (width > 0) {
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.strokeStyle = outline;
    ctx.lineWidth = width;
    ctx.stroke(shape);
  }
}

/**
 * The part of `shape` not covered by itself shifted by (dx, dy): a crescent of shadow on the
 * side opposite the shift (shift up-left for light from the upper left). Built once, as data.
 */
export function crescent(shape: Path2D, dx: number, dy: number): Path2D {
  const shifted = new Path2D(shape).transform({ a: 1, b: 0, c: 0, d: 1, e: dx, f: dy });
  return new Path2D(shape).op(shifted, PathOp.Difference);
}

export function strokeLine(ctx: Ctx, d: Path2D, colour: string, width: number): void {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke(d);
}

// Path algebra, used once at module load so drawing needs no clipping (Skia clips are costly
// per render): a marking clipped to a body becomes the precomputed intersection.
export function intersect(a: Path2D, b: Path2D): Path2D {
  return new Path2D(a).op(b, PathOp.Intersect);
}

export function union(...parts: Path2D[]): Path2D {
  const [first, ...rest] = parts;
  const result = new Path2D(first);
  for (const part of rest) result.op(part, PathOp.Union);
  return result;
}

/** The filled outline of a round-capped stroke of `width` along `centreline`. */
export function strokeShape(centreline: Path2D, width: number): Path2D {
  return new Path2D(centreline).stroke({ width, cap: StrokeCap.Round, join: StrokeJoin.Round });
}
