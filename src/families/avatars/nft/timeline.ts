// How /nft moves (data only: the catalogue entry and the drawing both read it).
import type { Timeline } from '../../../core/animation.js';

/** The critter raises a brow, side-eyes and slowly blinks: unhurried, as it is unimpressed. */
export const TIMELINE: Timeline = { frames: 16, frameMs: 80, holdMs: 2400 };
