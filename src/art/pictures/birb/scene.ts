// The scene record every recipe file exports, and its conversion to a StarterPicture that
// saves and restores the context around the drawing.
import type { StarterPicture } from '../types.js';
import type { Ctx } from './kit.js';

export interface Scene {
  readonly title: string;
  draw(ctx: Ctx): void;
}

export function toPicture(scene: Scene): StarterPicture {
  return {
    title: scene.title,
    draw(ctx) {
      ctx.save();
      scene.draw(ctx);
      ctx.restore();
    },
  };
}
