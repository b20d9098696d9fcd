// Dogs side-on and on the move: running with a ball or a stick, leaping for a disc, racing
// through snow, and standing in a cosy room.
import { autumn, beach, park, room, rug, snow } from './backgrounds.js';
import { BREEDS } from './breeds.js';
import { ball, bone, disc, stick, streaks, BLUE, GREEN, RED_BALL } from './props.js';
import type { DogScene } from './scene.js';

export const ACTIVE = {
  goldenBall: {
    title: 'Golden long-haired dog running with a ball',
    back: (ctx) => park(ctx, '#cdeaff', '#8fd07e', 392),
    dog: { breed: BREEDS.golden, pose: 'gallop', ground: 430, x: 236, lift: 40 },
    mood: { eyes: 'happy', mouth: 'hold', wag: true },
    mouthProp: (c) => ball(c, 0, 62, 31),
  },
  houndStick: {
    title: 'Floppy-eared hound carrying a stick',
    back: (ctx) => autumn(ctx),
    dog: { breed: BREEDS.hound, pose: 'trot', ground: 440, x: 240 },
    mood: { eyes: 'open', mouth: 'hold', wag: true },
    mouthProp: (c) => stick(c, 0, 54, 120, -4),
  },
  spottedDisc: {
    title: 'Spotted dog leaping for a flying disc',
    back: (ctx) => {
      park(ctx, '#bfe3ff', '#8fd07e', 440, false);
      streaks(ctx, 392, 112, 3, 50);
      disc(ctx, 428, 108, 40, -12);
    },
    dog: { breed: BREEDS.spotted, pose: 'leap', ground: 470, x: 230, k: 0.95, lift: 90 },
    mood: { eyes: 'up', mouth: 'grin', wag: true },
  },
  sausageRoom: {
    title: 'Long low hound standing in a cosy room',
    back: (ctx) => {
      room(ctx, '#fbe7d3', '#f6dcc2');
      rug(ctx, 256, 440, 210, GREEN);
      bone(ctx, 420, 458, 26, 0.2);
    },
    dog: { breed: BREEDS.sausage, pose: 'stand', ground: 440, x: 236, k: 1.05 },
    mood: { eyes: 'open', mouth: 'smile', wag: true },
  },
  herderBeach: {
    title: 'Short-legged herder running on the beach with a red ball',
    back: (ctx) => beach(ctx),
    dog: { breed: BREEDS.herder, pose: 'gallop', ground: 450, k: 1.05, lift: 40 },
    mood: { eyes: 'happy', mouth: 'hold', wag: true },
    mouthProp: (c) => ball(c, 0, 60, 30, RED_BALL),
  },
  sledRace: {
    title: 'Sled dog racing through the snow',
    back: (ctx) => snow(ctx, 420),
    dog: { breed: BREEDS.sled, pose: 'gallop', ground: 470, x: 240, lift: 50 },
    mood: { eyes: 'open', mouth: 'grin', wag: true },
  },
  terrierDisc: {
    title: 'Terrier leaping for a flying disc at the beach',
    back: (ctx) => {
      beach(ctx);
      streaks(ctx, 400, 130, 3, 50);
      disc(ctx, 436, 126, 38, -10, BLUE);
    },
    dog: { breed: BREEDS.terrier, pose: 'leap', ground: 480, x: 226, k: 0.95, lift: 80 },
    mood: { eyes: 'up', mouth: 'grin', wag: true },
  },
} satisfies Record<string, DogScene>;
