// The cat's head, seen from the front, on a local grid centred on the face: ears, the round
// cheeky head shape, its markings per coat, and the expressions (eyes, mouth, whiskers).
import { Path2D } from '@napi-rs/canvas';
import { COLORS, INK } from '../../../art/kit/palette.js';
import type { Ctx } from '../../../art/kit/draw.js';
import { sparklePath } from '../../../art/kit/paths.js';
import { paintPart, inkStroke, type Coat, type Part } from './paint.js';
import { circle, smooth, svg, wedges, type P } from './shapes.js';

export type Eyes = 'open' | 'happy' | 'sleep' | 'wink' | 'sparkle';
export type Mouth = 'w' | 'open' | 'blep' | 'tiny';

export interface Face {
  readonly eyes: Eyes;
  readonly mouth: Mouth;
  /** Where the pupils look, in head units (a few units at most). */
  readonly gaze?: P;
  /** Ears turned a little outward, for a relaxed sleepy look. */
  readonly droopy?: boolean;
}

const RIGHT_HALF: P[] = [
  [0, -70],
  [46, -66],
  [82, -40],
  [97, -2],
  [93, 30],
  [70, 55],
  [35, 69],
];
const OUTLINE: P[] = [
  ...RIGHT_HALF,
  [0, 72],
  ...RIGHT_HALF.slice(1)
    .reverse()
    .map(([x, y]): P => [-x, y]),
];
const headShape = smooth(OUTLINE);

const EYE_X = 35;
const EYE_Y = 6;

const earRight = svg('M24 -52Q50 -96 72 -113Q84 -118 87 -106Q98 -66 94 -18Z');
const earLeft = svg('M-24 -52Q-50 -96 -72 -113Q-84 -118 -87 -106Q-98 -66 -94 -18Z');
const innerRight = svg('M40 -58Q58 -88 73 -100Q80 -72 82 -42Q60 -48 40 -58Z');
const innerLeft = svg('M-40 -58Q-58 -88 -73 -100Q-80 -72 -82 -42Q-60 -48 -40 -58Z');

const stripes = new Path2D(wedges(OUTLINE, { at: [0.965, 0, 0.035], depth: 28, width: 13 }));
stripes.addPath(wedges(OUTLINE, { at: [0.2, 0.25, 0.75, 0.8], depth: 24, width: 11 }));

const muzzle = svg(
  'M0 -20C14 -20 18 6 32 22C50 40 46 66 0 74C-46 66 -50 40 -32 22C-18 6 -14 -20 0 -20Z',
);

const HEAD: Part = {
  shape: headShape,
  stripes,
  patches: [
    circle(-66, -52, 50, 44, -20),
    svg('M40 -80Q110 -70 110 10Q80 24 58 -6Q40 -40 40 -80Z'),
  ],
  white: muzzle,
  point: circle(0, 34, 58, 44),
  light: circle(-50, -42, 17, 8, -35),
  shift: 9,
};
const EAR_LEFT: Part = { shape: earLeft, patches: [earLeft, null], point: earLeft };
const EAR_RIGHT: Part = { shape: earRight, patches: [null, earRight], point: earRight };

function openEye(ctx: Ctx, x: number, y: number, coat: Coat, gaze: P, sparkle: boolean): void {
  const iris = circle(x, y, 16, 19.5);
  ctx.fillStyle = coat.eye;
  ctx.fill(iris);
  ctx.fillStyle = INK;
  ctx.fill(circle(x + gaze[0], y + gaze[1] + 1, 11, 14.5));
  ctx.fillStyle = COLORS.glint;
  if (sparkle) ctx.fill(sparklePath(x + gaze[0] - 4, y + gaze[1] - 5, 8));
  else ctx.fill(circle(x + gaze[0] - 5, y + gaze[1] - 6, 5));
  ctx.fill(circle(x + gaze[0] + 5, y + gaze[1] + 6, 2.4));
  inkStroke(ctx, iris, 3.5);
}

/** An ink line on the face, with a pale underlay on dark coats. */
function faceLine(ctx: Ctx, p: Path2D, px: number, coat: Coat): void {
  if (coat.dark) inkStroke(ctx, p, px + 3, '#74678a');
  inkStroke(ctx, p, px);
}

