// Birb faces and head decorations: bead or owl eyes with glints in several expressions, closed
// or singing beaks, blush, and the crest, tuft or ear feathers behind the head.
import { Path2D } from '@napi-rs/canvas';
import { COL, INK, ellipse, fill, inked, shaded, stroke, svg, type Ctx } from './kit.js';
import type { Species } from './species.js';

export type EyeKind = 'open' | 'happy' | 'sleep' | 'wide' | 'wink' | 'up';
export type BeakKind = 'closed' | 'open' | 'sing' | 'seed' | 'twig';

/** Eye centres relative to the face centre; the far eye of a turned head sits closer in. */
export function eyeSpots(turn: number): { x: number; y: number; squash: number }[] {
  return [
    { x: -34 + turn * 4, y: -8, squash: 1 },
    { x: 34 - turn * 6, y: -8, squash: 1 - turn * 0.12 },
  ];
}

function beadEye(ctx: Ctx, x: number, y: number, r: number, look: number, ring?: string): void {
  if (ring) inked(ctx, ellipse(x, y, r + 6, r + 7), ring, 0.8);
  fill(ctx, ellipse(x, y + look, r, r * 1.15), INK);
  fill(ctx, ellipse(x - r * 0.3, y + look - r * 0.42, r * 0.4, r * 0.4), COL.glint);
  fill(ctx, ellipse(x + r * 0.36, y + look + r * 0.4, r * 0.18, r * 0.18), COL.glint);
}

function owlEye(ctx: Ctx, x: number, y: number, r: number): void {
  inked(ctx, ellipse(x, y, r, r), '#ffd23f');
  fill(ctx, ellipse(x + 2, y + 1, r * 0.55, r * 0.58), INK);
  fill(ctx, ellipse(x - r * 0.12, y - r * 0.22, r * 0.22, r * 0.22), COL.glint);
  fill(ctx, ellipse(x + r * 0.3, y + r * 0.25, r * 0.1, r * 0.1), COL.glint);
}

/** A closed eye: a smile arc (happy) or a sleepy downward arc with a lash. */
function arcEye(ctx: Ctx, x: number, y: number, r: number, happy: boolean): void {
  const p = new Path2D();
  if (happy) {
    p.moveTo(x - r, y + r * 0.35);
    p.quadraticCurveTo(x, y - r * 1.1, x + r, y + r * 0.35);
  } else {
    p.moveTo(x - r, y - r * 0.1);
    p.quadraticCurveTo(x, y + r * 0.95, x + r, y - r * 0.1);
  }
  stroke(ctx, p, 1.15);
}

export function drawEyes(ctx: Ctx, sp: Species, kind: EyeKind, turn: number, fy: number): void {
  const owl = sp.eye === 'owl';
  const r = owl ? 25 : 12.5;
  eyeSpots(turn).forEach((e, i) => {
    const x = e.x * (owl ? 1.05 : 1);
    const y = fy + e.y;
    const closed = kind === 'happy' || kind === 'sleep' || (kind === 'wink' && i === 1);
    if (closed) {
      arcEye(ctx, x, y, owl ? 17 : 12, kind !== 'sleep');
      return;
    }
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(e.squash, 1);
    if (owl) owlEye(ctx, 0, 0, r);
    else if (kind === 'wide') {
      inked(ctx, ellipse(0, 0, 17, 19), COL.white, 0.8);
      beadEye(ctx, 1, 1, 10.5, 0);
    } else beadEye(ctx, 0, 0, r, kind === 'up' ? -5 : 0, sp.eyeRing);
    ctx.restore();
  });
}

export function drawBlush(ctx: Ctx, turn: number, fy: number, owl: boolean): void {
  for (const e of eyeSpots(turn)) {
    const x = e.x * (owl ? 1.55 : 1.38);
    fill(ctx, ellipse(x, fy + (owl ? 24 : 16), 12, 7.5), COL.blush);
  }
}

