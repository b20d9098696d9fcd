// Sad cats out in the world: rain, snow, autumn, night streets, parks and a rainy window,
// each a backdrop, a posed cat and its props.
import * as bg from './backgrounds.js';
import { RAISED_PAW } from './body.js';
import * as fx from './fixtures.js';
import { COATS, place } from './paint.js';
import * as prop from './props.js';
import type { SadScene } from './scene.js';
import * as small from './small-props.js';

/** The rainy window's glass: the cat sits behind it, its paws on the sill below. */
const PANE = { x: 86, y: 92, w: 340, h: 276 };

export const OUTSIDE: readonly SadScene[] = [
  {
    title: 'Grey cat under its own little rain cloud on a sunny day',
    back: (ctx) => {
      bg.sunnyDay(ctx);
      prop.rainCloud(ctx, 256, 76, 110, 430);
    },
    cat: { pose: 'sit', coat: COATS.grey, at: [256, 470, 0.95] },
    face: { mouth: 'wobble', tears: 'drop', ears: 84, lids: true, wet: true },
    front: (ctx) => bg.puddle(ctx, 256, 476, 120),
  },
  {
    title: 'Black cat peeking sadly over a cardboard box',
    back: (ctx) => {
      bg.rainyDay(ctx, 5);
      bg.puddle(ctx, 120, 470, 70);
      place(ctx, 256, 330, 1, 0, () => prop.boxBack(ctx));
    },
    cat: { pose: 'peek', coat: COATS.black, at: [256, 330, 1] },
    face: { mouth: 'wobble', tears: 'drop', ears: 88 },
    beforePaws: (ctx) => prop.boxFront(ctx),
  },
  {
    title: 'Calico staring out of a rainy window',
    back: (ctx) => {
      fx.windowBack(ctx, PANE, '#c9d6ea', '#7e6aa8');
      fx.wallRain(ctx, 11);
    },
    cat: { pose: 'peek', coat: COATS.calico, at: [246, PANE.y + PANE.h, 0.8] },
    face: { mouth: 'frown', tears: 'well', ears: 92, gaze: [-0.2, 0.2] },
    clip: [PANE.x, PANE.y, PANE.w, PANE.h + 40],
    front: (ctx) => {
      fx.windowGlass(ctx, PANE, 7);
      fx.sill(ctx, PANE);
      fx.hedge(ctx, 470);
    },
  },
  {
    title: 'Orange cat holding the string of a popped balloon',
    back: (ctx) => bg.patterned(ctx, '#fff1cc', '#fbe2a6', 'clouds', 96),
    cat: { pose: 'sit', coat: COATS.ginger, at: [236, 478, 0.95] },
    face: { mouth: 'wobble', tears: 'drop', ears: 84, gaze: [0.7, -0.8] },
    arms: 'raise',
    tilt: 6,
    tailLeft: true,
    beforePaws: (ctx) =>
      prop.poppedBalloon(ctx, 190, -330, '#e8495a', [RAISED_PAW.x, RAISED_PAW.y - 10]),
  },
  {
    title: 'Cream cat with an empty cone, its ice cream on the ground',
    back: (ctx) => {
      bg.sunnyDay(ctx, '#a9dc8e');
      place(ctx, 410, 478, 1.3, 0, () =>
        prop.iceCreamSplat(ctx, 0, 0, '#ffc7da', 'rgba(180, 40, 90, 0.25)'),
      );
    },
    cat: { pose: 'sit', coat: COATS.cream, at: [220, 470, 0.95] },
    face: { mouth: 'wail', tears: 'stream', ears: 80, gaze: [0.6, 0.6] },
    arms: 'raise',
    tilt: 8,
    tailLeft: true,
    beforePaws: (ctx) => small.emptyConeInPaw(ctx, RAISED_PAW.x + 4, RAISED_PAW.y + 6),
  },
  {
    title: 'Grey tabby alone under a streetlight at night',
    back: (ctx) => {
      bg.night(ctx, 2);
      prop.streetlight(ctx, 150, 440, 'rgba(255, 236, 150, 0.28)');
    },
    cat: { pose: 'sit', coat: COATS.greyTabby, at: [246, 462, 0.62] },
    face: { mouth: 'frown', tears: 'drop', ears: 96, lids: true },
  },
  {
    title: 'Tuxedo cat sitting in the rain under a torn umbrella',
    back: (ctx) => {
      bg.rainyDay(ctx, 9);
      bg.puddle(ctx, 256, 474, 170);
    },
    cat: { pose: 'sit', coat: COATS.tuxedo, at: [256, 470, 0.9] },
    face: { mouth: 'wobble', tears: 'drop', ears: 100, wet: true, gaze: [-0.3, -0.5] },
    arms: 'raise',
    beforePaws: (ctx) =>
      fx.brokenUmbrella(ctx, 30, -350, '#f2c14e', 'rgba(150, 90, 10, 0.3)', [
        RAISED_PAW.x,
        RAISED_PAW.y,
      ]),
  },
  {
    title: 'Siamese crying in the snow',
    back: (ctx) => bg.snowyDay(ctx, 4),
    cat: { pose: 'sit', coat: COATS.siamese, at: [256, 462, 0.95] },
    face: { mouth: 'wobble', tears: 'stream', ears: 90 },
    onHead: (ctx) => small.snowCap(ctx),
    front: (ctx) => bg.snowfall(ctx, 8, 18),
  },
  {
    title: 'Brown tabby under falling autumn leaves',
    back: (ctx) => bg.autumnDay(ctx),
    cat: { pose: 'sit', coat: COATS.brownTabby, at: [256, 466, 0.95] },
    face: { mouth: 'frown', tears: 'well', ears: 98, lids: true },
    onHead: (ctx) => small.leafOnHead(ctx),
    tailLeft: true,
    front: (ctx) => bg.leaves(ctx, 6, 12),
  },
  {
    title: 'Tortoiseshell cat watching its balloon float away',
    back: (ctx) => {
      bg.sky(ctx, '#bfe3ff', '#d7efff');
      bg.shadedPuffCloud(ctx, 380, 200, 0.7, '#ffffff', '#e6f2ff');
      bg.ground(ctx, 410, '#9fd68a');
      prop.balloon(ctx, 400, 80, '#8fd0ff', [380, 150]);
    },
    cat: { pose: 'sit', coat: COATS.tortie, at: [220, 470, 0.9] },
    face: { mouth: 'wobble', tears: 'well', ears: 90, gaze: [0.9, -1] },
    lookUp: true,
    tilt: 10,
    tailLeft: true,
  },
];
