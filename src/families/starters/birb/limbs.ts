// A birb's wings, tail and feet in the body's local frame (body centre at the origin, radius
// ~100, feet at y = 100): folded, raised or spread wings, a fanned tail and feet in a few poses.
import { Path2D } from '@napi-rs/canvas';
import { ellipse, shaded, stroke, svg, tubeLine, type Ctx, type Region } from './kit.js';
import type { Species } from './species.js';

export type WingPose = 'fold' | 'up' | 'spread' | 'wave';
export type FeetPose = 'stand' | 'perch' | 'tuck' | 'none';

/** A wing, root at the origin, pointing down its local +y axis. */
const WING = svg('M0 -14C30 -14 38 30 18 68C12 80 2 88 -6 80C-28 56 -30 -14 0 -14Z');
const WING_LINES = svg('M-16 40Q0 50 16 40M-12 58Q0 66 12 56');
/** The open wing of a flying birb: a fan of primary feathers along the trailing edge. */
const OPEN_WING = svg(
  'M-18 0C-38 40 -32 92 -8 130Q6 124 10 110Q22 106 22 90Q34 84 30 64C32 30 26 8 16 0C8 -8 -10 -8 -18 0Z',
);
const OPEN_LINES = svg('M10 110Q0 96 -4 80M22 90Q12 80 8 66M-22 40Q0 52 28 40');
const WING_BAR = svg('M-24 16Q2 30 30 14L30 28Q2 44 -24 30Z');

export function drawWing(ctx: Ctx, sp: Species, [x, y, deg, size, , open]: Placement): void {
  const shape = open ? OPEN_WING : WING;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate((deg * Math.PI) / 180);
  ctx.scale(size, size);
  const regions: Region[] = sp.wingBar
    ? [{ path: WING_BAR, tone: { base: sp.wingBar, shade: sp.wingBar, light: sp.wingBar } }]
    : [];
  shaded(ctx, shape, sp.wing, 7, open ? [] : regions);
  ctx.save();
  ctx.clip(shape);
  stroke(ctx, open ? OPEN_LINES : WING_LINES, 0.7, sp.wingLines);
  ctx.restore();
  stroke(ctx, shape);
  ctx.restore();
}

/** Wing placements per pose: [x, y, degrees, size, behind the body, open flight wing]. */
type Placement = readonly [number, number, number, number, boolean, boolean?];
export function wingPlacements(pose: WingPose, turn: number): Placement[] {
  const front = turn < 0.4;
  switch (pose) {
    case 'fold':
      return front
        ? [
            [-76, 4, 22, 0.95, false],
            [76, 4, -22, 0.95, false],
          ]
        : [[-54, -2, 34, 1, false]];
    case 'up':
      return [
        [-78, -4, 124, 1.1, true],
        [76, -6, -124, 1.1, true],
      ];
    case 'wave':
      return front
        ? [
            [-76, 4, 22, 0.95, false],
            [74, -10, -138, 1, true],
          ]
        : [
            [-54, -2, 34, 1, false],
            [50, -34, -152, 1, true],
          ];
    case 'spread':
      return [
        [-62, -26, 118, 1.25, true, true],
        [34, -56, -166, 1.1, true, true],
      ];
  }
}

export function drawTail(ctx: Ctx, sp: Species): void {
  if (sp.tailLength <= 0) return;
  const len = 56 * sp.tailLength;
  for (const deg of [214, 196, 230]) {
    const a = (deg * Math.PI) / 180;
    const cx = -58 + Math.cos(a) * (len * 0.5 + 20);
    const cy = 56 - Math.sin(a) * (len * 0.5 + 20);
    shaded(ctx, ellipse(cx, cy, len * 0.5 + 18, 14, -a), sp.tail, 5);
  }
}

export function drawFeet(ctx: Ctx, sp: Species, pose: FeetPose, turn: number): void {
  if (pose === 'none') return;
  const width = 8;
  for (const side of [-1, 1]) {
    const x = side * 28 + turn * 12;
    const p = new Path2D();
    if (pose === 'tuck') {
      p.moveTo(x - 4, 92);
      p.lineTo(x - 12, 104);
      p.moveTo(x + 4, 92);
      p.lineTo(x + 6, 106);
    } else if (pose === 'perch') {
      p.moveTo(x, 86);
      p.lineTo(x, 98);
      for (const dx of [-12, 0, 12]) {
        p.moveTo(x, 98);
        p.quadraticCurveTo(x + dx, 98, x + dx * 1.1, 108);
      }
    } else {
      p.moveTo(x, 84);
      p.lineTo(x, 98);
      for (const dx of [-15, 0, 15]) {
        p.moveTo(x, 98);
        p.lineTo(x + dx, 102 - Math.abs(dx) * 0.1);
      }
    }
    tubeLine(ctx, p, width, sp.feet);
  }
}
