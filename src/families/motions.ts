// Which generators move, and how long: every family's timelines in one table. The HTTP process
// reads it (data only, no drawing code) to know an animation's frame count before it is drawn.
import type { Timeline } from '../core/animation.js';
import type { GeneratorName } from './catalogue.js';
import { TYPOGRAPHIC_TIMELINES } from './typographic/timelines.js';
import { SCENE_TIMELINES } from './scenes/timelines.js';
import { AVATAR_TIMELINES } from './avatars/timelines.js';

export const TIMELINES: Readonly<Partial<Record<GeneratorName, Timeline>>> = {
  ...TYPOGRAPHIC_TIMELINES,
  ...SCENE_TIMELINES,
  ...AVATAR_TIMELINES,
};

/** The timeline of `generator`, or undefined when it only draws stills. */
export function timelineOf(generator: string): Timeline | undefined {
  return (TIMELINES as Readonly<Record<string, Timeline>>)[generator];
}
