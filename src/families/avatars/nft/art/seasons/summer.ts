// summer: a beach under a blazing sun (sky, sea, sand), dark sunglasses with a shine, and a
// striped beach ball in the front corner.
import { strokeLine } from '../../../../../art/kit/draw.js';
import { rectangle, svg as path } from '../../../../../art/kit/paths.js';
import { BLUE, HOT_PINK, INK, RED, WHITE, YELLOW } from '../palette.js';
import { circle, prop } from './shapes.js';
import { casedLine, detailedProp, paint, paintEach, wash } from './paint.js';
import type { SeasonArt } from './types.js';

const SKY = '#8fd6fb';
const SEA = '#1f9ad6';
const SEA_LIGHT = '#5fc2ec';
const SAND = '#f7d794';
const RAYS = '#ffe58a';
const LENS = '#1b1b2e';

// The sun in the top-left corner, with twelve rays around it.
const SUN = { x: 78, y: 78, r: 48 } as const;
const sun = circle(SUN.x, SUN.y, SUN.r);
const sunRays = (() => {
  const p = path('');
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6 + 0.2;
    p.moveTo(SUN.x + Math.cos(a) * 64, SUN.y + Math.sin(a) * 64);
    p.lineTo(SUN.x + Math.cos(a) * 88, SUN.y + Math.sin(a) * 88);
  }
  return p;
})();
const sea = rectangle(0, 300, 512, 120);
const waves = path(
  'M10 330q14 -8 28 0M70 360q14 -8 28 0M420 340q14 -8 28 0M460 380q14 -8 28 0M20 396q14 -8 28 0',
);
const sand = path('M0 410C120 396 380 400 512 414L512 512L0 512Z');
const gull = path('M420 120q14 -14 28 0q14 -14 28 0M360 70q10 -10 20 0q10 -10 20 0');

// Sunglasses: two rounded lenses with a bridge and arms to the head sides.
const lenses = [
  path(
    'M148 224C148 210 160 204 176 204L228 204C244 204 250 212 248 226L244 258C240 282 222 292 198 290C170 288 152 276 150 254Z',
  ),
  path(
    'M364 224C364 210 352 204 336 204L284 204C268 204 262 212 264 226L268 258C272 282 290 292 314 290C342 288 360 276 362 254Z',
  ),
];
const bridge = path('M246 216Q256 206 266 216');
const arms = path('M150 218L104 210M362 218L408 210');
const shine = path('M166 222L192 214M172 242L222 222M286 222L312 214M292 242L342 222');

const ball = circle(70, 462, 62);
const ballPanels = [
  { shape: path('M70 400C40 430 36 490 70 524L8 524L8 400Z'), colour: RED },
  { shape: path('M70 400C100 430 104 490 70 524L132 524L132 400Z'), colour: BLUE },
];

export const summer: SeasonArt = {
  backdrop(ctx) {
    wash(ctx, SKY);
    strokeLine(ctx, sunRays, RAYS, 10);
    prop(ctx, sun, YELLOW);
    paint(ctx, SEA, [sea]);
    strokeLine(ctx, waves, SEA_LIGHT, 5);
    paint(ctx, SAND, [sand]);
    strokeLine(ctx, gull, INK, 4);
  },
  front(ctx) {
    strokeLine(ctx, arms, INK, 10);
    for (const lens of lenses) prop(ctx, lens, LENS, 10);
    for (const lens of lenses) strokeLine(ctx, lens, HOT_PINK, 5);
    casedLine(ctx, bridge, HOT_PINK, 10, 5);
    strokeLine(ctx, shine, 'rgba(255,255,255,0.75)', 6);

    detailedProp(
      ctx,
      ball,
      WHITE,
      () => {
        paintEach(ctx, ballPanels);
        paint(ctx, YELLOW, [circle(70, 462, 14)]);
      },
      { clip: true },
    );
    strokeLine(ctx, path('M44 424Q56 414 72 412'), 'rgba(255,255,255,0.8)', 6);
  },
};
