// Bunny portraits on a plain or patterned backdrop, each showing off a pose or a habit: a loaf,
// nibbling a carrot, begging at a butterfly, washing, a flower crown, a nap by the window.
import { COATS } from './coats.js';
import { EARS } from './head.js';
import { dots, petals, room, sparkle, sunburst, window } from './backgrounds.js';
import { PROP_TONES as P, butterfly, carrot, cushion, flowerCrown } from './props.js';
import { at } from './style.js';
import { scene, held, bubbles, ROOM } from './scene.js';

export const PORTRAITS = {
  contentLoaf: scene('Agouti bunny loaf, ears down, very content', {
    back: (ctx) => sunburst(ctx, '#ffe9c7', '#fff2da', 260, '#f5d2a0'),
    bunny: { coat: COATS.agouti, pose: 'loaf', ears: EARS.flat },
    face: { eyes: 'happy', mouth: 'w' },
    at: [256, 452, 1.3],
    shadow: 140,
  }),
  carrot: scene('Grey lop nibbling a carrot', {
    back: (ctx) => dots(ctx, '#e4f3e0', '#d2ebcc'),
    bunny: {
      coat: COATS.grey,
      pose: 'sit',
      ears: EARS.lop,
      paws: 'hold',
      held: held(carrot, -16, 12, -140, 0.95),
    },
    face: { eyes: 'open', mouth: 'chew' },
    at: [256, 470, 1.15],
  }),
  butterfly: scene('Chocolate bunny on its hind legs, watching a butterfly', {
    back: (ctx) => sunburst(ctx, '#eadcff', '#f3eaff', 230, '#d6c2f5'),
    bunny: { coat: COATS.chocolate, pose: 'stand', ears: EARS.up, paws: 'beg' },
    face: { eyes: 'up', mouth: 'o' },
    at: [236, 476, 1.0],
    over: (ctx) => at(ctx, 400, 100, 15, 1.2, () => butterfly(ctx, P.yellow)),
  }),
  washing: scene('Dutch bunny washing its face', {
    back: (ctx) => sunburst(ctx, '#d8f0e8', '#e6f7f0', 230, '#b9e2d2'),
    bunny: { coat: COATS.dutchBrown, pose: 'sit', ears: EARS.up, paws: 'wash', headTilt: -8 },
    face: { eyes: 'happy', mouth: 'w' },
    at: [256, 470, 1.12],
  }),
  flowerCrown: scene('White lionhead wearing a flower crown', {
    back: (ctx) => petals(ctx, '#ffe6ef', '#ffc9da'),
    bunny: {
      coat: COATS.lionWhite,
      pose: 'sit',
      ears: EARS.short,
      hat: (ctx) => flowerCrown(ctx, [P.pink, P.yellow, P.lilac]),
    },
    face: { eyes: 'happy', mouth: 'open' },
    at: [256, 470, 1.12],
  }),
  windowCushion: scene('Grey lop loafing on a cushion by the window', {
    back: (ctx) => {
      room(ctx, ROOM);
      window(ctx, 300, 70, 160, 200, '#cfe9ff');
    },
    bunny: { coat: COATS.grey, pose: 'loaf', ears: EARS.lop },
    face: { eyes: 'sleep', mouth: 'w' },
    at: [236, 430, 1.15],
    shadow: 0,
    behind: (ctx) => cushion(ctx, P.mint, 180),
  }),
  sparkleLoaf: scene('Fluffy lionhead loaf among sparkles', {
    back: (ctx) => {
      dots(ctx, '#ece4ff', '#e0d5fb', 6, 34);
      sparkle(ctx, 90, 110, 18, '#ffffff');
      sparkle(ctx, 430, 150, 13, '#ffffff');
      sparkle(ctx, 400, 70, 8, '#ffffff');
    },
    bunny: { coat: COATS.lionhead, pose: 'loaf', ears: EARS.short },
    face: { eyes: 'sparkle', mouth: 'w' },
    at: [256, 430, 1.3],
    shadow: 140,
  }),
  soapBubbles: scene('White lop washing its face in soap bubbles', {
    back: (ctx) => sunburst(ctx, '#dbeeff', '#e9f4ff', 230, '#bcd9f5'),
    bunny: { coat: COATS.white, pose: 'sit', ears: EARS.lop, paws: 'wash', headTilt: 8 },
    face: { eyes: 'happy', mouth: 'o' },
    at: [256, 470, 1.12],
    over: (ctx) =>
      bubbles(ctx, [
        [80, 140, 26],
        [120, 80, 14],
        [430, 200, 22],
        [400, 110, 12],
        [460, 300, 10],
      ]),
  }),
};
