// The bean character's face: eyes, brows, mouth and blush in head space (head centre at the
// origin, head radius about 60), each expression part picked by name so poses stay data.
import { Path2D } from '@napi-rs/canvas';
import { flat, lineWidth, strokeInk, type Ctx } from '../../../art/kit/draw.js';
import { curvePath, ellipsePath, type Pt } from '../../../art/kit/paths.js';
import { COLORS, INK, TONES } from '../../../art/kit/palette.js';

export type EyeState = 'open' | 'wide' | 'shut' | 'happy' | 'half' | 'squint' | 'spiral';
export type MouthState =
  'smile' | 'grin' | 'talk' | 'frown' | 'pout' | 'o' | 'wavy' | 'smirk' | 'grimace';

/** A brow as [lift in units (up is positive), tilt in degrees (positive: inner end down)]. */
export type Brow = readonly [lift: number, tilt: number];

/** The same brow over both eyes (each still mirrored to its own side when drawn). */
export function evenBrows(lift: number, tilt: number): readonly [left: Brow, right: Brow] {
  return [
    [lift, tilt],
    [lift, tilt],
  ];
}

export interface Face {
  readonly eyes: EyeState;
  /** Where the pupils look, each component -1..1. */
  readonly look?: Pt;
  readonly brows?: readonly [left: Brow, right: Brow];
  readonly mouth: MouthState;
  /** -1..1: the face turned towards screen left (negative) or right. */
  readonly turn?: number;
  readonly blush?: boolean;
  /** Rotation of the mouth in degrees (a lopsided smirk, a doubtful pout). */
  readonly mouthTilt?: number;
}

const EYE_X = 21;
const EYE_Y = -4;
const MOUTH_Y = 25;

/** Strokes an ink curve through [x, y] points (smoothed as curvePath does), `factor` lines wide. */
function inkCurve(ctx: Ctx, factor: number, ...points: (readonly [number, number])[]): void {
  strokeInk(ctx, curvePath(points.map(([px, py]) => ({ x: px, y: py }))), factor);
}

function drawEye(
  ctx: Ctx,
  x: number,
  state: EyeState,
  look: Pt,
  squash: number,
  side: number,
): void {
  const y = EYE_Y;
  const rx = 12 * squash;
  switch (state) {
    case 'open':
    case 'wide':
    case 'half': {
      const big = state === 'wide' ? 1.18 : 1;
      const white = ellipsePath(x, y, rx * big, 15 * big, 0);
      flat(ctx, white, COLORS.eyeWhite);
      const pr = state === 'wide' ? 5.8 : 7.2;
      const px = x + look.x * 4.2 * squash;
      const py = y + look.y * 5 + (state === 'half' ? 3 : 0);
      ctx.save();
      ctx.clip(white);
      ctx.fillStyle = COLORS.pupil;
      ctx.fill(ellipsePath(px, py, pr * squash, pr * 1.12, 0));
      ctx.fillStyle = COLORS.glint;
      ctx.fill(ellipsePath(px - 2 * squash, py - 2.6, 2.1, 2.1, 0));
      if (state === 'half') {
        // A heavy upper lid: smug, satisfied.
        const lid = new Path2D();
        lid.rect(x - 20, y - 20, 40, 18.5);
        ctx.fillStyle = TONES.clay.shade;
        ctx.fill(lid);
        inkCurve(ctx, 1, [x - 14, y - 1.5], [x, y - 2.5], [x + 14, y - 1.5]);
      }
      ctx.restore();
      strokeInk(ctx, white);
      return;
    }
    case 'shut':
      inkCurve(ctx, 1.15, [x - 9, y + 1], [x, y + 5], [x + 9, y + 1]);
      inkCurve(ctx, 0.9, [x + side * 9, y + 1], [x + side * 13, y - 2]);
      return;
    case 'happy':
      inkCurve(ctx, 1.2, [x - 9, y + 3], [x, y - 9], [x + 9, y + 3]);
      return;
    case 'squint':
      inkCurve(ctx, 1.2, [x - side * 8, y - 7], [x + side * 6, y], [x - side * 8, y + 7]);
      return;
    case 'spiral': {
      flat(ctx, ellipsePath(x, y, 11, 12, 0), COLORS.eyeWhite);
      const spiral = new Path2D();
      for (let t = 0; t <= 4 * Math.PI; t += 0.2) {
        const r = 1 + t * 0.65;
        const sx = x + Math.cos(t * side) * r;
        const sy = y + Math.sin(t * side) * r;
        if (t === 0) spiral.moveTo(sx, sy);
        else spiral.lineTo(sx, sy);
      }
      strokeInk(ctx, spiral, 0.7);
      return;
    }
  }
}

function drawBrow(ctx: Ctx, x: number, brow: Brow, side: number): void {
  const [lift, tilt] = brow;
  const rad = (tilt * Math.PI) / 180;
  const y = EYE_Y - 21 - lift;
  const dx = Math.cos(rad) * 7.5;
  const dy = Math.sin(rad) * 7.5 * side;
  const path = curvePath([
    { x: x - dx, y: y + dy },
    { x, y: y - 1.5 },
    { x: x + dx, y: y - dy },
  ]);
  ctx.strokeStyle = INK;
  ctx.lineCap = 'round';
  ctx.lineWidth = lineWidth(ctx, 1.65);
  ctx.stroke(path);
}

