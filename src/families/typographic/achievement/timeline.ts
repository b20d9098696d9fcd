// How /achievement moves (data only: the catalogue entry and the drawing both read it).
import type { Timeline } from '../../../core/animation.js';

/** The toast fades and grows into place, then its icon pops. */
export const TIMELINE: Timeline = { frames: 14, frameMs: 60, holdMs: 2400 };
