// The StarterPicture wrapper the recipe lists share: a title and a draw that runs inside a
// saved context state, so recipes may leave transforms and clips behind.
import type { Ctx } from '../../art/kit/draw.js';
import type { StarterPicture } from './types.js';

export function picture(title: string, draw: (ctx: Ctx) => void): StarterPicture {
  return {
    title,
    draw: (ctx) => {
      ctx.save();
      draw(ctx);
      ctx.restore();
    },
  };
}
