// Reusable prop shapes for the season art (stars, hearts, leaves, flowers, hat buckles) and a
// fixed pseudo-random scatter so patterns are data: the same on every render and instance.
import { Path2D } from '@napi-rs/canvas';
import { ink, type Ctx } from '../../../../../art/kit/draw.js';
import { GOLD, INK, PROP_LINE } from '../palette.js';

export function circle(cx: number, cy: number, r: number): Path2D {
  const p = new Path2D();
  p.arc(cx, cy, r, 0, Math.PI * 2);
  return p;
}

export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points = 5,
  turn = 0,
): Path2D {
  const p = new Path2D();
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + turn + (i * Math.PI) / points;
    if (i === 0) p.moveTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
    else p.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  p.closePath();
  return p;
}

/** A heart whose widest half-width is about `s`, centred on (cx, cy). */
export function heart(cx: number, cy: number, s: number): Path2D {
  const p = new Path2D();
  p.moveTo(cx, cy + s * 0.95);
  p.bezierCurveTo(cx - s * 1.5, cy + s * 0.05, cx - s * 0.95, cy - s * 1.15, cx, cy - s * 0.4);
  p.bezierCurveTo(cx + s * 0.95, cy - s * 1.15, cx + s * 1.5, cy + s * 0.05, cx, cy + s * 0.95);
  p.closePath();
  return p;
}

/** A pointed leaf of length `len` along angle `a` from its stem at (x, y). */
export function leaf(x: number, y: number, len: number, a: number): Path2D {
  const w = len * 0.42;
  const p = new Path2D();
  p.moveTo(0, 0);
  p.bezierCurveTo(w, -len * 0.15, w, -len * 0.75, 0, -len);
  p.bezierCurveTo(-w, -len * 0.75, -w, -len * 0.15, 0, 0);
  p.closePath();
  return p.transform(turnAt(x, y, a));
}

/** A maple-like autumn leaf with five lobes (original shape), about `s` tall. */
export function mapleLeaf(x: number, y: number, s: number, a: number): Path2D {
  const p = new Path2D(
    'M0 40L0 22L-26 28L-20 14L-40 -2L-28 -6L-34 -24L-16 -18L-12 -28L0 -8L-6 -40L6 -34L0 -46' +
      'L6 -34L18 -40L12 -8L24 -28L28 -18L46 -24L40 -6L52 -2L32 14L38 28L12 22L12 40Z',
  );
  const k = s / 90;
  return p.transform({ a: k, b: 0, c: 0, d: k, e: -6 * k, f: 0 }).transform(turnAt(x, y, a));
}

export function turnAt(x: number, y: number, a: number) {
  return { a: Math.cos(a), b: Math.sin(a), c: -Math.sin(a), d: Math.cos(a), e: x, f: y };
}

/** A five-petal flower: petals, then a centre. */
export function flower(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  petal: string,
  centre: string,
  line = 4,
): void {
  const petals = new Path2D();
  for (let i = 0; i < 5; i++) {
    const a = (i * Math.PI * 2) / 5 - Math.PI / 2;
    petals.ellipse(
      x + Math.cos(a) * r * 0.62,
      y + Math.sin(a) * r * 0.62,
      r * 0.5,
      r * 0.38,
      a,
      0,
      Math.PI * 2,
    );
  }
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  ctx.lineJoin = 'round';
  ctx.stroke(petals);
  ctx.fillStyle = petal;
  ctx.fill(petals, 'nonzero');
  ink(ctx, circle(x, y, r * 0.32), centre, INK, line * 0.8);
}

/** Outlined fill in the prop ink colour. */
export function prop(ctx: Ctx, shape: Path2D, fill: string, width = PROP_LINE): void {
  ink(ctx, shape, fill, INK, width);
}

/** A gold buckle on a hat band: its frame, and the hole where the band shows through. */
interface Buckle {
  readonly frame: Path2D;
  readonly hole: Path2D;
}

export function drawBuckle(ctx: Ctx, buckle: Buckle, band: string): void {
  prop(ctx, buckle.frame, GOLD, 4);
  prop(ctx, buckle.hole, band, 3);
}

export interface Spot {
  readonly x: number;
  readonly y: number;
  /** 0..1, for picking sizes, colours and angles. */
  readonly t: number;
  readonly u: number;
}

/**
 * `count` spots spread over a box by a fixed linear congruential sequence (a constant, not
 * randomness: every render draws the same pattern), keeping clear of an optional hole.
 */
export function scatter(
  seed: number,
  count: number,
  box: { x: number; y: number; w: number; h: number },
  hole?: { x: number; y: number; rx: number; ry: number },
): Spot[] {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const spots: Spot[] = [];
  for (let tries = 0; spots.length < count && tries < count * 20; tries++) {
    const x = box.x + next() * box.w;
    const y = box.y + next() * box.h;
    const t = next();
    const u = next();
    if (hole && ((x - hole.x) / hole.rx) ** 2 + ((y - hole.y) / hole.ry) ** 2 < 1) continue;
    spots.push({ x, y, t, u });
  }
  return spots;
}

/** Where the critter is, for keeping scattered background bits visible around it. */
export const CRITTER_HOLE = { x: 256, y: 300, rx: 200, ry: 230 };
