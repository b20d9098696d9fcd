// Geometry for the cat parts: smooth closed blobs and round-capped tubes built from point
// lists, plus the markings (stripe wedges, tail bands, sock and point ends) derived from them.
import { Path2D, StrokeCap, StrokeJoin } from '@napi-rs/canvas';
import { strokeShape } from '../../../art/kit/paths.js';
export { svg } from '../../../art/kit/paths.js';

export type P = readonly [number, number];

/** Points written like an SVG points list, '318 440, 392 446, 436 412': a list on one line. */
export function pts(list: string): P[] {
  return list.split(',').map((pair): P => {
    const [x = NaN, y = NaN] = pair.trim().split(/\s+/).map(Number);
    return [x, y];
  });
}

/** Cubic control points of a Catmull-Rom spline through `pts` (closed or open). */
function segments(pts: readonly P[], closed: boolean): [P, P, P, P][] {
  const n = pts.length;
  const at = (i: number): P =>
    closed ? (pts[(i + n) % n] as P) : (pts[Math.max(0, Math.min(n - 1, i))] as P);
  const out: [P, P, P, P][] = [];
  const count = closed ? n : n - 1;
  for (let i = 0; i < count; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    out.push([
      p1,
      [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6],
      [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6],
      p2,
    ]);
  }
  return out;
}

function toPath(segs: [P, P, P, P][], closed: boolean): Path2D {
  const p = new Path2D();
  const first = segs[0];
  if (!first) return p;
  p.moveTo(first[0][0], first[0][1]);
  for (const [, c1, c2, e] of segs) p.bezierCurveTo(c1[0], c1[1], c2[0], c2[1], e[0], e[1]);
  if (closed) p.closePath();
  return p;
}

/** Dense polyline along the spline, used to place markings along an outline or centreline. */
function sample(segs: [P, P, P, P][], per = 12): P[] {
  const out: P[] = [];
  for (const [a, b, c, d] of segs) {
    for (let k = 0; k < per; k++) {
      const t = k / per;
      const u = 1 - t;
      const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
      out.push([
        w[0] * a[0] + w[1] * b[0] + w[2] * c[0] + w[3] * d[0],
        w[0] * a[1] + w[1] * b[1] + w[2] * c[1] + w[3] * d[1],
      ]);
    }
  }
  const last = segs[segs.length - 1];
  if (last) out.push(last[3]);
  return out;
}

export function smooth(pts: readonly P[], closed = true): Path2D {
  return toPath(segments(pts, closed), closed);
}

/** Points on an ellipse, so an ellipse can be a blob with an outline to hang stripes on. */
export function ell(cx: number, cy: number, rx: number, ry: number, rot = 0, n = 10): P[] {
  const c = Math.cos((rot * Math.PI) / 180);
  const s = Math.sin((rot * Math.PI) / 180);
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2;
    const x = Math.cos(a) * rx;
    const y = Math.sin(a) * ry;
    return [cx + x * c - y * s, cy + x * s + y * c] as P;
  });
}

/** Point and unit tangent at fraction `f` of a polyline's length. */
function along(line: readonly P[], f: number): { p: P; t: P } {
  const lens: number[] = [0];
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1] as P;
    const b = line[i] as P;
    lens.push((lens[i - 1] as number) + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = lens[lens.length - 1] as number;
  const want = f * total;
  let i = 1;
  while (i < line.length - 1 && (lens[i] as number) < want) i++;
  const a = line[i - 1] as P;
  const b = line[i] as P;
  const seg = (lens[i] as number) - (lens[i - 1] as number) || 1;
  const k = (want - (lens[i - 1] as number)) / seg;
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return {
    p: [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k],
    t: [(b[0] - a[0]) / len, (b[1] - a[1]) / len],
  };
}

export interface StripeSpec {
  /** Outline fractions (0..1, clockwise from the first point) where stripes start. */
  readonly at: readonly number[];
  readonly depth: number;
  readonly width: number;
}

