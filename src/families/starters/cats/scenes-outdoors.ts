// Cats out of doors: butterflies among the flowers, rolling in the grass, the first snow, a
// spring garden, falling autumn leaves and a rainbow.
import { TONES } from '../../../art/kit/palette.js';
import * as bg from './backgrounds.js';
import { COATS } from './paint.js';
import { BAT, SIT } from './poses.js';
import { BELLY, REACH, STAND, STRETCH } from './poses-active.js';
import * as prop from './props.js';
import type { CatScene } from './scene.js';

export const OUTDOORS = {
  butterflyChase: {
    title: 'Black cat chasing a butterfly through the flowers',
    back: (ctx) => {
      bg.outdoors(ctx, '#c9e8ff', '#9ed98a', 392);
      bg.flowers(ctx, '#ffffff', [60, 440], [420, 470], [470, 420], [120, 490]);
    },
    shadow: [270, 466, 150, 14],
    cat: { pose: STAND, coat: COATS.black, x: 270, y: 466 },
    face: { eyes: 'open', mouth: 'open', gaze: [-4, -5] },
    front: (ctx) => prop.butterfly(ctx, 92, 130, 0.9, '#ffb3d1', '#ff7fae'),
  },
  butterflyReach: {
    title: 'Tuxedo cat up on its hind legs to catch a butterfly',
    back: (ctx) => {
      bg.outdoors(ctx, '#bfe3ff', '#a6dc8e', 400);
      bg.flowers(ctx, '#ffd0e0', [56, 460], [456, 452], [110, 420]);
    },
    shadow: [256, 470, 130, 14],
    cat: { pose: REACH, coat: COATS.tuxedo, x: 256, y: 470 },
    face: { eyes: 'sparkle', mouth: 'open', gaze: [0, -5] },
    front: (ctx) => prop.butterfly(ctx, 262, 96, 0.8, '#ffe066', '#ff9f43'),
  },
  grassRoll: {
    title: 'Ginger and white cat rolling belly-up in the grass',
    back: (ctx) => {
      bg.outdoors(ctx, '#d4ecff', '#b3e29b', 330);
      bg.flowers(ctx, '#ffe680', [60, 372], [450, 356], [400, 470], [90, 480], [250, 490]);
    },
    cat: { pose: BELLY, coat: COATS.ginger, x: 246, y: 440 },
    face: { eyes: 'happy', mouth: 'open' },
  },
  firstSnow: {
    title: 'White cat happy in the first snow',
    back: (ctx) => bg.winter(ctx, 410),
    cat: { pose: SIT, coat: COATS.white, x: 256, y: 468, scale: 1.05 },
    face: { eyes: 'open', mouth: 'open', gaze: [0, -3] },
    front: (ctx) => prop.scarf(ctx, 256, 290, 160, TONES.cover),
  },
  springStretch: {
    title: 'Calico stretching in the spring garden',
    back: (ctx) => {
      bg.outdoors(ctx, '#d7f0ff', '#a8de96', 400);
      bg.flowers(ctx, '#ffb3cf', [60, 470], [430, 480], [480, 430], [300, 496]);
    },
    shadow: [250, 456, 190, 16],
    cat: { pose: STRETCH, coat: COATS.calico, x: 250, y: 456, flip: true },
    face: { eyes: 'wink', mouth: 'open' },
  },
  fallingLeaf: {
    title: 'Tortoiseshell batting at a falling leaf',
    back: (ctx) => {
      bg.outdoors(ctx, '#ffe6c9', '#f0c27a', 396);
      bg.autumnLeaves(ctx, 21, 6);
    },
    shadow: [236, 466, 160],
    cat: { pose: BAT, coat: COATS.tortie, x: 220, y: 466, scale: 1.04 },
    face: { eyes: 'open', mouth: 'open', gaze: [4, -3] },
    front: (ctx) => bg.leaf(ctx, 366, 214, 1.8, 0.9, '#e8553a'),
  },
  rainbow: {
    title: 'Ginger and white cat cheering under a rainbow',
    back: (ctx) => bg.rainbow(ctx, '#d4ecff', '#a8de96'),
    shadow: [256, 474, 130, 14],
    cat: { pose: REACH, coat: COATS.ginger, x: 256, y: 474 },
    face: { eyes: 'happy', mouth: 'open' },
    front: (ctx) => bg.sparkles(ctx, '#ffd84a', [90, 250, 14], [420, 240, 14], [256, 70, 12]),
  },
  snowStroll: {
    title: 'Silver tabby strolling through the snow',
    back: (ctx) => bg.winter(ctx, 400),
    shadow: [270, 466, 150, 14],
    cat: { pose: STAND, coat: COATS.silver, x: 270, y: 466 },
    face: { eyes: 'open', mouth: 'w', gaze: [-2, 0] },
  },
} satisfies Record<string, CatScene>;
