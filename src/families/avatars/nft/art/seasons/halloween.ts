// halloween: a purple night with a big moon and bats, a crooked witch hat, and two carved
// pumpkins glowing in the front corners.
import { Path2D } from '@napi-rs/canvas';
import { ink, strokeLine, type Ctx } from '../../../../../art/kit/draw.js';
import { rectangle, svg as path } from '../../../../../art/kit/paths.js';
import { ORANGE, PROP_LINE } from '../palette.js';
import { circle, CRITTER_HOLE, drawBuckle, prop, scatter, star } from './shapes.js';
import { detailedProp, paint, wash } from './paint.js';
import type { SeasonArt } from './types.js';

const NIGHT = '#2a1846';
const MOON = '#fff1b8';
const CRATER = '#f0dc94';
const BAT = '#140b22';
const HAT = '#6a3ea8';
const HAT_SHADE = '#522c88';
const PUMPKIN = '#ff8a1f';
const PUMPKIN_RIB = '#d9660c';
const GLOW = '#ffe066';
const STEM = '#4f7a28';

const moon = circle(420, 84, 56);
const craters = [circle(400, 70, 10), circle(436, 104, 14), circle(440, 62, 6)];
const stars = scatter(7, 14, { x: 10, y: 10, w: 492, h: 330 }, CRITTER_HOLE).map((s) =>
  star(s.x, s.y, 4 + s.t * 5, 2 + s.t * 2, 4),
);

function bat(x: number, y: number, s: number): Path2D {
  const p = new Path2D(
    'M0 -6C6 -14 10 -10 12 -6C22 -14 34 -16 44 -8C36 -6 34 2 36 8C28 2 20 4 14 10C10 6 6 6 0 10' +
      'C-6 6 -10 6 -14 10C-20 4 -28 2 -36 8C-34 2 -36 -6 -44 -8C-34 -16 -22 -14 -12 -6C-10 -10 -6 -14 0 -6Z',
  );
  return p.transform({ a: s, b: 0, c: 0, d: s, e: x, f: y });
}
const bats = [bat(78, 92, 1.3), bat(150, 40, 0.8), bat(460, 200, 0.9), bat(340, 30, 0.7)];

// Witch hat: wide brim, a crooked cone whose tip flops to the right, a band with a buckle.
const brim = path('M86 138C86 112 426 112 426 138C426 164 86 164 86 138Z');
const cone = path(
  'M176 134L226 36C238 10 262 -6 300 2C330 8 346 26 352 44C330 30 300 34 290 56L336 134Z',
);
const coneShade = path('M290 56L336 134L300 134L270 70Z');
const band = path('M170 104L342 104L350 124L164 124Z');
const buckle = { frame: rectangle(240, 100, 32, 28), hole: rectangle(249, 108, 14, 12) };

function pumpkin(ctx: Ctx, x: number, y: number, s: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(s, s);
  prop(ctx, path('M-4 -50C-6 -64 0 -74 12 -78L16 -70C8 -66 6 -60 8 -50Z'), STEM);
  prop(
    ctx,
    path('M0 -52C52 -58 78 -30 78 6C78 44 44 62 0 62C-44 62 -78 44 -78 6C-78 -30 -52 -58 0 -52Z'),
    PUMPKIN,
  );
  strokeLine(
    ctx,
    path('M-30 -48C-50 -20 -50 36 -28 58M30 -48C50 -20 50 36 28 58M0 -52L0 -40'),
    PUMPKIN_RIB,
    5,
  );
  // Carved face, glowing.
  prop(ctx, path('M-44 -8L-22 -26L-16 -4Z M44 -8L22 -26L16 -4Z M-8 6L8 6L0 18Z'), GLOW, 4);
  prop(ctx, path('M-48 24Q0 58 48 24L36 28L30 38L18 32L8 42L-4 34L-16 42L-24 32L-34 36Z'), GLOW, 4);
  ctx.restore();
}

export const halloween: SeasonArt = {
  backdrop(ctx) {
    wash(ctx, NIGHT);
    paint(ctx, '#3a2360', [circle(420, 84, 96)]);
    paint(ctx, 'rgba(255,241,184,0.8)', stars);
    ink(ctx, moon, MOON, '#e9cf7a', 4);
    paint(ctx, CRATER, craters);
    paint(ctx, BAT, bats);
  },
  front(ctx) {
    prop(ctx, brim, HAT);
    detailedProp(ctx, cone, HAT, () => {
      paint(ctx, HAT_SHADE, [coneShade]);
      prop(ctx, band, ORANGE, PROP_LINE - 1);
      drawBuckle(ctx, buckle, ORANGE);
    });
    pumpkin(ctx, 66, 462, 0.9);
    pumpkin(ctx, 448, 470, 0.75);
  },
};
