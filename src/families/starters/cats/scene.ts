// A cats starter picture as data: the backdrop and what stands behind the cat, the ground
// shadow, the posed cat with its face, and what is drawn over it; catPicture draws one.
import type { Ctx } from '../../../art/kit/draw.js';
import { picture } from '../picture.js';
import type { StarterPicture } from '../types.js';
import { groundShadow } from './backgrounds.js';
import { drawCat, type CatSpec } from './body.js';
import type { Face } from './head.js';

export interface CatScene {
  readonly title: string;
  /** The backdrop and anything behind the cat (a bed's back, a box, a blanket). */
  readonly back: (ctx: Ctx) => void;
  /** A soft shadow on the ground under the cat: x, y, rx and ry (16 when left out). */
  readonly shadow?: readonly [number, number, number, number?];
  /** Which cat, in which pose, where: everything but the face. */
  readonly cat: Omit<CatSpec, 'face'>;
  readonly face: Face;
  /** Drawn between the head and the front paws: the edge the cat peeks over. */
  readonly between?: (ctx: Ctx) => void;
  /** Drawn over the cat: toys, butterflies, sparkles and hearts. */
  readonly front?: (ctx: Ctx) => void;
}

export function catPicture(scene: CatScene): StarterPicture {
  const { back, shadow, cat, face, between, front } = scene;
  return picture(scene.title, (ctx) => {
    back(ctx);
    if (shadow) groundShadow(ctx, ...shadow);
    drawCat(ctx, { ...cat, face }, between && (() => between(ctx)));
    front?.(ctx);
  });
}
