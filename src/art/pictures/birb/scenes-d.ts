// Birb scenes, part four: a hatchling, a sunflower, a dance, a twig flight, the owlet's dusk
// and a strawberry snack.
import { drawBirb } from './body.js';
import { cloud, gingham, ground, rays, sky } from './backgrounds.js';
import { ellipse, fill, place, seeded, svg, type Ctx } from './kit.js';
import { notes, fireflies } from './flourishes.js';
import { shellBottom, shellCap } from './nests.js';
import { stump } from './perches.js';
import { flower, strawberry, sunflower } from './plants.js';
import type { Scene } from './scene.js';

function hills(ctx: Ctx, y: number, colour: string): void {
  fill(
    ctx,
    svg(`M-10 ${y}Q100 ${y - 70} 220 ${y - 20}Q330 ${y - 90} 522 ${y - 30}V522H-10Z`),
    colour,
  );
}

export const SCENES_D: readonly Scene[] = [
  {
    title: 'Chick just hatched from its egg, wings up',
    draw(ctx) {
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
    },
  },
  {
    title: 'Goldfinch perched on top of a sunflower',
    draw(ctx) {
      sky(ctx, '#8fd0ff', '#fff3d0');
      sunflower(ctx, 270, 350, 124);
      drawBirb(ctx, 272, 262, 0.98, { species: 'goldfinch', turn: 0.5, tilt: 10, feet: 'perch' });
    },
  },
  {
    title: 'Cockatiel dancing to music',
    draw(ctx) {
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
    },
  },
  {
    title: 'Blue tit flying home with a twig',
    draw(ctx) {
      sky(ctx, '#9fd8ff', '#e9f8ff', false);
      cloud(ctx, 110, 420, 150);
      cloud(ctx, 430, 380, 120);
      cloud(ctx, 410, 90, 90);
      drawBirb(
        ctx,
        260,
        360,
        1.05,
        { species: 'blueTit', turn: 0.8, beak: 'twig', wings: 'spread', feet: 'tuck' },
        -10,
      );
      ctx.lineWidth = 5;
      ctx.lineCap = 'round';
      ctx.strokeStyle = '#ffffff';
      ctx.stroke(svg('M40 250Q70 240 100 246M30 290Q64 282 96 288'));
    },
  },
  {
    title: 'Wide-eyed owlet on a stump among fireflies at dusk',
    draw(ctx) {
      const g = ctx.createLinearGradient(0, 0, 0, 512);
      g.addColorStop(0, '#4b3f86');
      g.addColorStop(1, '#f3a27c');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, 512, 512);
      const rnd = seeded(31);
      for (let i = 0; i < 14; i++)
        fill(ctx, ellipse(rnd() * 512, rnd() * 200, 2.2, 2.2), '#fff5c9');
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
    },
  },
  {
    title: 'Lovebird nibbling a big strawberry',
    draw(ctx) {
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
    },
  },
];
