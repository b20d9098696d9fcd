// Birb scenes outdoors by day: a leafy branch, the bird bath, a wire at sunset, a nest of
// chicks, two flights between the clouds, a birdhouse and a sunflower.
import { picture } from '../picture.js';
import type { StarterPicture } from '../types.js';
import { drawBirb, type Pose } from './body.js';
import { clouds, ground, sky } from './backgrounds.js';
import { fill, stroke, svg } from './kit.js';
import { branch, wire } from './perches.js';
import { birdhouse, egg, nestBack, nestFront } from './nests.js';
import { speedLines } from './flourishes.js';
import { sunflower } from './plants.js';
import { bathBack, bathFront, drops } from './water.js';

/** A birb on the wing between clouds. */
interface Flight {
  readonly title: string;
  /** The sky gradient's top and bottom colours. */
  readonly sky: readonly [string, string];
  /** Where and how big: x, y, scale and how far the body tips forward (degrees). */
  readonly birb: readonly [number, number, number, number];
  /** Everything but the wings (spread) and the feet (tucked). */
  readonly pose: Omit<Pose, 'wings' | 'feet'>;
  /** SVG path data of the streaks trailing behind. */
  readonly trail: string;
  /** Clouds drawn behind the birb: x, y and width. */
  readonly clouds: readonly (readonly [number, number, number])[];
}

function flight({
  title,
  sky: [top, bottom],
  birb: [x, y, scale, deg],
  pose,
  trail,
  clouds: spots,
}: Flight): StarterPicture {
  return picture(title, (ctx) => {
    sky(ctx, top, bottom, false);
    clouds(ctx, spots);
    drawBirb(ctx, x, y, scale, { ...pose, wings: 'spread', feet: 'tuck' }, deg);
    speedLines(ctx, trail);
  });
}

export const OUTDOORS = {
  leafyBranch: picture('Green budgie tilting its head on a leafy branch', (ctx) => {
    sky(ctx);
    branch(ctx, [-20, 400, 240, 360, 540, 420], 26, '#6cc06a');
    drawBirb(ctx, 250, 378, 1.25, { species: 'budgie', tilt: 16, turn: 0.5, feet: 'perch' });
  }),
  birdBath: picture('Sparrow splashing in a bird bath', (ctx) => {
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
  }),
  sunsetWire: picture('Three birbs sharing a wire at sunset', (ctx) => {
    sky(ctx, '#ffb88c', '#ffe2b8', false);
    fill(ctx, svg('M256 560m-190 0a190 190 0 1 0 380 0a190 190 0 1 0 -380 0'), '#ffd27a');
    clouds(
      ctx,
      [
        [110, 110, 120],
        [420, 80, 90],
      ],
      '#fff1e6',
    );
    const y = wire(ctx, 330, 26);
    drawBirb(ctx, 100, y(100), 0.66, { species: 'sparrow', turn: 0.6, feet: 'perch' });
    drawBirb(ctx, 256, y(256), 0.66, { species: 'blueTit', turn: 0, eyes: 'happy', feet: 'perch' });
    drawBirb(
      ctx,
      412,
      y(412),
      0.66,
      { species: 'robin', turn: 0.6, tilt: 12, feet: 'perch' },
      0,
      true,
    );
  }),
  nest: picture('Three hungry chicks cheeping in their nest', (ctx) => {
    sky(ctx, '#bfe6ff', '#f0faff');
    branch(ctx, [-20, 430, 256, 440, 540, 400], 30, '#6cc06a');
    nestBack(ctx, 256, 356, 186);
    // The two outer chicks share a pose; the right one is mirrored.
    const cheeping = { species: 'chick', turn: 0.3, beak: 'open', eyes: 'happy' } as const;
    drawBirb(ctx, 140, 392, 0.72, { ...cheeping, tilt: -10 });
    drawBirb(ctx, 372, 392, 0.72, { ...cheeping, tilt: 10 }, 0, true);
    drawBirb(ctx, 256, 392, 0.8, { species: 'chick', turn: 0, beak: 'sing', eyes: 'happy' });
    egg(ctx, 120, 366, 14, '#d8eefc', -20);
    nestFront(ctx, 256, 356, 186);
  }),
  cloudFlight: flight({
    title: 'Sky-blue budgie flying between the clouds',
    sky: ['#8fd0ff', '#dff3ff'],
    birb: [250, 370, 1.08, -14],
    pose: { species: 'skyBudgie', turn: 0.8, eyes: 'happy', beak: 'open' },
    trail: 'M40 300Q70 290 100 296M30 340Q64 332 96 338M60 258Q84 252 110 256',
    clouds: [
      [100, 380, 160],
      [420, 420, 140],
      [400, 110, 110],
      [90, 120, 90],
    ],
  }),
  birdhouse: picture('Blue tit peeking out of its birdhouse', (ctx) => {
    sky(ctx, '#a8dcff', '#e8f7ff');
    ground(ctx, 470, '#9ed87c', 6);
    const hole = birdhouse(ctx, 256, 200, 160, '#f3d28a');
    ctx.save();
    ctx.clip(hole);
    drawBirb(ctx, 256, 366, 0.84, { species: 'blueTit', turn: 0.1, tilt: -12, eyes: 'open' });
    ctx.restore();
    stroke(ctx, hole);
  }),
  sunflower: picture('Goldfinch perched on top of a sunflower', (ctx) => {
    sky(ctx, '#8fd0ff', '#fff3d0');
    sunflower(ctx, 270, 350, 124);
    drawBirb(ctx, 272, 262, 0.98, { species: 'goldfinch', turn: 0.5, tilt: 10, feet: 'perch' });
  }),
  twigFlight: flight({
    title: 'Blue tit flying home with a twig',
    sky: ['#9fd8ff', '#e9f8ff'],
    birb: [260, 360, 1.05, -10],
    pose: { species: 'blueTit', turn: 0.8, beak: 'twig' },
    trail: 'M40 250Q70 240 100 246M30 290Q64 282 96 288',
    clouds: [
      [110, 420, 150],
      [430, 380, 120],
      [410, 90, 90],
    ],
  }),
} satisfies Record<string, StarterPicture>;
