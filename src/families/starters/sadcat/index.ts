// The sadcat starter pictures (see src/families/starters/types.ts for the contract): indoor and
// outdoor scenes interleaved so neighbouring thumbnails differ.
import type { StarterPicture } from '../types.js';
import { HOME } from './home.js';
import { OUTSIDE } from './outside.js';
import { sadPicture, type SadScene } from './scene.js';

function interleave(a: readonly SadScene[], b: readonly SadScene[]): SadScene[] {
  const out: SadScene[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x) out.push(x);
    if (y) out.push(y);
  }
  return out;
}

export const SADCAT_PICTURES: readonly StarterPicture[] = interleave(HOME, OUTSIDE).map(sadPicture);
