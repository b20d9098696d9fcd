// How /sillycat moves (data only: the catalogue entry and the drawing both read it).
import type { Timeline } from '../../../core/animation.js';

/** The cat waves (two swings) and blinks between them: a second of motion, then the still. */
export const TIMELINE: Timeline = { frames: 16, frameMs: 70, holdMs: 2000 };
