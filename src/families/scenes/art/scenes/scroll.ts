// /scroll (500x520): the character, standing behind an open treasure chest, pulls a long
// parchment scroll up out of it; the unrolled parchment is the (slightly turned) text area.
import { Path2D } from '@napi-rs/canvas';
import { drawBean, type BeanPose } from '../bean.js';
import { evenBrows } from '../face.js';
import { at, flat, shaded, strokeInk, type Ctx } from '../../../../art/kit/draw.js';
import { curvePath, ellipsePath, rectPath, sparklePath } from '../../../../art/kit/paths.js';
import { COLORS, TONES } from '../../../../art/kit/palette.js';
import { turnedBox, type Scene } from '../scene.js';

const W = 500;
const H = 520;

/** The scroll in its own space: origin at the centre of the top rod, turned by TILT. */
export const SCROLL = {
  x: 250,
  y: 184,
  tilt: -4,
  halfWidth: 132,
  length: 236,
  text: { cx: 0, cy: 128, width: 232, height: 194 },
} as const;
/** Chest front face from `rim` down; the opening's back edge is `back`, seen from above. */
const CHEST = { left: 78, right: 422, rim: 428, back: 384 } as const;
const PIP = { x: 250, y: 88, scale: 1 } as const;

const POSE: BeanPose = {
  face: { eyes: 'wide', look: { x: 0, y: 0.8 }, mouth: 'o', brows: evenBrows(8, -10) },
  left: { elbow: { x: -86, y: 74 }, wrist: { x: -110, y: 120 }, gesture: 'fist', angle: -6 },
  right: { elbow: { x: 86, y: 64 }, wrist: { x: 110, y: 104 }, gesture: 'fist', angle: -2 },
};

function paintBackground(ctx: Ctx): void {
  const sky = ctx.createLinearGradient(0, 0, 0, H);
  sky.addColorStop(0, '#a9dcff');
  sky.addColorStop(0.7, '#e2f4ff');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, W, H);
  for (const [cx, cy, s] of [
    [70, 70, 1],
    [430, 130, 0.8],
  ] as const) {
    ctx.fillStyle = '#ffffff';
    for (const [dx, dy, r] of [
      [-22, 4, 16],
      [0, -6, 22],
      [24, 4, 15],
    ] as const)
      ctx.fill(ellipsePath(cx + dx * s, cy + dy * s, r * s * 1.2, r * s, 0));
  }
  const hill = new Path2D();
  hill.moveTo(0, 330);
  hill.quadraticCurveTo(120, 280, 260, 320);
  hill.quadraticCurveTo(400, 350, W, 300);
  hill.lineTo(W, H);
  hill.lineTo(0, H);
  hill.closePath();
  shaded(ctx, hill, TONES.leaf, { shift: { x: 0, y: -10 } });
}

