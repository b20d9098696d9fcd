// The animated examples /gallery and /docs show: one per route whose picture moves (the
// catalogue's moving samples, families/samples.ts), each as an animated GIF (format=gif) and
// an animated WebP (animate=1).
import { MOVING_EXAMPLES, type MovingExample } from '../../families/samples.js';

export type AnimatedExample = MovingExample;

export const ANIMATED_EXAMPLES: readonly AnimatedExample[] = MOVING_EXAMPLES;

const withQuery = (path: string, query: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${query}`;

/** The example as an animated GIF. */
export const asGif = (path: string): string => withQuery(path, 'format=gif');

/** The example as an animated WebP. */
export const asWebp = (path: string): string => withQuery(path, 'animate=1');
