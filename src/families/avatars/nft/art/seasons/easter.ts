// easter: a mint backdrop with soft polka dots and grass, a bunny-ears headband (one ear
// flopped), and decorated eggs nestled in the grass in front.
import { Path2D } from '@napi-rs/canvas';
import { strokeLine, type Ctx } from '../../../../../art/kit/draw.js';
import { svg as path } from '../../../../../art/kit/paths.js';
import { BLUE, PINK, PROP_LINE, WHITE, YELLOW } from '../palette.js';
import { circle, prop, scatter } from './shapes.js';
import { casedLine, detailedProp, paint, turnedAt, wash } from './paint.js';
import type { SeasonArt } from './types.js';

const MINT = '#c9efd9';
const DOTS = '#e4f8ec';
const GRASS = '#6cc070';
const GRASS_DARK = '#4e9f55';
const EAR = '#fdfbff';
const LILAC = '#b79cf2';

const dots = scatter(29, 40, { x: 0, y: 0, w: 512, h: 512 }).map((s) =>
  circle(s.x, s.y, 10 + s.t * 8),
);

function grass(y: number, height: number): Path2D {
  const p = new Path2D();
  p.moveTo(-10, 530);
  for (let x = -10; x <= 530; x += 24) {
    p.lineTo(x, y);
    p.lineTo(x + 12, y - height);
  }
  p.lineTo(530, 530);
  p.closePath();
  return p;
}
const backGrass = grass(470, 26);
// Grass tufts: a bank behind the eggs at each corner and short blades in front of them.
const grassBankLeft = path(
  'M-10 530L-10 440L8 420L20 446L36 414L48 446L64 418L76 450L92 426L104 456L124 436L130 530Z',
);
const grassBankRight = path(
  'M376 530L384 444L400 420L412 450L428 422L440 452L456 416L468 450L484 424L496 452L516 428L522 530Z',
);
const bladesLeft = path(
  'M-10 530L-6 500L4 512L14 490L24 512L36 494L46 514L58 492L70 514L84 496L96 514L110 498L122 530Z',
);
const bladesRight = path(
  'M388 530L396 502L408 514L420 492L432 514L444 496L456 514L468 494L480 514L494 498L506 512L522 500L522 530Z',
);

// Headband across the crown, a straight ear and a flopped ear.
const band = path('M118 176C150 98 362 98 394 176');
const ears = [
  {
    outer: path('M196 124C170 70 168 -6 196 -14C224 -20 236 60 232 114Z'),
    inner: path('M200 100C184 60 184 14 198 8C212 6 220 60 218 98Z'),
  },
  {
    outer: path('M286 114C290 50 320 18 360 16C392 16 410 40 394 52C380 62 344 52 318 124Z'),
    inner: path('M300 98C304 58 326 36 354 32C374 32 384 42 374 48C356 52 336 60 314 104Z'),
  },
];

interface Egg {
  readonly x: number;
  readonly y: number;
  readonly a: number;
  readonly base: string;
  readonly trim: string;
  readonly pattern: 'zigzag' | 'dots' | 'bands';
}
const eggs: readonly Egg[] = [
  { x: 54, y: 462, a: -0.25, base: LILAC, trim: YELLOW, pattern: 'zigzag' },
  { x: 430, y: 464, a: 0.15, base: YELLOW, trim: BLUE, pattern: 'dots' },
  { x: 484, y: 478, a: 0.4, base: PINK, trim: WHITE, pattern: 'bands' },
];
const eggShape = path(
  'M0 -44C26 -44 38 -6 38 12C38 34 22 46 0 46C-22 46 -38 34 -38 12C-38 -6 -26 -44 0 -44Z',
);
const zigzag = path(
  'M-40 4L-28 -8L-16 4L-4 -8L8 4L20 -8L32 4L44 -8M-40 20L-28 8L-16 20L-4 8L8 20L20 8L32 20L44 8',
);
const eggDots = [
  circle(-14, -14, 6),
  circle(12, -20, 5),
  circle(16, 6, 7),
  circle(-12, 16, 6),
  circle(6, 30, 5),
];
const bands = path('M-40 -6L40 -6M-40 22L40 22');

function egg(ctx: Ctx, e: Egg): void {
  const pattern = () => {
    if (e.pattern === 'zigzag') strokeLine(ctx, zigzag, e.trim, 6);
    if (e.pattern === 'bands') strokeLine(ctx, bands, e.trim, 9);
    if (e.pattern === 'dots') paint(ctx, e.trim, eggDots);
  };
  turnedAt(ctx, e.x, e.y, e.a, () => {
    detailedProp(ctx, eggShape, e.base, pattern, { width: 5, clip: true });
    strokeLine(ctx, path('M-18 -24Q-14 -34 -6 -36'), 'rgba(255,255,255,0.8)', 5);
  });
}

export const easter: SeasonArt = {
  backdrop(ctx) {
    wash(ctx, MINT);
    paint(ctx, DOTS, dots);
    paint(ctx, GRASS_DARK, [backGrass]);
  },
  front(ctx) {
    for (const ear of ears) {
      prop(ctx, ear.outer, EAR);
      paint(ctx, PINK, [ear.inner]);
    }
    casedLine(ctx, band, PINK, 20, 11);
    prop(ctx, grassBankLeft, GRASS_DARK, PROP_LINE - 1);
    prop(ctx, grassBankRight, GRASS_DARK, PROP_LINE - 1);
    for (const e of eggs) egg(ctx, e);
    prop(ctx, bladesLeft, GRASS, PROP_LINE - 1);
    prop(ctx, bladesRight, GRASS, PROP_LINE - 1);
  },
};
