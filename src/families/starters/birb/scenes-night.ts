// Birb scenes after dark: an owlet asleep under the moon and one awake among the fireflies
// at dusk.
import { picture } from '../picture.js';
import type { StarterPicture } from '../types.js';
import { drawBirb } from './body.js';
import { moon, night, sky } from './backgrounds.js';
import { ellipse, fill, seeded, svg, type Ctx } from './kit.js';
import { branch, stump } from './perches.js';
import { fireflies } from './flourishes.js';

/** Rolling hills along the bottom, flat colour with no outline. */
function hills(ctx: Ctx, y: number, colour: string): void {
  fill(
    ctx,
    svg(`M-10 ${y}Q100 ${y - 70} 220 ${y - 20}Q330 ${y - 90} 522 ${y - 30}V522H-10Z`),
    colour,
  );
}

export const NIGHT = {
  moonNap: picture('Owlet fast asleep on a branch under the moon', (ctx) => {
    night(ctx);
    moon(ctx, 400, 110, 52);
    branch(ctx, [-20, 410, 230, 380, 540, 430], 28, '#4a9a6a');
    drawBirb(ctx, 236, 398, 1.25, {
      species: 'owlet',
      turn: 0.1,
      eyes: 'sleep',
      puff: 0.6,
      feet: 'perch',
    });
  }),
  duskFireflies: picture('Wide-eyed owlet on a stump among fireflies at dusk', (ctx) => {
    sky(ctx, '#4b3f86', '#f3a27c', false);
    const rnd = seeded(31);
    for (let i = 0; i < 14; i++) fill(ctx, ellipse(rnd() * 512, rnd() * 200, 2.2, 2.2), '#fff5c9');
    hills(ctx, 420, '#6b4f8f');
    stump(ctx, 256, 392, 116);
    drawBirb(ctx, 256, 398, 1.05, { species: 'owlet', turn: 0.15, tilt: -12, feet: 'stand' });
    fireflies(ctx, [
      [80, 240],
      [430, 200],
      [460, 330],
      [60, 380],
      [140, 120],
    ]);
  }),
} satisfies Record<string, StarterPicture>;
