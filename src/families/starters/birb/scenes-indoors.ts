// Birb scenes indoors: a dish of seeds, a tidy perch, a swing in a cosy room, a teacup nap and
// a strawberry on a gingham cloth.
import { sparklePath } from '../../../art/kit/paths.js';
import { picture } from '../picture.js';
import type { StarterPicture } from '../types.js';
import { drawBirb } from './body.js';
import { gingham, ground, pattern, rays, room } from './backgrounds.js';
import { blob, ellipse, fill, tone } from './kit.js';
import { perch, swing } from './perches.js';
import { strawberry } from './plants.js';
import { cupBack, cupFront, looseSeeds, seedDish } from './household.js';

export const INDOORS = {
  seedDish: picture('Goldfinch pecking at a dish of seeds', (ctx) => {
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
  }),
  cockatielPerch: picture('Curious cockatiel tilting its head on a perch', (ctx) => {
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
  }),
  swing: picture('Zebra finch swinging on a little swing with a bell', (ctx) => {
    room(ctx, '#e9e3f5', '#e0d7f0', 470);
    swing(ctx, 230, 356, 110);
    drawBirb(ctx, 230, 360, 1.0, { species: 'zebraFinch', turn: 0.6, tilt: 12, feet: 'perch' });
  }),
  teacup: picture('Budgie napping in a teacup', (ctx) => {
    pattern(ctx, '#e4f4e8', '#cfead6', 'dot', 8, 56);
    fill(ctx, ellipse(256, 470, 300, 60), '#cde6d4');
    cupBack(ctx, 256, 290, 150);
    drawBirb(ctx, 256, 400, 1.18, {
      species: 'budgie',
      turn: 0.2,
      eyes: 'sleep',
      puff: 0.6,
      feet: 'none',
      tail: false,
    });
    cupFront(ctx, 256, 290, 150, '#7cc4f5');
  }),
  strawberry: picture('Lovebird nibbling a big strawberry', (ctx) => {
    gingham(ctx, '#fff3f3', '#ffb8c4', 28);
    fill(ctx, ellipse(270, 470, 230, 34), 'rgba(180, 80, 100, 0.18)');
    strawberry(ctx, 360, 380, 82);
    drawBirb(
      ctx,
      180,
      470,
      1.1,
      { species: 'lovebird', turn: 0.9, eyes: 'happy', beak: 'open' },
      8,
    );
  }),
} satisfies Record<string, StarterPicture>;
