// The cats starter pictures: happy, playful and cosy cats. Each recipe picks a background, a
// pose, a coat, a face and props; the list order is the collection's order.
import type { Ctx } from '../../illustrations/draw.js';
import { TONES } from '../../illustrations/palette.js';
import type { StarterPicture } from '../types.js';
import * as bg from './backgrounds.js';
import { drawCat } from './body.js';
import { COATS } from './paint.js';
import * as prop from './props.js';
import { BAT, CURL, KNEAD, LOAF, SIT } from './poses.js';
import { BELLY, PEEK, REACH, STAND, STRETCH } from './poses-active.js';

function picture(title: string, paint: (ctx: Ctx) => void): StarterPicture {
  return {
    title,
    draw: (ctx) => {
      ctx.save();
      paint(ctx);
      ctx.restore();
    },
  };
}

const YARN_PINK = { base: '#ff8fb1', shade: '#e0628c', light: '#ffd0df' };
const YARN_BLUE = { base: '#7fb8ff', shade: '#5290e0', light: '#cfe4ff' };
const CUSHION_GOLD = { base: '#f6c544', shade: '#d49a1c', light: '#fff0a8' };
const CUSHION_PINK = { base: '#ffa3bd', shade: '#e27896', light: '#ffd3df' };
const BED_PLUM = { base: '#b59ae0', shade: '#8f74c0', light: '#dccdf5' };

export const CATS_PICTURES: readonly StarterPicture[] = [
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
