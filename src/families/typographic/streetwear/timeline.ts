// How /streetwear moves (data only: the catalogue entry and the drawing both read it).
import type { Timeline } from '../../../core/animation.js';

/** The rubber stamp comes down and leaves the print. */
export const TIMELINE: Timeline = { frames: 12, frameMs: 60, holdMs: 2400 };
