// Sad cats at home: the indoor recipes (rooms, kitchens, the vet, bath and bed) and the
// close-ups, each a backdrop, a posed cat and its props.
import type { StarterPicture } from '../types.js';
import * as bg from './backgrounds.js';
import { blanketCat, flopCat, loafCat, peekCat, portraitCat, sitCat } from './body.js';
import * as fx from './fixtures.js';
import { COATS, place, picture } from './paint.js';
import * as prop from './props.js';
import * as thing from './things.js';

export const HOME_PICTURES: readonly StarterPicture[] = [
  picture('Ginger tabby sobbing with tears streaming down', (ctx) => {
    bg.patterned(ctx, '#dcecff', '#c5dcfa', 'drops');
    place(ctx, 256, 470, 1.12, 0, () =>
      sitCat(ctx, COATS.ginger, { mouth: 'wail', tears: 'stream', ears: 78 }),
    );
  }),
  picture('Brown tabby loafing beside an empty food bowl', (ctx) => {
    bg.tiles(ctx, '#fff1cc', '#fbe2a6', '#e9c89a', 380);
    place(ctx, 236, 462, 1, 0, () =>
      loafCat(ctx, COATS.brownTabby, { mouth: 'frown', tears: 'well', ears: 88, gaze: [0.6, 0.5] }),
    );
    prop.bowl(ctx, 426, 488, '#e86a6a', 'rgba(120, 20, 40, 0.3)');
  }),
  picture('Tuxedo cat wearing a cone collar at the vet', (ctx) => {
    bg.patterned(ctx, '#d9f3ea', '#bfe8da', 'plus', 72);
    place(ctx, 256, 480, 1, 0, () =>
      sitCat(
        ctx,
        COATS.tuxedo,
        { mouth: 'wobble', tears: 'well', ears: 70, lids: true },
        {
          behindHead: () => place(ctx, 0, -200, 0.92, -6, () => prop.coneBack(ctx)),
          onHead: () => prop.coneRim(ctx),
        },
      ),
    );
  }),
  picture('Calico pouting with a wobbly lip, close up', (ctx) => {
    bg.patterned(ctx, '#ffe3ec', '#fbcadb', 'hearts', 70);
    place(ctx, 256, 236, 1.4, 0, () =>
      portraitCat(ctx, COATS.calico, { mouth: 'pout', tears: 'well', ears: 80, gaze: [0, -0.4] }),
    );
  }),
  picture('Siamese melted flat on the floor', (ctx) => {
    bg.patterned(ctx, '#e9e3f5', '#ddd4ee', 'dots', 56);
    bg.floor(ctx, '#c8b7e0', 300);
    thing.wallFrame(ctx, 186, 90, 140, 110, () => thing.fish(ctx, 248, 146, '#f4a04b'));
    place(ctx, 256, 452, 1.05, 0, () =>
      flopCat(ctx, COATS.siamese, { mouth: 'frown', tears: 'drop', ears: 96, gaze: [0, 0.5] }),
    );
  }),
  picture('White cat wrapped in a blanket with tissues', (ctx) => {
    bg.room(ctx, '#efe6ff', '#d9c9ee', 400);
    place(ctx, 236, 476, 0.95, 0, () =>
      blanketCat(
        ctx,
        COATS.white,
        { mouth: 'wobble', tears: 'drop', ears: 76 },
        {
          colour: '#f29ab5',
          shade: 'rgba(140, 30, 80, 0.25)',
          stripe: '#f7bfd0',
        },
      ),
    );
    prop.tissueBox(ctx, 420, 474);
    prop.tissueBall(ctx, 90, 480);
    prop.tissueBall(ctx, 380, 500, 0.8);
  }),
  picture('White cat soaked after a bath', (ctx) => {
    bg.tiles(ctx, '#d6eefa', '#bfe0f2', '#b7c7e6', 420);
    place(ctx, 256, 340, 1, 0, () =>
      peekCat(
        ctx,
        COATS.white,
        { mouth: 'wobble', tears: 'well', ears: 104, lids: true, wet: true },
        {
          beforePaws: () => fx.tubFront(ctx, '#ffffff'),
        },
      ),
    );
  }),
  picture('Grey cat hugging a broken heart', (ctx) => {
    bg.patterned(ctx, '#efe6ff', '#e0d2fa', 'hearts', 64);
    place(ctx, 256, 474, 1, 0, () =>
      sitCat(
        ctx,
        COATS.grey,
        { mouth: 'wail', tears: 'stream', ears: 88 },
        {
          arms: 'chest',
          beforePaws: () => thing.brokenHeart(ctx, 0, -96, 48),
        },
      ),
    );
  }),
  picture('Black cat alone with a birthday cupcake', (ctx) => {
    bg.room(ctx, '#3a3f6e', '#2d2f55', 400);
    thing.confetti(ctx, [
      [60, 486, 20, '#ffd84a'],
      [300, 496, -30, '#8fd0ff'],
      [470, 480, 50, '#ff8fab'],
      [120, 430, -10, '#8be08a'],
      [330, 440, 70, '#ffd84a'],
    ]);
    place(ctx, 200, 466, 0.9, 0, () =>
      sitCat(
        ctx,
        COATS.black,
        { mouth: 'wobble', tears: 'drop', ears: 90, gaze: [0.8, 0.6] },
        {
          onHead: () => thing.partyHat(ctx),
        },
      ),
    );
    thing.cupcake(ctx, 400, 470);
  }),
  picture('Grey tabby bawling, close up', (ctx) => {
    bg.patterned(ctx, '#cfe0ff', '#b5cdf7', 'drops', 56);
    place(ctx, 256, 226, 1.35, 0, () =>
      portraitCat(ctx, COATS.greyTabby, { mouth: 'wail', tears: 'stream', ears: 100 }, { tilt: 5 }),
    );
  }),
  picture('Calico looking at a spilled glass of milk', (ctx) => {
    bg.tiles(ctx, '#dff3ea', '#c6e8d8', '#f0d9b5', 390);
    thing.wallFrame(ctx, 300, 90, 150, 120, () => thing.fish(ctx, 366, 150, '#8fd0ff'));
    thing.spilledMilk(ctx, 380, 476);
    place(ctx, 160, 470, 0.86, 0, () =>
      sitCat(
        ctx,
        COATS.calico,
        { mouth: 'frown', tears: 'drop', ears: 94, gaze: [0.9, 0.7] },
        {
          tilt: 8,
          tailLeft: true,
        },
      ),
    );
  }),
  picture('Grey cat flopped on a rug, tangled in yarn', (ctx) => {
    bg.patterned(ctx, '#ffe6d6', '#fbd6c0', 'dots', 56);
    bg.floor(ctx, '#e9c2a6', 280);
    ctx.fillStyle = '#c9a0dc';
    ctx.beginPath();
    ctx.ellipse(256, 430, 250, 64, 0, 0, Math.PI * 2);
    ctx.fill();
    place(ctx, 246, 440, 1.02, 0, () =>
      flopCat(
        ctx,
        COATS.grey,
        { mouth: 'wobble', tears: 'stream', ears: 100 },
        {
          behindHead: () =>
            thing.thread(
              ctx,
              '#e8495a',
              'M236 -30C236 -120 160 -96 150 -70C140 -40 190 -40 170 -10',
            ),
          last: () => {
            thing.thread(
              ctx,
              '#e8495a',
              'M150 -8C100 10 60 4 40 -4M-124 -44L-112 2M-108 -44L-96 2M-112 2C-150 30 -220 10 -250 0',
            );
            thing.yarn(ctx, 236, -30, '#e8495a');
          },
        },
      ),
    );
  }),
  picture('Ginger cat in bed at night, unable to sleep', (ctx) => {
    fx.bedroom(ctx);
    place(ctx, 240, 380, 1, 0, () => fx.bedBack(ctx));
    place(ctx, 240, 380, 1, 0, () =>
      peekCat(
        ctx,
        COATS.ginger,
        { mouth: 'wobble', tears: 'well', ears: 92, lids: true, gaze: [0, -0.6] },
        {
          beforePaws: () => fx.quilt(ctx, '#7fc8a9', '#a8dcc3'),
        },
      ),
    );
  }),
  picture('Cream cat holding a wilted flower', (ctx) => {
    bg.patterned(ctx, '#fde6f0', '#f8cfe0', 'dots', 48);
    thing.fallenPetal(ctx, 90, 470, 30);
    thing.fallenPetal(ctx, 420, 486, -60);
    place(ctx, 256, 470, 0.95, 0, () =>
      sitCat(
        ctx,
        COATS.cream,
        { mouth: 'pout', tears: 'drop', ears: 92, gaze: [0.6, 0.3] },
        {
          arms: 'chest',
          beforePaws: () => thing.wiltedFlower(ctx, 0, -70),
        },
      ),
    );
  }),
];
