// Birb scenes, part two: seeds, lovebirds, a nest of chicks, flight, a curious cockatiel and
// a chickadee dressed for winter.
import { drawBirb } from './body.js';
import { cloud, ground, pattern, rays, sky, snowfall } from './backgrounds.js';
import { sparklePath } from '../../illustrations/draw.js';
import { blob, svg, tone } from './kit.js';
import { hearts } from './flourishes.js';
import { looseSeeds, seedDish } from './household.js';
import { egg, nestBack, nestFront } from './nests.js';
import { branch, perch } from './perches.js';
import type { Scene } from './scene.js';

export const SCENES_B: readonly Scene[] = [
  {
    title: 'Goldfinch pecking at a dish of seeds',
    draw(ctx) {
      pattern(ctx, '#fff4d6', '#fbe3a8', 'seed', 8, 58);
      ground(ctx, 420, '#f2c98a', 6);
      seedDish(ctx, 370, 410, 92, tone('#7cc4f5', '#539fe0', '#c2e6ff'));
      drawBirb(
        ctx,
        224,
        440,
        1.12,
        { species: 'goldfinch', turn: 0.85, beak: 'seed', tilt: 8, feet: 'stand' },
        10,
      );
      looseSeeds(ctx, [
        [60, 460],
        [300, 470],
        [470, 480],
        [250, 488],
      ]);
    },
  },
  {
    title: 'Two lovebirds snuggled together on a branch',
    draw(ctx) {
      pattern(ctx, '#ffe1ea', '#ffc9d8', 'heart', 10, 60);
      branch(ctx, [-20, 420, 256, 400, 540, 430], 26, '#6cc06a');
      drawBirb(ctx, 190, 410, 0.98, {
        species: 'lovebird',
        turn: 0.7,
        tilt: 14,
        eyes: 'happy',
        feet: 'perch',
      });
      drawBirb(
        ctx,
        322,
        412,
        0.98,
        { species: 'lovebird', turn: 0.7, tilt: 14, eyes: 'happy', feet: 'perch' },
        0,
        true,
      );
      hearts(ctx, [
        [256, 150, 26],
        [206, 96, 14],
        [312, 92, 16],
      ]);
    },
  },
  {
    title: 'Three hungry chicks cheeping in their nest',
    draw(ctx) {
      sky(ctx, '#bfe6ff', '#f0faff');
      branch(ctx, [-20, 430, 256, 440, 540, 400], 30, '#6cc06a');
      nestBack(ctx, 256, 356, 186);
      drawBirb(ctx, 140, 392, 0.72, {
        species: 'chick',
        turn: 0.3,
        beak: 'open',
        eyes: 'happy',
        tilt: -10,
      });
      drawBirb(
        ctx,
        372,
        392,
        0.72,
        { species: 'chick', turn: 0.3, beak: 'open', eyes: 'happy', tilt: 10 },
        0,
        true,
      );
      drawBirb(ctx, 256, 392, 0.8, {
        species: 'chick',
        turn: 0,
        beak: 'sing',
        eyes: 'happy',
      });
      egg(ctx, 120, 366, 14, '#d8eefc', -20);
      nestFront(ctx, 256, 356, 186);
    },
  },
  {
    title: 'Sky-blue budgie flying between the clouds',
    draw(ctx) {
      sky(ctx, '#8fd0ff', '#dff3ff', false);
      cloud(ctx, 100, 380, 160);
      cloud(ctx, 420, 420, 140);
      cloud(ctx, 400, 110, 110);
      cloud(ctx, 90, 120, 90);
      drawBirb(
        ctx,
        250,
        370,
        1.08,
        {
          species: 'skyBudgie',
          turn: 0.8,
          eyes: 'happy',
          beak: 'open',
          wings: 'spread',
          feet: 'tuck',
        },
        -14,
      );
      const trail = svg('M40 300Q70 290 100 296M30 340Q64 332 96 338M60 258Q84 252 110 256');
      ctx.lineWidth = 5;
      ctx.lineCap = 'round';
      ctx.strokeStyle = '#ffffff';
      ctx.stroke(trail);
    },
  },
  {
    title: 'Curious cockatiel tilting its head on a perch',
    draw(ctx) {
      rays(ctx, '#fff2c4', '#ffe7a0', 256, 250);
      perch(ctx, 420);
      drawBirb(ctx, 256, 420, 1.12, {
        species: 'cockatiel',
        turn: 0.4,
        tilt: -22,
        eyes: 'wide',
        feet: 'perch',
      });
      for (const [x, y, r] of [
        [96, 150, 18],
        [420, 200, 14],
        [400, 110, 10],
      ] as const)
        blob(ctx, sparklePath(x, y, r), '#ffd84a', 0.6);
    },
  },
  {
    title: 'Chickadee in a beanie and scarf on a snowy branch',
    draw(ctx) {
      sky(ctx, '#b9d7f5', '#e9f3ff', false);
      snowfall(ctx, 3, 40);
      branch(ctx, [-20, 410, 256, 380, 540, 420], 28);
      blob(
        ctx,
        svg(
          'M40 398Q120 372 200 386Q160 376 120 384Q80 384 40 398ZM330 390Q400 378 470 400Q410 388 330 390Z',
        ),
        '#ffffff',
        0.7,
      );
      drawBirb(ctx, 256, 398, 1.1, {
        species: 'chickadee',
        turn: 0.5,
        tilt: 8,
        puff: 0.5,
        feet: 'perch',
        hat: '#e2535b',
        scarf: '#3fb3a5',
      });
    },
  },
];
