// The birb starter pictures: round little birds in many poses and places, assembled from the
// body model (body.ts), faces, backgrounds and props; the recipes live in the scenes files.
import type { StarterPicture } from '../types.js';
import { toPicture } from './scene.js';
import { SCENES_A } from './scenes-a.js';
import { SCENES_B } from './scenes-b.js';
import { SCENES_C } from './scenes-c.js';
import { SCENES_D } from './scenes-d.js';

export const BIRB_PICTURES: readonly StarterPicture[] = [
  ...SCENES_A,
  ...SCENES_B,
  ...SCENES_C,
  ...SCENES_D,
].map(toPicture);
