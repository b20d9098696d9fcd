// norway: the Norwegian flag as the backdrop (red field, white-bordered blue Nordic cross in
// the flag's 6-1-2-1-12 by 6-1-2-1-6 proportions), a knitted hat in the flag colours and a
// small hand flag waving in front.
import { Path2D } from '@napi-rs/canvas';
import { strokeLine, type Ctx } from '../../../../../art/kit/draw.js';
import { rectangle, svg as path } from '../../../../../art/kit/paths.js';
import { GOLD, INK, WHITE } from '../palette.js';
import { circle, prop } from './shapes.js';
import { casedLine, clipped, detailedProp, paint } from './paint.js';
import type { SeasonArt } from './types.js';

const FLAG_RED = '#ba0c2f';
const FLAG_BLUE = '#00205b';

/** The flag in a w x h box at (x, y), stretched from its 22:16 proportions. */
function flag(ctx: Ctx, x: number, y: number, w: number, h: number): void {
  const u = w / 22;
  const v = h / 16;
  ctx.fillStyle = FLAG_RED;
  ctx.fillRect(x, y, w, h);
  ctx.fillStyle = WHITE;
  ctx.fillRect(x + 6 * u, y, 4 * u, h);
  ctx.fillRect(x, y + 6 * v, w, 4 * v);
  ctx.fillStyle = FLAG_BLUE;
  ctx.fillRect(x + 7 * u, y, 2 * u, h);
  ctx.fillRect(x, y + 7 * v, w, 2 * v);
}

// Knitted hat: a navy dome with a white patterned band, a red rim and a white pompom.
const hat = path('M150 146C150 40 362 40 362 146Z');
const hatBand = rectangle(150, 112, 212, 28);
const rim = path('M140 140C140 128 372 128 372 140L372 160C372 172 140 172 140 160Z');
const knitPattern = (() => {
  const p = new Path2D();
  for (let x = 160; x < 360; x += 20) {
    p.moveTo(x, 126);
    p.lineTo(x + 10, 116);
    p.lineTo(x + 20, 126);
    p.lineTo(x + 10, 136);
    p.closePath();
  }
  return p;
})();
const pompom = path(
  'M244 30C252 18 270 20 272 32C286 30 292 46 282 54C288 66 274 76 262 70C254 80 238 74 238 62C226 60 224 42 236 38C232 32 238 26 244 30Z',
);
// The rim's knitted ribs: a short upright line every 20 units.
const ribs = (() => {
  const p = new Path2D();
  for (let x = 180; x <= 340; x += 20) {
    p.moveTo(x, 140);
    p.lineTo(x, 164);
  }
  return p;
})();

// Hand flag: a stick with a waving flag, clipped to a wavy outline.
const stick = path('M70 520L104 330');
const handFlagShape = path('M104 330C140 316 170 346 206 330L214 408C178 424 148 394 112 408Z');

export const norway: SeasonArt = {
  backdrop(ctx) {
    flag(ctx, 0, 0, 512, 512);
  },
  front(ctx) {
    detailedProp(ctx, hat, FLAG_BLUE, () => {
      paint(ctx, WHITE, [hatBand]);
      paint(ctx, FLAG_RED, [knitPattern]);
    });
    prop(ctx, rim, FLAG_RED);
    strokeLine(ctx, ribs, 'rgba(43,34,51,0.35)', 3);
    prop(ctx, pompom, WHITE, 5);

    casedLine(ctx, stick, '#c89b6d', 12, 6);
    clipped(ctx, handFlagShape, () => flag(ctx, 104, 316, 112, 96));
    strokeLine(ctx, handFlagShape, INK, 5);
    prop(ctx, circle(104, 328, 7), GOLD, 4);
  },
};
