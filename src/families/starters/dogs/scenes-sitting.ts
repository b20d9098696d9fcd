// Dogs sitting or begging, facing us: with bandanas and collars, tongues out, heads tilted,
// on patterned, sunburst, park, snow, autumn and beach backdrops.
import { autumn, beach, park, pattern, sparkles, snow, sunburst } from './backgrounds.js';
import { BREEDS } from './breeds.js';
import { within } from './paint.js';
import { bandana, bone, collar, BLUE, RED, YELLOW } from './props.js';
import type { DogScene } from './scene.js';

export const SITTING = {
  herderTongue: {
    title: 'Short-legged herder sitting with its tongue out',
    back: (ctx) => sunburst(ctx, '#fff0d6', '#ffe2b5'),
    dog: { breed: BREEDS.herder, pose: 'sit', ground: 456, k: 1.18 },
    mood: { eyes: 'open', mouth: 'tongue' },
  },
  spottedBandana: {
    title: 'Spotted dog in a red bandana',
    back: (ctx) => pattern(ctx, '#dff1ff', '#c8e4fb', 'paw'),
    dog: { breed: BREEDS.spotted, pose: 'sit', ground: 456 },
    mood: { eyes: 'happy', mouth: 'open', wag: true },
    neck: (c) => within(c, 0, 70, 0, 1, () => bandana(c, 70, RED)),
  },
  sledGrin: {
    title: 'Sled dog grinning in the snow',
    back: (ctx) => snow(ctx, 400),
    dog: { breed: BREEDS.sled, pose: 'sit', ground: 450 },
    mood: { eyes: 'open', mouth: 'grin', wag: true },
  },
  flatfaceTilt: {
    title: 'Flat-faced dog tilting its head',
    back: (ctx) => pattern(ctx, '#ffe3ea', '#ffd0dc', 'heart'),
    dog: { breed: BREEDS.flatface, pose: 'sit', ground: 452 },
    mood: { eyes: 'open', mouth: 'smile', tilt: 16 },
  },
  fluffyCollar: {
    title: 'Big fluffy dog in autumn leaves with a blue collar',
    back: (ctx) => autumn(ctx, 380),
    dog: { breed: BREEDS.fluffy, pose: 'sit', ground: 458, k: 1.08 },
    mood: { eyes: 'happy', mouth: 'grin', wag: true },
    neck: (c) => within(c, 0, 76, 0, 1, () => collar(c, 62, BLUE)),
  },
  spitzBeg: {
    title: 'Little spitz begging for a treat',
    back: (ctx) => {
      pattern(ctx, '#ffeede', '#ffdfc4', 'bone', 72);
      sparkles(ctx, [
        [150, 70, 12],
        [372, 96, 9],
        [330, 40, 7],
      ]);
      bone(ctx, 256, 70, 34, -0.2);
    },
    dog: { breed: BREEDS.spitz, pose: 'beg', ground: 460, k: 1.05 },
    mood: { eyes: 'up', mouth: 'tongue', tilt: -6 },
  },
  snowyTilt: {
    title: 'White fluffball tilting its head',
    back: (ctx) => {
      sunburst(ctx, '#e6e0ff', '#d8cffc', 256, 220, 16);
      sparkles(ctx, [
        [96, 120, 14],
        [420, 150, 10],
        [400, 70, 7],
      ]);
    },
    dog: { breed: BREEDS.snowy, pose: 'sit', ground: 456, k: 1.1 },
    mood: { eyes: 'open', mouth: 'smile', tilt: -18 },
  },
  cocoaBandana: {
    title: 'Chocolate curly dog in a yellow bandana',
    back: (ctx) => pattern(ctx, '#dcf5ea', '#c6ecdb', 'dot', 56),
    dog: { breed: BREEDS.cocoa, pose: 'sit', ground: 458 },
    mood: { eyes: 'open', mouth: 'open' },
    neck: (c) => within(c, 0, 76, 0, 1, () => bandana(c, 62, YELLOW, '#ffffff')),
  },
  houndPark: {
    title: 'Hound sitting in the park with its tongue out',
    back: (ctx) => park(ctx, '#d4efff', '#95d483', 370),
    dog: { breed: BREEDS.hound, pose: 'sit', ground: 458, k: 1.1 },
    mood: { eyes: 'happy', mouth: 'tongue', wag: true },
  },
  fluffyBeg: {
    title: 'Big fluffy dog begging',
    back: (ctx) => pattern(ctx, '#ffe9f0', '#ffd6e4', 'heart', 60),
    dog: { breed: BREEDS.fluffy, pose: 'beg', ground: 462, k: 1.02 },
    mood: { eyes: 'open', mouth: 'tongue', tilt: 8 },
  },
  goldenBeach: {
    title: 'Golden dog in a blue bandana at the beach',
    back: (ctx) => beach(ctx),
    dog: { breed: BREEDS.golden, pose: 'sit', ground: 470, k: 1.05 },
    mood: { eyes: 'open', mouth: 'open', wag: true },
    neck: (c) => within(c, 0, 76, 0, 1, () => bandana(c, 70, BLUE)),
  },
} satisfies Record<string, DogScene>;
