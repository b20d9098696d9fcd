// Soft full-picture backgrounds for the cat pictures: rays, patterns, a room, sky and garden,
// night, seasons. Scattered details come from fixed tables or a tiny seeded generator.
import { Path2D, PathOp } from '@napi-rs/canvas';
import type { Ctx } from '../../../art/kit/draw.js';
import { sparklePath } from '../../../art/kit/paths.js';
import { INK } from '../../../art/kit/palette.js';
import { flatBackground, sunburstRays, verticalGradient } from '../backgrounds.js';
import { inkStroke } from './paint.js';
import { circle, svg } from './shapes.js';

export const S = 512;

/** Deterministic scatter: a small linear congruential generator. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** The whole canvas in one colour. */
export const fill = flatBackground;

export function rays(ctx: Ctx, back: string, ray: string, cx = 256, cy = 256): void {
  fill(ctx, back);
  sunburstRays(ctx, ray, cx, cy);
}

export function dots(ctx: Ctx, back: string, dot: string, r = 9, step = 64): void {
  fill(ctx, back);
  const p = new Path2D();
  for (let y = 0, row = 0; y < S + step; y += step / 2, row++) {
    for (let x = row % 2 ? step / 2 : 0; x < S + step; x += step) p.addPath(circle(x, y, r));
  }
  ctx.fillStyle = dot;
  ctx.fill(p);
}

function heart(x: number, y: number, r: number): Path2D {
  return svg(
    `M${x} ${y + r}C${x - r * 1.6} ${y - r * 0.1} ${x - r * 0.9} ${y - r * 1.3} ${x} ${y - r * 0.45}` +
      `C${x + r * 0.9} ${y - r * 1.3} ${x + r * 1.6} ${y - r * 0.1} ${x} ${y + r}Z`,
  );
}

export function hearts(ctx: Ctx, back: string, tint: string): void {
  fill(ctx, back);
  const p = new Path2D();
  for (let y = 20, row = 0; y < S + 40; y += 56, row++) {
    for (let x = row % 2 ? 48 : 8; x < S + 40; x += 80) p.addPath(heart(x, y, 12));
  }
  ctx.fillStyle = tint;
  ctx.fill(p);
}

/** A floating heart with an outline, for happy moments. */
export function loveHeart(ctx: Ctx, x: number, y: number, r: number, colour = '#ff7a93'): void {
  const h = heart(x, y, r);
  ctx.fillStyle = colour;
  ctx.fill(h);
  ctx.fillStyle = 'rgba(255,255,255,0.55)';
  ctx.fill(circle(x - r * 0.55, y - r * 0.45, r * 0.22, r * 0.14, -30));
  inkStroke(ctx, h, 4);
}

/** Four-pointed sparkles in colour `c`, one at each [x, y, r]. */
export function sparkles(
  ctx: Ctx,
  c: string,
  ...at: readonly (readonly [number, number, number])[]
) {
  for (const [x, y, r] of at) {
    const p = sparklePath(x, y, r);
    ctx.fillStyle = c;
    ctx.fill(p);
    inkStroke(ctx, p, 3);
  }
}

/** Indoor wall with vertical stripes, skirting and a floor. */
export function room(ctx: Ctx, wall: string, stripe: string, floor: string, floorY = 400): void {
  fill(ctx, wall);
  ctx.fillStyle = stripe;
  for (let x = 16; x < S; x += 64) ctx.fillRect(x, 0, 24, floorY);
  ctx.fillStyle = floor;
  ctx.fillRect(0, floorY, S, S - floorY);
  ctx.fillStyle = 'rgba(255,255,255,0.6)';
  ctx.fillRect(0, floorY - 14, S, 14);
  const line = new Path2D();
  line.moveTo(0, floorY);
  line.lineTo(S, floorY);
  inkStroke(ctx, line, 3.5);
}

export function curvedCloud(ctx: Ctx, x: number, y: number, k: number, colour = '#ffffff'): void {
  const c = svg(
    `M${x - 60 * k} ${y + 20 * k}C${x - 80 * k} ${y + 20 * k} ${x - 80 * k} ${y - 14 * k} ${x - 52 * k} ${y - 10 * k}` +
      `C${x - 48 * k} ${y - 40 * k} ${x - 6 * k} ${y - 44 * k} ${x + 4 * k} ${y - 20 * k}` +
      `C${x + 20 * k} ${y - 40 * k} ${x + 56 * k} ${y - 30 * k} ${x + 52 * k} ${y - 4 * k}` +
      `C${x + 80 * k} ${y - 6 * k} ${x + 80 * k} ${y + 20 * k} ${x + 56 * k} ${y + 20 * k}Z`,
  );
  ctx.fillStyle = colour;
  ctx.fill(c);
}

/** Sky with clouds and a rolling grassy hill; `sky` and `grass` set the season's mood. */
export function outdoors(ctx: Ctx, sky: string, grass: string, hill = 380): void {
  fill(ctx, sky);
  curvedCloud(ctx, 110, 90, 1);
  curvedCloud(ctx, 410, 150, 0.75);
  curvedCloud(ctx, 300, 60, 0.5);
  const h = svg(
    `M0 ${hill}Q140 ${hill - 40} 280 ${hill - 10}Q420 ${hill + 14} 512 ${hill - 20}V512H0Z`,
  );
  ctx.fillStyle = grass;
  ctx.fill(h);
  inkStroke(ctx, h, 4);
}

