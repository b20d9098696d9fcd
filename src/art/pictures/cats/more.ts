// The second half of the cats starter pictures: seasons, cushions, night windows and rainbows.
import type { StarterPicture } from '../types.js';
import * as bg from './backgrounds.js';
import { drawCat } from './body.js';
import { COATS } from './paint.js';
import * as prop from './props.js';
import { BAT, CURL, KNEAD, LOAF, SIT } from './poses.js';
import { BELLY, PEEK, REACH, STAND, STRETCH } from './poses-active.js';
import { picture, YARN_PINK, CUSHION_GOLD, CUSHION_PINK } from './recipe.js';

export const MORE_PICTURES: readonly StarterPicture[] = [
  picture('Tortoiseshell loaf on a cushion among autumn leaves', (ctx) => {
    bg.glow(ctx, '#ffeccd', '#ffd3a8');
    bg.autumnLeaves(ctx, 5, 10);
    prop.cushion(ctx, 256, 380, 400, CUSHION_GOLD);
    drawCat(ctx, {
      pose: LOAF,
      coat: COATS.tortie,
      face: { eyes: 'open', mouth: 'w' },
      x: 262,
      y: 430,
      scale: 0.92,
    });
  }),
  picture('Pointed cat with a toy fish', (ctx) => {
    bg.checker(ctx, '#e3f1ff', '#d4e8fb');
    bg.groundShadow(ctx, 270, 470, 170);
    drawCat(ctx, {
      pose: SIT,
      coat: COATS.pointed,
      face: { eyes: 'open', mouth: 'blep', gaze: [-4, 3] },
      x: 286,
      y: 470,
      scale: 1.02,
    });
    prop.fishToy(ctx, 96, 448, 14, true);
  }),
  picture('Black cat curled up asleep on a cushion', (ctx) => {
    bg.dots(ctx, '#efe4ff', '#e0d0fb', 7, 48);
    prop.cushion(ctx, 256, 350, 440, CUSHION_PINK);
    drawCat(ctx, {
      pose: CURL,
      coat: COATS.black,
      face: { eyes: 'sleep', mouth: 'tiny', droopy: true },
      x: 256,
      y: 426,
      scale: 0.9,
    });
    bg.loveHeart(ctx, 120, 120, 16, '#c9a7ff');
    bg.loveHeart(ctx, 160, 80, 10, '#c9a7ff');
  }),
  picture('Silver tabby kneading a knitted blanket', (ctx) => {
    bg.rays(ctx, '#e1f6ee', '#cdeee0', 256, 220);
    prop.blanket(ctx, 384, '#ffb48a', '#ffd2b8');
    drawCat(ctx, {
      pose: KNEAD,
      coat: COATS.silver,
      face: { eyes: 'happy', mouth: 'open' },
      x: 256,
      y: 462,
      scale: 1.05,
    });
    prop.motion(ctx, 178, 372);
    bg.loveHeart(ctx, 96, 116, 18);
  }),
  picture('White cat peeking over the quilt at night', (ctx) => {
    bg.night(ctx, '#4a4f86');
    drawCat(
      ctx,
      { pose: PEEK, coat: COATS.white, face: { eyes: 'sparkle', mouth: 'w' }, y: 476 },
      () => prop.blanket(ctx, 396, '#f59fb8', '#fbc3d3'),
    );
  }),
  picture('Calico stretching in the spring garden', (ctx) => {
    bg.outdoors(ctx, '#d7f0ff', '#a8de96', 400);
    bg.flowers(
      ctx,
      [
        [60, 470],
        [430, 480],
        [480, 430],
        [300, 496],
      ],
      '#ffb3cf',
    );
    bg.groundShadow(ctx, 250, 456, 190, 16);
    drawCat(ctx, {
      pose: STRETCH,
      coat: COATS.calico,
      face: { eyes: 'wink', mouth: 'open' },
      x: 250,
      y: 456,
      flip: true,
    });
  }),
  picture('Tortoiseshell batting at a falling leaf', (ctx) => {
    bg.outdoors(ctx, '#ffe6c9', '#f0c27a', 396);
    bg.autumnLeaves(ctx, 21, 6);
    bg.groundShadow(ctx, 236, 466, 160);
    drawCat(ctx, {
      pose: BAT,
      coat: COATS.tortie,
      face: { eyes: 'open', mouth: 'open', gaze: [4, -3] },
      x: 220,
      y: 466,
      scale: 1.04,
    });
    bg.leaf(ctx, 366, 214, 1.8, 0.9, '#e8553a');
  }),
  picture('Ginger and white cat cheering under a rainbow', (ctx) => {
    bg.rainbow(ctx, '#d4ecff', '#a8de96');
    bg.groundShadow(ctx, 256, 474, 130, 14);
    drawCat(ctx, {
      pose: REACH,
      coat: COATS.ginger,
      face: { eyes: 'happy', mouth: 'open' },
      x: 256,
      y: 474,
    });
    bg.sparkles(
      ctx,
      [
        [90, 250, 14],
        [420, 240, 14],
        [256, 70, 12],
      ],
      '#ffd84a',
    );
  }),
  picture('Black cat loafing on the windowsill under the stars', (ctx) => {
    bg.fill(ctx, '#e8dcf2');
    prop.windowScene(ctx, '#34406e', 420, (c) => {
      bg.sparkles(
        c,
        [
          [150, 110, 12],
          [370, 90, 9],
          [330, 200, 7],
          [170, 250, 8],
        ],
        '#ffe27a',
      );
      const moon = bg.moonPath(300, 130, 36);
      c.fillStyle = '#ffe9a8';
      c.fill(moon);
    });
    drawCat(ctx, {
      pose: LOAF,
      coat: COATS.black,
      face: { eyes: 'open', mouth: 'w', gaze: [2, -3] },
      x: 252,
      y: 412,
      scale: 0.82,
    });
  }),
  picture('Grey tabby winking with a little blep', (ctx) => {
    bg.stripes(ctx, '#fff0f4', '#ffe1ea');
    bg.groundShadow(ctx, 246, 470, 170);
    drawCat(ctx, {
      pose: SIT,
      coat: COATS.grey,
      face: { eyes: 'wink', mouth: 'blep' },
      x: 246,
      y: 470,
      scale: 1.1,
    });
    bg.loveHeart(ctx, 96, 130, 22);
    bg.sparkles(
      ctx,
      [
        [430, 110, 14],
        [456, 190, 8],
      ],
      '#ffd84a',
    );
  }),
  picture('Pointed cat rolling belly-up with a ball of yarn', (ctx) => {
    bg.room(ctx, '#fdf1e2', '#f8e6d0', '#e2c7a6', 330);
    const rug = bg.rugPath(256, 420, 236, 70);
    ctx.fillStyle = '#9fd0c4';
    ctx.fill(rug);
    drawCat(ctx, {
      pose: BELLY,
      coat: COATS.pointed,
      face: { eyes: 'open', mouth: 'open' },
      x: 246,
      y: 440,
    });
    prop.yarn(ctx, 330, 210, 34, YARN_PINK, 'M330 244Q300 300 380 330');
  }),
  picture('Silver tabby strolling through the snow', (ctx) => {
    bg.winter(ctx, 400);
    bg.groundShadow(ctx, 270, 466, 150, 14);
    drawCat(ctx, {
      pose: STAND,
      coat: COATS.silver,
      face: { eyes: 'open', mouth: 'w', gaze: [-2, 0] },
      x: 270,
      y: 466,
    });
  }),
];
