// Birb scenes, part three: a swing, cherry blossoms, autumn leaves, a teacup nap, a rainy
// leaf umbrella and a blue tit peeking out of its birdhouse.
import { drawBirb } from './body.js';
import { ground, leaf, leaves, pattern, rain, room, sky } from './backgrounds.js';
import { ellipse, fill, seeded, stroke, type Ctx } from './kit.js';
import { cupBack, cupFront } from './household.js';
import { birdhouse } from './nests.js';
import { branch, swing } from './perches.js';
import { leafUmbrella } from './plants.js';
import { puddle } from './water.js';
import type { Scene } from './scene.js';

function petals(ctx: Ctx, seed: number, count: number): void {
  const rnd = seeded(seed);
  for (let i = 0; i < count; i++) {
    const x = rnd() * 512;
    const y = rnd() * 400;
    fill(ctx, ellipse(x, y, 8, 5, rnd() * 3), '#ffb3c8');
    stroke(ctx, ellipse(x, y, 8, 5, rnd() * 3), 0.4, '#e87a9a');
  }
}

export const SCENES_C: readonly Scene[] = [
  {
    title: 'Zebra finch swinging on a little swing with a bell',
    draw(ctx) {
      room(ctx, '#e9e3f5', '#e0d7f0', 470);
      swing(ctx, 230, 356, 110);
      drawBirb(ctx, 230, 360, 1.0, { species: 'zebraFinch', turn: 0.6, tilt: 12, feet: 'perch' });
    },
  },
  {
    title: 'Java sparrow among cherry blossoms',
    draw(ctx) {
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
    },
  },
  {
    title: 'Robin puffed up in a pile of autumn leaves',
    draw(ctx) {
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
    },
  },
  {
    title: 'Budgie napping in a teacup',
    draw(ctx) {
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
    },
  },
  {
    title: 'Sparrow sheltering under a leaf umbrella in the rain',
    draw(ctx) {
      rain(ctx, 13);
      ground(ctx, 430, '#9fcf86', 6);
      puddle(ctx, 120, 462, 80);
      puddle(ctx, 420, 480, 60);
      leafUmbrella(ctx, 240, 150, 150, 320, 380);
      drawBirb(ctx, 256, 452, 1.05, { species: 'sparrow', turn: 0.5, eyes: 'up', feet: 'stand' });
    },
  },
  {
    title: 'Blue tit peeking out of its birdhouse',
    draw(ctx) {
      sky(ctx, '#a8dcff', '#e8f7ff');
      ground(ctx, 470, '#9ed87c', 6);
      const hole = birdhouse(ctx, 256, 200, 160, '#f3d28a');
      ctx.save();
      ctx.clip(hole);
      drawBirb(ctx, 256, 366, 0.84, { species: 'blueTit', turn: 0.1, tilt: -12, eyes: 'open' });
      ctx.restore();
      stroke(ctx, hole);
    },
  },
];
