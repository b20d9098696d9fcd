// How /facts moves (data only: the catalogue entry and the drawing both read it).
import type { Timeline } from '../../../core/animation.js';

/** The book is raised and settles, then its text fades in. */
export const TIMELINE: Timeline = { frames: 14, frameMs: 60, holdMs: 2600 };
