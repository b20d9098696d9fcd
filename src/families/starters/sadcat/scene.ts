// A sad cat starter picture as data: the backdrop, the posed cat (pose, coat, spot) with its
// face and the props slotted between its layers, and what is drawn over it; sadPicture draws one.
import { picture } from '../picture.js';
import type { StarterPicture } from '../types.js';
import { flopCat, loafCat, sitCat } from './body.js';
import { blanketCat, peekCat, portraitCat } from './closeups.js';
import type { SitOptions } from './body.js';
import type { BlanketOptions } from './closeups.js';
import type { Face } from './head.js';
import { place, type Coat, type Ctx } from './paint.js';

const POSES = {
  sit: sitCat,
  loaf: loafCat,
  flop: flopCat,
  peek: peekCat,
  portrait: portraitCat,
  blanket: blanketCat,
} as const;

/** Which pose and coat, and where: the pose's origin on the canvas and its scale. */
interface Posed {
  readonly pose: keyof typeof POSES;
  readonly coat: Coat;
  readonly at: readonly [x: number, y: number, scale: number];
}

export interface SadScene extends SitOptions, BlanketOptions {
  readonly title: string;
  /** The backdrop and anything behind the cat. */
  readonly back: (ctx: Ctx) => void;
  readonly cat: Posed;
  readonly face: Face;
  /** The box the cat shows in (x, y, w, h), for a cat seen through a window. */
  readonly clip?: readonly [number, number, number, number];
  /** Drawn over the cat: bowls, tissues, puddles, weather. */
  readonly front?: (ctx: Ctx) => void;
}

export function sadPicture(scene: SadScene): StarterPicture {
  const { cat, clip } = scene;
  const [x, y, scale] = cat.at;
  return picture(scene.title, (ctx) => {
    scene.back(ctx);
    if (clip) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(...clip);
      ctx.clip();
    }
    place(ctx, x, y, scale, 0, () => POSES[cat.pose](ctx, cat.coat, scene.face, scene));
    if (clip) ctx.restore();
    scene.front?.(ctx);
  });
}
