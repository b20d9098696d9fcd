// How /http/<code> moves (data only: the catalogue entry and the drawing both read it).
import type { Timeline } from '../../../core/animation.js';

/** The mascot acts out its class mood. */
export const TIMELINE: Timeline = { frames: 14, frameMs: 80, holdMs: 2200 };
