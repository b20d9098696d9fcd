// How /didyoumean moves (data only: the catalogue entry and the drawing both read it).
import type { Timeline } from '../../../core/animation.js';

/** The query is typed, then the suggestion comes in. */
export const TIMELINE: Timeline = { frames: 16, frameMs: 80, holdMs: 2600 };
