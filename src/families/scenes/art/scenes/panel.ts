// /panel_meme (500x500): the same character rejecting (top row) and approving (bottom row)
// in the left cells; the right cells are blank white text areas behind clean ink dividers.
import { drawBean, type BeanPose } from '../bean.js';
import { flat, type Ctx } from '../../../../art/kit/draw.js';
import { rectPath, sparklePath } from '../../../../art/kit/paths.js';
import { COLORS, INK } from '../../../../art/kit/palette.js';
import { drawTicks } from '../props.js';
import { box, type Scene } from '../scene.js';

const SIZE = 500;
const CELL = SIZE / 2;
const PAD = 14;

/** The ink dividers' width: the frame round the panel and the cross between the cells. */
const DIVIDER_WIDTH = 4;

const REJECT: BeanPose = {
  tilt: -12,
  face: {
    eyes: 'shut',
    mouth: 'wavy',
    brows: [
      [-4, 18],
      [-4, 18],
    ],
    turn: -0.7,
    mouthTilt: -8,
  },
  right: {
    elbow: { x: 78, y: 78 },
    wrist: { x: 80, y: 22 },
    gesture: 'stop',
    angle: 8,
    mirror: true,
  },
  left: { elbow: { x: -50, y: 104 }, wrist: { x: -46, y: 140 }, gesture: 'fist' },
};

const APPROVE: BeanPose = {
  tilt: 6,
  face: {
    eyes: 'half',
    look: { x: 0.8, y: -0.1 },
    mouth: 'smile',
    brows: [
      [6, -6],
      [7, -10],
    ],
    turn: 0.45,
  },
  right: { elbow: { x: 64, y: 100 }, wrist: { x: 66, y: 52 }, gesture: 'point', angle: 84 },
  left: { elbow: { x: -50, y: 104 }, wrist: { x: -46, y: 140 }, gesture: 'fist' },
};

const CELLS = {
  reject: { colors: { back: '#ffd8cc', rays: '#ffc6b6' }, pose: REJECT },
  approve: { colors: { back: '#d9f2dc', rays: '#c2e8c8' }, pose: APPROVE },
} as const;

/** Soft sun rays behind the character, so the cell is not an empty flat colour. */
function paintCell(ctx: Ctx, y: number, colors: { back: string; rays: string }): void {
  ctx.fillStyle = colors.back;
  ctx.fillRect(0, y, CELL, CELL);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, y, CELL, CELL);
  ctx.clip();
  ctx.fillStyle = colors.rays;
  const cx = CELL * 0.48;
  const cy = y + CELL * 0.42;
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.arc(cx, cy, 260, a, a + Math.PI / 12);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

/**
 * One row without its reaction: the character's cell in its colours and the text cell white,
 * inside the dividers (the pixels of the still picture there, before anything lands).
 */
export function paintEmptyRow(ctx: Ctx, row: 0 | 1): void {
  const cell = reactionCell(row);
  ctx.save();
  ctx.beginPath();
  ctx.rect(cell.x, cell.y, cell.width, cell.height);
  ctx.clip();
  paintCell(ctx, row * CELL, row === 0 ? CELLS.reject.colors : CELLS.approve.colors);
  ctx.restore();
  ctx.fillStyle = COLORS.caption;
  ctx.fillRect(CELL + DIVIDER_WIDTH / 2, cell.y, cell.width, cell.height);
}

/**
 * One row's reaction (0: rejecting, 1: approving) in its cell: the character raised by `lift`
 * px (negative: lower) and its marks grown to `marks` (0..1) about their own centres.
 */
export function drawReaction(ctx: Ctx, row: 0 | 1, lift = 0, marks = 1): void {
  const y = row * CELL;
  const { pose } = row === 0 ? CELLS.reject : CELLS.approve;
  drawBean(ctx, 96, y + 112 - lift, 1.08, pose);
  if (marks <= 0) return;
  if (row === 0) {
    // Shake marks by the raised hand: "no, thank you".
    drawTicks(ctx, 214, y + 62, 70, 0.9 * marks);
    drawTicks(ctx, 150, y + 44, -60, 0.8 * marks);
  } else {
    flat(ctx, sparklePath(210, y + 42, 11 * marks), COLORS.sparkle);
    flat(ctx, sparklePath(30, y + 60, 7 * marks), COLORS.sparkle);
  }
}

/**
 * The part of a reaction's cell the dividers leave showing: a reaction drawn inside it after
 * the dividers gives the very pixels of one drawn before them.
 */
export function reactionCell(row: 0 | 1): { x: number; y: number; width: number; height: number } {
  const edge = DIVIDER_WIDTH;
  const half = DIVIDER_WIDTH / 2;
  return {
    x: edge,
    y: row === 0 ? edge : CELL + half,
    width: CELL - half - edge,
    height: CELL - half - edge,
  };
}

function paintDividers(ctx: Ctx): void {
  // Dividers: one ink frame and a cross, as crisp as the character outlines.
  ctx.strokeStyle = INK;
  ctx.lineWidth = DIVIDER_WIDTH;
  ctx.beginPath();
  ctx.moveTo(CELL, 0);
  ctx.lineTo(CELL, SIZE);
  ctx.moveTo(0, CELL);
  ctx.lineTo(SIZE, CELL);
  ctx.stroke();
  ctx.stroke(
    rectPath(DIVIDER_WIDTH / 2, DIVIDER_WIDTH / 2, SIZE - DIVIDER_WIDTH, SIZE - DIVIDER_WIDTH),
  );
}

function paint(ctx: Ctx): void {
  ctx.fillStyle = COLORS.caption;
  ctx.fillRect(0, 0, SIZE, SIZE);
  for (const row of [0, 1] as const) {
    const y = row * CELL;
    paintCell(ctx, y, row === 0 ? CELLS.reject.colors : CELLS.approve.colors);
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, y, CELL, CELL);
    ctx.clip();
    drawReaction(ctx, row);
    ctx.restore();
  }
  paintDividers(ctx);
}

export const panelScene: Scene = {
  name: 'panel_meme',
  width: SIZE,
  height: SIZE,
  paint,
  textAreas: {
    top: box(CELL + PAD, PAD, CELL - PAD * 2, CELL - PAD * 2, {
      align: 'center',
      color: COLORS.textInk,
    }),
    bottom: box(CELL + PAD, CELL + PAD, CELL - PAD * 2, CELL - PAD * 2, {
      align: 'center',
      color: COLORS.textInk,
    }),
  },
};
