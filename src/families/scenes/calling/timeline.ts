// How /calling moves (data only: the catalogue entry and the drawing both read it).
import type { Timeline } from '../../../core/animation.js';

/** The desk phone rings twice. */
export const TIMELINE: Timeline = { frames: 14, frameMs: 70, holdMs: 2200 };
