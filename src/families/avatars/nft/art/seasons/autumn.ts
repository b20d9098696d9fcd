// autumn: a warm amber sky with falling leaves, an acorn-cap hat with a stem and leaf, and a
// pile of leaves along the bottom.
import { strokeLine } from '../../../../../art/kit/draw.js';
import { svg as path } from '../../../../../art/kit/paths.js';
import { leaf, mapleLeaf, prop, scatter } from './shapes.js';
import { casedLine, detailedProp, paint, wash } from './paint.js';
import type { SeasonArt } from './types.js';

const AMBER = '#f6b75e';
const AMBER_DARK = '#eea247';
const LEAVES = ['#d9412b', '#e8772e', '#f2b134', '#b5542a', '#c9302c'];
const CAP = '#a0673a';
const CAP_DARK = '#7a4a28';
const STEM = '#6b4226';

const sunGlow = path('M256 -120m-300 0a300 300 0 1 0 600 0a300 300 0 1 0 -600 0');
// Falling leaves keep clear of the critter and its hat.
const falling = scatter(
  17,
  9,
  { x: 10, y: 20, w: 492, h: 420 },
  { x: 256, y: 240, rx: 215, ry: 250 },
).map((s, i) => ({
  shape:
    i % 2 === 0
      ? mapleLeaf(s.x, s.y, 44 + s.t * 20, s.u * 6)
      : leaf(s.x, s.y, 36 + s.t * 16, s.u * 6),
  colour: LEAVES[i % LEAVES.length] ?? '#d9412b',
}));
const pile = [
  [20, 500, 0.4],
  [70, 480, -0.5],
  [120, 506, 0.9],
  [400, 500, -0.3],
  [446, 478, 0.6],
  [496, 498, -0.9],
  [40, 452, 1.6],
  [476, 440, -1.4],
].map(([x, y, a], i) => ({
  shape: mapleLeaf(x ?? 0, y ?? 0, 62, a ?? 0),
  colour: LEAVES[(i + 2) % LEAVES.length] ?? '#e8772e',
}));

// Acorn cap: a scaly dome sitting on the crown, a curly stem and one green-gold leaf.
const cap = path('M150 146C150 72 362 72 362 146C330 160 182 160 150 146Z');
const capScales = path(
  'M170 120L190 136L210 120L230 136L250 120L270 136L290 120L310 136L330 120L346 134M186 98L206 112L226 98L246 112L266 98L286 112L306 98L326 112M220 80L240 92L260 80L280 92L300 80',
);
const capShade = path('M300 86C340 100 362 120 362 146C340 154 320 156 300 156Z');
const stem = path('M250 84C248 60 256 44 274 38');
const capLeaf = leaf(276, 44, 54, 1.1);
const capLeafVein = path('M278 43L318 23');

export const autumn: SeasonArt = {
  backdrop(ctx) {
    wash(ctx, AMBER_DARK);
    paint(ctx, AMBER, [sunGlow]);
    for (const l of falling) prop(ctx, l.shape, l.colour, 4);
  },
  front(ctx) {
    detailedProp(
      ctx,
      cap,
      CAP,
      () => {
        paint(ctx, 'rgba(60,30,10,0.22)', [capShade]);
        strokeLine(ctx, capScales, CAP_DARK, 4);
      },
      { clip: true },
    );
    casedLine(ctx, stem, STEM, 14, 7);
    prop(ctx, capLeaf, '#9bbf3a', 4);
    strokeLine(ctx, capLeafVein, '#6f8f22', 3);
    for (const l of pile) prop(ctx, l.shape, l.colour, 5);
  },
};
