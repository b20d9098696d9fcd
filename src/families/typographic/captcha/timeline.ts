// How /captcha moves (data only: the catalogue entry and the drawing both read it).
import type { Timeline } from '../../../core/animation.js';

/** The tick holds about 0.8 s of the 1.35 s motion; the empty box (the still) 1.2 s. */
export const TIMELINE: Timeline = { frames: 16, frameMs: 90, holdMs: 1200 };
