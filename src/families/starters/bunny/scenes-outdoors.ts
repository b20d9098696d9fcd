// Bunnies out of doors: spring meadows (sitting, a binky, a clover, painted eggs, a daisy), a
// moonlit night, snow, autumn leaves and a picnic blanket.
import { COATS } from './coats.js';
import { EARS } from './head.js';
import { MEADOW, autumn, gingham, meadow, night, snow, sparkle } from './backgrounds.js';
import { PROP_TONES as P, clover, egg, flower, scarf, tulip } from './props.js';
import { at, groundShadow } from './style.js';
import { scene, held, speedLines } from './scene.js';

export const OUTDOORS = {
  meadowSit: scene('White bunny sitting up in a spring meadow', {
    back: (ctx) => meadow(ctx),
    bunny: { coat: COATS.white, pose: 'sit', ears: EARS.up },
    face: { eyes: 'open', mouth: 'w' },
    at: [256, 468, 1.15],
  }),
  meadowBinky: scene('Dutch bunny doing a happy binky', {
    back: (ctx) => meadow(ctx, MEADOW, 4),
    bunny: { coat: COATS.dutch, pose: 'binky', ears: EARS.back },
    face: { eyes: 'happy', mouth: 'open', facing: 0.5 },
    at: [246, 430, 1.08],
    shadow: 0,
    behind: (ctx) => {
      groundShadow(ctx, 0, 20, 96, 14);
      speedLines(ctx);
    },
  }),
  moonlitFlop: scene('Spotted bunny flopped asleep under the moon', {
    back: (ctx) => night(ctx),
    bunny: { coat: COATS.spotted, pose: 'flop', ears: EARS.lying },
    face: { eyes: 'sleep', mouth: 'w' },
    at: [236, 430, 1.08],
    shadow: 190,
  }),
  snowScarf: scene('Grey bunny in a red scarf in the snow', {
    back: (ctx) => snow(ctx),
    bunny: {
      coat: COATS.grey,
      pose: 'sit',
      ears: EARS.perky,
      neck: (ctx) => scarf(ctx, -132, 150, P.red),
    },
    face: { eyes: 'open', mouth: 'w' },
    at: [256, 470, 1.12],
  }),
  clover: scene('Wild agouti rabbit with a four-leaf clover', {
    back: (ctx) => meadow(ctx, { ...MEADOW, sky: '#fff4d6' }, 12),
    bunny: {
      coat: COATS.agouti,
      pose: 'sit',
      ears: EARS.up,
      paws: 'hold',
      held: held((ctx) => clover(ctx, 4, 0.9), 0, -10, 0),
    },
    face: { eyes: 'sparkle', mouth: 'w' },
    at: [256, 470, 1.12],
  }),
  paintedEggs: scene('White bunny with painted eggs', {
    back: (ctx) => meadow(ctx, { ...MEADOW, sky: '#e8e2ff' }, 21),
    bunny: { coat: COATS.white, pose: 'sit', ears: EARS.half },
    face: { eyes: 'wink', mouth: 'open' },
    at: [226, 466, 1.05],
    after: (ctx) => {
      at(ctx, 150, 6, 12, 0.95, () => egg(ctx, P.blue, '#ffd65a'));
      at(ctx, 210, 10, -8, 0.75, () => egg(ctx, P.pink, '#ffffff'));
    },
  }),
  autumnLeaves: scene('Agouti bunny standing up in autumn leaves', {
    back: (ctx) => autumn(ctx),
    bunny: { coat: COATS.agouti, pose: 'stand', ears: EARS.perky, paws: 'beg' },
    face: { eyes: 'open', mouth: 'open' },
    at: [256, 468, 1.0],
  }),
  picnic: scene('Brown dutch bunny asleep on a picnic blanket', {
    back: (ctx) => {
      meadow(ctx, MEADOW, 30);
      gingham(ctx, 380, '#fff4f4', 'rgba(232, 90, 110, 0.35)');
    },
    bunny: { coat: COATS.dutchBrown, pose: 'flop', ears: EARS.lying },
    face: { eyes: 'sleep', mouth: 'w' },
    at: [240, 450, 1.02],
    shadow: 190,
    over: (ctx) => {
      flower(ctx, 440, 300, 16, P.pink, 0);
      sparkle(ctx, 120, 270, 10, '#ffffff');
    },
  }),
  daisy: scene('Chocolate half-lop with a daisy in a flower meadow', {
    back: (ctx) => meadow(ctx, { ...MEADOW, sky: '#d9f1ff', flowers: ['#ffffff', '#ffd0e0'] }, 40),
    bunny: {
      coat: COATS.chocolate,
      pose: 'stand',
      ears: EARS.half,
      paws: 'hold',
      held: (ctx) =>
        flower(ctx, 0, -16, 18, { base: '#ffffff', shade: '#e8e0ee', light: '#ffffff' }, 56),
    },
    face: { eyes: 'sparkle', mouth: 'w' },
    at: [256, 470, 0.98],
    over: (ctx) => {
      tulip(ctx, 40, 420, P.pink, 110);
      tulip(ctx, 88, 450, P.yellow, 80);
      flower(ctx, 430, 430, 18, P.lilac, 90);
      flower(ctx, 478, 400, 14, P.pink, 120);
    },
  }),
};
