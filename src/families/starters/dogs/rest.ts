// Resting poses: curled up asleep with the chin on the paws, and sitting in a bath tub with
// only head and front paws above the foam. The frame puts the head centre at (0, 0).
import { Path2D } from '@napi-rs/canvas';
import type { Breed } from './breeds.js';
import { coat, fill, line, within, type Ctx } from './paint.js';
import { oval } from './shapes.js';
import { bodyMarks, paw, tail, torsoPath } from './parts.js';
import { bone, bubbles, dirt, foam, tub } from './props.js';
import { head, type DogOptions } from './sit.js';

/** Lying down asleep, body to the right, chin resting on crossed front paws. */
export function drawSleep(ctx: Ctx, b: Breed, o: DogOptions, noseBubble = true): void {
  const long = b.length;
  const bx = 70 + 40 * (long - 1);
  const rx = 128 + 80 * (long - 1);
  const torso = torsoPath(b, bx, 46, rx, 66);
  fill(ctx, oval(bx - 20, 118, rx + 90, 14), 'rgba(43,34,56,0.13)');
  coat(ctx, torso, b.coat, [
    ...bodyMarks(b, bx, 40, rx * 0.9, 60),
    { path: oval(bx - rx * 0.3, 100, rx * 0.6, 30), tone: b.cream },
  ]);
  const hx = bx + rx * 0.55;
  coat(
    ctx,
    torsoPath(b, hx, 62, 52, 46),
    b.coat,
    bodyMarks(b, hx, 40, 30, 20).filter((m) => m.tone !== b.mark || b.marks.includes('spots')),
  );
  paw(ctx, b, hx - 44, 104, 20, 0);
  // The tail wraps round the front along the ground.
  within(ctx, bx + rx * 0.75, 104, -118, 1, () => tail(ctx, b, 0));
  head(ctx, b, o, 0, 0, -4);
  for (const [x, deg] of [
    [-46, -8],
    [26, 8],
  ] as const) {
    paw(ctx, b, x, 92, 24, deg);
  }
  if (noseBubble) {
    const nb = oval(30, 36, 15, 15);
    coat(
      ctx,
      nb,
      { base: 'rgba(200,232,255,0.5)', shade: 'rgba(150,200,240,0.5)', light: '#ffffff' },
      [],
      { shade: 0.5 },
    );
    fill(ctx, oval(25, 30, 4.5, 3, -0.6), '#ffffff');
  }
}

/** In a tub up to the chest: paws on the rim, foam everywhere, a bubble crown. */
export function drawBath(ctx: Ctx, b: Breed, o: DogOptions): void {
  const shoulders = torsoPath(b, 0, 110, 100, 60);
  coat(ctx, shoulders, b.coat, [{ path: oval(0, 100, 50, 50), tone: b.cream }]);
  head(ctx, b, o);
  within(ctx, 0, 142, 0, 1, () => {
    tub(ctx, 190, 150);
    foam(ctx, 170, 9);
    for (const s of [-1, 1]) paw(ctx, b, s * 84, -8, 24, s * 6);
  });
  within(ctx, -4, -88, 0, 1, () => foam(ctx, 40, 2));
  bubbles(ctx, 21, 0, -40, 210, 110, 9);
  const drip = new Path2D();
  drip.moveTo(86, -40);
  drip.quadraticCurveTo(96, -24, 90, -16);
  drip.quadraticCurveTo(80, -20, 86, -40);
  fill(ctx, drip, '#8fd0ff');
}

/** Digging from the front: paws in a hole, dirt flying, a bone turning up. */
export function drawDig(ctx: Ctx, b: Breed, o: DogOptions): void {
  const shoulders = torsoPath(b, 0, 116, 96, 66);
  coat(ctx, shoulders, b.coat, [{ path: oval(0, 110, 46, 50), tone: b.cream }]);
  head(ctx, b, o, 0, 0, 6);
  within(ctx, 0, 170, 0, 1, () => {
    const soil = { base: '#9b6a45', shade: '#7a4f31', light: '#bf8d63' };
    coat(ctx, torsoPath(b, 0, 30, 200, 40), soil, [], { shade: 0.6 });
    const hole = oval(0, 22, 120, 22);
    fill(ctx, hole, '#5a3a26');
    line(ctx, hole, 0.7);
    bone(ctx, 70, 22, 26, -0.3);
    for (const s of [-1, 1]) paw(ctx, b, s * 46, 12, 24, s * 12);
    const motion = new Path2D();
    for (const s of [-1, 1]) {
      motion.moveTo(s * 86, -16);
      motion.quadraticCurveTo(s * 100, -2, s * 92, 12);
    }
    line(ctx, motion, 0.75);
  });
  dirt(ctx, -80, 170, 0, 8, -1);
  dirt(ctx, 80, 170, 0, 13, 1);
}
