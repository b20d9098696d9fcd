// Birb scenes, part one: perching, singing, snow, bathing, the wire and the sleepy owlet.
import { drawBirb } from './body.js';
import { cloud, ground, moon, night, rays, sky, snowfall } from './backgrounds.js';
import { fill, svg } from './kit.js';
import { notes } from './flourishes.js';
import { branch, wire } from './perches.js';
import { bathBack, bathFront, drops, snowDrift } from './water.js';
import type { Scene } from './scene.js';

export const SCENES_A: readonly Scene[] = [
  {
    title: 'Green budgie tilting its head on a leafy branch',
    draw(ctx) {
      sky(ctx);
      branch(ctx, [-20, 400, 240, 360, 540, 420], 26, '#6cc06a');
      drawBirb(ctx, 250, 378, 1.25, { species: 'budgie', tilt: 16, turn: 0.5, feet: 'perch' });
    },
  },
  {
    title: 'Robin singing on a blossom branch',
    draw(ctx) {
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
    },
  },
  {
    title: 'Blue tit puffed up round in the falling snow',
    draw(ctx) {
      sky(ctx, '#cfe6fb', '#f1f8ff', false);
      snowfall(ctx, 11, 46);
      drawBirb(ctx, 256, 452, 1.38, { species: 'blueTit', turn: 0.3, puff: 1, feet: 'none' });
      snowDrift(ctx, 440);
      snowfall(ctx, 5, 12);
    },
  },
  {
    title: 'Sparrow splashing in a bird bath',
    draw(ctx) {
      sky(ctx, '#b7e4ff', '#eaf8ff');
      ground(ctx, 420, '#9ed87c');
      bathBack(ctx, 256, 330, 170);
      drawBirb(ctx, 256, 380, 1.05, {
        species: 'sparrow',
        turn: 0.2,
        eyes: 'happy',
        beak: 'open',
        wings: 'up',
        feet: 'none',
        tail: false,
      });
      bathFront(ctx, 256, 330, 170);
      drops(ctx, [
        [104, 244, 12],
        [410, 232, 13],
        [146, 176, 9],
        [372, 160, 9],
        [66, 300, 8],
        [448, 300, 8],
      ]);
    },
  },
  {
    title: 'Three birbs sharing a wire at sunset',
    draw(ctx) {
      const g = ctx.createLinearGradient(0, 0, 0, 512);
      g.addColorStop(0, '#ffb88c');
      g.addColorStop(1, '#ffe2b8');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, 512, 512);
      fill(ctx, svg('M256 560m-190 0a190 190 0 1 0 380 0a190 190 0 1 0 -380 0'), '#ffd27a');
      cloud(ctx, 110, 110, 120, '#fff1e6');
      cloud(ctx, 420, 80, 90, '#fff1e6');
      const y = wire(ctx, 330, 26);
      drawBirb(ctx, 100, y(100), 0.66, { species: 'sparrow', turn: 0.6, feet: 'perch' });
      drawBirb(ctx, 256, y(256), 0.66, {
        species: 'blueTit',
        turn: 0,
        eyes: 'happy',
        feet: 'perch',
      });
      drawBirb(
        ctx,
        412,
        y(412),
        0.66,
        { species: 'robin', turn: 0.6, tilt: 12, feet: 'perch' },
        0,
        true,
      );
    },
  },
  {
    title: 'Owlet fast asleep on a branch under the moon',
    draw(ctx) {
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
    },
  },
];
