// Path builders every illustration shares: ellipses, rounded boxes, polygons, smooth open
// curves through points (limbs, strands) and the four-pointed sparkle.
import { Path2D } from '@napi-rs/canvas';
import type { Pt } from './draw.js';

export function ellipsePath(cx: number, cy: number, rx: number, ry: number, rot = 0): Path2D {
  const p = new Path2D();
  p.ellipse(cx, cy, rx, ry, rot, 0, Math.PI * 2);
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
