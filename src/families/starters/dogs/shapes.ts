// Path builders for the dog pictures: eggs with separate top and bottom halves, scalloped
// rings (fluff, curls, foam, bushes) and smooth paths through point lists.
import { Path2D } from '@napi-rs/canvas';
import { ellipsePoint } from '../../../art/kit/paths.js';
export { ellipsePath as oval } from '../../../art/kit/paths.js';

/** An oval path: centre, radii and an optional turn in radians. */

/** Two numbers for an egg's halves, above and below its widest line. */
type TopBottom = readonly [top: number, bottom: number];

/** The squareness of a round egg half (0.5523 draws a circle's quarter). */
const ROUND: TopBottom = [0.5523, 0.5523];

/** An egg: widest at cy, with separate top/bottom heights `ry` and squareness `k`. */
export function egg(cx: number, cy: number, rx: number, ry: TopBottom, k = ROUND): Path2D {
  const [ryT, ryB] = ry;
  const [kT, kB] = k;
  const p = new Path2D();
  p.moveTo(cx, cy - ryT);
  p.bezierCurveTo(cx + rx * kT, cy - ryT, cx + rx, cy - ryT * kT, cx + rx, cy);
  p.bezierCurveTo(cx + rx, cy + ryB * kB, cx + rx * kB, cy + ryB, cx, cy + ryB);
  p.bezierCurveTo(cx - rx * kB, cy + ryB, cx - rx, cy + ryB * kB, cx - rx, cy);
  p.bezierCurveTo(cx - rx, cy - ryT * kT, cx - rx * kT, cy - ryT, cx, cy - ryT);
  p.closePath();
  return p;
}

/** How many bumps a scallop has, how far they stand out (of the radius), where the first starts. */
type Bumps = readonly [count: number, height?: number, phase?: number];

/** A cloud-like ring of outward bumps around an ellipse: fluff, curls, foam, bushes. */
export function scallop(cx: number, cy: number, rx: number, ry: number, bumps: Bumps): Path2D {
  const [n, bump = 0.22, phase = 0] = bumps;
  const p = new Path2D();
  const pt = ellipsePoint(cx, cy, rx, ry);
  const step = (Math.PI * 2) / n;
  p.moveTo(...pt(phase, 1));
  for (let i = 0; i < n; i++) {
    const a = phase + i * step;
    const [qx, qy] = pt(a + step / 2, 1 + bump * 1.6);
    const [ex, ey] = pt(a + step, 1);
    p.quadraticCurveTo(qx, qy, ex, ey);
  }
  p.closePath();
  return p;
}

/** A path from a list of [x, y] pairs joined by smooth quadratic midpoints (open or closed). */
export function smooth(pts: readonly (readonly [number, number])[], close = false): Path2D {
  const p = new Path2D();
  const n = pts.length;
  const at = (i: number) => pts[((i % n) + n) % n] as readonly [number, number];
  if (close) {
    const a = at(0);
    const b = at(1);
    p.moveTo((a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
    for (let i = 1; i <= n; i++) {
      const c = at(i);
      const d = at(i + 1);
      p.quadraticCurveTo(c[0], c[1], (c[0] + d[0]) / 2, (c[1] + d[1]) / 2);
    }
    p.closePath();
    return p;
  }
  const [x0, y0] = at(0);
  p.moveTo(x0, y0);
  for (let i = 1; i < n - 1; i++) {
    const c = at(i);
    const d = at(i + 1);
    const end = i === n - 2 ? d : ([(c[0] + d[0]) / 2, (c[1] + d[1]) / 2] as const);
    p.quadraticCurveTo(c[0], c[1], end[0], end[1]);
  }
  if (n === 2) p.lineTo(...at(1));
  return p;
}
