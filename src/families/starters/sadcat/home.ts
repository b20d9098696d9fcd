// Sad cats at home: the indoor scenes (rooms, kitchens, the vet, bath and bed) and the
// close-ups, each a backdrop, a posed cat and its props.
import * as bg from './backgrounds.js';
import * as fx from './fixtures.js';
import { COATS, place } from './paint.js';
import * as prop from './props.js';
import type { SadScene } from './scene.js';
import * as small from './small-props.js';

export const HOME: readonly SadScene[] = [
  {
    title: 'Ginger tabby sobbing with tears streaming down',
    back: (ctx) => bg.patterned(ctx, '#dcecff', '#c5dcfa', 'drops'),
    cat: { pose: 'sit', coat: COATS.ginger, at: [256, 470, 1.12] },
    face: { mouth: 'wail', tears: 'stream', ears: 78 },
  },
  {
    title: 'Brown tabby loafing beside an empty food bowl',
    back: (ctx) => bg.tiles(ctx, '#fff1cc', '#fbe2a6', '#e9c89a', 380),
    cat: { pose: 'loaf', coat: COATS.brownTabby, at: [236, 462, 1] },
    face: { mouth: 'frown', tears: 'well', ears: 88, gaze: [0.6, 0.5] },
    front: (ctx) => prop.bowl(ctx, 426, 488, '#e86a6a', 'rgba(120, 20, 40, 0.3)'),
  },
  {
    title: 'Tuxedo cat wearing a cone collar at the vet',
    back: (ctx) => bg.patterned(ctx, '#d9f3ea', '#bfe8da', 'plus', 72),
    cat: { pose: 'sit', coat: COATS.tuxedo, at: [256, 480, 1] },
    face: { mouth: 'wobble', tears: 'well', ears: 70, lids: true },
    behindHead: (ctx) => place(ctx, 0, -200, 0.92, -6, () => prop.coneBack(ctx)),
    onHead: (ctx) => prop.coneRim(ctx),
  },
  {
    title: 'Calico pouting with a wobbly lip, close up',
    back: (ctx) => bg.patterned(ctx, '#ffe3ec', '#fbcadb', 'hearts', 70),
    cat: { pose: 'portrait', coat: COATS.calico, at: [256, 236, 1.4] },
    face: { mouth: 'pout', tears: 'well', ears: 80, gaze: [0, -0.4] },
  },
  {
    title: 'Siamese melted flat on the floor',
    back: (ctx) => {
      bg.patterned(ctx, '#e9e3f5', '#ddd4ee', 'dots', 56);
      bg.floor(ctx, '#c8b7e0', 300);
      small.wallFrame(ctx, 186, 90, 140, 110, () => small.fish(ctx, 248, 146, '#f4a04b'));
    },
    cat: { pose: 'flop', coat: COATS.siamese, at: [256, 452, 1.05] },
    face: { mouth: 'frown', tears: 'drop', ears: 96, gaze: [0, 0.5] },
  },
  {
    title: 'White cat wrapped in a blanket with tissues',
    back: (ctx) => bg.room(ctx, '#efe6ff', '#d9c9ee', 400),
    cat: { pose: 'blanket', coat: COATS.white, at: [236, 476, 0.95] },
    face: { mouth: 'wobble', tears: 'drop', ears: 76 },
    front: (ctx) => {
      prop.tissueBox(ctx, 420, 474);
      prop.tissueBall(ctx, 90, 480);
      prop.tissueBall(ctx, 380, 500, 0.8);
    },
  },
  {
    title: 'White cat soaked after a bath',
    back: (ctx) => bg.tiles(ctx, '#d6eefa', '#bfe0f2', '#b7c7e6', 420),
    cat: { pose: 'peek', coat: COATS.white, at: [256, 340, 1] },
    face: { mouth: 'wobble', tears: 'well', ears: 104, lids: true, wet: true },
    beforePaws: (ctx) => fx.tubFront(ctx, '#ffffff'),
  },
  {
    title: 'Grey cat hugging a broken heart',
    back: (ctx) => bg.patterned(ctx, '#efe6ff', '#e0d2fa', 'hearts', 64),
    cat: { pose: 'sit', coat: COATS.grey, at: [256, 474, 1] },
    face: { mouth: 'wail', tears: 'stream', ears: 88 },
    arms: 'chest',
    beforePaws: (ctx) => small.brokenHeart(ctx, 0, -96, 48),
  },
  {
    title: 'Black cat alone with a birthday cupcake',
    back: (ctx) => {
      bg.room(ctx, '#3a3f6e', '#2d2f55', 400);
      small.confetti(ctx, [
        [60, 486, 20, '#ffd84a'],
        [300, 496, -30, '#8fd0ff'],
        [470, 480, 50, '#ff8fab'],
        [120, 430, -10, '#8be08a'],
        [330, 440, 70, '#ffd84a'],
      ]);
    },
    cat: { pose: 'sit', coat: COATS.black, at: [200, 466, 0.9] },
    face: { mouth: 'wobble', tears: 'drop', ears: 90, gaze: [0.8, 0.6] },
    onHead: (ctx) => small.partyHat(ctx),
    front: (ctx) => small.cupcake(ctx, 400, 470),
  },
  {
    title: 'Grey tabby bawling, close up',
    back: (ctx) => bg.patterned(ctx, '#cfe0ff', '#b5cdf7', 'drops', 56),
    cat: { pose: 'portrait', coat: COATS.greyTabby, at: [256, 226, 1.35] },
    face: { mouth: 'wail', tears: 'stream', ears: 100 },
    tilt: 5,
  },
  {
    title: 'Calico looking at a spilled glass of milk',
    back: (ctx) => {
      bg.tiles(ctx, '#dff3ea', '#c6e8d8', '#f0d9b5', 390);
      small.wallFrame(ctx, 300, 90, 150, 120, () => small.fish(ctx, 366, 150, '#8fd0ff'));
      small.spilledMilk(ctx, 380, 476);
    },
    cat: { pose: 'sit', coat: COATS.calico, at: [160, 470, 0.86] },
    face: { mouth: 'frown', tears: 'drop', ears: 94, gaze: [0.9, 0.7] },
    tilt: 8,
    tailLeft: true,
  },
  {
    title: 'Grey cat flopped on a rug, tangled in yarn',
    back: (ctx) => {
      bg.patterned(ctx, '#ffe6d6', '#fbd6c0', 'dots', 56);
      bg.floor(ctx, '#e9c2a6', 280);
      ctx.fillStyle = '#c9a0dc';
      ctx.beginPath();
      ctx.ellipse(256, 430, 250, 64, 0, 0, Math.PI * 2);
      ctx.fill();
    },
    cat: { pose: 'flop', coat: COATS.grey, at: [246, 440, 1.02] },
    face: { mouth: 'wobble', tears: 'stream', ears: 100 },
    behindHead: (ctx) =>
      small.thread(ctx, '#e8495a', 'M236 -30C236 -120 160 -96 150 -70C140 -40 190 -40 170 -10'),
    last: (ctx) => {
      small.thread(
        ctx,
        '#e8495a',
        'M150 -8C100 10 60 4 40 -4M-124 -44L-112 2M-108 -44L-96 2M-112 2C-150 30 -220 10 -250 0',
      );
      small.yarn(ctx, 236, -30, '#e8495a');
    },
  },
  {
    title: 'Ginger cat in bed at night, unable to sleep',
    back: (ctx) => {
      fx.bedroom(ctx);
      place(ctx, 240, 380, 1, 0, () => fx.bedBack(ctx));
    },
    cat: { pose: 'peek', coat: COATS.ginger, at: [240, 380, 1] },
    face: { mouth: 'wobble', tears: 'well', ears: 92, lids: true, gaze: [0, -0.6] },
    beforePaws: (ctx) => fx.quilt(ctx, '#7fc8a9', '#a8dcc3'),
  },
  {
    title: 'Cream cat holding a wilted flower',
    back: (ctx) => {
      bg.patterned(ctx, '#fde6f0', '#f8cfe0', 'dots', 48);
      small.fallenPetal(ctx, 90, 470, 30);
      small.fallenPetal(ctx, 420, 486, -60);
    },
    cat: { pose: 'sit', coat: COATS.cream, at: [256, 470, 0.95] },
    face: { mouth: 'pout', tears: 'drop', ears: 92, gaze: [0.6, 0.3] },
    arms: 'chest',
    beforePaws: (ctx) => small.wiltedFlower(ctx, 0, -70),
  },
];
