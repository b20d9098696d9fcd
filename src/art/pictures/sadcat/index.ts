// The sadcat starter pictures: the recipe list, each one a backdrop, a posed sad cat and
// its props (see src/art/pictures/types.ts for the contract).
import type { StarterPicture } from '../types.js';
import * as bg from './backgrounds.js';
import { RAISED_PAW, blanketCat, flopCat, loafCat, peekCat, portraitCat, sitCat } from './body.js';
import { COATS, place, type Ctx } from './paint.js';
import * as fx from './fixtures.js';
import * as prop from './props.js';
import * as thing from './things.js';

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

export const SADCAT_PICTURES: readonly StarterPicture[] = [
  picture('Ginger tabby sobbing with tears streaming down', (ctx) => {
    bg.patterned(ctx, '#dcecff', '#c5dcfa', 'drops');
    place(ctx, 256, 470, 1.12, 0, () =>
      sitCat(ctx, COATS.ginger, { mouth: 'wail', tears: 'stream', ears: 78 }),
    );
  }),
  picture('Grey cat under its own little rain cloud on a sunny day', (ctx) => {
    bg.sunnyDay(ctx);
    prop.rainCloud(ctx, 256, 76, 110, 430);
    place(ctx, 256, 470, 0.95, 0, () =>
      sitCat(ctx, COATS.grey, { mouth: 'wobble', tears: 'drop', ears: 84, lids: true, wet: true }),
    );
    bg.puddle(ctx, 256, 476, 120);
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
  picture('Black cat peeking sadly over a cardboard box', (ctx) => {
    bg.rainyDay(ctx, 5);
    bg.puddle(ctx, 120, 470, 70);
    place(ctx, 256, 330, 1, 0, () => prop.boxBack(ctx));
    place(ctx, 256, 330, 1, 0, () =>
      peekCat(
        ctx,
        COATS.black,
        { mouth: 'wobble', tears: 'drop', ears: 88 },
        {
          behindHead: () => undefined,
          beforePaws: () => prop.boxFront(ctx),
        },
      ),
    );
  }),
  picture('Calico staring out of a rainy window', (ctx) => {
    const pane = { x: 86, y: 92, w: 340, h: 276 };
    fx.windowBack(ctx, pane, '#c9d6ea', '#7e6aa8');
    fx.wallRain(ctx, 11);
    ctx.save();
    ctx.beginPath();
    ctx.rect(pane.x, pane.y, pane.w, pane.h + 40);
    ctx.clip();
    place(ctx, 246, pane.y + pane.h, 0.8, 0, () =>
      peekCat(ctx, COATS.calico, { mouth: 'frown', tears: 'well', ears: 92, gaze: [-0.2, 0.2] }),
    );
    ctx.restore();
    fx.windowGlass(ctx, pane, 7);
    fx.sill(ctx, pane);
    fx.hedge(ctx, 470);
  }),
  picture('Orange cat holding the string of a popped balloon', (ctx) => {
    bg.patterned(ctx, '#fff1cc', '#fbe2a6', 'clouds', 96);
    place(ctx, 236, 478, 0.95, 0, () =>
      sitCat(
        ctx,
        COATS.ginger,
        { mouth: 'wobble', tears: 'drop', ears: 84, gaze: [0.7, -0.8] },
        {
          arms: 'raise',
          tilt: 6,
          tailLeft: true,
          beforePaws: () =>
            prop.poppedBalloon(ctx, 190, -330, '#e8495a', [RAISED_PAW.x, RAISED_PAW.y - 10]),
        },
      ),
    );
  }),
  picture('Cream cat with an empty cone, its ice cream on the ground', (ctx) => {
    bg.sunnyDay(ctx, '#a9dc8e');
    place(ctx, 410, 478, 1.3, 0, () =>
      prop.iceCreamSplat(ctx, 0, 0, '#ffc7da', 'rgba(180, 40, 90, 0.25)'),
    );
    place(ctx, 220, 470, 0.95, 0, () =>
      sitCat(
        ctx,
        COATS.cream,
        { mouth: 'wail', tears: 'stream', ears: 80, gaze: [0.6, 0.6] },
        {
          arms: 'raise',
          tilt: 8,
          tailLeft: true,
          beforePaws: () => thing.emptyConeInPaw(ctx, RAISED_PAW.x + 4, RAISED_PAW.y + 6),
        },
      ),
    );
  }),
  picture('Grey tabby alone under a streetlight at night', (ctx) => {
    bg.night(ctx, 2);
    prop.streetlight(ctx, 150, 440, 'rgba(255, 236, 150, 0.28)');
    place(ctx, 246, 462, 0.62, 0, () =>
      sitCat(ctx, COATS.greyTabby, { mouth: 'frown', tears: 'drop', ears: 96, lids: true }),
    );
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
  picture('Tuxedo cat sitting in the rain under a torn umbrella', (ctx) => {
    bg.rainyDay(ctx, 9);
    bg.puddle(ctx, 256, 474, 170);
    place(ctx, 256, 470, 0.9, 0, () =>
      sitCat(
        ctx,
        COATS.tuxedo,
        { mouth: 'wobble', tears: 'drop', ears: 100, wet: true, gaze: [-0.3, -0.5] },
        {
          arms: 'raise',
          beforePaws: () =>
            fx.brokenUmbrella(ctx, 30, -350, '#f2c14e', 'rgba(150, 90, 10, 0.3)', [
              RAISED_PAW.x,
              RAISED_PAW.y,
            ]),
        },
      ),
    );
  }),
  picture('Siamese crying in the snow', (ctx) => {
    bg.snowyDay(ctx, 4);
    place(ctx, 256, 462, 0.95, 0, () =>
      sitCat(
        ctx,
        COATS.siamese,
        { mouth: 'wobble', tears: 'stream', ears: 90 },
        {
          onHead: () => thing.snowCap(ctx),
        },
      ),
    );
    bg.snowfall(ctx, 8, 18);
  }),
  picture('Brown tabby under falling autumn leaves', (ctx) => {
    bg.autumnDay(ctx);
    place(ctx, 256, 466, 0.95, 0, () =>
      sitCat(
        ctx,
        COATS.brownTabby,
        { mouth: 'frown', tears: 'well', ears: 98, lids: true },
        {
          onHead: () => thing.leafOnHead(ctx),
          tailLeft: true,
        },
      ),
    );
    bg.leaves(ctx, 6, 12);
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
  picture('Tortoiseshell cat watching its balloon float away', (ctx) => {
    bg.sky(ctx, '#bfe3ff', '#d7efff');
    bg.cloud(ctx, 380, 200, 0.7, '#ffffff', '#e6f2ff');
    bg.ground(ctx, 410, '#9fd68a');
    prop.balloon(ctx, 400, 80, '#8fd0ff', [380, 150]);
    place(ctx, 220, 470, 0.9, 0, () =>
      sitCat(
        ctx,
        COATS.tortie,
        { mouth: 'wobble', tears: 'well', ears: 90, gaze: [0.9, -1] },
        {
          lookUp: true,
          tilt: 10,
          tailLeft: true,
        },
      ),
    );
  }),
];
