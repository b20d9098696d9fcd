// The starter pictures of the collections (DESIGN 2.4) as a generator, so a fresh install can
// draw its collections in the renderers: input is a category and a picture's index.
import { PICTURE_SIZE, STARTER_PICTURES } from './index.js';
import { isCategory } from '../../core/categories.js';
import { frameSurface, toRaster } from '../../art/kit/surface.js';
import { InvalidInput } from '../../core/errors.js';
import { type Generator } from '../../art/kit/generator.js';

export interface StarterPictureInput {
  readonly category: string;
  readonly index: number;
}

export const starterPicture: Generator<StarterPictureInput> = {
  name: 'starter-picture',
  render({ category, index }) {
    const picture = isCategory(category) ? STARTER_PICTURES[category][index] : undefined;
    if (!picture) throw new InvalidInput(`There is no starter picture ${category} #${index}.`);
    const surface = frameSurface(PICTURE_SIZE, PICTURE_SIZE, 'square');
    picture.draw(surface.ctx);
    return { raster: toRaster(surface) };
  },
};
