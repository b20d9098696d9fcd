// How long each typographic picture moves (data only: the HTTP process reads it through
// families/motions.ts to know an animation's frame count without loading drawing code).
import type { Timeline } from '../../core/animation.js';

export const TYPOGRAPHIC_TIMELINES = {
  achievement: { frames: 14, frameMs: 60, holdMs: 2400 },
  // The tick holds about 0.8 s of the 1.35 s motion; the empty box (the still) 1.2 s.
  captcha: { frames: 16, frameMs: 90, holdMs: 1200 },
  didyoumean: { frames: 16, frameMs: 80, holdMs: 2600 },
  logo_two_part: { frames: 12, frameMs: 60, holdMs: 2400 },
  streetwear: { frames: 12, frameMs: 60, holdMs: 2400 },
} as const satisfies Record<string, Timeline>;
