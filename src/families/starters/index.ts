// Every collection's starter pictures, by category: the art a fresh install serves.
import type { Category } from '../../core/categories.js';
import type { StarterPicture } from './types.js';
import { BIRB_PICTURES } from './birb/index.js';
import { BUNNY_PICTURES } from './bunny/index.js';
import { CATS_PICTURES } from './cats/index.js';
import { DOGS_PICTURES } from './dogs/index.js';
import { SADCAT_PICTURES } from './sadcat/index.js';

export { PICTURE_SIZE, type StarterPicture } from './types.js';

export const STARTER_PICTURES: Readonly<Record<Category, readonly StarterPicture[]>> = {
  birb: BIRB_PICTURES,
  bunny: BUNNY_PICTURES,
  cats: CATS_PICTURES,
  dogs: DOGS_PICTURES,
  sadcat: SADCAT_PICTURES,
};
