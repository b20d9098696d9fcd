// Props the dogs play with or wear: ball, stick, flying disc, bandana, collar, bone, bath tub,
// bubbles, a cushion and dirt clods. Each draws in the caller's current frame.
import { Path2D } from '@napi-rs/canvas';
import type { Tone } from '../../../art/kit/palette.js';
import { TONES } from '../../../art/kit/palette.js';
import { union } from '../../../art/kit/paths.js';
import { boneShape } from './backgrounds.js';
import { seeded as rng } from '../../../art/kit/random.js';
import { coat, fill, gleam, line, outline, tone, within, type Ctx } from './paint.js';
import { egg, oval, scallop, smooth } from './shapes.js';

const BALL = tone('#c6e84a', '#9cc22f', '#eefaa8');
export const RED_BALL = tone('#f0625a', '#c9443f', '#ff9d92');

/** Accent colours the bandanas, collars, cushions, rugs and discs are dressed in. */
export const RED = tone('#e5484d', '#bd3338', '#ff8a8a');
export const BLUE = tone('#4f7fe0', '#3961b8', '#8fb2ff');
export const GREEN = tone('#7cc98a', '#58a66a', '#b3e8bd');
export const PINK = tone('#f59fb5', '#d97693', '#ffd0dc');
export const YELLOW = tone('#f6c544', '#d49a1c', '#fff0a8');

/** A tennis-style ball: a fuzzy sphere with a curved seam. */
export function ball(ctx: Ctx, x: number, y: number, r: number, t: Tone = BALL): void {
  const p = oval(x, y, r, r);
  coat(ctx, p, t, [], { shade: r / 22 });
  const seam = new Path2D();
  seam.moveTo(x - r * 0.85, y - r * 0.5);
  seam.bezierCurveTo(x - r * 0.1, y - r * 0.2, x - r * 0.1, y + r * 0.4, x - r * 0.5, y + r * 0.86);
  seam.moveTo(x + r * 0.5, y - r * 0.86);
  seam.bezierCurveTo(x + r * 0.1, y - r * 0.4, x + r * 0.2, y + r * 0.3, x + r * 0.9, y + r * 0.45);
  line(ctx, seam, 0.7, '#ffffff');
  gleam(ctx, x, y, r * 0.7, 3.6, 4.3);
}

/** A stick with a twig and a leaf, lying along the x axis centred on (x, y). */
export function stick(ctx: Ctx, x: number, y: number, half: number, deg = 0): void {
  within(ctx, x, y, deg, 1, () => {
    const body = smooth([
      [-half, 4],
      [-half * 0.3, -3],
      [half * 0.4, 3],
      [half, -2],
    ]);
    const twig = smooth([
      [half * 0.35, 0],
      [half * 0.55, -18],
      [half * 0.62, -30],
    ]);
    for (const [p, w] of [
      [body, 22],
      [twig, 11],
    ] as const) {
      ctx.lineCap = 'round';
      ctx.strokeStyle = '#2b2238';
      ctx.lineWidth = w + 10;
      ctx.stroke(p);
    }
    for (const [p, w] of [
      [body, 22],
      [twig, 11],
    ] as const) {
      ctx.strokeStyle = TONES.wood.base;
      ctx.lineWidth = w;
      ctx.stroke(p);
    }
    const grain = new Path2D();
    grain.moveTo(-half * 0.7, 1);
    grain.lineTo(-half * 0.45, 0);
    grain.moveTo(half * 0.6, 2);
    grain.lineTo(half * 0.8, 0);
    line(ctx, grain, 0.5, TONES.wood.shade);
    coat(ctx, egg(half * 0.62 + 14, -40, 17, [10, 10], [0.9, 0.9]), TONES.leaf, [], { shade: 0.3 });
  });
}

/** A flying disc seen at an angle. */
export function disc(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  deg: number,
  t: Tone = RED_BALL,
): void {
  within(ctx, x, y, deg, 1, () => {
    const rim = oval(0, 0, r, r * 0.38);
    coat(ctx, rim, t, [], { shade: 0.6 });
    const top = oval(-2, -3, r * 0.62, r * 0.2);
    fill(ctx, top, t.light);
    line(ctx, top, 0.6);
  });
}

/** Motion streaks behind something flying to the right. */
export function streaks(ctx: Ctx, x: number, y: number, n = 3, len = 40): void {
  const p = new Path2D();
  for (let i = 0; i < n; i++) {
    p.moveTo(x - len + i * 8, y + (i - (n - 1) / 2) * 14);
    p.lineTo(x - i * 4, y + (i - (n - 1) / 2) * 14);
  }
  line(ctx, p, 0.7);
}