function drawLidAndInside(ctx: Ctx): void {
  const { left, right, rim, back } = CHEST;
  // The opened lid, seen from inside, leaning back from the far edge of the opening.
  const lid = new Path2D();
  lid.moveTo(left + 22, back + 4);
  lid.lineTo(left + 36, back - 86);
  lid.quadraticCurveTo(W / 2, back - 122, right - 36, back - 86);
  lid.lineTo(right - 22, back + 4);
  lid.closePath();
  shaded(ctx, lid, TONES.darkWood, { shift: { x: -10, y: 0 } });
  strokeInk(
    ctx,
    curvePath([
      { x: left + 30, y: back - 40 },
      { x: W / 2, y: back - 62 },
      { x: right - 30, y: back - 40 },
    ]),
    0.8,
  );
  // The opening: dark inside, heaped with gold, glowing.
  const opening = new Path2D();
  opening.moveTo(left + 14, back);
  opening.lineTo(right - 14, back);
  opening.lineTo(right, rim);
  opening.lineTo(left, rim);
  opening.closePath();
  flat(ctx, opening, TONES.darkWood.shade);
  ctx.save();
  ctx.clip(opening);
  for (let i = 0; i < 16; i++) {
    const x = left + 20 + i * 23;
    const y = back + 14 + (i % 3) * 5;
    shaded(ctx, ellipsePath(x, y, 13, 8, 0), TONES.gold, { shift: { x: -2, y: -2 } });
  }
  ctx.restore();
  const glow = ctx.createRadialGradient(W / 2, back + 10, 10, W / 2, back + 10, 230);
  glow.addColorStop(0, 'rgba(255, 230, 130, 0.95)');
  glow.addColorStop(0.5, 'rgba(255, 230, 130, 0.45)');
  glow.addColorStop(1, 'rgba(255, 226, 120, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, back - 200, W, 230);
}

/**
 * The scroll in its own space, its paper hanging `length` below the rod; while it unrolls, the
 * rest of the paper is a roll of `roll` radius at the bottom edge (0: none, as when opened).
 */
function drawScroll(ctx: Ctx, length: number = SCROLL.length, roll = 0): void {
  const { halfWidth: hw } = SCROLL;
  if (length >= 1) drawPaper(ctx, length);
  // The rolled-up top: a parchment roll with spiral ends on a wooden rod with knobs.
  for (const side of [-1, 1]) {
    tubeKnob(ctx, side * (hw + 22));
  }
  drawRoll(ctx, 0, 15);
  if (roll > 0) drawRoll(ctx, length, roll);
}

function drawPaper(ctx: Ctx, length: number): void {
  const { halfWidth: hw } = SCROLL;
  const paper = new Path2D();
  paper.moveTo(-hw, 0);
  paper.lineTo(hw, 0);
  paper.bezierCurveTo(hw + 6, length * 0.35, hw - 6, length * 0.7, hw + 2, length);
  paper.lineTo(-hw + 4, length);
  paper.bezierCurveTo(-hw - 6, length * 0.7, -hw + 6, length * 0.35, -hw, 0);
  paper.closePath();
  flat(ctx, paper, TONES.parchment.base, false);
  ctx.save();
  ctx.clip(paper);
  // Aged edges: a shade band down each side and under the rod.
  ctx.fillStyle = TONES.parchment.shade;
  for (const side of [-1, 1])
    ctx.fill(ellipsePath(side * (hw + 6), length / 2, 18, length * 0.7, 0));
  ctx.fill(ellipsePath(0, 0, hw * 1.2, 14, 0));
  ctx.restore();
  strokeInk(ctx, paper);
}

/** A parchment roll across the scroll at `y`, `radius` thick, with spiral ends. */
function drawRoll(ctx: Ctx, y: number, radius: number): void {
  const { halfWidth: hw } = SCROLL;
  const s = radius / 15;
  const roll = rectPath(-hw - 6, y - radius, hw * 2 + 12, radius * 2, radius);
  shaded(ctx, roll, TONES.parchment, {
    shift: { x: 0, y: -8 * s },
    light: rectPath(-hw + 10, y - 9 * s, hw * 1.4, 4 * s, 2 * s),
  });
  for (const side of [-1, 1]) {
    const end = ellipsePath(side * (hw - 4), y, 9 * s, radius, 0);
    flat(ctx, end, TONES.parchment.shade);
    strokeInk(
      ctx,
      curvePath([
        { x: side * (hw - 4), y: y - 2 * s },
        { x: side * (hw - 1), y: y + 4 * s },
        { x: side * (hw - 7), y: y + 6 * s },
        { x: side * (hw - 8), y: y - 4 * s },
        { x: side * (hw - 2), y: y - 9 * s },
      ]),
      0.6,
    );
  }
}

/** A turned wooden knob at the end of the scroll's rod. */
function tubeKnob(ctx: Ctx, x: number): void {
  flat(ctx, rectPath(Math.min(x, 0) === x ? x : x - 16, -6, 16, 12, 4), TONES.wood.shade);
  const knob = ellipsePath(x, 0, 10, 14, 0);
  shaded(ctx, knob, TONES.wood, {
    shift: { x: -3, y: -3 },
    light: ellipsePath(x - 3, -6, 3, 4, 0),
  });
}

function drawChestFront(ctx: Ctx): void {
  const { left, right, rim } = CHEST;
  const front = rectPath(left, rim, right - left, H - rim + 20, 10);
  shaded(ctx, front, TONES.wood, { shift: { x: -12, y: 0 } });
  ctx.save();
  ctx.clip(front);
  for (const y of [rim + 44, rim + 84])
    strokeInk(
      ctx,
      curvePath([
        { x: left, y },
        { x: right, y },
      ]),
      0.7,
      TONES.wood.shade,
    );
  ctx.restore();
  // The rim and the gold bands.
  shaded(ctx, rectPath(left - 8, rim - 8, right - left + 16, 20, 8), TONES.darkWood, {
    shift: { x: 0, y: -4 },
  });
  for (const x of [left + 34, right - 34]) {
    shaded(ctx, rectPath(x - 13, rim - 10, 26, H - rim + 20, 4), TONES.gold, {
      shift: { x: -4, y: 0 },
    });
    for (const y of [rim + 30, rim + 80])
      flat(ctx, ellipsePath(x, y, 3.5, 3.5, 0), TONES.gold.shade);
  }
  // The lock plate with a keyhole.
  const plate = new Path2D();
  plate.roundRect(W / 2 - 24, rim + 4, 48, 52, [6, 6, 20, 20]);
  shaded(ctx, plate, TONES.gold, {
    shift: { x: -4, y: -4 },
    light: ellipsePath(W / 2 - 12, rim + 14, 5, 3, 0),
  });
  const hole = new Path2D();
  hole.arc(W / 2, rim + 24, 6, 0, Math.PI * 2);
  hole.moveTo(W / 2 - 3, rim + 26);
  hole.lineTo(W / 2 - 5, rim + 42);
  hole.lineTo(W / 2 + 5, rim + 42);
  hole.lineTo(W / 2 + 3, rim + 26);
  ctx.fillStyle = TONES.darkWood.shade;
  ctx.fill(hole);
  // Coins spilling over the rim, and glints.
  for (const [x, y] of [
    [100, rim - 12],
    [122, rim - 16],
    [380, rim - 14],
    [402, rim - 10],
  ] as const)
    shaded(ctx, ellipsePath(x, y, 12, 8, 0), TONES.gold, { shift: { x: -2, y: -2 } });
  // Motion marks: the scroll is on its way up.
  for (const side of [-1, 1]) {
    for (const dx of [0, 14]) {
      const x = W / 2 + side * (SCROLL.halfWidth + 22 + dx);
      strokeInk(
        ctx,
        curvePath([
          { x, y: rim - 40 - dx },
          { x, y: rim - 74 - dx },
        ]),
        1,
        TONES.gold.light,
      );
    }
  }
  for (const [x, y, r] of [
    [78, rim - 60, 10],
    [430, rim - 70, 12],
    [412, rim - 120, 7],
    [100, rim - 118, 7],
  ] as const)
    flat(ctx, sparklePath(x, y, r), COLORS.sparkle);
}

/** What lies behind the scroll: the sky, the character and the open chest's inside. */
export function paintBehindScroll(ctx: Ctx): void {
  paintBackground(ctx);
  drawBean(ctx, PIP.x, PIP.y, PIP.scale, POSE, 'figure');
  drawLidAndInside(ctx);
}

/** What lies in front of the scroll: the hands on its rod and the chest's front. */
export function paintBeforeScroll(ctx: Ctx): void {
  drawBean(ctx, PIP.x, PIP.y, PIP.scale, POSE, 'arms');
  drawChestFront(ctx);
}

/** The scroll in place, its paper `length` long with a bottom roll of `roll` radius. */
export function drawScrollAt(ctx: Ctx, length: number = SCROLL.length, roll = 0): void {
  at(ctx, SCROLL.x, SCROLL.y, SCROLL.tilt, 1, () => drawScroll(ctx, length, roll));
}

function paint(ctx: Ctx): void {
  paintBehindScroll(ctx);
  drawScrollAt(ctx);
  paintBeforeScroll(ctx);
}

export const scrollScene: Scene = {
  name: 'scroll',
  width: W,
  height: H,
  paint,
  textAreas: {
    text: turnedBox(SCROLL.x, SCROLL.y, SCROLL.tilt, SCROLL.text, {
      align: 'center',
      color: '#3b2a1c',
    }),
  },
};
