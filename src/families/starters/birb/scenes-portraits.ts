// Birb portraits on sunburst and patterned backdrops: a robin's song, snuggling lovebirds, a
// hatchling and a cockatiel's dance.
import { picture } from '../picture.js';
import type { StarterPicture } from '../types.js';
import { drawBirb } from './body.js';
import { ground, pattern, rays } from './backgrounds.js';
import { place } from './kit.js';
import { branch } from './perches.js';
import { shellBottom, shellCap } from './nests.js';
import { flower } from './plants.js';
import { hearts, notes } from './flourishes.js';

export const PORTRAITS = {
  song: picture('Robin singing on a blossom branch', (ctx) => {
    rays(ctx, '#ffe4ec', '#ffd3df');
    branch(ctx, [-20, 430, 260, 390, 540, 440], 26, undefined, '#ffb3c8');
    drawBirb(ctx, 236, 406, 1.2, {
      species: 'robin',
      tilt: -14,
      turn: 0.75,
      eyes: 'happy',
      beak: 'sing',
      feet: 'perch',
    });
    notes(ctx, [
      [384, 150, 16, '#8a6cf0'],
      [430, 90, 12, '#ff7aa2'],
      [96, 128, 13, '#5bb8f0'],
    ]);
  }),
  lovebirds: picture('Two lovebirds snuggled together on a branch', (ctx) => {
    pattern(ctx, '#ffe1ea', '#ffc9d8', 'heart', 10, 60);
    branch(ctx, [-20, 420, 256, 400, 540, 430], 26, '#6cc06a');
    // One pose for both; the right one is mirrored so the two face each other.
    const snuggling = {
      species: 'lovebird',
      turn: 0.7,
      tilt: 14,
      eyes: 'happy',
      feet: 'perch',
    } as const;
    drawBirb(ctx, 190, 410, 0.98, snuggling);
    drawBirb(ctx, 322, 412, 0.98, snuggling, 0, true);
    hearts(ctx, [
      [256, 150, 26],
      [206, 96, 14],
      [312, 92, 16],
    ]);
  }),
  hatchling: picture('Chick just hatched from its egg, wings up', (ctx) => {
    rays(ctx, '#eaf7dc', '#dcf0c8', 256, 300);
    ground(ctx, 440, '#a6dc8a', 8);
    for (const [x, y, c] of [
      [60, 470, '#ffb3c8'],
      [450, 462, '#c9b3ff'],
      [110, 492, '#fff3a8'],
    ] as const)
      flower(ctx, x, y, 20, c);
    drawBirb(ctx, 256, 420, 1.05, {
      species: 'chick',
      turn: 0,
      eyes: 'wide',
      beak: 'open',
      wings: 'up',
      feet: 'none',
      tail: false,
    });
    shellBottom(ctx, 256, 352, 118);
    place(ctx, 270, 224, 1, () => shellCap(ctx, 56), 16);
  }),
  dance: picture('Cockatiel dancing to music', (ctx) => {
    rays(ctx, '#efe4ff', '#e2d3ff', 256, 260);
    ground(ctx, 450, '#cbb8ef', 4);
    drawBirb(
      ctx,
      256,
      452,
      1.05,
      { species: 'cockatiel', turn: 0.3, tilt: 14, eyes: 'happy', beak: 'sing', wings: 'up' },
      6,
    );
    notes(ctx, [
      [80, 170, 16, '#ff7aa2'],
      [430, 130, 18, '#5bb8f0'],
      [448, 290, 12, '#ffb347'],
      [60, 330, 12, '#8a6cf0'],
    ]);
  }),
} satisfies Record<string, StarterPicture>;
