// winter: an icy sky full of snowflakes over a snowy bank, fluffy earmuffs, a striped knit
// scarf with fringes, and snow falling in front.
import { Path2D } from '@napi-rs/canvas';
import { strokeLine, type Ctx } from '../../../../../art/kit/draw.js';
import { crescent, svg as path } from '../../../../../art/kit/paths.js';
import { INK, PROP_LINE, RED, WHITE } from '../palette.js';
import { circle, prop, scatter, CRITTER_HOLE } from './shapes.js';
import { casedLine, clipped, paint, wash } from './paint.js';
import type { SeasonArt } from './types.js';

const ICE = '#bfe2f6';
const BANK = '#eef7fc';
const BANK_SHADE = '#cfe3ef';
const MUFF = '#f4f4fb';
const BAND = '#5a67d8';
const SCARF_SHADE = 'rgba(70,0,24,0.22)';

function snowflake(x: number, y: number, r: number): Path2D {
  const p = new Path2D();
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    const cx = Math.cos(a);
    const sx = Math.sin(a);
    p.moveTo(x, y);
    p.lineTo(x + cx * r, y + sx * r);
    // Little V twigs two thirds of the way out.
    const bx = x + cx * r * 0.6;
    const by = y + sx * r * 0.6;
    const b1 = a + 0.7;
    const b2 = a - 0.7;
    p.moveTo(bx + Math.cos(b1) * r * 0.3, by + Math.sin(b1) * r * 0.3);
    p.lineTo(bx, by);
    p.lineTo(bx + Math.cos(b2) * r * 0.3, by + Math.sin(b2) * r * 0.3);
  }
  return p;
}

const flakes = scatter(11, 16, { x: 10, y: 10, w: 492, h: 400 }, CRITTER_HOLE).map((s) => ({
  shape: snowflake(s.x, s.y, 10 + s.t * 12),
  width: 3 + s.t * 1.5,
}));
const bank = path(
  'M-10 430C60 404 120 420 180 440L340 440C400 416 460 404 522 424L522 522L-10 522Z',
);
// Falling snow stays off the face so it never reads as spots on the critter.
const falling = scatter(
  5,
  22,
  { x: 0, y: 0, w: 512, h: 512 },
  { x: 256, y: 250, rx: 160, ry: 150 },
).map((s) => circle(s.x, s.y, 3 + s.t * 4));

// Earmuffs: a band over the head between two fluffy muffs covering the ears.
const band = path('M126 142C140 60 372 60 386 142');
function muff(x: number, y: number): Path2D {
  const p = new Path2D();
  const bumps = 10;
  for (let i = 0; i <= bumps; i++) {
    const a = (i * Math.PI * 2) / bumps;
    const r = 46;
    const px = x + Math.cos(a) * r;
    const py = y + Math.sin(a) * r;
    if (i === 0) p.moveTo(px, py);
    else {
      const m = a - Math.PI / bumps;
      p.quadraticCurveTo(x + Math.cos(m) * (r + 14), y + Math.sin(m) * (r + 14), px, py);
    }
  }
  p.closePath();
  return p;
}
const muffs = [muff(132, 150), muff(380, 150)];
const muffShine = path('M112 130Q118 118 130 114M360 130Q366 118 378 114');

// Scarf: a wrap around the neck and a hanging end with stripes and fringe.
const wrap = path(
  'M118 394C150 360 362 360 394 394C404 412 396 432 380 436C300 414 212 414 132 436C116 432 108 412 118 394Z',
);
const wrapShade = crescent(wrap, -14, -10);
const tail = path('M150 410L222 420L210 512L140 512Z');
const stripes = path('M120 396L394 396M140 424L380 424M146 452L220 460M142 486L214 492');
const fringe = path('M146 512L146 530M162 512L162 530M178 512L178 530M194 512L194 530');

function scarf(ctx: Ctx): void {
  prop(ctx, tail, RED);
  prop(ctx, wrap, RED);
  clipped(ctx, wrap, () => {
    strokeLine(ctx, stripes, WHITE, 9);
    paint(ctx, SCARF_SHADE, [wrapShade]);
  });
  clipped(ctx, tail, () => strokeLine(ctx, stripes, WHITE, 9));
  strokeLine(ctx, wrap, INK, PROP_LINE);
  strokeLine(ctx, tail, INK, PROP_LINE);
  strokeLine(ctx, fringe, INK, 4);
}

export const winter: SeasonArt = {
  backdrop(ctx) {
    wash(ctx, ICE);
    for (const f of flakes) strokeLine(ctx, f.shape, WHITE, f.width);
    paint(ctx, BANK_SHADE, [bank]);
    ctx.save();
    ctx.translate(0, 14);
    paint(ctx, BANK, [bank]);
    ctx.restore();
  },
  front(ctx) {
    casedLine(ctx, band, BAND, 22, 12);
    for (const m of muffs) prop(ctx, m, MUFF);
    strokeLine(ctx, muffShine, WHITE, 5);
    scarf(ctx);
    paint(ctx, 'rgba(255,255,255,0.9)', falling);
  },
};
