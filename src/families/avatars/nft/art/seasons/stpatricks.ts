// stpatricks: a green backdrop patterned with shamrocks, a tall green hat with a buckle and
// a shamrock tucked in its band, and a small pot of gold coins in front.
import { Path2D } from '@napi-rs/canvas';
import { strokeLine } from '../../../../../art/kit/draw.js';
import { rectangle, svg as path } from '../../../../../art/kit/paths.js';
import { GOLD } from '../palette.js';
import { circle, drawBuckle, heart, prop, scatter, turnAt } from './shapes.js';
import { detailedProp, paint, wash } from './paint.js';
import type { SeasonArt } from './types.js';

const FIELD = '#2f9447';
const PATTERN = '#3faa58';
const HAT = '#1f7a3a';
const HAT_LIGHT = '#2b9149';
const BAND = '#1d1a20';
const CLOVER = '#5fd068';
const COIN_EDGE = '#c98f00';

/** Three heart leaves around a centre, with a little stem, as one path. */
function shamrock(x: number, y: number, s: number, a: number): Path2D {
  const p = new Path2D();
  for (let i = 0; i < 3; i++) {
    p.addPath(heart(0, -s * 0.55, s * 0.5), turnAt(0, 0, (i * Math.PI * 2) / 3 + Math.PI));
  }
  p.addPath(path(`M-2 0L${s * 0.2} ${s * 0.95}L${s * 0.28} ${s * 0.9}L2 0Z`));
  return p.transform(turnAt(x, y, a));
}

const pattern = scatter(
  31,
  18,
  { x: 0, y: 0, w: 512, h: 512 },
  { x: 256, y: 300, rx: 170, ry: 210 },
).map((s) => shamrock(s.x, s.y, 22 + s.t * 14, s.u * 6));

const brim = path('M104 136C104 112 408 112 408 136C408 158 104 158 104 136Z');
const crown = path('M166 134L178 14C220 2 292 2 334 14L346 134Z');
const crownTop = path('M178 14C220 2 292 2 334 14C292 26 220 26 178 14Z');
const crownLight = path('M186 30L196 126L220 126L214 24Z');
const band = path('M172 92L340 92L344 126L168 126Z');
const buckle = { frame: rectangle(234, 88, 44, 42), hole: rectangle(246, 98, 20, 22) };
const hatClover = shamrock(312, 78, 40, 0.4);

const pot = path('M396 452C396 430 500 430 500 452L492 512L404 512Z');
const potRim = path('M386 446C386 430 510 430 510 446C510 462 386 462 386 446Z');
const coins = [
  circle(414, 430, 17),
  circle(442, 422, 17),
  circle(472, 430, 17),
  circle(456, 406, 17),
  circle(428, 404, 15),
];

export const stpatricks: SeasonArt = {
  backdrop(ctx) {
    wash(ctx, FIELD);
    paint(ctx, PATTERN, pattern);
  },
  front(ctx) {
    prop(ctx, brim, HAT);
    detailedProp(ctx, crown, HAT, () => {
      paint(ctx, HAT_LIGHT, [crownLight]);
      paint(ctx, BAND, [band]);
      drawBuckle(ctx, buckle, BAND);
    });
    prop(ctx, crownTop, HAT_LIGHT, 5);
    prop(ctx, hatClover, CLOVER, 4);

    for (const c of coins) prop(ctx, c, GOLD, 4);
    strokeLine(ctx, path('M436 422L448 422M408 430L420 430M466 430L478 430'), COIN_EDGE, 3);
    prop(ctx, pot, '#2a2430');
    prop(ctx, potRim, '#3b3440', 5);
    strokeLine(ctx, path('M404 470Q420 462 430 470'), 'rgba(255,255,255,0.3)', 5);
  },
};
