// The first half of the bunny recipes: meadow, loaf, carrot, binky, sleep, peeking in a cup,
// a burrow and a basket, standing up, washing, winter, a flower crown, clover.
import type { StarterPicture } from '../types.js';
import { COATS } from './coats.js';
import { EARS } from './head.js';
import { MEADOW, dots, meadow, night, petals, snow, sunburst } from './backgrounds.js';
import { PROP_TONES as P, bow, butterfly, carrot, clover, flowerCrown, scarf } from './props.js';
import { at, groundShadow } from './style.js';
import {
  basketBack,
  basketFront,
  burrowBack,
  burrowFront,
  teacupBack,
  teacupFront,
} from './containers.js';
import { scene, held, speedLines } from './scene.js';

export const SET_ONE: readonly StarterPicture[] = [
  scene('White bunny sitting up in a spring meadow', {
    back: (ctx) => meadow(ctx),
    bunny: { coat: COATS.white, pose: 'sit', ears: EARS.up, face: { eyes: 'open', mouth: 'w' } },
    at: [256, 468, 1.15],
  }),
  scene('Agouti bunny loaf, ears down, very content', {
    back: (ctx) => sunburst(ctx, '#ffe9c7', '#fff2da', 260, '#f5d2a0'),
    bunny: {
      coat: COATS.agouti,
      pose: 'loaf',
      ears: EARS.flat,
      face: { eyes: 'happy', mouth: 'w' },
    },
    at: [256, 452, 1.3],
    shadow: 140,
  }),
  scene('Grey lop nibbling a carrot', {
    back: (ctx) => dots(ctx, '#e4f3e0', '#d2ebcc'),
    bunny: {
      coat: COATS.grey,
      pose: 'sit',
      ears: EARS.lop,
      paws: 'hold',
      held: held(carrot, -16, 12, -140, 0.95),
      face: { eyes: 'open', mouth: 'chew' },
    },
    at: [256, 470, 1.15],
  }),
  scene('Dutch bunny doing a happy binky', {
    back: (ctx) => meadow(ctx, MEADOW, 4),
    bunny: {
      coat: COATS.dutch,
      pose: 'binky',
      ears: EARS.back,
      face: { eyes: 'happy', mouth: 'open', facing: 0.5 },
    },
    at: [246, 430, 1.08],
    shadow: 0,
    behind: (ctx) => {
      groundShadow(ctx, 0, 20, 96, 14);
      speedLines(ctx);
    },
  }),
  scene('Spotted bunny flopped asleep under the moon', {
    back: (ctx) => night(ctx),
    bunny: {
      coat: COATS.spotted,
      pose: 'flop',
      ears: EARS.lying,
      face: { eyes: 'sleep', mouth: 'w' },
    },
    at: [236, 430, 1.08],
    shadow: 190,
  }),
  scene('Lionhead bunny in a polka-dot teacup', {
    back: (ctx) => dots(ctx, '#fde3ea', '#fbd2de'),
    bunny: {
      coat: COATS.lionhead,
      pose: 'peek',
      ears: EARS.short,
      face: { eyes: 'sparkle', mouth: 'open' },
      front: (ctx) => teacupFront(ctx, P.cup, '#ffb6c8'),
    },
    at: [256, 300, 1.08],
    shadow: 0,
    behind: (ctx) => teacupBack(ctx),
  }),
  scene('Black bunny peeking out of its burrow', {
    back: (ctx) => meadow(ctx),
    bunny: {
      coat: COATS.black,
      pose: 'peek',
      ears: EARS.perky,
      face: { eyes: 'open', mouth: 'w' },
      front: burrowFront,
    },
    at: [256, 350, 1.1],
    shadow: 0,
    behind: burrowBack,
  }),
  scene('Half-lop bunny with a bow, in a picnic basket', {
    back: (ctx) => sunburst(ctx, '#e3f0ff', '#eef6ff'),
    bunny: {
      coat: COATS.cinnamon,
      pose: 'peek',
      ears: EARS.half,
      face: { eyes: 'wink', mouth: 'teeth' },
      hat: (ctx) => bow(ctx, -46, -58, P.pink, -20),
      front: (ctx) => basketFront(ctx, P.mint),
    },
    at: [256, 330, 1.05],
    shadow: 0,
    behind: basketBack,
  }),
  scene('Chocolate bunny on its hind legs, watching a butterfly', {
    back: (ctx) => sunburst(ctx, '#eadcff', '#f3eaff', 230, '#d6c2f5'),
    bunny: {
      coat: COATS.chocolate,
      pose: 'stand',
      ears: EARS.up,
      paws: 'beg',
      face: { eyes: 'up', mouth: 'o' },
    },
    at: [236, 476, 1.0],
    over: (ctx) => at(ctx, 400, 100, 15, 1.2, () => butterfly(ctx, P.yellow)),
  }),
  scene('Dutch bunny washing its face', {
    back: (ctx) => sunburst(ctx, '#d8f0e8', '#e6f7f0', 230, '#b9e2d2'),
    bunny: {
      coat: COATS.dutchBrown,
      pose: 'sit',
      ears: EARS.up,
      paws: 'wash',
      headTilt: -8,
      face: { eyes: 'happy', mouth: 'w' },
    },
    at: [256, 470, 1.12],
  }),
  scene('Grey bunny in a red scarf in the snow', {
    back: (ctx) => snow(ctx),
    bunny: {
      coat: COATS.grey,
      pose: 'sit',
      ears: EARS.perky,
      face: { eyes: 'open', mouth: 'w' },
      neck: (ctx) => scarf(ctx, -132, 150, P.red),
    },
    at: [256, 470, 1.12],
  }),
  scene('White lionhead wearing a flower crown', {
    back: (ctx) => petals(ctx, '#ffe6ef', '#ffc9da'),
    bunny: {
      coat: COATS.lionWhite,
      pose: 'sit',
      ears: EARS.short,
      face: { eyes: 'happy', mouth: 'open' },
      hat: (ctx) => flowerCrown(ctx, [P.pink, P.yellow, P.lilac]),
    },
    at: [256, 470, 1.12],
  }),
  scene('Wild agouti rabbit with a four-leaf clover', {
    back: (ctx) => meadow(ctx, { ...MEADOW, sky: '#fff4d6' }, 12),
    bunny: {
      coat: COATS.agouti,
      pose: 'sit',
      ears: EARS.up,
      paws: 'hold',
      held: held((ctx) => clover(ctx, 4, 0.9), 0, -10, 0),
      face: { eyes: 'sparkle', mouth: 'w' },
    },
    at: [256, 470, 1.12],
  }),
];
