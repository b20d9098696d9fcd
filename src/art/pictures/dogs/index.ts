// The dogs starter pictures: a recipe list pairing a dog kind and pose with a backdrop and props.
import type { StarterPicture } from '../types.js';
import { BREEDS, type Breed } from './breeds.js';
import { autumn, night, park, pattern, snow, sunburst, tiles } from './backgrounds.js';
import { tone, within, type Ctx } from './kit.js';
import { ball, bandana, cushion, disc, stick, streaks } from './props.js';
import { drawBath, drawDig, drawSleep } from './rest.js';
import { drawSide, sideGround, type GaitName } from './side.js';
import { drawSit, groundOf, type DogOptions } from './sit.js';

function picture(title: string, draw: (ctx: Ctx) => void): StarterPicture {
  return {
    title,
    draw: (ctx) => {
      ctx.save();
      draw(ctx);
      ctx.restore();
    },
  };
}

/** A sitting (or begging) dog whose paws rest on `ground`. */
function sitAt(ctx: Ctx, b: Breed, o: DogOptions, ground: number, x = 256, k = 1.12, beg = false) {
  within(ctx, x, ground - groundOf(b) * k, 0, k, () => drawSit(ctx, b, o, beg));
}

/** A side-view dog whose standing paws would rest on `ground` (lifted by `lift`). */
function sideAt(
  ctx: Ctx,
  b: Breed,
  o: DogOptions,
  g: GaitName,
  ground: number,
  x = 250,
  k = 1,
  lift = 0,
) {
  within(ctx, x, ground - sideGround(b) * k - lift, 0, k, () => drawSide(ctx, b, o, g));
}

const RED = tone('#e5484d', '#bd3338', '#ff8a8a');
const BLUE = tone('#4f7fe0', '#3961b8', '#8fb2ff');

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
];
