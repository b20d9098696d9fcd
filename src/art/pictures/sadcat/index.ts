// The sadcat starter pictures: the recipe list, each one a backdrop, a posed sad cat and
// its props (see src/art/pictures/types.ts for the contract).
import type { StarterPicture } from '../types.js';
import * as bg from './backgrounds.js';
import { blanketCat, flopCat, loafCat, peekCat, portraitCat, sitCat } from './body.js';
import { COATS, place, type Ctx } from './paint.js';
import * as prop from './props.js';

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
    place(ctx, 256, 470, 0.95, 0, () =>
      sitCat(ctx, COATS.grey, { mouth: 'wobble', tears: 'drop', ears: 84, lids: true }),
    );
    prop.rainCloud(ctx, 256, 76, 110, 430);
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
    place(ctx, 256, 250, 1.55, 0, () =>
      portraitCat(ctx, COATS.calico, { mouth: 'pout', tears: 'well', ears: 80, gaze: [0, -0.4] }),
    );
  }),
  picture('Siamese melted flat on the floor', (ctx) => {
    bg.room(ctx, '#e9e3f5', '#c8b7e0', 330);
    place(ctx, 256, 440, 0.95, 0, () =>
      flopCat(ctx, COATS.siamese, { mouth: 'frown', tears: 'drop', ears: 96 }),
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
];
