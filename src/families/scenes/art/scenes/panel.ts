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

const CELLS = {
  reject: { back: '#ffd8cc', rays: '#ffc6b6' },
  approve: { back: '#d9f2dc', rays: '#c2e8c8' },
} as const;

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

function paint(ctx: Ctx): void {
  ctx.fillStyle = COLORS.caption;
  ctx.fillRect(0, 0, SIZE, SIZE);
  for (const [row, pose, colors] of [
    [0, REJECT, CELLS.reject],
    [1, APPROVE, CELLS.approve],
  ] as const) {
    const y = row * CELL;
    paintCell(ctx, y, colors);
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, y, CELL, CELL);
    ctx.clip();
    drawBean(ctx, 96, y + 112, 1.08, pose);
    if (row === 0) {
      // Shake marks by the raised hand: "no, thank you".
      drawTicks(ctx, 214, y + 62, 70, 0.9);
      drawTicks(ctx, 150, y + 44, -60, 0.8);
    }
    if (row === 1) {
      flat(ctx, sparklePath(210, y + 42, 11), COLORS.sparkle);
      flat(ctx, sparklePath(30, y + 60, 7), COLORS.sparkle);
    }
    ctx.restore();
  }
  // Dividers: one ink frame and a cross, as crisp as the character outlines.
  ctx.strokeStyle = INK;
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(CELL, 0);
  ctx.lineTo(CELL, SIZE);
  ctx.moveTo(0, CELL);
  ctx.lineTo(SIZE, CELL);
  ctx.stroke();
  ctx.stroke(rectPath(2, 2, SIZE - 4, SIZE - 4));
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
