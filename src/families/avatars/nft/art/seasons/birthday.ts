// birthday: a pink party backdrop with confetti and balloons, a striped party hat with a
// pompom, and a frosted cake with a lit candle in the front corner.
import { Path2D } from '@napi-rs/canvas';
import { ink, strokeLine } from '../../../../../art/kit/draw.js';
import { rectangle, svg as path } from '../../../../../art/kit/paths.js';
import { BLUE, CREAM, GOLD, HOT_PINK, INK, TEAL, WHITE, YELLOW } from '../palette.js';
import { circle, prop, scatter, turnAt, CRITTER_HOLE } from './shapes.js';
import { detailedProp, paint, paintEach, wash } from './paint.js';
import type { SeasonArt } from './types.js';

const PARTY = '#ffd6e8';
const CONFETTI = [HOT_PINK, TEAL, YELLOW, BLUE, '#9b5de5', '#f15bb5'];

const confetti = scatter(21, 34, { x: 0, y: 0, w: 512, h: 512 }, CRITTER_HOLE).map((s) => {
  const p = new Path2D();
  if (s.t < 0.5) p.rect(-7, -3.5, 14, 7);
  else p.arc(0, 0, 5, 0, Math.PI * 2);
  return {
    shape: p.transform(turnAt(s.x, s.y, s.u * Math.PI)),
    colour: CONFETTI[Math.floor(s.u * 6)] ?? TEAL,
  };
});

function balloon(x: number, y: number) {
  return {
    body: path(
      `M${x} ${y - 52}C${x + 40} ${y - 52} ${x + 44} ${y + 6} ${x} ${y + 44}C${x - 44} ${y + 6} ${x - 40} ${y - 52} ${x} ${y - 52}Z`,
    ),
    knot: path(`M${x - 7} ${y + 52}L${x} ${y + 42}L${x + 7} ${y + 52}Z`),
    string: path(`M${x} ${y + 52}C${x - 14} ${y + 90} ${x + 14} ${y + 120} ${x} ${y + 160}`),
    shine: path(`M${x - 22} ${y - 18}Q${x - 20} ${y - 36} ${x - 6} ${y - 42}`),
  };
}
const balloons = [
  { ...balloon(62, 90), colour: TEAL },
  { ...balloon(452, 110), colour: HOT_PINK },
];

// Party hat: a cone tilted a little to the right, diagonal stripes, a fluffy pompom.
const hat = path('M196 132L284 34L320 124Q258 144 196 132Z');
const hatStripes = path('M204 104L300 60M226 74L296 44M196 136L314 92');
const pompom = path(
  'M284 12C294 4 308 12 304 24C316 28 314 44 302 44C300 56 284 56 280 46C268 48 264 32 274 28C268 18 276 8 284 12Z',
);

const cake = rectangle(352, 420, 144, 110);
const frosting = path(
  'M346 420C346 398 502 398 502 420L502 436Q490 452 480 436Q468 456 454 438Q440 456 428 438Q414 456 400 438Q386 456 374 438Q362 452 346 436Z',
);
const cakeLayer = path('M352 474L496 474');
const sprinkles = [path('M372 458L380 454M410 464L418 466M446 456L452 462M470 470L478 466')];
const candle = rectangle(414, 344, 20, 64);
const candleStripes = path('M414 360L434 352M414 380L434 372M414 400L434 392');
const flame = path('M424 300C440 318 440 336 424 340C408 336 408 318 424 300Z');

export const birthday: SeasonArt = {
  backdrop(ctx) {
    wash(ctx, PARTY);
    paintEach(ctx, confetti);
    for (const b of balloons) {
      strokeLine(ctx, b.string, INK, 3);
      prop(ctx, b.knot, b.colour, 4);
      prop(ctx, b.body, b.colour);
      strokeLine(ctx, b.shine, 'rgba(255,255,255,0.7)', 6);
    }
  },
  front(ctx) {
    detailedProp(ctx, hat, TEAL, () => strokeLine(ctx, hatStripes, YELLOW, 14), { clip: true });
    prop(ctx, pompom, HOT_PINK, 5);

    prop(ctx, cake, '#f4a3c0');
    strokeLine(ctx, cakeLayer, '#c9608a', 6);
    prop(ctx, frosting, CREAM);
    for (const s of sprinkles) strokeLine(ctx, s, HOT_PINK, 4);
    detailedProp(ctx, candle, WHITE, () => strokeLine(ctx, candleStripes, BLUE, 6), {
      width: 4,
      clip: true,
    });
    strokeLine(ctx, path('M424 344L424 334'), INK, 3);
    ink(ctx, flame, GOLD, '#e0701a', 4);
    paint(ctx, '#fff6b0', [circle(424, 326, 5)]);
  },
};
