// The cats starter pictures: happy, playful and cosy cats. Each recipe picks a background, a
// pose, a coat, a face and props; the list order is the collection's order.
import { TONES } from '../../illustrations/palette.js';
import type { StarterPicture } from '../types.js';
import * as bg from './backgrounds.js';
import { drawCat } from './body.js';
import { COATS } from './paint.js';
import * as prop from './props.js';
import { BAT, CURL, KNEAD, LOAF, SIT } from './poses.js';
import { BELLY, PEEK, REACH, STAND, STRETCH } from './poses-active.js';
import { picture, YARN_PINK, YARN_BLUE, BED_PLUM } from './recipe.js';
import { MORE_PICTURES } from './more.js';

const FIRST_PICTURES: readonly StarterPicture[] = [
  picture('Orange tabby sitting pretty in the sunshine', (ctx) => {
    bg.rays(ctx, '#fff1cc', '#fde3a0', 256, 230);
    bg.groundShadow(ctx, 256, 470, 170);
    drawCat(ctx, {
      pose: SIT,
      coat: COATS.orange,
      face: { eyes: 'open', mouth: 'w' },
      x: 246,
      y: 470,
      scale: 1.12,
    });
    bg.sparkles(
      ctx,
      [
        [86, 120, 16],
        [430, 96, 12],
        [452, 250, 9],
      ],
      '#ffd84a',
    );
  }),
  picture('Calico batting a ball of pink yarn', (ctx) => {
    bg.room(ctx, '#e9e3f5', '#e1d8f0', '#c8b7e0', 380);
    bg.groundShadow(ctx, 240, 466, 160);
    drawCat(ctx, {
      pose: BAT,
      coat: COATS.calico,
      face: { eyes: 'sparkle', mouth: 'open', gaze: [3, -2] },
      x: 220,
      y: 466,
      scale: 1.05,
    });
    prop.yarn(ctx, 392, 292, 40, YARN_PINK, 'M380 330Q400 420 460 440Q500 452 520 430');
  }),
  picture('Tuxedo cat kneading a cosy blanket', (ctx) => {
    bg.hearts(ctx, '#ffe3ea', '#ffd0dc');
    prop.blanket(ctx, 380, '#8fd3c4', '#b9e6dc');
    drawCat(ctx, {
      pose: KNEAD,
      coat: COATS.tuxedo,
      face: { eyes: 'happy', mouth: 'w' },
      x: 256,
      y: 462,
      scale: 1.05,
    });
    prop.motion(ctx, 178, 372);
    bg.loveHeart(ctx, 110, 130, 20);
    bg.loveHeart(ctx, 412, 108, 15, '#ff9fb4');
  }),
  picture('Pointed cat loafing on a sunny windowsill', (ctx) => {
    bg.fill(ctx, '#f5e6d3');
    prop.windowScene(ctx, '#bfe3ff', 420, (c) => {
      bg.cloud(c, 180, 120, 0.9);
      bg.cloud(c, 380, 220, 0.6);
    });
    drawCat(ctx, {
      pose: LOAF,
      coat: COATS.pointed,
      face: { eyes: 'open', mouth: 'blep' },
      x: 236,
      y: 412,
      scale: 0.82,
    });
    prop.plant(ctx, 426, 376, 0.72);
  }),
  picture('Grey tabby curled up asleep in a plum bed', (ctx) => {
    bg.night(ctx);
    prop.bedBack(ctx, BED_PLUM);
    drawCat(ctx, {
      pose: CURL,
      coat: COATS.grey,
      face: { eyes: 'sleep', mouth: 'tiny', droopy: true },
      x: 256,
      y: 440,
      scale: 0.9,
    });
    prop.bedFront(ctx, BED_PLUM);
  }),
  picture('Calico peeking over the table edge', (ctx) => {
    bg.dots(ctx, '#dff3e4', '#c6e8cf');
    drawCat(
      ctx,
      { pose: PEEK, coat: COATS.calico, face: { eyes: 'open', mouth: 'w', gaze: [0, 2] } },
      () => prop.tableEdge(ctx, 380, TONES.wood),
    );
    prop.yarn(ctx, 420, 352, 30, YARN_BLUE);
  }),
  picture('Black cat chasing a butterfly through the flowers', (ctx) => {
    bg.outdoors(ctx, '#c9e8ff', '#9ed98a', 392);
    bg.flowers(
      ctx,
      [
        [60, 440],
        [420, 470],
        [470, 420],
        [120, 490],
      ],
      '#ffffff',
    );
    bg.groundShadow(ctx, 270, 466, 150, 14);
    drawCat(ctx, {
      pose: STAND,
      coat: COATS.black,
      face: { eyes: 'open', mouth: 'open', gaze: [-4, -5] },
      x: 270,
      y: 466,
    });
    prop.butterfly(ctx, 92, 130, 0.9, '#ffb3d1', '#ff7fae');
  }),
  picture('Grey tabby in a big morning stretch', (ctx) => {
    bg.glow(ctx, '#fff6da', '#ffe2c4');
    bg.sparkles(
      ctx,
      [
        [90, 110, 14],
        [400, 80, 18],
        [456, 200, 10],
      ],
      '#ffd84a',
    );
    bg.groundShadow(ctx, 256, 454, 200, 18);
    drawCat(ctx, {
      pose: STRETCH,
      coat: COATS.grey,
      face: { eyes: 'happy', mouth: 'open' },
      x: 266,
      y: 454,
      scale: 1.05,
    });
  }),
  picture('Tuxedo cat up on its hind legs to catch a butterfly', (ctx) => {
    bg.outdoors(ctx, '#bfe3ff', '#a6dc8e', 400);
    bg.flowers(
      ctx,
      [
        [56, 460],
        [456, 452],
        [110, 420],
      ],
      '#ffd0e0',
    );
    bg.groundShadow(ctx, 256, 470, 130, 14);
    drawCat(ctx, {
      pose: REACH,
      coat: COATS.tuxedo,
      face: { eyes: 'sparkle', mouth: 'open', gaze: [0, -5] },
      x: 256,
      y: 470,
    });
    prop.butterfly(ctx, 262, 96, 0.8, '#ffe066', '#ff9f43');
  }),
  picture('Ginger and white cat rolling belly-up in the grass', (ctx) => {
    bg.outdoors(ctx, '#d4ecff', '#b3e29b', 330);
    bg.flowers(
      ctx,
      [
        [60, 372],
        [450, 356],
        [400, 470],
        [90, 480],
        [250, 490],
      ],
      '#ffe680',
    );
    drawCat(ctx, {
      pose: BELLY,
      coat: COATS.ginger,
      face: { eyes: 'happy', mouth: 'open' },
      x: 246,
      y: 440,
    });
  }),
  picture('Orange tabby popping out of a cardboard box', (ctx) => {
    bg.dots(ctx, '#fde7d0', '#f8d5b4');
    bg.groundShadow(ctx, 256, 470, 200, 16);
    prop.boxBack(ctx);
    drawCat(
      ctx,
      { pose: PEEK, coat: COATS.orange, face: { eyes: 'open', mouth: 'open' }, y: 408 },
      () => prop.boxFront(ctx),
    );
  }),
  picture('White cat happy in the first snow', (ctx) => {
    bg.winter(ctx, 410);
    drawCat(ctx, {
      pose: SIT,
      coat: COATS.white,
      face: { eyes: 'open', mouth: 'open', gaze: [0, -3] },
      x: 256,
      y: 468,
      scale: 1.05,
    });
    prop.scarf(ctx, 256, 290, 160, TONES.cover);
  }),
];

export const CATS_PICTURES: readonly StarterPicture[] = [...FIRST_PICTURES, ...MORE_PICTURES];
