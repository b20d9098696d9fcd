// pride: a full rainbow backdrop, a little rainbow painted on one cheek, a rainbow heart pin
// on the chest and a few sparkles.
import { Path2D } from '@napi-rs/canvas';
import { strokeLine } from '../../../../../art/kit/draw.js';
import { INK, PROP_LINE, WHITE } from '../palette.js';
import { heart, star } from './shapes.js';
import { clipped, paint } from './paint.js';
import type { SeasonArt } from './types.js';

const RAINBOW = ['#e40303', '#ff8c00', '#ffed00', '#008026', '#004dff', '#750787'];

// The backdrop uses the flag colours softened towards white (as if behind a thin haze) so the
// critter and the cheek rainbow stay the most saturated things in the picture.
const SOFT_RAINBOW = ['#e82b2b', '#ff9e29', '#fff029', '#299449', '#2969ff', '#8b2f9a'];
const stripeHeight = 512 / RAINBOW.length;
const pin = heart(340, 462, 46);
const sparkles = [
  star(92, 120, 20, 6, 4),
  star(430, 180, 16, 5, 4),
  star(66, 370, 14, 4, 4),
  star(450, 400, 18, 5, 4),
];

// The cheek rainbow: concentric arcs, drawn outermost (red) first.
const cheekArcs = RAINBOW.map((_, i) => {
  const p = new Path2D();
  p.arc(354, 334, 34 - i * 5, Math.PI * 1.05, Math.PI * 1.95);
  return p;
});

export const pride: SeasonArt = {
  backdrop(ctx) {
    for (const [i, colour] of SOFT_RAINBOW.entries()) {
      ctx.fillStyle = colour;
      ctx.fillRect(0, Math.floor(i * stripeHeight), 512, Math.ceil(stripeHeight) + 1);
    }
  },
  front(ctx) {
    for (const [i, arc] of cheekArcs.entries()) strokeLine(ctx, arc, RAINBOW[i] ?? INK, 5.5);

    clipped(ctx, pin, () => {
      for (const [i, colour] of RAINBOW.entries()) {
        ctx.fillStyle = colour;
        ctx.fillRect(280, 414 + i * 16, 120, 17);
      }
    });
    strokeLine(ctx, pin, INK, PROP_LINE);
    paint(ctx, WHITE, sparkles);
    for (const s of sparkles) strokeLine(ctx, s, INK, 3);
  },
};
