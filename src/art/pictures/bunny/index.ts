// The bunny starter pictures, in two recipe sets built from the parts in this folder (see
// src/art/pictures/types.ts for the contract).
import type { StarterPicture } from '../types.js';
import { SET_ONE } from './set-one.js';
import { SET_TWO } from './set-two.js';

export const BUNNY_PICTURES: readonly StarterPicture[] = [...SET_ONE, ...SET_TWO];
