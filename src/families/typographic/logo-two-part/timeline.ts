// How /logo_two_part moves (data only: the catalogue entry and the drawing both read it).
import type { Timeline } from '../../../core/animation.js';

/** The second box pops. */
export const TIMELINE: Timeline = { frames: 12, frameMs: 60, holdMs: 2400 };
