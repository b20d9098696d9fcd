// The bunny starter pictures: each recipe picks a pose, coat, face, props and background from
// the parts in this folder (see src/art/pictures/types.ts for the contract).
import type { StarterPicture } from '../types.js';
import { drawBunny, type Bunny } from './body.js';
import { COATS } from './coats.js';
import { EARS } from './head.js';
import { MEADOW, dots, meadow, night, sunburst } from './backgrounds.js';
import {
  PROP_TONES as P,
  basketBack,
  basketFront,
  bow,
  burrowBack,
  burrowFront,
  carrot,
  teacupBack,
  teacupFront,
} from './props.js';
import { at, groundShadow, type Ctx } from './style.js';

function picture(title: string, draw: (ctx: Ctx) => void): StarterPicture {
  return {
    title,
    draw: (ctx) => {
      ctx.save();
      draw(ctx);
      ctx.restore();
    },
  };
}

function bunnyOn(ctx: Ctx, b: Bunny, x: number, y: number, scale: number, flip = false) {
  groundShadow(ctx, x, y, 120 * scale, 16 * scale);
  drawBunny(ctx, b, x, y, scale, flip);
}

export const BUNNY_PICTURES: readonly StarterPicture[] = [
  picture('White bunny sitting up in a spring meadow', (ctx) => {
    meadow(ctx);
    bunnyOn(
      ctx,
      { coat: COATS.white, pose: 'sit', ears: EARS.up, face: { eyes: 'open', mouth: 'w' } },
      256,
      460,
      1.05,
    );
  }),
  picture('Agouti bunny loaf', (ctx) => {
    sunburst(ctx, '#ffe9c7', '#fff2da', 260, '#f5d2a0');
    bunnyOn(
      ctx,
      { coat: COATS.agouti, pose: 'loaf', ears: EARS.back, face: { eyes: 'happy', mouth: 'w' } },
      256,
      430,
      1.3,
    );
  }),
  picture('Grey lop munching a carrot', (ctx) => {
    dots(ctx, '#e4f3e0', '#d2ebcc');
    bunnyOn(
      ctx,
      {
        coat: COATS.grey,
        pose: 'sit',
        ears: EARS.lop,
        paws: 'hold',
        held: (c) => at(c, 0, 0, -35, 0.9, () => carrot(c)),
        face: { eyes: 'open', mouth: 'chew' },
      },
      256,
      462,
      1.05,
    );
  }),
  picture('Dutch bunny binky', (ctx) => {
    meadow(ctx, MEADOW, 4);
    groundShadow(ctx, 256, 450, 100, 14);
    drawBunny(
      ctx,
      {
        coat: COATS.dutch,
        pose: 'binky',
        ears: EARS.back,
        face: { eyes: 'happy', mouth: 'open', facing: 0.5 },
      },
      246,
      420,
      1.05,
    );
  }),
  picture('Spotted bunny asleep', (ctx) => {
    night(ctx);
    bunnyOn(
      ctx,
      { coat: COATS.spotted, pose: 'flop', ears: EARS.back, face: { eyes: 'sleep', mouth: 'w' } },
      240,
      430,
      1.05,
    );
  }),
  picture('Lionhead peeking from a teacup', (ctx) => {
    dots(ctx, '#fde3ea', '#fbd2de');
    at(ctx, 256, 320, 0, 1, () => {
      teacupBack(ctx);
      drawBunny(
        ctx,
        {
          coat: COATS.lionhead,
          pose: 'peek',
          ears: EARS.short,
          face: { eyes: 'sparkle', mouth: 'open' },
          front: (c) => teacupFront(c, P.cup, '#ffb6c8'),
        },
        0,
        0,
        1,
      );
    });
  }),
  picture('Black bunny in a burrow', (ctx) => {
    meadow(ctx);
    at(ctx, 256, 360, 0, 1, () => {
      burrowBack(ctx);
      drawBunny(
        ctx,
        {
          coat: COATS.black,
          pose: 'peek',
          ears: EARS.perky,
          face: { eyes: 'open', mouth: 'w' },
          front: burrowFront,
        },
        0,
        0,
        1,
      );
    });
  }),
  picture('Cinnamon bunny standing in a basket', (ctx) => {
    sunburst(ctx, '#e3f0ff', '#eef6ff');
    at(ctx, 256, 330, 0, 1, () => {
      basketBack(ctx);
      drawBunny(
        ctx,
        {
          coat: COATS.cinnamon,
          pose: 'peek',
          ears: EARS.half,
          face: { eyes: 'wink', mouth: 'teeth' },
          hat: (c) => bow(c, 40, -56, P.pink, 20),
          front: (c) => basketFront(c, P.mint),
        },
        0,
        0,
        1,
      );
    });
  }),
  picture('Chocolate bunny standing', (ctx) => {
    sunburst(ctx, '#eadcff', '#f3eaff', 230, '#d6c2f5');
    bunnyOn(
      ctx,
      {
        coat: COATS.chocolate,
        pose: 'stand',
        ears: EARS.up,
        paws: 'beg',
        face: { eyes: 'up', mouth: 'o' },
      },
      256,
      470,
      0.95,
    );
  }),
  picture('Dutch washing face', (ctx) => {
    sunburst(ctx, '#d8f0e8', '#e6f7f0', 230, '#b9e2d2');
    bunnyOn(
      ctx,
      {
        coat: COATS.dutchBrown,
        pose: 'sit',
        ears: EARS.up,
        paws: 'wash',
        face: { eyes: 'happy', mouth: 'w' },
      },
      256,
      462,
      1.05,
    );
  }),
];
