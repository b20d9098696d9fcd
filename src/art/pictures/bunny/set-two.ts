// The second half of the bunny recipes: eggs, a cushion by the window, hearts, a flower pot,
// autumn, a picnic, a pair of friends, a daisy meadow, a lionhead loaf, bubbles, a gift box.
import type { StarterPicture } from '../types.js';
import { drawBunny } from './body.js';
import { COATS } from './coats.js';
import { EARS } from './head.js';
import {
  MEADOW,
  autumn,
  dots,
  gingham,
  hearts,
  meadow,
  room,
  sparkle,
  sunburst,
  window,
} from './backgrounds.js';
import { PROP_TONES as P, cushion, egg, flower, heart, tulip } from './props.js';
import { at, groundShadow } from './style.js';
import { potBack, potFront, giftFront, giftLid, giftBack } from './containers.js';
import { scene, custom, held, bubbles, confetti, ROOM } from './scene.js';

export const SET_TWO: readonly StarterPicture[] = [
  scene('White bunny with painted eggs', {
    back: (ctx) => meadow(ctx, { ...MEADOW, sky: '#e8e2ff' }, 21),
    bunny: {
      coat: COATS.white,
      pose: 'sit',
      ears: EARS.half,
      face: { eyes: 'wink', mouth: 'open' },
    },
    at: [226, 466, 1.05],
    after: (ctx) => {
      at(ctx, 150, 6, 12, 0.95, () => egg(ctx, P.blue, '#ffd65a'));
      at(ctx, 210, 10, -8, 0.75, () => egg(ctx, P.pink, '#ffffff'));
    },
  }),
  scene('Grey lop loafing on a cushion by the window', {
    back: (ctx) => {
      room(ctx, ROOM);
      window(ctx, 300, 70, 160, 200, '#cfe9ff');
    },
    bunny: { coat: COATS.grey, pose: 'loaf', ears: EARS.lop, face: { eyes: 'sleep', mouth: 'w' } },
    at: [236, 430, 1.15],
    shadow: 0,
    behind: (ctx) => cushion(ctx, P.mint, 180),
  }),
  scene('Spotted bunny binky with hearts', {
    back: (ctx) => hearts(ctx, '#ffe8ee', '#ffd3df'),
    bunny: {
      coat: COATS.greySpots,
      pose: 'binky',
      ears: EARS.back,
      face: { eyes: 'sparkle', mouth: 'open', facing: 0.5 },
    },
    at: [250, 440, 1.08],
    shadow: 96,
    over: (ctx) => {
      at(ctx, 420, 130, 12, 1, () => heart(ctx, 20, P.red));
      at(ctx, 460, 200, -10, 1, () => heart(ctx, 13, P.pink));
    },
  }),
  scene('Black lop holding a heart', {
    back: (ctx) => sunburst(ctx, '#ffd9e2', '#ffe6ec', 230, '#f7bccb'),
    bunny: {
      coat: COATS.black,
      pose: 'sit',
      ears: EARS.lop,
      paws: 'hold',
      held: held((ctx) => heart(ctx, 30, P.red), 0, -4, 0),
      face: { eyes: 'open', mouth: 'w' },
    },
    at: [256, 470, 1.12],
  }),
  scene('Cinnamon bunny in a flower pot among tulips', {
    back: (ctx) => dots(ctx, '#fff3d9', '#ffe9bd', 7, 40),
    bunny: {
      coat: COATS.cinnamon,
      pose: 'peek',
      ears: EARS.up,
      face: { eyes: 'open', mouth: 'teeth' },
      front: potFront,
    },
    at: [256, 316, 1.0],
    shadow: 0,
    behind: (ctx) => {
      groundShadow(ctx, 0, 180, 140, 18);
      potBack(ctx);
    },
    over: (ctx) => {
      tulip(ctx, 70, 380, P.red, 130);
      tulip(ctx, 446, 370, P.pink, 140);
      tulip(ctx, 480, 410, P.yellow, 100);
    },
  }),
  scene('Agouti bunny standing up in autumn leaves', {
    back: (ctx) => autumn(ctx),
    bunny: {
      coat: COATS.agouti,
      pose: 'stand',
      ears: EARS.perky,
      paws: 'beg',
      face: { eyes: 'open', mouth: 'open' },
    },
    at: [256, 468, 1.0],
  }),
  scene('Brown dutch bunny asleep on a picnic blanket', {
    back: (ctx) => {
      meadow(ctx, MEADOW, 30);
      gingham(ctx, 380, '#fff4f4', 'rgba(232, 90, 110, 0.35)');
    },
    bunny: {
      coat: COATS.dutchBrown,
      pose: 'flop',
      ears: EARS.lying,
      face: { eyes: 'sleep', mouth: 'w' },
    },
    at: [240, 450, 1.02],
    shadow: 190,
    over: (ctx) => {
      flower(ctx, 440, 300, 16, P.pink, 0);
      sparkle(ctx, 120, 270, 10, '#ffffff');
    },
  }),

  custom('Two bunnies sharing a heart', (ctx) => {
    sunburst(ctx, '#ffe6d6', '#fff0e6', 230, '#f9cdb4');
    groundShadow(ctx, 256, 468, 230, 18);
    drawBunny(
      ctx,
      {
        coat: COATS.white,
        pose: 'sit',
        ears: EARS.up,
        headTilt: 10,
        face: { eyes: 'happy', mouth: 'w', facing: 0.55 },
      },
      150,
      470,
      0.95,
    );
    drawBunny(
      ctx,
      {
        coat: COATS.agouti,
        pose: 'sit',
        ears: EARS.lop,
        headTilt: 10,
        face: { eyes: 'open', mouth: 'open', facing: 0.3 },
      },
      372,
      470,
      0.8,
      true,
    );
    at(ctx, 262, 110, 0, 1, () => heart(ctx, 26, P.red));
    at(ctx, 300, 60, 14, 1, () => heart(ctx, 14, P.pink));
  }),
  scene('Chocolate half-lop with a daisy in a flower meadow', {
    back: (ctx) => meadow(ctx, { ...MEADOW, sky: '#d9f1ff', flowers: ['#ffffff', '#ffd0e0'] }, 40),
    bunny: {
      coat: COATS.chocolate,
      pose: 'stand',
      ears: EARS.half,
      paws: 'hold',
      held: (ctx) =>
        flower(ctx, 0, -16, 18, { base: '#ffffff', shade: '#e8e0ee', light: '#ffffff' }, 56),
      face: { eyes: 'sparkle', mouth: 'w' },
    },
    at: [256, 470, 0.98],
    over: (ctx) => {
      tulip(ctx, 40, 420, P.pink, 110);
      tulip(ctx, 88, 450, P.yellow, 80);
      flower(ctx, 430, 430, 18, P.lilac, 90);
      flower(ctx, 478, 400, 14, P.pink, 120);
    },
  }),
  scene('Fluffy lionhead loaf among sparkles', {
    back: (ctx) => {
      dots(ctx, '#ece4ff', '#e0d5fb', 6, 34);
      sparkle(ctx, 90, 110, 18, '#ffffff');
      sparkle(ctx, 430, 150, 13, '#ffffff');
      sparkle(ctx, 400, 70, 8, '#ffffff');
    },
    bunny: {
      coat: COATS.lionhead,
      pose: 'loaf',
      ears: EARS.short,
      face: { eyes: 'sparkle', mouth: 'w' },
    },
    at: [256, 430, 1.3],
    shadow: 140,
  }),
  scene('White lop washing its face in soap bubbles', {
    back: (ctx) => sunburst(ctx, '#dbeeff', '#e9f4ff', 230, '#bcd9f5'),
    bunny: {
      coat: COATS.white,
      pose: 'sit',
      ears: EARS.lop,
      paws: 'wash',
      headTilt: 8,
      face: { eyes: 'happy', mouth: 'o' },
    },
    at: [256, 470, 1.12],
    over: (ctx) =>
      bubbles(ctx, [
        [80, 140, 26],
        [120, 80, 14],
        [430, 200, 22],
        [400, 110, 12],
        [460, 300, 10],
      ]),
  }),
  scene('Dutch bunny popping out of a gift box', {
    back: (ctx) => {
      sunburst(ctx, '#fff1cc', '#fff7e0');
      confetti(ctx, 17);
    },
    bunny: {
      coat: COATS.dutch,
      pose: 'peek',
      ears: EARS.perky,
      face: { eyes: 'sparkle', mouth: 'open' },
      front: (ctx) => giftFront(ctx, P.mint, P.pink),
    },
    after: (ctx) => at(ctx, 168, 118, 14, 0.8, () => giftLid(ctx, P.mint, P.pink)),
    at: [236, 320, 1.05],
    shadow: 0,
    behind: (ctx) => {
      groundShadow(ctx, 40, 160, 190, 18);
      giftBack(ctx, P.mint);
    },
  }),
];
