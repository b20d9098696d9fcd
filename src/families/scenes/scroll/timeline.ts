// How /scroll moves (data only: the catalogue entry and the drawing both read it).
import type { Timeline } from '../../../core/animation.js';

/** The scroll unrolls, then its text fades in. */
export const TIMELINE: Timeline = { frames: 14, frameMs: 70, holdMs: 2600 };
