// Side-view poses (standing, trotting, galloping, leaping, digging): a long body facing right
// with four jointed legs from pose data, and the front-facing head turned to us at the front.
// The frame puts the torso centre at (0, 0).
import type { Tone } from '../../../art/kit/palette.js';
import type { Breed } from './breeds.js';
import { Path2D } from '@napi-rs/canvas';
import { coat, fill, line, within, type Ctx } from './paint.js';
import { oval } from './shapes.js';
import { bodyMarks, limb, paw, tail, torsoPath, wagLines } from './parts.js';
import { head, type DogOptions } from './sit.js';

/** Upper and lower segment angles in degrees from straight down (positive = forward). */
type LegAngles = readonly [number, number];

/**
 * A gait as a table row: leg angles front near, front far, hind near and hind far; then in
 * degrees the body tilt (positive = nose down), the tail's turn and the head's extra turn.
 */
type Gait = readonly [LegAngles, LegAngles, LegAngles, LegAngles, number, number, number?];

const GAITS = {
  stand: [[0, 0], [4, 4], [-6, 4], [2, 8], 0, 0],
  trot: [[30, -10], [-10, -4], [-24, -6], [14, 16], -2, 10],
  gallop: [[62, 80], [48, 74], [-62, -84], [-48, -70], -4, 30],
  leap: [[110, 40], [96, 30], [-52, -86], [-40, -70], -26, 40, 12],
} as const satisfies Record<string, Gait>;

export type GaitName = keyof typeof GAITS;

function farTone(t: Tone): Tone {
  return { base: t.shade, shade: t.shade, light: t.base };
}

function legPts(x: number, y: number, a: LegAngles, len: number): [number, number][] {
  const r = Math.PI / 180;
  const kx = x + Math.sin(a[0] * r) * len * 0.5;
  const ky = y + Math.cos(a[0] * r) * len * 0.5;
  return [
    [x, y],
    [kx, ky],
    [kx + Math.sin(a[1] * r) * len * 0.5, ky + Math.cos(a[1] * r) * len * 0.5],
  ];
}

/** Where the paws of a standing dog touch the ground, below the torso centre. */
export function sideGround(b: Breed): number {
  return 14 + 28 + 100 * b.legs;
}

export function drawSide(ctx: Ctx, b: Breed, o: DogOptions, gaitName: GaitName): void {
  const [frontNear, frontFar, hindNear, hindFar, tilt, tailDeg, headDeg = 0]: Gait =
    GAITS[gaitName];
  const rx = 98 * b.length;
  const ry = 58;
  const len = 30 + 98 * b.legs;
  const w = b.legs < 0.6 ? 28 : 32;
  const shoulder = rx * 0.58;
  const hip = -rx * 0.62;
  if (gaitName === 'stand' || gaitName === 'trot') {
    fill(ctx, oval(0, sideGround(b), rx + 70, 14), 'rgba(43,34,56,0.13)');
  }
  within(ctx, 0, 0, tilt, 1, () => {
    const legOf = (x: number, a: LegAngles, t: Tone, far: boolean) => {
      // Legs are rooted inside the torso so only their lower part shows.
      const pts = legPts(x, 14, a, len);
      limb(ctx, b, pts, w, t);
      const [px, py] = pts[2] as [number, number];
      const deg = -(a[1] as number);
      if (!b.curly)
        paw(
          ctx,
          b,
          px + 5 * Math.cos((deg * Math.PI) / 180),
          py,
          w * 0.55,
          deg,
          far ? farTone(b.socks ? b.cream : b.coat) : b.socks ? b.cream : b.coat,
        );
    };
    legOf(shoulder - 16, frontFar, farTone(b.coat), true);
    legOf(hip + 16, hindFar, farTone(b.coat), true);
    within(ctx, hip - 12, -ry * 0.45, tailDeg - 20, 1, () => {
      ctx.scale(-1, 1);
      tail(ctx, b, o.mood.wag ? 0.15 : 0);
    });
    if (o.mood.wag) {
      const a = ((tailDeg - 20) * Math.PI) / 180;
      const [tx, ty] = [-52, -50];
      wagLines(
        ctx,
        hip - 12 + tx * Math.cos(a) - ty * Math.sin(a) - 24,
        -ry * 0.45 + tx * Math.sin(a) + ty * Math.cos(a) - 10,
        -1,
      );
    }
    legOf(hip, hindNear, b.coat, false);
    legOf(shoulder, frontNear, b.coat, false);
    const torso = torsoPath(b, 0, 0, rx, ry);
    const belly = oval(rx * 0.1, ry * 0.95, rx * 0.75, ry * 0.42);
    const chest = oval(rx * 0.78, ry * 0.2, rx * 0.3, ry * 0.7);
    coat(ctx, torso, b.coat, [
      ...bodyMarks(b, -rx * 0.1, 0, rx * 0.9, ry),
      { path: belly, tone: b.cream },
      { path: chest, tone: b.cream },
    ]);
    // The near haunch as a fold line.
    const thigh = new Path2D();
    thigh.arc(hip + 8, 12, ry * 0.72, -2.7, 0.7);
    line(ctx, thigh, 0.75);
    o.neck?.(ctx);
    within(ctx, rx * 0.78 + 14, -ry - 36, -tilt, 0.92, () => head(ctx, b, o, 0, 0, headDeg));
  });
}
