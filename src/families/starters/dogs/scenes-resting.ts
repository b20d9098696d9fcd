// Dogs at rest: asleep on cushions by night, in a bubble bath, and digging in the garden.
import { night, park, pattern, room, tiles, window } from './backgrounds.js';
import { BREEDS } from './breeds.js';
import { BLUE, GREEN, PINK } from './props.js';
import type { DogScene } from './scene.js';

export const RESTING = {
  goldenCushion: {
    title: 'Golden dog asleep on a cushion',
    back: (ctx) => night(ctx),
    dog: { breed: BREEDS.golden, pose: 'sleep', at: [190, 300, 1], bed: [66, 50, 236, BLUE] },
    mood: { eyes: 'closed', mouth: 'smile' },
  },
  flatfaceNap: {
    title: 'Flat-faced dog napping on a cushion',
    back: (ctx) => {
      room(ctx, '#e4eefc', '#d6e3f8', '#c99a66');
      window(ctx);
    },
    dog: { breed: BREEDS.flatface, pose: 'sleep', at: [200, 330, 1], bed: [50, 44, 220, PINK] },
    mood: { eyes: 'closed', mouth: 'smile' },
  },
  sausageStars: {
    title: 'Long low hound asleep under the stars',
    back: (ctx) => {
      pattern(ctx, '#3b3f78', '#4a4f8c', 'dot', 48);
      night(ctx, false);
    },
    dog: { breed: BREEDS.sausage, pose: 'sleep', at: [170, 300, 0.92], bed: [110, 44, 270, GREEN] },
    mood: { eyes: 'closed', mouth: 'smile' },
  },
  curlyBath: {
    title: 'Curly dog in a bubble bath',
    back: (ctx) => tiles(ctx, '#d9f1ee', '#bfe3de'),
    dog: { breed: BREEDS.curly, pose: 'bath', at: [256, 196, 0.96] },
    mood: { eyes: 'happy', mouth: 'open' },
  },
  herderBath: {
    title: 'Short-legged herder in the bath',
    back: (ctx) => tiles(ctx, '#ffe3ea', '#f8cbd6'),
    dog: { breed: BREEDS.herder, pose: 'bath', at: [256, 200, 0.96] },
    mood: { eyes: 'wink', mouth: 'grin' },
  },
  terrierDig: {
    title: 'Terrier digging in the garden',
    back: (ctx) => park(ctx, '#d8f0ff', '#9ad37f', 360),
    dog: { breed: BREEDS.terrier, pose: 'dig', at: [256, 200, 1] },
    mood: { eyes: 'happy', mouth: 'tongue' },
  },
} satisfies Record<string, DogScene>;