function closedEye(ctx: Ctx, x: number, y: number, happy: boolean, coat: Coat): void {
  const p = new Path2D();
  if (happy) {
    p.moveTo(x - 14, y + 5);
    p.quadraticCurveTo(x, y - 14, x + 14, y + 5);
  } else {
    p.moveTo(x - 14, y);
    p.quadraticCurveTo(x, y + 12, x + 14, y);
  }
  faceLine(ctx, p, 5, coat);
}

function mouth(ctx: Ctx, kind: Mouth, coat: Coat): void {
  const k = kind === 'tiny' ? 0.7 : 1;
  const w = new Path2D();
  w.moveTo(0, 30);
  w.lineTo(0, 35 * k + 30 * (1 - k));
  w.moveTo(-15 * k, 34);
  w.quadraticCurveTo(-7 * k, 43, 0, 35);
  w.quadraticCurveTo(7 * k, 43, 15 * k, 34);
  if (kind === 'open') {
    const m = svg('M-13 36Q-6 42 0 37Q6 42 13 36Q13 62 0 62Q-13 62 -13 36Z');
    ctx.fillStyle = COLORS.mouth;
    ctx.fill(m);
    ctx.save();
    ctx.clip(m);
    ctx.fillStyle = COLORS.tongue;
    ctx.fill(circle(0, 60, 10, 9));
    ctx.restore();
    inkStroke(ctx, m, 4);
  }
  if (kind === 'blep') {
    const t = svg('M-7 38Q-8 52 0 52Q8 52 7 38Z');
    ctx.fillStyle = COLORS.tongue;
    ctx.fill(t);
    inkStroke(ctx, t, 3.5);
  }
  faceLine(ctx, w, 4, coat);
  const nose = svg('M-9 22Q0 18 9 22Q7 29 0 31Q-7 29 -9 22Z');
  ctx.fillStyle = coat.nose;
  ctx.fill(nose);
  inkStroke(ctx, nose, 3);
}

const whiskers = new Path2D();
for (const s of [-1, 1]) {
  whiskers.moveTo(80 * s, 22);
  whiskers.quadraticCurveTo(104 * s, 12, 124 * s, 12);
  whiskers.moveTo(84 * s, 31);
  whiskers.quadraticCurveTo(108 * s, 30, 128 * s, 36);
  whiskers.moveTo(78 * s, 40);
  whiskers.quadraticCurveTo(100 * s, 46, 118 * s, 58);
}

/** Draws the head centred on (0, 0); the caller places, tilts and scales it. */
export function drawHead(ctx: Ctx, coat: Coat, face: Face, flip = 1): void {
  for (const [ear, inner] of [
    [EAR_LEFT, innerLeft],
    [EAR_RIGHT, innerRight],
  ] as const) {
    ctx.save();
    if (face.droopy) {
      const s = ear === EAR_LEFT ? -1 : 1;
      ctx.translate(60 * s, -40);
      ctx.rotate(s * 0.22);
      ctx.translate(-60 * s, 40);
    }
    paintPart(ctx, ear, coat, flip);
    ctx.fillStyle = coat.innerEar;
    ctx.fill(inner);
    ctx.restore();
  }
  paintPart(ctx, HEAD, coat, flip);
  ctx.fillStyle = COLORS.blush;
  ctx.fill(circle(-58, 28, 13, 8));
  ctx.fill(circle(58, 28, 13, 8));
  const gaze = face.gaze ?? [0, 0];
  for (const s of [-1, 1]) {
    const x = EYE_X * s;
    const kind = face.eyes === 'wink' ? (s > 0 ? 'happy' : 'open') : face.eyes;
    if (kind === 'open' || kind === 'sparkle')
      openEye(ctx, x, EYE_Y, coat, gaze, kind === 'sparkle');
    else closedEye(ctx, x, EYE_Y, kind === 'happy', coat);
  }
  mouth(ctx, face.mouth, coat);
  inkStroke(ctx, whiskers, 3);
}
