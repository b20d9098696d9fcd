// spring: a soft blue sky over green hills with clouds and butterflies, a flower crown
// across the head, and tulips blooming in the front corners.
import { Path2D } from '@napi-rs/canvas';
import { strokeLine, type Ctx } from '../../../../../art/kit/draw.js';
import { svg as path } from '../../../../../art/kit/paths.js';
import { INK, PINK, WHITE, YELLOW } from '../palette.js';
import { flower, leaf, prop } from './shapes.js';
import { casedLine, paint, turnedAt, wash } from './paint.js';
import type { SeasonArt } from './types.js';

const SKY = '#bfe3ff';
const HILL_BACK = '#9ad99a';
const HILL_FRONT = '#74c476';
const LEAF = '#5cae5c';
const PETALS = [PINK, YELLOW, WHITE, '#c3a6ff', '#ff9f5a'];

const clouds = [
  [70, 80, 1],
  [420, 130, 0.8],
].map(([x, y, s]) =>
  path('M-50 10C-60 -10 -36 -26 -18 -16C-12 -36 18 -38 26 -18C44 -26 62 -8 50 10Z').transform({
    a: s ?? 1,
    b: 0,
    c: 0,
    d: s ?? 1,
    e: x ?? 0,
    f: y ?? 0,
  }),
);
const hillBack = path('M-10 390C80 330 180 360 260 380C340 350 430 320 522 370L522 522L-10 522Z');
const hillFront = path('M-10 440C90 400 170 420 240 450C330 420 430 410 522 440L522 522L-10 522Z');

function butterfly(x: number, y: number): [Path2D, Path2D] {
  const wings = new Path2D();
  wings.ellipse(x - 12, y - 8, 13, 10, -0.5, 0, Math.PI * 2);
  wings.ellipse(x + 12, y - 8, 13, 10, 0.5, 0, Math.PI * 2);
  wings.ellipse(x - 9, y + 9, 9, 7, 0.4, 0, Math.PI * 2);
  wings.ellipse(x + 9, y + 9, 9, 7, -0.4, 0, Math.PI * 2);
  return [
    wings,
    path(
      `M${x} ${y - 14}L${x} ${y + 16}M${x} ${y - 14}L${x - 6} ${y - 24}M${x} ${y - 14}L${x + 6} ${y - 24}`,
    ),
  ];
}
const butterflies = [
  { parts: butterfly(76, 230), colour: PINK },
  { parts: butterfly(446, 262), colour: YELLOW },
];

// The crown: a green vine following the top of the head with flowers and leaves along it.
const vine = path('M120 190C150 110 362 110 392 190');
const crownLeaves = [
  leaf(150, 150, 30, -1.9),
  leaf(214, 118, 30, -0.4),
  leaf(300, 116, 30, 0.6),
  leaf(366, 152, 30, 1.8),
];
const crownFlowers = [
  { x: 126, y: 180, r: 22 },
  { x: 176, y: 130, r: 24 },
  { x: 236, y: 110, r: 26 },
  { x: 296, y: 112, r: 24 },
  { x: 348, y: 134, r: 24 },
  { x: 388, y: 182, r: 22 },
];

function tulip(ctx: Ctx, x: number, y: number, colour: string, lean: number): void {
  turnedAt(ctx, x, y, lean, () => {
    casedLine(ctx, path('M0 0L0 120'), LEAF, 10, 5);
    prop(ctx, leaf(0, 110, 60, -0.5), LEAF, 4);
    prop(ctx, path('M-22 -30C-24 -6 -14 8 0 8C14 8 24 -6 22 -30L12 -18L0 -36L-12 -18Z'), colour, 5);
  });
}

export const spring: SeasonArt = {
  backdrop(ctx) {
    wash(ctx, SKY);
    paint(ctx, WHITE, clouds);
    paint(ctx, HILL_BACK, [hillBack]);
    paint(ctx, HILL_FRONT, [hillFront]);
    for (const b of butterflies) {
      const [wings, body] = b.parts;
      prop(ctx, wings, b.colour, 4);
      strokeLine(ctx, body, INK, 4);
    }
  },
  front(ctx) {
    casedLine(ctx, vine, LEAF, 12, 6);
    for (const l of crownLeaves) prop(ctx, l, LEAF, 4);
    for (const [i, { x, y, r }] of crownFlowers.entries()) {
      flower(ctx, x, y, r, PETALS[i % PETALS.length] ?? WHITE, i % 2 ? '#ff9f5a' : YELLOW);
    }
    tulip(ctx, 58, 420, '#ff6b8b', -0.15);
    tulip(ctx, 100, 450, YELLOW, 0.12);
    tulip(ctx, 456, 430, '#c3a6ff', 0.15);
  },
};
