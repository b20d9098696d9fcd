// How /panel_meme moves (data only: the catalogue entry and the drawing both read it).
import type { Timeline } from '../../../core/animation.js';

/** The two reactions land in turn. */
export const TIMELINE: Timeline = { frames: 16, frameMs: 70, holdMs: 2600 };
