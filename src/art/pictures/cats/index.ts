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
import { PEEK } from './poses-active.js';

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
    prop.motion(ctx, 180, 396);
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
];
