// The sadcat starter pictures (see src/art/pictures/types.ts for the contract): indoor and
// outdoor recipes interleaved so neighbouring thumbnails differ.
import type { StarterPicture } from '../types.js';
import { HOME_PICTURES } from './home.js';
import { OUTSIDE_PICTURES } from './outside.js';

function interleave(a: readonly StarterPicture[], b: readonly StarterPicture[]): StarterPicture[] {
  const out: StarterPicture[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x) out.push(x);
    if (y) out.push(y);
  }
  return out;
}

export const SADCAT_PICTURES: readonly StarterPicture[] = interleave(
  HOME_PICTURES,
  OUTSIDE_PICTURES,
);