/** A triangular neckerchief with dots, knotted at the side; top edge along y = 0. */
export function bandana(ctx: Ctx, w: number, t: Tone, dots = '#ffffff'): void {
  const p = new Path2D();
  p.moveTo(-w, -6);
  p.quadraticCurveTo(0, 16, w, -6);
  p.quadraticCurveTo(w * 0.5, 30, 0, 78);
  p.quadraticCurveTo(-w * 0.5, 30, -w, -6);
  p.closePath();
  const dotsP = new Path2D();
  const r = rng(w);
  for (let i = 0; i < 14; i++) dotsP.addPath(oval(-w + r() * w * 2, r() * 70, 4, 4));
  coat(ctx, p, t, [{ path: dotsP, tone: tone(dots, dots, dots) }], { shade: 0.6 });
  const knot = scallop(w * 0.78, 2, 12, 10, [5, 0.2]);
  coat(ctx, knot, t, [], { shade: 0.4 });
}

/** A collar band with a round tag; top edge along y = 0. */
export function collar(ctx: Ctx, w: number, t: Tone): void {
  const p = new Path2D();
  p.moveTo(-w, -4);
  p.quadraticCurveTo(0, 18, w, -4);
  p.lineTo(w, 10);
  p.quadraticCurveTo(0, 32, -w, 10);
  p.closePath();
  coat(ctx, p, t, [], { shade: 0.3 });
  coat(ctx, oval(0, 32, 11, 11), TONES.gold, [], { shade: 0.4 });
}

export function bone(ctx: Ctx, x: number, y: number, r: number, rot: number): void {
  const p = boneShape(x, y, r, rot);
  coat(ctx, p, TONES.paper, [], { shade: 0.4 });
}

/** A bath tub front with feet and a foam crown; the tub's rim runs along y = 0. */
export function tub(ctx: Ctx, w: number, h: number): void {
  const body = new Path2D();
  body.moveTo(-w, 0);
  body.lineTo(w, 0);
  body.bezierCurveTo(w, h * 0.7, w * 0.8, h, w * 0.6, h);
  body.lineTo(-w * 0.6, h);
  body.bezierCurveTo(-w * 0.8, h, -w, h * 0.7, -w, 0);
  body.closePath();
  for (const s of [-1, 1])
    coat(ctx, egg(s * w * 0.6, h + 8, 16, [10, 12]), TONES.gold, [], { shade: 0.4 });
  coat(ctx, body, tone('#f4f7ff', '#cdd6ea', '#ffffff'), [], { shade: 1.6 });
  const rim = new Path2D();
  rim.roundRect(-w - 12, -12, w * 2 + 24, 24, 12);
  coat(ctx, rim, tone('#ffffff', '#dde3f0', '#ffffff'), [], { shade: 0.4 });
}

/** A cluster of outlined soap bubbles. */
export function bubbles(
  ctx: Ctx,
  seed: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  n: number,
): void {
  const r = rng(seed);
  for (let i = 0; i < n; i++) {
    const x = cx + (r() * 2 - 1) * rx;
    const y = cy + (r() * 2 - 1) * ry;
    const s = 6 + r() * 12;
    // Keep the face clear: bubbles there would cover an eye.
    if ((x / 120) ** 2 + ((y - 10) / 105) ** 2 < 1) continue;
    const p = oval(x, y, s, s);
    fill(ctx, p, 'rgba(214,238,255,0.55)');
    outline(ctx, p, 0.55);
    fill(ctx, oval(x - s * 0.35, y - s * 0.35, s * 0.22, s * 0.16, -0.7), '#ffffff');
  }
}

/** Foam: a row of white scallops along y = 0 from -w to w. */
export function foam(ctx: Ctx, w: number, seed: number): void {
  const r = rng(seed);
  const puffs: Path2D[] = [];
  for (let x = -w; x <= w; x += 30) {
    puffs.push(scallop(x, -4 - r() * 6, 22 + r() * 6, 16 + r() * 6, [7, 0.25, r()]));
  }
  const p = union(...puffs);
  coat(ctx, p, tone('#ffffff', '#dfe8f5', '#ffffff'), [], { shade: 0.4 });
}

/** A round cushion bed seen from the front; its top is at y = 0. */
export function cushion(ctx: Ctx, w: number, t: Tone): void {
  const back = egg(0, 30, w, [50, 40], [0.8, 0.8]);
  coat(ctx, back, t, [], { shade: 0.8 });
  const inner = oval(0, 34, w * 0.8, 22);
  fill(ctx, inner, t.shade);
  line(ctx, inner, 0.6);
  const front = egg(0, 62, w, [22, 26], [0.8, 0.8]);
  coat(ctx, front, t, [], { shade: 0.6 });
}

/** A mound of dirt with flying clods, centred on (x, y) at its base. */
export function dirt(ctx: Ctx, x: number, y: number, w: number, seed: number, dir = -1): void {
  const soil = tone('#9b6a45', '#7a4f31', '#bf8d63');
  if (w > 0) coat(ctx, egg(x, y, w, [34, 4], [0.7, 0.9]), soil, [], { shade: 0.6 });
  const r = rng(seed);
  for (let i = 0; i < 6; i++) {
    // Clods fly up and outward on the `dir` side.
    const a = -Math.PI / 2 + dir * (0.2 + r() * 0.6);
    const d = 40 + r() * 110;
    const s = 6 + r() * 7;
    coat(ctx, oval(x + Math.cos(a) * d, y + Math.sin(a) * d, s, s * 0.8, r()), soil, [], {
      shade: 0.3,
    });
  }
}
