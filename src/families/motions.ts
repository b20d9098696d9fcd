// Which generators move, and how long: read off the catalogue's entries (data only, no drawing
// code), so the HTTP process knows an animation's frame count before it is drawn.
import type { Timeline } from '../core/animation.js';
import { ENTRIES, type CatalogueName } from './catalogue.js';

export const TIMELINES: Readonly<Partial<Record<CatalogueName, Timeline>>> = Object.fromEntries(
  ENTRIES.flatMap(([name, entry]) => (entry.timeline ? [[name, entry.timeline]] : [])),
);

/** The timeline of `generator`, or undefined when it only draws stills. */
export function timelineOf(generator: string): Timeline | undefined {
  return (TIMELINES as Readonly<Record<string, Timeline>>)[generator];
}
