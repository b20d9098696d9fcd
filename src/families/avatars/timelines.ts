// How long each avatar picture moves (data only: the HTTP process reads it through
// families/motions.ts to know an animation's frame count without loading drawing code).
import type { Timeline } from '../../core/animation.js';

export const AVATAR_TIMELINES = {
  // The cat waves (two swings) and blinks between them: a second of motion, then the still.
  sillycat: { frames: 16, frameMs: 70, holdMs: 2000 },
  // The critter raises a brow, side-eyes and slowly blinks: unhurried, as it is unimpressed.
  nft: { frames: 16, frameMs: 80, holdMs: 2400 },
} as const satisfies Record<string, Timeline>;
