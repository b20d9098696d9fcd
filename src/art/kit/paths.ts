// Path builders every family shares (they build shapes, never paint): SVG path data, ellipses,
// boxes, polygons, smooth curves, the sparkle, points on an ellipse, and path algebra (union,
// intersection, crescents, a stroke's outline) done once at load so drawing needs no clips.
import { Path2D, PathOp, StrokeCap, StrokeJoin } from '@napi-rs/canvas';

export interface Pt {
  readonly x: number;
  readonly y: number;
}

/** A point, written short for pose and gesture data. */
export const pt = (x: number, y: number): Pt => ({ x, y });

/** A path from SVG path data. */
export function svg(d: string): Path2D {
  return new Path2D(d);
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number, rot = 0): Path2D {
  const p = new Path2D();
  p.ellipse(cx, cy, rx, ry, rot, 0, Math.PI * 2);
  return p;
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

export function rectPath(x: number, y: number, w: number, h: number, r = 0): Path2D {
  const p = new Path2D();
  if (r > 0) p.roundRect(x, y, w, h, r);
  else p.rect(x, y, w, h);
  return p;
}

export function polyPath(points: readonly Pt[], close = true): Path2D {
  const p = new Path2D();
  points.forEach((pt, i) => (i === 0 ? p.moveTo(pt.x, pt.y) : p.lineTo(pt.x, pt.y)));
  if (close) p.closePath();
  return p;
}

/** A smooth open curve through the points (quadratic midpoints), for limbs and strands. */
export function curvePath(points: readonly Pt[]): Path2D {
  const p = new Path2D();
  const [first, ...rest] = points;
  if (!first) return p;
  p.moveTo(first.x, first.y);
  if (rest.length === 1 && rest[0]) p.lineTo(rest[0].x, rest[0].y);
  for (let i = 0; i < rest.length - 1; i++) {
    const c = rest[i] as Pt;
    const n = rest[i + 1] as Pt;
    const end = i === rest.length - 2 ? n : { x: (c.x + n.x) / 2, y: (c.y + n.y) / 2 };
    p.quadraticCurveTo(c.x, c.y, end.x, end.y);
  }
  return p;
}

/** A four-pointed sparkle star centred at (x, y). */
export function sparklePath(x: number, y: number, r: number): Path2D {
  const p = new Path2D();
  const k = r * 0.28;
  p.moveTo(x, y - r);
  p.quadraticCurveTo(x + k, y - k, x + r, y);
  p.quadraticCurveTo(x + k, y + k, x, y + r);
  p.quadraticCurveTo(x - k, y + k, x - r, y);
  p.quadraticCurveTo(x - k, y - k, x, y - r);
  p.closePath();
  return p;
}

/** Points at angle `a` on an ellipse scaled by `k` about its centre: scallops, tufts, fluff. */
export function ellipsePoint(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
): (a: number, k: number) => [number, number] {
  return (a, k) => [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k];
}

/**
 * The part of `shape` not covered by itself shifted by (dx, dy): a crescent of shadow on the
 * side opposite the shift (shift up-left for light from the upper left). Built once, as data.
 */
export function crescent(shape: Path2D, dx: number, dy: number): Path2D {
  const shifted = new Path2D(shape).transform({ a: 1, b: 0, c: 0, d: 1, e: dx, f: dy });
  return new Path2D(shape).op(shifted, PathOp.Difference);
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