/** Five-petalled flowers with `petal` petals, one at each [x, y]. */
export function flowers(ctx: Ctx, petal: string, ...at: readonly (readonly [number, number])[]) {
  for (const [x, y] of at) {
    const p = new Path2D();
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2;
      p.addPath(circle(x + Math.cos(a) * 8, y + Math.sin(a) * 8, 7));
    }
    ctx.fillStyle = petal;
    ctx.fill(p);
    inkStroke(ctx, p, 3);
    ctx.fillStyle = '#ffd84a';
    const c = circle(x, y, 5);
    ctx.fill(c);
    inkStroke(ctx, c, 2.5);
  }
}

export function night(ctx: Ctx, back = '#34406e'): void {
  fill(ctx, back);
  const rnd = seeded(7);
  ctx.fillStyle = 'rgba(255,255,255,0.8)';
  for (let i = 0; i < 40; i++) ctx.fill(circle(rnd() * S, rnd() * S, 1 + rnd() * 2));
  sparkles(ctx, '#ffe27a', [70, 80, 12], [440, 130, 10], [390, 60, 7], [120, 200, 7]);
  const moon = moonPath(424, 96, 44);
  ctx.fillStyle = '#ffe9a8';
  ctx.fill(moon);
  inkStroke(ctx, moon, 4);
}

/** Falling things (snow, petals, leaves) scattered from a seed. */
export function falling(
  ctx: Ctx,
  seed: number,
  count: number,
  draw: (x: number, y: number, r: number, turn: number) => void,
) {
  const rnd = seeded(seed);
  for (let i = 0; i < count; i++) draw(rnd() * S, rnd() * S * 0.8, 0.6 + rnd() * 0.6, rnd() * 6.28);
}

export function leaf(ctx: Ctx, x: number, y: number, k: number, turn: number, colour: string) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(turn);
  ctx.scale(k, k);
  const l = svg('M0 -16C12 -8 12 8 0 16C-12 8 -12 -8 0 -16Z');
  ctx.fillStyle = colour;
  ctx.fill(l);
  inkStroke(ctx, l, 3);
  const v = svg('M0 -12L0 18');
  inkStroke(ctx, v, 2.5);
  ctx.restore();
}

export function groundShadow(ctx: Ctx, x: number, y: number, rx: number, ry = 16): void {
  ctx.fillStyle = 'rgba(43,34,56,0.14)';
  ctx.fill(circle(x, y, rx, ry));
}

export { INK };

export function checker(ctx: Ctx, a: string, b: string, size = 64): void {
  fill(ctx, a);
  ctx.fillStyle = b;
  for (let y = 0; y < S; y += size) {
    for (let x = (y / size) % 2 ? size : 0; x < S; x += size * 2) ctx.fillRect(x, y, size, size);
  }
}

/** Snowy evening: soft sky, snowflakes and a white drift for the ground. */
export function winter(ctx: Ctx, ground = 400): void {
  verticalGradient(ctx, '#bcd3f7', '#e8effc');
  falling(ctx, 11, 36, (x, y, r) => {
    ctx.fillStyle = '#ffffff';
    ctx.fill(circle(x, y, 4 + r * 4));
  });
  const drift = svg(
    `M0 ${ground}Q128 ${ground - 26} 256 ${ground}Q384 ${ground + 22} 512 ${ground - 14}V512H0Z`,
  );
  ctx.fillStyle = '#ffffff';
  ctx.fill(drift);
  inkStroke(ctx, drift, 4);
}

/** A warm vertical gradient, for sunsets and cosy corners. */
export const glow = verticalGradient;

export function stripes(ctx: Ctx, a: string, b: string, width = 36): void {
  fill(ctx, a);
  const p = new Path2D();
  for (let x = -S; x < S * 2; x += width * 2) {
    p.moveTo(x, 0);
    p.lineTo(x + width, 0);
    p.lineTo(x + width - S, S);
    p.lineTo(x - S, S);
    p.closePath();
  }
  ctx.fillStyle = b;
  ctx.fill(p);
}

/** Autumn leaves drifting down, in three warm colours. */
export function autumnLeaves(ctx: Ctx, seed: number, count = 12): void {
  const colours = ['#f28b3c', '#e8553a', '#f6c544'];
  let i = 0;
  falling(ctx, seed, count, (x, y, r, turn) =>
    leaf(ctx, x, y, r, turn, colours[i++ % 3] as string),
  );
}

/** Sky with a soft rainbow arching behind the scene and clouds at its feet. */
export function rainbow(ctx: Ctx, sky: string, grass: string): void {
  fill(ctx, sky);
  const bandsOut = ['#ff9aa2', '#ffc48a', '#ffe58a', '#b5e8a0', '#9fd3ff', '#c7b3ff'];
  bandsOut.forEach((c, i) => {
    const arc = new Path2D();
    arc.arc(256, 400, 230 - i * 22, Math.PI, 0);
    ctx.lineWidth = 22;
    ctx.strokeStyle = c;
    ctx.stroke(arc);
  });
  curvedCloud(ctx, 60, 380, 1.1);
  curvedCloud(ctx, 452, 380, 1.1);
  const h = svg('M0 420Q256 380 512 420V512H0Z');
  ctx.fillStyle = grass;
  ctx.fill(h);
  inkStroke(ctx, h, 4);
}

export function moonPath(x: number, y: number, r: number): Path2D {
  return circle(x, y, r).op(circle(x + r * 0.55, y - r * 0.4, r * 0.9), PathOp.Difference);
}

export function rugPath(x: number, y: number, rx: number, ry: number): Path2D {
  return circle(x, y, rx, ry);
}
