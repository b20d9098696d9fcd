// Sad cats out in the world: rain, snow, autumn, night streets, parks and a rainy window,
// each a backdrop, a posed cat and its props.
import type { StarterPicture } from '../types.js';
import * as bg from './backgrounds.js';
import { RAISED_PAW, peekCat, sitCat } from './body.js';
import * as fx from './fixtures.js';
import { COATS, place, picture } from './paint.js';
import * as prop from './props.js';
import * as thing from './things.js';

export const OUTSIDE_PICTURES: readonly StarterPicture[] = [
  picture('Grey cat under its own little rain cloud on a sunny day', (ctx) => {
    bg.sunnyDay(ctx);
    prop.rainCloud(ctx, 256, 76, 110, 430);
    place(ctx, 256, 470, 0.95, 0, () =>
      sitCat(ctx, COATS.grey, { mouth: 'wobble', tears: 'drop', ears: 84, lids: true, wet: true }),
    );
    bg.puddle(ctx, 256, 476, 120);
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
