// Cats on a plain patterned backdrop, with nothing to sit in or on: sitting pretty, a big
// stretch, a wink and a toy fish.
import * as bg from './backgrounds.js';
import { COATS } from './paint.js';
import { SIT } from './poses.js';
import { STRETCH } from './poses-active.js';
import * as prop from './props.js';
import type { CatScene } from './scene.js';

export const PORTRAITS = {
  sunshine: {
    title: 'Orange tabby sitting pretty in the sunshine',
    back: (ctx) => bg.rays(ctx, '#fff1cc', '#fde3a0', 256, 230),
    shadow: [256, 470, 170],
    cat: { pose: SIT, coat: COATS.orange, x: 246, y: 470, scale: 1.12 },
    face: { eyes: 'open', mouth: 'w' },
    front: (ctx) => bg.sparkles(ctx, '#ffd84a', [86, 120, 16], [430, 96, 12], [452, 250, 9]),
  },
  stretch: {
    title: 'Grey tabby in a big morning stretch',
    back: (ctx) => {
      bg.glow(ctx, '#fff6da', '#ffe2c4');
      bg.sparkles(ctx, '#ffd84a', [90, 110, 14], [400, 80, 18], [456, 200, 10]);
    },
    shadow: [256, 454, 200, 18],
    cat: { pose: STRETCH, coat: COATS.grey, x: 266, y: 454, scale: 1.05 },
    face: { eyes: 'happy', mouth: 'open' },
  },
  toyFish: {
    title: 'Pointed cat with a toy fish',
    back: (ctx) => bg.checker(ctx, '#e3f1ff', '#d4e8fb'),
    shadow: [270, 470, 170],
    cat: { pose: SIT, coat: COATS.pointed, x: 286, y: 470, scale: 1.02 },
    face: { eyes: 'open', mouth: 'blep', gaze: [-4, 3] },
    front: (ctx) => prop.fishToy(ctx, 96, 448, 14, true),
  },
  wink: {
    title: 'Grey tabby winking with a little blep',
    back: (ctx) => bg.stripes(ctx, '#fff0f4', '#ffe1ea'),
    shadow: [246, 470, 170],
    cat: { pose: SIT, coat: COATS.grey, x: 246, y: 470, scale: 1.1 },
    face: { eyes: 'wink', mouth: 'blep' },
    front: (ctx) => {
      bg.loveHeart(ctx, 96, 130, 22);
      bg.sparkles(ctx, '#ffd84a', [430, 110, 14], [456, 190, 8]);
    },
  },
} satisfies Record<string, CatScene>;
