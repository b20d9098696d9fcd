// How long each illustrated picture moves (data only: the HTTP process reads it through
// families/motions.ts to know an animation's frame count without loading drawing code).
import type { Timeline } from '../../core/animation.js';

export const SCENE_TIMELINES = {
  calling: { frames: 14, frameMs: 70, holdMs: 2200 },
  scroll: { frames: 14, frameMs: 70, holdMs: 2600 },
  facts: { frames: 14, frameMs: 60, holdMs: 2600 },
  panel_meme: { frames: 16, frameMs: 70, holdMs: 2600 },
  http_status: { frames: 14, frameMs: 80, holdMs: 2200 },
} as const satisfies Record<string, Timeline>;