/**
 * A symmetric open mouth: corners at (+-w, top), the upper lip curving through `lipY` at the
 * centre, the lower lip bulging through (+-cx, cy) down to the bottom point at `bottom`.
 */
function openMouth(w: number, top: number, lipY: number, cx: number, cy: number, bottom: number) {
  const p = new Path2D();
  p.moveTo(-w, top);
  p.quadraticCurveTo(0, lipY, w, top);
  p.quadraticCurveTo(cx, cy, 0, bottom);
  p.quadraticCurveTo(-cx, cy, -w, top);
  p.closePath();
  return p;
}

function mouthPath(state: MouthState): Path2D | undefined {
  const p = new Path2D();
  const y = MOUTH_Y;
  switch (state) {
    case 'grin':
      return openMouth(17, y - 4, y - 1, 15, y + 18, y + 18);
    case 'talk':
      return openMouth(11, y - 3, y - 6, 12, y + 14, y + 15);
    case 'o':
      p.ellipse(0, y + 3, 6.5, 8, 0, 0, Math.PI * 2);
      return p;
    case 'grimace':
      p.roundRect(-16, y - 4, 32, 14, 6);
      return p;
    default:
      return undefined;
  }
}

function drawMouth(ctx: Ctx, state: MouthState): void {
  const y = MOUTH_Y;
  const open = mouthPath(state);
  if (open) {
    ctx.fillStyle = COLORS.mouth;
    ctx.fill(open);
    ctx.save();
    ctx.clip(open);
    if (state === 'grimace') {
      ctx.fillStyle = COLORS.teeth;
      ctx.fill(open);
      // The gap between the rows of teeth, then the three gaps between teeth.
      inkCurve(ctx, 0.7, [-16, y + 3], [16, y + 3]);
      for (const tx of [-8, 0, 8]) inkCurve(ctx, 0.7, [tx, y - 4], [tx, y + 10]);
    } else if (state !== 'o') {
      ctx.fillStyle = COLORS.teeth;
      ctx.fill(ellipsePath(0, y - 5, 20, 5, 0));
      ctx.fillStyle = COLORS.tongue;
      ctx.fill(ellipsePath(2, y + 17, 11, 8, 0));
    } else {
      ctx.fillStyle = COLORS.tongue;
      ctx.fill(ellipsePath(0, y + 9, 5, 4, 0));
    }
    ctx.restore();
    strokeInk(ctx, open);
    return;
  }
  const lines: Record<string, Pt[]> = {
    smile: [
      { x: -14, y: y - 3 },
      { x: 0, y: y + 10 },
      { x: 14, y: y - 3 },
    ],
    frown: [
      { x: -12, y: y + 7 },
      { x: 0, y: y - 2 },
      { x: 12, y: y + 7 },
    ],
    pout: [
      { x: -10, y: y + 5 },
      { x: -3, y: y + 1 },
      { x: 4, y: y + 2 },
      { x: 10, y: y + 6 },
    ],
    wavy: [
      { x: -13, y: y + 3 },
      { x: -6, y: y - 2 },
      { x: 0, y: y + 3 },
      { x: 6, y: y + 8 },
      { x: 13, y: y + 3 },
    ],
    smirk: [
      { x: -12, y: y + 1 },
      { x: 2, y: y + 7 },
      { x: 14, y: y - 4 },
    ],
  };
  const points = lines[state];
  if (points) strokeInk(ctx, curvePath(points), 1.15);
}

/** Where an eye of this face sits in head space (side -1: screen left, 1: screen right). */
export function eyeCentre(face: Face, side: -1 | 1): Pt {
  const turn = face.turn ?? 0;
  const far = Math.max(0, -side * turn);
  return { x: turn * 17 + side * EYE_X * (1 - far * 0.22), y: EYE_Y };
}

/** An open eye centred at (x, y), enlarged: what a magnifying glass shows. */
export function drawEyeAt(ctx: Ctx, x: number, y: number, scale: number, look: Pt): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(scale, scale);
  ctx.translate(0, -EYE_Y);
  drawEye(ctx, 0, 'open', look, 1, 1);
  ctx.restore();
}

/** Draws the face onto a head centred at the origin. */
export function drawFace(ctx: Ctx, face: Face): void {
  const turn = face.turn ?? 0;
  const look = face.look ?? { x: 0, y: 0 };
  const shift = turn * 17;
  if (face.blush ?? true) {
    ctx.fillStyle = COLORS.blush;
    for (const side of [-1, 1]) {
      const squash = 1 - Math.max(0, -side * turn) * 0.45;
      ctx.fill(ellipsePath(shift + side * 34 * (0.85 + 0.15 * squash), 16, 9 * squash, 5.5, 0));
    }
  }
  for (const side of [-1, 1]) {
    // The far eye (away from the turn) is narrower and closer to the centre.
    const far = Math.max(0, -side * turn);
    const squash = 1 - far * 0.35;
    const x = shift + side * EYE_X * (1 - far * 0.22);
    drawEye(ctx, x, face.eyes, look, squash, side);
    const brow = face.brows?.[side < 0 ? 0 : 1];
    if (brow) drawBrow(ctx, x, brow, side);
  }
  ctx.save();
  ctx.translate(shift * 1.05, 0);
  if (face.mouthTilt) ctx.rotate((face.mouthTilt * Math.PI) / 180);
  drawMouth(ctx, face.mouth);
  ctx.restore();
}
