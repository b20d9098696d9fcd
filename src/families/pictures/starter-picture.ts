// The starter pictures of the collections (DESIGN 2.4) as a generator, so a fresh install can
// draw its collections in the render threads: input is a category and a picture's index.
import { PICTURE_SIZE, STARTER_PICTURES } from './index.js';
import { isCategory } from '../../core/categories.js';
import { createSurface, toRaster, type Surface } from '../../art/kit/surface.js';
import { InvalidInput } from '../../core/errors.js';
import { type Generator } from '../../art/kit/generator.js';

export interface StarterPictureInput {
  readonly category: string;
  readonly index: number;
}

let surface: Surface | undefined;

export const starterPicture: Generator<StarterPictureInput> = {
  name: 'starter-picture',
  render({ category, index }) {
    const picture = isCategory(category) ? STARTER_PICTURES[category][index] : undefined;
    if (!picture) throw new InvalidInput(`There is no starter picture ${category} #${index}.`);
    // A fresh surface state per picture: recipes draw their own full background.
    surface ??= createSurface(PICTURE_SIZE, PICTURE_SIZE);
    const { ctx } = surface;
    ctx.save();
    ctx.clearRect(0, 0, PICTURE_SIZE, PICTURE_SIZE);
    picture.draw(ctx);
    ctx.restore();
    return { raster: toRaster(surface) };
  },
};