/** The beak, centred under the eyes; `turn` nudges the tip toward the way the head faces. */
export function drawBeak(ctx: Ctx, sp: Species, kind: BeakKind, turn: number, fy: number): void {
  const k = sp.bigBeak ? 1.28 : 1;
  const owl = sp.eye === 'owl';
  ctx.save();
  ctx.translate(turn * 4, fy + (owl ? 10 : 6));
  ctx.scale(k * (owl ? 0.8 : 1), k * (owl ? 0.9 : 1));
  const t = turn * 5;
  if (kind === 'twig') {
    // Held across the beak, so drawn before it: the beak closes over the middle.
    const twig = svg(`M${t - 46} 4Q${t} 14 ${t + 52} 0M${t + 30} 6Q${t + 40} -8 ${t + 36} -18`);
    ctx.lineCap = 'round';
    ctx.lineWidth = 11;
    ctx.strokeStyle = INK;
    ctx.stroke(twig);
    ctx.lineWidth = 5;
    ctx.strokeStyle = '#a8703f';
    ctx.stroke(twig);
    const leafP = svg(`M${t + 52} 0Q${t + 66} -16 ${t + 80} -6Q${t + 66} 8 ${t + 52} 0Z`);
    inked(ctx, leafP, '#6cc06a', 0.7);
  }
  if (kind === 'closed' || kind === 'seed' || kind === 'twig') {
    const beak = svg(`M-13 0C-12 -9 12 -9 13 0C11 7 ${5 + t} 14 ${t} 18C${-5 + t} 14 -11 7 -13 0Z`);
    shaded(ctx, beak, sp.beak, 4);
    stroke(ctx, svg(`M-10 2Q${t} 8 10 2`), 0.6);
    if (kind === 'seed') {
      const seed = ellipse(t + 12, 18, 8, 5, 0.5);
      inked(ctx, seed, '#f4e2b8', 0.8);
      stroke(ctx, svg(`M${t + 7} 16L${t + 17} 20`), 0.5, '#b58a55');
    }
  } else {
    const w = kind === 'sing' ? 1.2 : 1;
    const mouth = ellipse(t * 0.5, 13 * w, 10, 10 * w);
    inked(ctx, mouth, COL.mouth, 0.8);
    ctx.save();
    ctx.clip(mouth);
    fill(ctx, ellipse(t * 0.5, 22 * w, 8, 6), COL.tongue);
    ctx.restore();
    const lower = svg(`M-11 ${17 * w}Q${t} ${36 * w} 11 ${17 * w}Q0 ${22 * w} -11 ${17 * w}Z`);
    shaded(ctx, lower, sp.beak, 3);
    const upper = svg(
      `M-15 -2C-13 -11 13 -11 15 -2C10 4 ${4 + t} 9 ${t} 11C${-4 + t} 9 -10 4 -15 -2Z`,
    );
    shaded(ctx, upper, sp.beak, 4);
  }
  ctx.restore();
}

/** A curved pointed feather, base at the origin, growing up (negative y) and bending by `bend`. */
function featherPath(len: number, bend: number, w: number): Path2D {
  return svg(
    `M${-w} 0Q${-w * 0.8 + bend * 0.2} ${-len * 0.65} ${bend} ${-len}` +
      `Q${w * 1.1 + bend * 0.45} ${-len * 0.55} ${w} 0Z`,
  );
}

interface Plume {
  readonly x: number;
  readonly y: number;
  readonly deg: number;
  readonly len: number;
  readonly bend: number;
  readonly w: number;
}

const PLUMES: Record<'tuft' | 'crest' | 'ears', readonly Plume[]> = {
  tuft: [
    { x: -4, y: -92, deg: -22, len: 24, bend: -8, w: 8 },
    { x: 6, y: -94, deg: 10, len: 30, bend: 6, w: 8 },
  ],
  crest: [
    { x: -6, y: -86, deg: -34, len: 78, bend: -30, w: 15 },
    { x: 8, y: -90, deg: -16, len: 96, bend: -34, w: 16 },
    { x: 22, y: -88, deg: 0, len: 86, bend: -30, w: 15 },
    { x: 34, y: -84, deg: 14, len: 62, bend: -20, w: 13 },
  ],
  ears: [
    { x: -52, y: -72, deg: -34, len: 46, bend: -12, w: 16 },
    { x: 52, y: -72, deg: 34, len: 46, bend: 12, w: 16 },
  ],
};

/** Head feathers drawn before the body so their roots disappear behind it. */
export function drawCrest(ctx: Ctx, sp: Species, turn: number): void {
  if (sp.crest === 'none') return;
  const t = sp.crestTone ?? sp.body;
  for (const p of PLUMES[sp.crest]) {
    ctx.save();
    ctx.translate(p.x + (sp.crest === 'ears' ? 0 : turn * 10), p.y);
    ctx.rotate((p.deg * Math.PI) / 180);
    shaded(ctx, featherPath(p.len, p.bend, p.w), t, 5);
    ctx.restore();
  }
}
