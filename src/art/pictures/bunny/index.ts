// The bunny starter pictures: each recipe picks a pose, coat, face, props and background from
// the parts in this folder (see src/art/pictures/types.ts for the contract).
import type { StarterPicture } from '../types.js';
import { drawBunny, type Bunny } from './body.js';
import { COATS } from './coats.js';
import { EARS } from './head.js';
import {
  MEADOW,
  autumn,
  dots,
  gingham,
  hearts,
  meadow,
  night,
  petals,
  room,
  snow,
  sparkle,
  sunburst,
  window,
} from './backgrounds.js';
import {
  PROP_TONES as P,
  basketBack,
  basketFront,
  bow,
  burrowBack,
  burrowFront,
  butterfly,
  carrot,
  clover,
  cushion,
  egg,
  flower,
  flowerCrown,
  giftBack,
  giftFront,
  giftLid,
  heart,
  potBack,
  potFront,
  scarf,
  teacupBack,
  teacupFront,
  tulip,
} from './props.js';
import { at, circle, ellipse, fill, groundShadow, seeded, stroke, svg, type Ctx } from './style.js';

type Draw = (ctx: Ctx) => void;

interface Recipe {
  readonly back: Draw;
  readonly bunny: Bunny;
  /** Ground point and scale of the bunny (and of `behind`/`after`, which share its frame). */
  readonly at: readonly [number, number, number];
  readonly flip?: boolean;
  /** A floor shadow of this half-width (before scaling); none when 0. */
  readonly shadow?: number;
  readonly behind?: Draw;
  readonly after?: Draw;
  /** Drawn last in canvas coordinates: foreground flowers, sparkles. */
  readonly over?: Draw;
}

function scene(title: string, r: Recipe): StarterPicture {
  return {
    title,
    draw: (ctx) => {
      ctx.save();
      r.back(ctx);
      const [x, y, s] = r.at;
      at(ctx, x, y, 0, s, () => {
        if (r.shadow !== 0) groundShadow(ctx, 0, 0, r.shadow ?? 120, 16);
        r.behind?.(ctx);
        drawBunny(ctx, r.bunny, 0, 0, 1, r.flip);
        r.after?.(ctx);
      });
      r.over?.(ctx);
      ctx.restore();
    },
  };
}

const held =
  (draw: Draw, x: number, y: number, deg: number, s = 1): Draw =>
  (ctx) =>
    at(ctx, x, y, deg, s, () => draw(ctx));

function speedLines(ctx: Ctx): void {
  stroke(ctx, svg('M-150 -250h-50M-170 -214h-60M-160 -178h-40'), 0.8, '#ffffff');
}

function custom(title: string, draw: Draw): StarterPicture {
  return {
    title,
    draw: (ctx) => {
      ctx.save();
      draw(ctx);
      ctx.restore();
    },
  };
}

function bubbles(ctx: Ctx, spots: readonly (readonly [number, number, number])[]): void {
  for (const [x, y, r] of spots) {
    fill(ctx, circle(x, y, r), 'rgba(255, 255, 255, 0.55)');
    stroke(ctx, circle(x, y, r), 0.6, '#8fb8e8');
    fill(ctx, ellipse(x - r * 0.4, y - r * 0.4, r * 0.25, r * 0.15, -0.7), '#ffffff');
  }
}

function confetti(ctx: Ctx, seed: number): void {
  const rnd = seeded(seed);
  const colours = ['#ff8fab', '#ffd65a', '#8ec9ff', '#9be3c8', '#c7a6f0'];
  for (let i = 0; i < 26; i++) {
    at(ctx, rnd() * 512, rnd() * 300, rnd() * 180, 1, () =>
      fill(ctx, svg('M-7 -3h14v6h-14Z'), colours[i % colours.length] ?? '#ffd65a'),
    );
  }
}

const ROOM = { wall: '#fdeee6', stripe: '#fbe0d4', floor: '#e3b58c', board: '#cf9b70' };

