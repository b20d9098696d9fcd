// Shape builders and painting helpers for the dog pictures: eggs, scalloped fluff, coats with
// markings that share one shade crescent, and a tiny seeded PRNG for scattered details.
import { Path2D } from '@napi-rs/canvas';
import { strokeInk, type Ctx } from '../../illustrations/draw.js';
import { INK, type Tone } from '../../illustrations/palette.js';
import { crescent, intersect } from '../../sillycat/ink.js';
import { ellipsePoint, fill } from '../shared/shapes.js';

export type { Ctx };
export { INK, fill };
/** Mulberry32 for scattered details; an oval path; a moved, turned, scaled drawing frame. */
export { seeded as rng } from '../shared/random.js';
export { ellipse as oval } from '../shared/shapes.js';
export { at as within } from '../../illustrations/draw.js';

/** Outline weight relative to the house LINE_WIDTH (3.5 px): about 5 px on output. */
export const LINE = 1.45;

export function outline(ctx: Ctx, p: Path2D, factor = 1): void {
  strokeInk(ctx, p, LINE * factor);
}

/** An outlined open stroke (mouth lines, fur lines) in ink. */
export function line(ctx: Ctx, p: Path2D, factor = 0.8, colour: string = INK): void {
  strokeInk(ctx, p, LINE * factor, colour);
}

/** An egg: widest at cy, with separate top/bottom heights and squareness (0.55 = round). */
export function egg(
  cx: number,
  cy: number,
  rx: number,
  ryT: number,
  ryB: number,
  kT = 0.5523,
  kB = 0.5523,
): Path2D {
  const p = new Path2D();
  p.moveTo(cx, cy - ryT);
  p.bezierCurveTo(cx + rx * kT, cy - ryT, cx + rx, cy - ryT * kT, cx + rx, cy);
  p.bezierCurveTo(cx + rx, cy + ryB * kB, cx + rx * kB, cy + ryB, cx, cy + ryB);
  p.bezierCurveTo(cx - rx * kB, cy + ryB, cx - rx, cy + ryB * kB, cx - rx, cy);
  p.bezierCurveTo(cx - rx, cy - ryT * kT, cx - rx * kT, cy - ryT, cx, cy - ryT);
  p.closePath();
  return p;
}

/** A cloud-like ring of `n` outward bumps around an ellipse: fluff, curls, foam, bushes. */
export function scallop(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
  bump = 0.22,
  phase = 0,
): Path2D {
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

export interface Mark {
  readonly path: Path2D;
  readonly tone: Tone;
}

/** Light from the top left: the shade crescent is what a copy shifted this way leaves bare. */
const SHIFT = { x: -9, y: -10 };

/**
 * A solid part in the house style: base fill, markings clipped to it (each keeping its own
 * shade), one shade crescent on the lower right, an optional highlight, then the outline.
 */
export function coat(
  ctx: Ctx,
  shape: Path2D,
  tone: Tone,
  marks: readonly Mark[] = [],
  opts: { shade?: number; outline?: boolean; light?: Path2D } = {},
): void {
  const k = opts.shade ?? 1;
  const shade = crescent(shape, SHIFT.x * k, SHIFT.y * k);
  fill(ctx, shape, tone.base);
  fill(ctx, shade, tone.shade);
  for (const m of marks) {
    const inside = intersect(m.path, shape);
    fill(ctx, inside, m.tone.base);
    fill(ctx, intersect(inside, shade), m.tone.shade);
  }
  if (opts.light) fill(ctx, intersect(opts.light, shape), tone.light);
  if (opts.outline ?? true) outline(ctx, shape);
}

/** A short curved gleam stroke, the house highlight on round parts. */
export function gleam(ctx: Ctx, cx: number, cy: number, r: number, from = 3.5, to = 4.4): void {
  const p = new Path2D();
  p.arc(cx, cy, r, from, to);
  ctx.lineCap = 'round';
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = r * 0.22;
  ctx.stroke(p);
}

export function tone(base: string, shade: string, light: string): Tone {
  return { base, shade, light };
}
