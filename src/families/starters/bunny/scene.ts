// How a bunny picture is put together: a background, a bunny at a ground point and scale with
// props behind and after it in the same frame, then foreground details; plus small scene effects.
import { picture } from '../picture.js';
import type { StarterPicture } from '../types.js';
import { drawBunny, type Bunny } from './body.js';
import type { Face } from './head.js';
import { at, circle, ellipse, fill, groundShadow, seeded, stroke, svg, type Ctx } from './style.js';

type Draw = (ctx: Ctx) => void;

interface Recipe {
  readonly back: Draw;
  /** Which bunny, in which pose, with what; the face is a key of its own so each fits on a line. */
  readonly bunny: Omit<Bunny, 'face'>;
  readonly face: Face;
  /** Ground point and scale of the bunny (and of `behind`/`after`, which share its frame). */
  readonly at: readonly [number, number, number];
  /** A floor shadow of this half-width (before scaling); none when 0. */
  readonly shadow?: number;
  readonly behind?: Draw;
  readonly after?: Draw;
  /** Drawn last in canvas coordinates: foreground flowers, sparkles. */
  readonly over?: Draw;
}

export function scene(title: string, r: Recipe): StarterPicture {
  return picture(title, (ctx) => {
    r.back(ctx);
    const [x, y, s] = r.at;
    at(ctx, x, y, 0, s, () => {
      if (r.shadow !== 0) groundShadow(ctx, 0, 0, r.shadow ?? 120, 16);
      r.behind?.(ctx);
      drawBunny(ctx, { ...r.bunny, face: r.face }, 0, 0, 1);
      r.after?.(ctx);
    });
    r.over?.(ctx);
  });
}

export const held =
  (draw: Draw, x: number, y: number, deg: number, s = 1): Draw =>
  (ctx) =>
    at(ctx, x, y, deg, s, () => draw(ctx));

export function speedLines(ctx: Ctx): void {
  stroke(ctx, svg('M-150 -250h-50M-170 -214h-60M-160 -178h-40'), 0.8, '#ffffff');
}

/** A picture drawn by hand rather than from a recipe. */
export const custom: (title: string, draw: Draw) => StarterPicture = picture;

export function bubbles(ctx: Ctx, spots: readonly (readonly [number, number, number])[]): void {
  for (const [x, y, r] of spots) {
    fill(ctx, circle(x, y, r), 'rgba(255, 255, 255, 0.55)');
    stroke(ctx, circle(x, y, r), 0.6, '#8fb8e8');
    fill(ctx, ellipse(x - r * 0.4, y - r * 0.4, r * 0.25, r * 0.15, -0.7), '#ffffff');
  }
}

export function confetti(ctx: Ctx, seed: number): void {
  const rnd = seeded(seed);
  const colours = ['#ff8fab', '#ffd65a', '#8ec9ff', '#9be3c8', '#c7a6f0'];
  for (let i = 0; i < 26; i++) {
    at(ctx, rnd() * 512, rnd() * 300, rnd() * 180, 1, () =>
      fill(ctx, svg('M-7 -3h14v6h-14Z'), colours[i % colours.length] ?? '#ffd65a'),
    );
  }
}

export const ROOM = { wall: '#fdeee6', stripe: '#fbe0d4', floor: '#e3b58c', board: '#cf9b70' };
