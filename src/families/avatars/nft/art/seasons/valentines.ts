// valentines: a pink backdrop scattered with hearts, heart "bopper" antennae on a headband,
// and a bunch of hearts floating up in front.
import { Path2D } from '@napi-rs/canvas';
import { strokeLine } from '../../../../../art/kit/draw.js';
import { svg as path } from '../../../../../art/kit/paths.js';
import { HOT_PINK, RED } from '../palette.js';
import { heart, prop, scatter, CRITTER_HOLE } from './shapes.js';
import { casedLine, paintEach, wash } from './paint.js';
import type { SeasonArt } from './types.js';

const BLUSH = '#ffc2d4';
const LIGHT_HEART = '#ffdde7';
const MID_HEART = '#ff9fbc';

const pattern = scatter(37, 22, { x: 0, y: 0, w: 512, h: 512 }, CRITTER_HOLE).map((s) => ({
  shape: heart(s.x, s.y, 12 + s.t * 14),
  colour: s.u < 0.6 ? LIGHT_HEART : MID_HEART,
}));

function spring(x0: number, y0: number, x1: number, y1: number, coils: number): Path2D {
  const p = new Path2D();
  p.moveTo(x0, y0);
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  for (let i = 1; i <= coils * 2; i++) {
    const t = i / (coils * 2);
    const side = i === coils * 2 ? 0 : i % 2 === 0 ? -8 : 8;
    p.lineTo(x0 + dx * t + nx * side, y0 + dy * t + ny * side);
  }
  return p;
}
const band = path('M118 176C150 98 362 98 394 176');
const springs = [spring(206, 116, 174, 62, 4), spring(306, 116, 338, 62, 4)];
const boppers = [heart(170, 54, 32), heart(342, 54, 32)];
const bopperShine = path('M150 42Q154 32 164 30M322 42Q326 32 336 30');

const floating = [
  { shape: heart(442, 440, 34), colour: RED },
  { shape: heart(392, 486, 24), colour: HOT_PINK },
  { shape: heart(476, 360, 20), colour: MID_HEART },
  { shape: heart(60, 450, 30), colour: HOT_PINK },
  { shape: heart(104, 500, 20), colour: RED },
];

export const valentines: SeasonArt = {
  backdrop(ctx) {
    wash(ctx, BLUSH);
    paintEach(ctx, pattern);
  },
  front(ctx) {
    for (const s of springs) casedLine(ctx, s, '#c9c9d6', 8, 4);
    casedLine(ctx, band, HOT_PINK, 20, 11);
    for (const b of boppers) prop(ctx, b, RED);
    strokeLine(ctx, bopperShine, 'rgba(255,255,255,0.8)', 5);
    for (const h of floating) prop(ctx, h.shape, h.colour, 5);
  },
};
