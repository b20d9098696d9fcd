// The dogs starter pictures: a recipe list pairing a dog kind and pose with a backdrop and props.
import type { StarterPicture } from '../types.js';
import { BREEDS } from './breeds.js';
import {
  autumn,
  beach,
  night,
  park,
  pattern,
  room,
  rug,
  sparkles,
  snow,
  sunburst,
  tiles,
  window,
} from './backgrounds.js';
import { within } from './paint.js';
import { ball, bandana, bone, collar, cushion, disc, RED_BALL, stick, streaks } from './props.js';
import { drawBath, drawDig, drawSleep } from './rest.js';
import { BLUE, GREEN, PINK, picture, RED, sideAt, sitAt, YELLOW } from './stage.js';

export const DOGS_PICTURES: readonly StarterPicture[] = [
  picture('Short-legged herder sitting with its tongue out', (ctx) => {
    sunburst(ctx, '#fff0d6', '#ffe2b5');
    sitAt(ctx, BREEDS.herder, { face: { eyes: 'open', mouth: 'tongue' } }, 456, 256, 1.18);
  }),
  picture('Spotted dog in a red bandana', (ctx) => {
    pattern(ctx, '#dff1ff', '#c8e4fb', 'paw');
    sitAt(
      ctx,
      BREEDS.spotted,
      {
        face: { eyes: 'happy', mouth: 'open' },
        wag: true,
        neck: (c) => within(c, 0, 70, 0, 1, () => bandana(c, 70, RED)),
      },
      456,
    );
  }),
  picture('Golden long-haired dog running with a ball', (ctx) => {
    park(ctx, '#cdeaff', '#8fd07e', 392);
    sideAt(
      ctx,
      BREEDS.golden,
      {
        face: { eyes: 'happy', mouth: 'hold' },
        wag: true,
        mouthProp: (c) => ball(c, 0, 62, 31),
      },
      'gallop',
      430,
      236,
      1,
      40,
    );
  }),
  picture('Sled dog grinning in the snow', (ctx) => {
    snow(ctx, 400);
    sitAt(ctx, BREEDS.sled, { face: { eyes: 'open', mouth: 'grin' }, wag: true }, 450);
  }),
  picture('Flat-faced dog tilting its head', (ctx) => {
    pattern(ctx, '#ffe3ea', '#ffd0dc', 'heart');
    sitAt(
      ctx,
      BREEDS.flatface,
      { face: { eyes: 'open', mouth: 'smile' }, tilt: 16 },
      452,
      256,
      1.12,
    );
  }),
  picture('Floppy-eared hound carrying a stick', (ctx) => {
    autumn(ctx, 392);
    sideAt(
      ctx,
      BREEDS.hound,
      {
        face: { eyes: 'open', mouth: 'hold' },
        wag: true,
        mouthProp: (c) => stick(c, 0, 54, 120, -4),
      },
      'trot',
      440,
      240,
    );
  }),
  picture('Golden dog asleep on a cushion', (ctx) => {
    night(ctx);
    within(ctx, 190, 300, 0, 1, () => {
      within(ctx, 66, 50, 0, 1, () => cushion(ctx, 236, BLUE));
      drawSleep(ctx, BREEDS.golden, { face: { eyes: 'closed', mouth: 'smile' } });
    });
  }),
  picture('Curly dog in a bubble bath', (ctx) => {
    tiles(ctx, '#d9f1ee', '#bfe3de');
    within(ctx, 256, 196, 0, 0.96, () =>
      drawBath(ctx, BREEDS.curly, { face: { eyes: 'happy', mouth: 'open' } }),
    );
  }),
  picture('Spotted dog leaping for a flying disc', (ctx) => {
    park(ctx, '#bfe3ff', '#8fd07e', 440, false);
    streaks(ctx, 392, 112, 3, 50);
    disc(ctx, 428, 108, 40, -12);
    sideAt(
      ctx,
      BREEDS.spotted,
      { face: { eyes: 'up', mouth: 'grin' }, wag: true },
      'leap',
      470,
      230,
      0.95,
      90,
    );
  }),
  picture('Terrier digging in the garden', (ctx) => {
    park(ctx, '#d8f0ff', '#9ad37f', 360);
    within(ctx, 256, 200, 0, 1, () =>
      drawDig(ctx, BREEDS.terrier, { face: { eyes: 'happy', mouth: 'tongue' } }),
    );
  }),
  picture('Long low hound standing in a cosy room', (ctx) => {
    room(ctx, '#fbe7d3', '#f6dcc2');
    rug(ctx, 256, 440, 210, GREEN);
    bone(ctx, 420, 458, 26, 0.2);
    sideAt(
      ctx,
      BREEDS.sausage,
      { face: { eyes: 'open', mouth: 'smile' }, wag: true },
      'stand',
      440,
      236,
      1.05,
    );
  }),
  picture('Big fluffy dog in autumn leaves with a blue collar', (ctx) => {
    autumn(ctx, 380);
    sitAt(
      ctx,
      BREEDS.fluffy,
      {
        face: { eyes: 'happy', mouth: 'grin' },
        wag: true,
        neck: (c) => within(c, 0, 76, 0, 1, () => collar(c, 62, BLUE)),
      },
      458,
      256,
      1.08,
    );
  }),
  picture('Little spitz begging for a treat', (ctx) => {
    pattern(ctx, '#ffeede', '#ffdfc4', 'bone', 72);
    sparkles(ctx, [
      [150, 70, 12],
      [372, 96, 9],
      [330, 40, 7],
    ]);
    bone(ctx, 256, 70, 34, -0.2);
    sitAt(
      ctx,
      BREEDS.spitz,
      { face: { eyes: 'up', mouth: 'tongue' }, tilt: -6 },
      460,
      256,
      1.05,
      true,
    );
  }),
  picture('Short-legged herder running on the beach with a red ball', (ctx) => {
    beach(ctx);
    sideAt(
      ctx,
      BREEDS.herder,
      {
        face: { eyes: 'happy', mouth: 'hold' },
        wag: true,
        mouthProp: (c) => ball(c, 0, 60, 30, RED_BALL),
      },
      'gallop',
      450,
      250,
      1.05,
      40,
    );
  }),
  picture('White fluffball tilting its head', (ctx) => {
    sunburst(ctx, '#e6e0ff', '#d8cffc', 256, 220, 16);
    sparkles(ctx, [
      [96, 120, 14],
      [420, 150, 10],
      [400, 70, 7],
    ]);
    sitAt(ctx, BREEDS.snowy, { face: { eyes: 'open', mouth: 'smile' }, tilt: -18 }, 456, 256, 1.1);
  }),
  picture('Flat-faced dog napping on a cushion', (ctx) => {
    room(ctx, '#e4eefc', '#d6e3f8', '#c99a66');
    window(ctx);
    within(ctx, 200, 330, 0, 1, () => {
      within(ctx, 50, 44, 0, 1, () => cushion(ctx, 220, PINK));
      drawSleep(ctx, BREEDS.flatface, { face: { eyes: 'closed', mouth: 'smile' } });
    });
  }),
  picture('Chocolate curly dog in a yellow bandana', (ctx) => {
    pattern(ctx, '#dcf5ea', '#c6ecdb', 'dot', 56);
    sitAt(
      ctx,
      BREEDS.cocoa,
      {
        face: { eyes: 'open', mouth: 'open' },
        neck: (c) => within(c, 0, 76, 0, 1, () => bandana(c, 62, YELLOW, '#ffffff')),
      },
      458,
    );
  }),
  picture('Hound sitting in the park with its tongue out', (ctx) => {
    park(ctx, '#d4efff', '#95d483', 370);
    sitAt(
      ctx,
      BREEDS.hound,
      { face: { eyes: 'happy', mouth: 'tongue' }, wag: true },
      458,
      256,
      1.1,
    );
  }),
  picture('Sled dog racing through the snow', (ctx) => {
    snow(ctx, 420);
    sideAt(
      ctx,
      BREEDS.sled,
      { face: { eyes: 'open', mouth: 'grin' }, wag: true },
      'gallop',
      470,
      240,
      1,
      50,
    );
  }),
  picture('Golden dog in a blue bandana at the beach', (ctx) => {
    beach(ctx);
    sitAt(
      ctx,
      BREEDS.golden,
      {
        face: { eyes: 'open', mouth: 'open' },
        wag: true,
        neck: (c) => within(c, 0, 76, 0, 1, () => bandana(c, 70, BLUE)),
      },
      470,
      256,
      1.05,
    );
  }),
  picture('Long low hound asleep under the stars', (ctx) => {
    pattern(ctx, '#3b3f78', '#4a4f8c', 'dot', 48);
    night(ctx, false);
    within(ctx, 170, 300, 0, 0.92, () => {
      within(ctx, 110, 44, 0, 1, () => cushion(ctx, 270, GREEN));
      drawSleep(ctx, BREEDS.sausage, { face: { eyes: 'closed', mouth: 'smile' } });
    });
  }),
  picture('Short-legged herder in the bath', (ctx) => {
    tiles(ctx, '#ffe3ea', '#f8cbd6');
    within(ctx, 256, 200, 0, 0.96, () =>
      drawBath(ctx, BREEDS.herder, { face: { eyes: 'wink', mouth: 'grin' } }),
    );
  }),
  picture('Terrier leaping for a flying disc at the beach', (ctx) => {
    beach(ctx);
    streaks(ctx, 400, 130, 3, 50);
    disc(ctx, 436, 126, 38, -10, BLUE);
    sideAt(
      ctx,
      BREEDS.terrier,
      { face: { eyes: 'up', mouth: 'grin' }, wag: true },
      'leap',
      480,
      226,
      0.95,
      80,
    );
  }),
  picture('Big fluffy dog begging', (ctx) => {
    pattern(ctx, '#ffe9f0', '#ffd6e4', 'heart', 60);
    sitAt(
      ctx,
      BREEDS.fluffy,
      { face: { eyes: 'open', mouth: 'tongue' }, tilt: 8 },
      462,
      256,
      1.02,
      true,
    );
  }),
];
