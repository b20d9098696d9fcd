// Bunnies peeking out of things, each drawn between the thing's back and front halves (see
// containers.ts): a teacup, a burrow, a picnic basket, a flower pot and a gift box.
import { COATS } from './coats.js';
import { EARS } from './head.js';
import { dots, meadow, sunburst } from './backgrounds.js';
import { PROP_TONES as P, bow, tulip } from './props.js';
import { at, groundShadow } from './style.js';
import {
  basketBack,
  basketFront,
  burrowBack,
  burrowFront,
  giftBack,
  giftFront,
  giftLid,
  potBack,
  potFront,
  teacupBack,
  teacupFront,
} from './containers.js';
import { scene, confetti } from './scene.js';

export const PEEKING = {
  teacup: scene('Lionhead bunny in a polka-dot teacup', {
    back: (ctx) => dots(ctx, '#fde3ea', '#fbd2de'),
    bunny: {
      coat: COATS.lionhead,
      pose: 'peek',
      ears: EARS.short,
      front: (ctx) => teacupFront(ctx, P.cup, '#ffb6c8'),
    },
    face: { eyes: 'sparkle', mouth: 'open' },
    at: [256, 300, 1.08],
    shadow: 0,
    behind: (ctx) => teacupBack(ctx),
  }),
  burrow: scene('Black bunny peeking out of its burrow', {
    back: (ctx) => meadow(ctx),
    bunny: { coat: COATS.black, pose: 'peek', ears: EARS.perky, front: burrowFront },
    face: { eyes: 'open', mouth: 'w' },
    at: [256, 350, 1.1],
    shadow: 0,
    behind: burrowBack,
  }),
  basket: scene('Half-lop bunny with a bow, in a picnic basket', {
    back: (ctx) => sunburst(ctx, '#e3f0ff', '#eef6ff'),
    bunny: {
      coat: COATS.cinnamon,
      pose: 'peek',
      ears: EARS.half,
      hat: (ctx) => bow(ctx, -46, -58, P.pink, -20),
      front: (ctx) => basketFront(ctx, P.mint),
    },
    face: { eyes: 'wink', mouth: 'teeth' },
    at: [256, 330, 1.05],
    shadow: 0,
    behind: basketBack,
  }),
  flowerPot: scene('Cinnamon bunny in a flower pot among tulips', {
    back: (ctx) => dots(ctx, '#fff3d9', '#ffe9bd', 7, 40),
    bunny: { coat: COATS.cinnamon, pose: 'peek', ears: EARS.up, front: potFront },
    face: { eyes: 'open', mouth: 'teeth' },
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
  giftBox: scene('Dutch bunny popping out of a gift box', {
    back: (ctx) => {
      sunburst(ctx, '#fff1cc', '#fff7e0');
      confetti(ctx, 17);
    },
    bunny: {
      coat: COATS.dutch,
      pose: 'peek',
      ears: EARS.perky,
      front: (ctx) => giftFront(ctx, P.mint, P.pink),
    },
    face: { eyes: 'sparkle', mouth: 'open' },
    after: (ctx) => at(ctx, 168, 118, 14, 0.8, () => giftLid(ctx, P.mint, P.pink)),
    at: [236, 320, 1.05],
    shadow: 0,
    behind: (ctx) => {
      groundShadow(ctx, 40, 160, 190, 18);
      giftBack(ctx, P.mint);
    },
  }),
};
