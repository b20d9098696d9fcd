// Staging for the recipes: wrapping a draw as a StarterPicture, standing a dog on a ground
// line at a scale, and the accent colours the props are dressed in.
export { picture } from '../shared/picture.js';
import type { Breed } from './breeds.js';
import { tone, within, type Ctx } from './paint.js';
import { drawSide, sideGround, type GaitName } from './side.js';
import { drawSit, groundOf, type DogOptions } from './sit.js';

/** A sitting (or begging) dog whose paws rest on `ground`. */
export function sitAt(
  ctx: Ctx,
  b: Breed,
  o: DogOptions,
  ground: number,
  x = 256,
  k = 1.12,
  beg = false,
) {
  within(ctx, x, ground - groundOf(b) * k, 0, k, () => drawSit(ctx, b, o, beg));
}

/** A side-view dog whose standing paws would rest on `ground` (lifted by `lift`). */
export function sideAt(
  ctx: Ctx,
  b: Breed,
  o: DogOptions,
  g: GaitName,
  ground: number,
  x = 250,
  k = 1,
  lift = 0,
) {
  within(ctx, x, ground - sideGround(b) * k - lift, 0, k, () => drawSide(ctx, b, o, g));
}

export const RED = tone('#e5484d', '#bd3338', '#ff8a8a');
export const BLUE = tone('#4f7fe0', '#3961b8', '#8fb2ff');
export const GREEN = tone('#7cc98a', '#58a66a', '#b3e8bd');
export const PINK = tone('#f59fb5', '#d97693', '#ffd0dc');
export const YELLOW = tone('#f6c544', '#d49a1c', '#fff0a8');
