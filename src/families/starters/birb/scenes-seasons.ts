// Birb scenes of the seasons and weather: falling snow, a winter beanie and scarf, cherry
// blossoms, autumn leaves and a rainy day under a leaf umbrella.
import { picture } from '../picture.js';
import type { StarterPicture } from '../types.js';
import { drawBirb } from './body.js';
import { ground, leaf, leaves, rain, sky, snowfall } from './backgrounds.js';
import { blob, ellipse, fill, seeded, stroke, svg, type Ctx } from './kit.js';
import { branch } from './perches.js';
import { leafUmbrella } from './plants.js';
import { puddle, snowDrift } from './water.js';

/** Cherry petals drifting across the sky above the branches, seeded. */
function petals(ctx: Ctx, seed: number, count: number): void {
  const rnd = seeded(seed);
  for (let i = 0; i < count; i++) {
    const x = rnd() * 512;
    const y = rnd() * 400;
    fill(ctx, ellipse(x, y, 8, 5, rnd() * 3), '#ffb3c8');
    stroke(ctx, ellipse(x, y, 8, 5, rnd() * 3), 0.4, '#e87a9a');
  }
}

export const SEASONS = {
  snow: picture('Blue tit puffed up round in the falling snow', (ctx) => {
    sky(ctx, '#cfe6fb', '#f1f8ff', false);
    snowfall(ctx, 11, 46);
    drawBirb(ctx, 256, 452, 1.38, { species: 'blueTit', turn: 0.3, puff: 1, feet: 'none' });
    snowDrift(ctx, 440);
    snowfall(ctx, 5, 12);
  }),
  winterScarf: picture('Chickadee in a beanie and scarf on a snowy branch', (ctx) => {
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
  }),
  cherryBlossom: picture('Java sparrow among cherry blossoms', (ctx) => {
    sky(ctx, '#cfe9ff', '#fff0f5', false);
    petals(ctx, 21, 18);
    branch(ctx, [540, 380, 260, 350, -20, 420], 26, undefined, '#ffb3c8');
    branch(ctx, [540, 150, 420, 130, 330, 60], 14, undefined, '#ffc6d6');
    drawBirb(
      ctx,
      280,
      362,
      1.15,
      { species: 'java', turn: 0.6, tilt: -8, eyes: 'happy', feet: 'perch' },
      0,
      true,
    );
  }),
  autumnLeaves: picture('Robin puffed up in a pile of autumn leaves', (ctx) => {
    sky(ctx, '#ffe6c2', '#ffcf9a', false);
    leaves(ctx, 4, 16, ['#f29b4b', '#e8653a', '#f6c544']);
    ground(ctx, 430, '#e9b27a', 8);
    drawBirb(ctx, 256, 450, 1.3, {
      species: 'robin',
      turn: 0.4,
      puff: 1,
      eyes: 'open',
      feet: 'none',
    });
    const rnd = seeded(9);
    const cols = ['#f29b4b', '#e8653a', '#f6c544', '#d9534a'];
    for (let i = 0; i < 22; i++)
      leaf(
        ctx,
        40 + i * 20 + rnd() * 16,
        440 + rnd() * 40,
        22,
        rnd() * 6,
        cols[i % 4] ?? '#f29b4b',
      );
  }),
  rainUmbrella: picture('Sparrow sheltering under a leaf umbrella in the rain', (ctx) => {
    rain(ctx, 13);
    ground(ctx, 430, '#9fcf86', 6);
    puddle(ctx, 120, 462, 80);
    puddle(ctx, 420, 480, 60);
    leafUmbrella(ctx, 240, 150, 150, 320, 380);
    drawBirb(ctx, 256, 452, 1.05, { species: 'sparrow', turn: 0.5, eyes: 'up', feet: 'stand' });
  }),
} satisfies Record<string, StarterPicture>;
