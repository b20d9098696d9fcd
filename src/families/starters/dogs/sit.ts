// Front-facing poses: sitting (optionally with a tilted head) and begging on the haunches.
// The frame puts the head centre at (0, 0) with the ground about 240 px below.
import type { Breed } from './breeds.js';
import { drawHead, type Face } from './head.js';
import { coat, fill, within, type Ctx } from './paint.js';
import { egg, oval, scallop } from './shapes.js';
import { bodyMarks, leg, limb, paw, tail, torsoPath, wagLines } from './parts.js';

/** How the dog feels: the face, a head tilt in degrees, and a wagging tail with motion lines. */
export interface Mood extends Face {
  readonly tilt?: number;
  readonly wag?: boolean;
}

export interface DogOptions {
  readonly mood: Mood;
  readonly flop?: number;
  readonly blush?: boolean;
  /** Drawn over the chest, under the head (bandana, collar). */
  readonly neck?: (ctx: Ctx) => void;
  /** Drawn in the head's frame after the face (a stick or ball in the mouth). */
  readonly mouthProp?: (ctx: Ctx) => void;
}

export function head(ctx: Ctx, b: Breed, o: DogOptions, x = 0, y = 0, extraDeg = 0): void {
  within(ctx, x, y, (o.mood.tilt ?? 0) + extraDeg, 1, () => {
    drawHead(ctx, b, o.mood, { flop: o.flop ?? 0, blush: o.blush ?? true });
    o.mouthProp?.(ctx);
  });
}

export function groundOf(b: Breed): number {
  return 150 + 86 * b.legs;
}

/** Sitting, facing us; `beg` lifts the front paws to the chest. */
export function drawSit(ctx: Ctx, b: Breed, o: DogOptions, beg = false): void {
  const gy = groundOf(b);
  const L = b.legs;
  fill(ctx, oval(0, gy + 2, 150, 16), 'rgba(43,34,56,0.13)');
  within(ctx, 78, gy - 34, beg ? -10 : 0, 1, () => tail(ctx, b, o.mood.wag ? 0.25 : 0));
  if (o.mood.wag && b.tail !== 'stub') wagLines(ctx, 150, gy - 110);
  const ty = gy - 84 - (beg ? 10 : 0);
  const ry = 96 * (0.55 + 0.45 * L) + (beg ? 14 : 0);
  const rx = beg ? 66 : 76;
  const torso = torsoPath(b, 0, ty, rx, ry);
  const bib =
    b.fluff === 2 || b.curly
      ? scallop(0, ty - 20, 46, ry * 0.8, [9, 0.18])
      : egg(0, ty - 26, 44, [40, ry * 0.7 + 10]);
  coat(ctx, torso, b.coat, [
    ...bodyMarks(b, 0, ty - 40, rx, ry * 0.6),
    { path: bib, tone: b.cream },
  ]);
  for (const s of [-1, 1]) {
    const haunch =
      b.fluff === 2 || b.curly
        ? scallop(s * 66, gy - 42, 46, 42, [9, 0.14])
        : oval(s * 66, gy - 42, 46, 42);
    coat(
      ctx,
      haunch,
      b.coat,
      bodyMarks(b, s * 66, gy - 32, 30, 20).filter(
        (m) => m.tone !== b.mark || b.marks.includes('spots'),
      ),
    );
    const foot = b.curly
      ? scallop(s * (beg ? 60 : 96), gy - 12, 30, 15, [8, 0.22])
      : egg(s * (beg ? 58 : 96), gy - 12, 30, [14, 12]);
    coat(ctx, foot, b.coat, [], { shade: 0.5 });
  }
  if (beg) {
    for (const s of [-1, 1]) {
      limb(
        ctx,
        b,
        [
          [s * 40, ty - 30],
          [s * 58, ty + 10],
          [s * 30, ty - 10],
        ],
        30,
      );
    }
  } else {
    for (const s of [-1, 1]) leg(ctx, b, s * 28, 34, ty - 40, gy, ty - ry * 0.25);
  }
  // A ruff hides the neck, so what is worn there sits on top of it instead.
  if (b.fluff === 0) o.neck?.(ctx);
  head(ctx, b, o);
  if (b.fluff > 0) within(ctx, 0, 50, 0, 1, () => o.neck?.(ctx));
  if (beg) for (const s of [-1, 1]) paw(ctx, b, s * 30, Math.max(ty - 8, 112), 19, s * -20);
}
