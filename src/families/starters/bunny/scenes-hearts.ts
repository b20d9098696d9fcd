// Bunnies and hearts: a binky among hearts, a lop holding one, and two friends sharing one.
import { drawBunny } from './body.js';
import { COATS } from './coats.js';
import { EARS } from './head.js';
import { hearts, sunburst } from './backgrounds.js';
import { PROP_TONES as P, heart } from './props.js';
import { at, groundShadow } from './style.js';
import { scene, custom, held } from './scene.js';

export const HEARTS = {
  heartsBinky: scene('Spotted bunny binky with hearts', {
    back: (ctx) => hearts(ctx, '#ffe8ee', '#ffd3df'),
    bunny: { coat: COATS.greySpots, pose: 'binky', ears: EARS.back },
    face: { eyes: 'sparkle', mouth: 'open', facing: 0.5 },
    at: [250, 440, 1.08],
    shadow: 96,
    over: (ctx) => {
      at(ctx, 420, 130, 12, 1, () => heart(ctx, 20, P.red));
      at(ctx, 460, 200, -10, 1, () => heart(ctx, 13, P.pink));
    },
  }),
  heldHeart: scene('Black lop holding a heart', {
    back: (ctx) => sunburst(ctx, '#ffd9e2', '#ffe6ec', 230, '#f7bccb'),
    bunny: {
      coat: COATS.black,
      pose: 'sit',
      ears: EARS.lop,
      paws: 'hold',
      held: held((ctx) => heart(ctx, 30, P.red), 0, -4, 0),
    },
    face: { eyes: 'open', mouth: 'w' },
    at: [256, 470, 1.12],
  }),
  sharedHeart: custom('Two bunnies sharing a heart', (ctx) => {
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
};
