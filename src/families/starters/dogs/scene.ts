// A dogs starter picture as data: the backdrop and props behind the dog, which dog in which
// pose where, its mood and what it wears or carries; dogPicture draws one.
import type { Tone } from '../../../art/kit/palette.js';
import { picture } from '../picture.js';
import type { StarterPicture } from '../types.js';
import type { Breed } from './breeds.js';
import { within, type Ctx } from './paint.js';
import { cushion } from './props.js';
import { drawBath, drawDig, drawSleep } from './rest.js';
import { drawSide, sideGround, type GaitName } from './side.js';
import { drawSit, groundOf, type DogOptions } from './sit.js';

/** A dog whose paws rest on the `ground` line: sitting or begging facing us, or side-on. */
interface Standing {
  readonly breed: Breed;
  readonly pose: 'sit' | 'beg' | GaitName;
  readonly ground: number;
  /** Centre x and scale (256 and 1.12 sitting, 250 and 1 side-on). */
  readonly x?: number;
  readonly k?: number;
  /** How far a side-on dog is off the ground (leaps and gallops). */
  readonly lift?: number;
}

/** A lying or bathing dog in a frame at x, y scaled by k (the head centre is the origin). */
interface Resting {
  readonly breed: Breed;
  readonly pose: 'sleep' | 'bath' | 'dig';
  readonly at: readonly [x: number, y: number, k: number];
  /** A cushion under a sleeping dog: its top centre in the frame, half-width and colour. */
  readonly bed?: readonly [x: number, y: number, w: number, tone: Tone];
}

export interface DogScene extends DogOptions {
  readonly title: string;
  /** The backdrop and anything drawn before the dog (rugs, toys, sparkles). */
  readonly back: (ctx: Ctx) => void;
  readonly dog: Standing | Resting;
}

const RESTING = { sleep: drawSleep, bath: drawBath, dig: drawDig } as const;

function drawDog(ctx: Ctx, dog: Standing | Resting, o: DogOptions): void {
  const b = dog.breed;
  if ('at' in dog) {
    const [x, y, k] = dog.at;
    within(ctx, x, y, 0, k, () => {
      if (dog.bed) {
        const [bx, by, w, t] = dog.bed;
        within(ctx, bx, by, 0, 1, () => cushion(ctx, w, t));
      }
      RESTING[dog.pose](ctx, b, o);
    });
    return;
  }
  const { pose, ground } = dog;
  if (pose === 'sit' || pose === 'beg') {
    const { x = 256, k = 1.12 } = dog;
    within(ctx, x, ground - groundOf(b) * k, 0, k, () => drawSit(ctx, b, o, pose === 'beg'));
    return;
  }
  const { x = 250, k = 1, lift = 0 } = dog;
  within(ctx, x, ground - sideGround(b) * k - lift, 0, k, () => drawSide(ctx, b, o, pose));
}

export function dogPicture(scene: DogScene): StarterPicture {
  return picture(scene.title, (ctx) => {
    scene.back(ctx);
    drawDog(ctx, scene.dog, scene);
  });
}
