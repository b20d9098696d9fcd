// Cats at home: yarn and boxes, blankets and cushions, beds, table edges and windowsills by
// day and by night.
import { TONES } from '../../../art/kit/palette.js';
import * as bg from './backgrounds.js';
import { COATS } from './paint.js';
import { BAT, CURL, KNEAD, LOAF } from './poses.js';
import { BELLY, PEEK } from './poses-active.js';
import * as prop from './props.js';
import type { CatScene } from './scene.js';

export const INDOORS = {
  yarnBat: {
    title: 'Calico batting a ball of pink yarn',
    back: (ctx) => bg.room(ctx, '#e9e3f5', '#e1d8f0', '#c8b7e0', 380),
    shadow: [240, 466, 160],
    cat: { pose: BAT, coat: COATS.calico, x: 220, y: 466, scale: 1.05 },
    face: { eyes: 'sparkle', mouth: 'open', gaze: [3, -2] },
    front: (ctx) =>
      prop.yarn(ctx, 392, 292, 40, prop.YARN_PINK, 'M380 330Q400 420 460 440Q500 452 520 430'),
  },
  blanketKnead: {
    title: 'Tuxedo cat kneading a cosy blanket',
    back: (ctx) => {
      bg.hearts(ctx, '#ffe3ea', '#ffd0dc');
      prop.blanket(ctx, 380, '#8fd3c4', '#b9e6dc');
    },
    cat: { pose: KNEAD, coat: COATS.tuxedo, x: 256, y: 462, scale: 1.05 },
    face: { eyes: 'happy', mouth: 'w' },
    front: (ctx) => {
      prop.motion(ctx, 178, 372);
      bg.loveHeart(ctx, 110, 130, 20);
      bg.loveHeart(ctx, 412, 108, 15, '#ff9fb4');
    },
  },
  sunnySill: {
    title: 'Pointed cat loafing on a sunny windowsill',
    back: (ctx) => {
      bg.fill(ctx, '#f5e6d3');
      prop.windowScene(ctx, '#bfe3ff', 420, (c) => {
        bg.curvedCloud(c, 180, 120, 0.9);
        bg.curvedCloud(c, 380, 220, 0.6);
      });
    },
    cat: { pose: LOAF, coat: COATS.pointed, x: 236, y: 412, scale: 0.82 },
    face: { eyes: 'open', mouth: 'blep' },
    front: (ctx) => prop.plant(ctx, 426, 376, 0.72),
  },
  plumBed: {
    title: 'Grey tabby curled up asleep in a plum bed',
    back: (ctx) => {
      bg.night(ctx);
      prop.bedBack(ctx, prop.BED_PLUM);
    },
    cat: { pose: CURL, coat: COATS.grey, x: 256, y: 440, scale: 0.9 },
    face: { eyes: 'sleep', mouth: 'tiny', droopy: true },
    front: (ctx) => prop.bedFront(ctx, prop.BED_PLUM),
  },
  tableEdge: {
    title: 'Calico peeking over the table edge',
    back: (ctx) => bg.dots(ctx, '#dff3e4', '#c6e8cf'),
    cat: { pose: PEEK, coat: COATS.calico },
    face: { eyes: 'open', mouth: 'w', gaze: [0, 2] },
    between: (ctx) => prop.tableEdge(ctx, 380, TONES.wood),
    front: (ctx) => prop.yarn(ctx, 420, 352, 30, prop.YARN_BLUE),
  },
  box: {
    title: 'Orange tabby popping out of a cardboard box',
    back: (ctx) => {
      bg.dots(ctx, '#fde7d0', '#f8d5b4');
      bg.groundShadow(ctx, 256, 470, 200, 16);
      prop.boxBack(ctx);
    },
    cat: { pose: PEEK, coat: COATS.orange, y: 408 },
    face: { eyes: 'open', mouth: 'open' },
    between: (ctx) => prop.boxFront(ctx),
  },
  autumnCushion: {
    title: 'Tortoiseshell loaf on a cushion among autumn leaves',
    back: (ctx) => {
      bg.glow(ctx, '#ffeccd', '#ffd3a8');
      bg.autumnLeaves(ctx, 5, 10);
      prop.cushion(ctx, 256, 380, 400, prop.CUSHION_GOLD);
    },
    cat: { pose: LOAF, coat: COATS.tortie, x: 262, y: 430, scale: 0.92 },
    face: { eyes: 'open', mouth: 'w' },
  },
  cushionNap: {
    title: 'Black cat curled up asleep on a cushion',
    back: (ctx) => {
      bg.dots(ctx, '#efe4ff', '#e0d0fb', 7, 48);
      prop.cushion(ctx, 256, 350, 440, prop.CUSHION_PINK);
    },
    cat: { pose: CURL, coat: COATS.black, x: 256, y: 426, scale: 0.9 },
    face: { eyes: 'sleep', mouth: 'tiny', droopy: true },
    front: (ctx) => {
      bg.loveHeart(ctx, 120, 120, 16, '#c9a7ff');
      bg.loveHeart(ctx, 160, 80, 10, '#c9a7ff');
    },
  },
  knittedBlanket: {
    title: 'Silver tabby kneading a knitted blanket',
    back: (ctx) => {
      bg.rays(ctx, '#e1f6ee', '#cdeee0', 256, 220);
      prop.blanket(ctx, 384, '#ffb48a', '#ffd2b8');
    },
    cat: { pose: KNEAD, coat: COATS.silver, x: 256, y: 462, scale: 1.05 },
    face: { eyes: 'happy', mouth: 'open' },
    front: (ctx) => {
      prop.motion(ctx, 178, 372);
      bg.loveHeart(ctx, 96, 116, 18);
    },
  },
  quiltPeek: {
    title: 'White cat peeking over the quilt at night',
    back: (ctx) => bg.night(ctx, '#4a4f86'),
    cat: { pose: PEEK, coat: COATS.white, y: 476 },
    face: { eyes: 'sparkle', mouth: 'w' },
    between: (ctx) => prop.blanket(ctx, 396, '#f59fb8', '#fbc3d3'),
  },
  starrySill: {
    title: 'Black cat loafing on the windowsill under the stars',
    back: (ctx) => {
      bg.fill(ctx, '#e8dcf2');
      prop.windowScene(ctx, '#34406e', 420, (c) => {
        bg.sparkles(c, '#ffe27a', [150, 110, 12], [370, 90, 9], [330, 200, 7], [170, 250, 8]);
        c.fillStyle = '#ffe9a8';
        c.fill(bg.moonPath(300, 130, 36));
      });
    },
    cat: { pose: LOAF, coat: COATS.black, x: 252, y: 412, scale: 0.82 },
    face: { eyes: 'open', mouth: 'w', gaze: [2, -3] },
  },
  rugYarn: {
    title: 'Pointed cat rolling belly-up with a ball of yarn',
    back: (ctx) => {
      bg.room(ctx, '#fdf1e2', '#f8e6d0', '#e2c7a6', 330);
      ctx.fillStyle = '#9fd0c4';
      ctx.fill(bg.rugPath(256, 420, 236, 70));
    },
    cat: { pose: BELLY, coat: COATS.pointed, x: 246, y: 440 },
    face: { eyes: 'open', mouth: 'open' },
    front: (ctx) => prop.yarn(ctx, 330, 210, 34, prop.YARN_PINK, 'M330 244Q300 300 380 330'),
  },
} satisfies Record<string, CatScene>;