/** Tapered wedges from the outline towards the blob's middle: tabby stripes. */
export function wedges(pts: readonly P[], spec: StripeSpec): Path2D {
  const line = sample(segments(pts, true));
  const cx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
  const cy = pts.reduce((s, p) => s + p[1], 0) / pts.length;
  const path = new Path2D();
  for (const f of spec.at) {
    const { p } = along(line, f);
    const d = Math.hypot(cx - p[0], cy - p[1]) || 1;
    const u: P = [(cx - p[0]) / d, (cy - p[1]) / d];
    const n: P = [-u[1], u[0]];
    const w = spec.width / 2;
    const base: P = [p[0] - u[0] * 8, p[1] - u[1] * 8];
    const tip: P = [p[0] + u[0] * spec.depth, p[1] + u[1] * spec.depth];
    path.moveTo(base[0] + n[0] * w, base[1] + n[1] * w);
    path.quadraticCurveTo(
      p[0] + u[0] * spec.depth * 0.5 + n[0] * w * 0.7,
      p[1] + u[1] * spec.depth * 0.5 + n[1] * w * 0.7,
      tip[0],
      tip[1],
    );
    path.quadraticCurveTo(
      p[0] + u[0] * spec.depth * 0.5 - n[0] * w * 0.7,
      p[1] + u[1] * spec.depth * 0.5 - n[1] * w * 0.7,
      base[0] - n[0] * w,
      base[1] - n[1] * w,
    );
    path.closePath();
  }
  return path;
}

export interface Tube {
  readonly line: P[];
  readonly width: number;
  readonly centre: Path2D;
  readonly shape: Path2D;
}

export function tube(pts: readonly P[], width: number): Tube {
  const segs = segments(pts, false);
  const centre = toPath(segs, false);
  return { line: sample(segs), width, centre, shape: strokeShape(centre, width) };
}

/** Bands across a tube at the given fractions of its length (tail rings, leg stripes). */
export function bands(t: Tube, at: readonly number[], thick = 0.3): Path2D {
  const path = new Path2D();
  for (const f of at) {
    const { p, t: d } = along(t.line, f);
    const n: P = [-d[1], d[0]];
    const h = t.width * 0.8;
    const w = (t.width * thick) / 2;
    path.moveTo(p[0] + n[0] * h - d[0] * w, p[1] + n[1] * h - d[1] * w);
    path.lineTo(p[0] + n[0] * h + d[0] * w, p[1] + n[1] * h + d[1] * w);
    path.lineTo(p[0] - n[0] * h + d[0] * w * 0.6, p[1] - n[1] * h + d[1] * w * 0.6);
    path.lineTo(p[0] - n[0] * h - d[0] * w * 0.6, p[1] - n[1] * h - d[1] * w * 0.6);
    path.closePath();
  }
  return path;
}

/** The part of a tube from fraction `from` to its end: socks, dark points, a tail tip. */
export function tubeEnd(t: Tube, from: number): Path2D {
  const start = Math.max(0, Math.floor(from * (t.line.length - 1)));
  const rest = t.line.slice(start);
  const end = rest[rest.length - 1] as P;
  const { t: d } = along(t.line, 0.99);
  // Run on past the round end cap, then cut square, so the colour change is a straight edge.
  rest.push([end[0] + d[0] * t.width, end[1] + d[1] * t.width]);
  const p = new Path2D();
  rest.forEach((pt, i) => (i === 0 ? p.moveTo(pt[0], pt[1]) : p.lineTo(pt[0], pt[1])));
  return new Path2D(p).stroke({ width: t.width + 8, cap: StrokeCap.Butt, join: StrokeJoin.Round });
}

/** Toe lines on the round end of a tube (a paw resting on the ground or held up). */
export function toes(t: Tube): Path2D {
  const end = t.line[t.line.length - 1] as P;
  const { t: d } = along(t.line, 0.97);
  const n: P = [-d[1], d[0]];
  const tip: P = [end[0] + d[0] * t.width * 0.5, end[1] + d[1] * t.width * 0.5];
  const path = new Path2D();
  for (const k of [-0.17, 0.17]) {
    const o: P = [tip[0] + n[0] * t.width * k, tip[1] + n[1] * t.width * k];
    path.moveTo(o[0] - d[0] * 2, o[1] - d[1] * 2);
    path.lineTo(o[0] - d[0] * t.width * 0.3, o[1] - d[1] * t.width * 0.3);
  }
  return path;
}

export function circle(cx: number, cy: number, rx: number, ry = rx, rot = 0): Path2D {
  const p = new Path2D();
  p.ellipse(cx, cy, rx, ry, (rot * Math.PI) / 180, 0, Math.PI * 2);
  return p;
}
