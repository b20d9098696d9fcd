// The bunny starter pictures (being drawn; see src/art/pictures/types.ts for the contract).
import type { StarterPicture } from '../types.js';

export const BUNNY_PICTURES: readonly StarterPicture[] = [];