export const BUNNY_PICTURES: readonly StarterPicture[] = [
  scene('White bunny sitting up in a spring meadow', {
    back: (ctx) => meadow(ctx),
    bunny: { coat: COATS.white, pose: 'sit', ears: EARS.up, face: { eyes: 'open', mouth: 'w' } },
    at: [256, 468, 1.15],
  }),
  scene('Agouti bunny loaf, ears down, very content', {
    back: (ctx) => sunburst(ctx, '#ffe9c7', '#fff2da', 260, '#f5d2a0'),
    bunny: {
      coat: COATS.agouti,
      pose: 'loaf',
      ears: EARS.flat,
      face: { eyes: 'happy', mouth: 'w' },
    },
    at: [256, 452, 1.3],
    shadow: 140,
  }),
  scene('Grey lop nibbling a carrot', {
    back: (ctx) => dots(ctx, '#e4f3e0', '#d2ebcc'),
    bunny: {
      coat: COATS.grey,
      pose: 'sit',
      ears: EARS.lop,
      paws: 'hold',
      held: held(carrot, -16, 12, -140, 0.95),
      face: { eyes: 'open', mouth: 'chew' },
    },
    at: [256, 470, 1.15],
  }),
  scene('Dutch bunny doing a happy binky', {
    back: (ctx) => meadow(ctx, MEADOW, 4),
    bunny: {
      coat: COATS.dutch,
      pose: 'binky',
      ears: EARS.back,
      face: { eyes: 'happy', mouth: 'open', facing: 0.5 },
    },
    at: [246, 430, 1.08],
    shadow: 0,
    behind: (ctx) => {
      groundShadow(ctx, 0, 20, 96, 14);
      speedLines(ctx);
    },
  }),
  scene('Spotted bunny flopped asleep under the moon', {
    back: (ctx) => night(ctx),
    bunny: {
      coat: COATS.spotted,
      pose: 'flop',
      ears: EARS.lying,
      face: { eyes: 'sleep', mouth: 'w' },
    },
    at: [236, 430, 1.08],
    shadow: 190,
  }),
  scene('Lionhead bunny in a polka-dot teacup', {
    back: (ctx) => dots(ctx, '#fde3ea', '#fbd2de'),
    bunny: {
      coat: COATS.lionhead,
      pose: 'peek',
      ears: EARS.short,
      face: { eyes: 'sparkle', mouth: 'open' },
      front: (ctx) => teacupFront(ctx, P.cup, '#ffb6c8'),
    },
    at: [256, 300, 1.08],
    shadow: 0,
    behind: (ctx) => teacupBack(ctx),
  }),
  scene('Black bunny peeking out of its burrow', {
    back: (ctx) => meadow(ctx),
    bunny: {
      coat: COATS.black,
      pose: 'peek',
      ears: EARS.perky,
      face: { eyes: 'open', mouth: 'w' },
      front: burrowFront,
    },
    at: [256, 350, 1.1],
    shadow: 0,
    behind: burrowBack,
  }),
  scene('Half-lop bunny with a bow, in a picnic basket', {
    back: (ctx) => sunburst(ctx, '#e3f0ff', '#eef6ff'),
    bunny: {
      coat: COATS.cinnamon,
      pose: 'peek',
      ears: EARS.half,
      face: { eyes: 'wink', mouth: 'teeth' },
      hat: (ctx) => bow(ctx, -46, -58, P.pink, -20),
      front: (ctx) => basketFront(ctx, P.mint),
    },
    at: [256, 330, 1.05],
    shadow: 0,
    behind: basketBack,
  }),
  scene('Chocolate bunny on its hind legs, watching a butterfly', {
    back: (ctx) => sunburst(ctx, '#eadcff', '#f3eaff', 230, '#d6c2f5'),
    bunny: {
      coat: COATS.chocolate,
      pose: 'stand',
      ears: EARS.up,
      paws: 'beg',
      face: { eyes: 'up', mouth: 'o' },
    },
    at: [236, 476, 1.0],
    over: (ctx) => at(ctx, 400, 100, 15, 1.2, () => butterfly(ctx, P.yellow)),
  }),
  scene('Dutch bunny washing its face', {
    back: (ctx) => sunburst(ctx, '#d8f0e8', '#e6f7f0', 230, '#b9e2d2'),
    bunny: {
      coat: COATS.dutchBrown,
      pose: 'sit',
      ears: EARS.up,
      paws: 'wash',
      headTilt: -8,
      face: { eyes: 'happy', mouth: 'w' },
    },
    at: [256, 470, 1.12],
  }),
  scene('Grey bunny in a red scarf in the snow', {
    back: (ctx) => snow(ctx),
    bunny: {
      coat: COATS.grey,
      pose: 'sit',
      ears: EARS.perky,
      face: { eyes: 'open', mouth: 'w' },
      neck: (ctx) => scarf(ctx, -132, 150, P.red),
    },
    at: [256, 470, 1.12],
  }),
  scene('White lionhead wearing a flower crown', {
    back: (ctx) => petals(ctx, '#ffe6ef', '#ffc9da'),
    bunny: {
      coat: COATS.lionWhite,
      pose: 'sit',
      ears: EARS.short,
      face: { eyes: 'happy', mouth: 'open' },
      hat: (ctx) => flowerCrown(ctx, [P.pink, P.yellow, P.lilac]),
    },
    at: [256, 470, 1.12],
  }),
  scene('Wild agouti rabbit with a four-leaf clover', {
    back: (ctx) => meadow(ctx, { ...MEADOW, sky: '#fff4d6' }, 12),
    bunny: {
      coat: COATS.agouti,
      pose: 'sit',
      ears: EARS.up,
      paws: 'hold',
      held: held((ctx) => clover(ctx, 4, 0.9), 0, -10, 0),
      face: { eyes: 'sparkle', mouth: 'w' },
    },
    at: [256, 470, 1.12],
  }),
  scene('White bunny with painted eggs', {
    back: (ctx) => meadow(ctx, { ...MEADOW, sky: '#e8e2ff' }, 21),
    bunny: {
      coat: COATS.white,
      pose: 'sit',
      ears: EARS.half,
      face: { eyes: 'wink', mouth: 'open' },
    },
    at: [226, 466, 1.05],
    after: (ctx) => {
      at(ctx, 150, 6, 12, 0.95, () => egg(ctx, P.blue, '#ffd65a'));
      at(ctx, 210, 10, -8, 0.75, () => egg(ctx, P.pink, '#ffffff'));
    },
  }),
  scene('Grey lop loafing on a cushion by the window', {
    back: (ctx) => {
      room(ctx, ROOM);
      window(ctx, 300, 70, 160, 200, '#cfe9ff');
    },
    bunny: { coat: COATS.grey, pose: 'loaf', ears: EARS.lop, face: { eyes: 'sleep', mouth: 'w' } },
    at: [236, 430, 1.15],
    shadow: 0,
    behind: (ctx) => cushion(ctx, P.mint, 180),
  }),
  scene('Spotted bunny binky with hearts', {
    back: (ctx) => hearts(ctx, '#ffe8ee', '#ffd3df'),
    bunny: {
      coat: COATS.greySpots,
      pose: 'binky',
      ears: EARS.back,
      face: { eyes: 'sparkle', mouth: 'open', facing: 0.5 },
    },
    at: [250, 440, 1.08],
    shadow: 96,
    over: (ctx) => {
      at(ctx, 420, 130, 12, 1, () => heart(ctx, 20, P.red));
      at(ctx, 460, 200, -10, 1, () => heart(ctx, 13, P.pink));
    },
  }),
  scene('Black lop holding a heart', {
    back: (ctx) => sunburst(ctx, '#ffd9e2', '#ffe6ec', 230, '#f7bccb'),
    bunny: {
      coat: COATS.black,
      pose: 'sit',
      ears: EARS.lop,
      paws: 'hold',
      held: held((ctx) => heart(ctx, 30, P.red), 0, -4, 0),
      face: { eyes: 'open', mouth: 'w' },
    },
    at: [256, 470, 1.12],
  }),
  scene('Cinnamon bunny in a flower pot among tulips', {
    back: (ctx) => dots(ctx, '#fff3d9', '#ffe9bd', 7, 40),
    bunny: {
      coat: COATS.cinnamon,
      pose: 'peek',
      ears: EARS.up,
      face: { eyes: 'open', mouth: 'teeth' },
      front: potFront,
    },
    at: [256, 316, 1.0],
    shadow: 0,
    behind: (ctx) => {
      groundShadow(ctx, 0, 180, 140, 18);
      potBack(ctx);
    },
    over: (ctx) => {
      tulip(ctx, 70, 380, P.red, 130);
      tulip(ctx, 446, 370, P.pink, 140);
      tulip(ctx, 480, 410, P.yellow, 100);
    },
  }),
  scene('Agouti bunny standing up in autumn leaves', {
    back: (ctx) => autumn(ctx),
    bunny: {
      coat: COATS.agouti,
      pose: 'stand',
      ears: EARS.perky,
      paws: 'beg',
      face: { eyes: 'open', mouth: 'open' },
    },
    at: [256, 468, 1.0],
  }),
  scene('Brown dutch bunny asleep on a picnic blanket', {
    back: (ctx) => {
      meadow(ctx, MEADOW, 30);
      gingham(ctx, 380, '#fff4f4', 'rgba(232, 90, 110, 0.35)');
    },
    bunny: {
      coat: COATS.dutchBrown,
      pose: 'flop',
      ears: EARS.lying,
      face: { eyes: 'sleep', mouth: 'w' },
    },
    at: [240, 450, 1.02],
    shadow: 190,
    over: (ctx) => {
      flower(ctx, 440, 300, 16, P.pink, 0);
      sparkle(ctx, 120, 270, 10, '#ffffff');
    },
  }),

  custom('Two bunnies sharing a heart', (ctx) => {
    sunburst(ctx, '#ffe6d6', '#fff0e6', 230, '#f9cdb4');
    groundShadow(ctx, 256, 468, 230, 18);
    drawBunny(
      ctx,
      {
        coat: COATS.white,
        pose: 'sit',
        ears: EARS.up,
        headTilt: 10,
        face: { eyes: 'happy', mouth: 'w', facing: 0.55 },
      },
      150,
      470,
      0.95,
    );
    drawBunny(
      ctx,
      {
        coat: COATS.agouti,
        pose: 'sit',
        ears: EARS.lop,
        headTilt: 10,
        face: { eyes: 'open', mouth: 'open', facing: 0.3 },
      },
      372,
      470,
      0.8,
      true,
    );
    at(ctx, 262, 110, 0, 1, () => heart(ctx, 26, P.red));
    at(ctx, 300, 60, 14, 1, () => heart(ctx, 14, P.pink));
  }),
  scene('Chocolate half-lop with a daisy in a flower meadow', {
    back: (ctx) => meadow(ctx, { ...MEADOW, sky: '#d9f1ff', flowers: ['#ffffff', '#ffd0e0'] }, 40),
    bunny: {
      coat: COATS.chocolate,
      pose: 'stand',
      ears: EARS.half,
      paws: 'hold',
      held: (ctx) =>
        flower(ctx, 0, -16, 18, { base: '#ffffff', shade: '#e8e0ee', light: '#ffffff' }, 56),
      face: { eyes: 'sparkle', mouth: 'w' },
    },
    at: [256, 470, 0.98],
    over: (ctx) => {
      tulip(ctx, 40, 420, P.pink, 110);
      tulip(ctx, 88, 450, P.yellow, 80);
      flower(ctx, 430, 430, 18, P.lilac, 90);
      flower(ctx, 478, 400, 14, P.pink, 120);
    },
  }),
  scene('Fluffy lionhead loaf among sparkles', {
    back: (ctx) => {
      dots(ctx, '#ece4ff', '#e0d5fb', 6, 34);
      sparkle(ctx, 90, 110, 18, '#ffffff');
      sparkle(ctx, 430, 150, 13, '#ffffff');
      sparkle(ctx, 400, 70, 8, '#ffffff');
    },
    bunny: {
      coat: COATS.lionhead,
      pose: 'loaf',
      ears: EARS.short,
      face: { eyes: 'sparkle', mouth: 'w' },
    },
    at: [256, 430, 1.3],
    shadow: 140,
  }),
  scene('White lop washing its face in soap bubbles', {
    back: (ctx) => sunburst(ctx, '#dbeeff', '#e9f4ff', 230, '#bcd9f5'),
    bunny: {
      coat: COATS.white,
      pose: 'sit',
      ears: EARS.lop,
      paws: 'wash',
      headTilt: 8,
      face: { eyes: 'happy', mouth: 'o' },
    },
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
  scene('Dutch bunny popping out of a gift box', {
    back: (ctx) => {
      sunburst(ctx, '#fff1cc', '#fff7e0');
      confetti(ctx, 17);
    },
    bunny: {
      coat: COATS.dutch,
      pose: 'peek',
      ears: EARS.perky,
      face: { eyes: 'sparkle', mouth: 'open' },
      front: (ctx) => giftFront(ctx, P.mint, P.pink),
    },
    after: (ctx) => at(ctx, 168, 118, 14, 0.8, () => giftLid(ctx, P.mint, P.pink)),
    at: [236, 320, 1.05],
    shadow: 0,
    behind: (ctx) => {
      groundShadow(ctx, 40, 160, 190, 18);
      giftBack(ctx, P.mint);
    },
  }),
];
