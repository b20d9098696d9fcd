// How long each typographic picture moves (data only: the HTTP process reads it through
// families/motions.ts to know an animation's frame count without loading drawing code).
import type { Timeline } from '../../core/animation.js';

export const TYPOGRAPHIC_TIMELINES = {
  achievement: { frames: 14, frameMs: 60, holdMs: 2400 },
} as const satisfies Record<string, Timeline>;
