// The catalogue's sample pictures, as the places that show or test them want them: each
// generator's pictures for a set of sample texts plus its own pictures, by label; the moving
// examples; and which route of a generator a sample URL is drawn by.
import {
  matchesRoute,
  type GeneratorEntry,
  type GeneratorRoute,
  type GeneratorSamples,
} from '../art/kit/entry.js';
import { SAMPLE_TEXTS } from '../text/samples.js';
import { ENTRIES, type CatalogueName } from './catalogue.js';

export interface SamplePicture {
  readonly label: string;
  readonly url: string;
}

/**
 * `entry`'s samples; none (`{}`) when it has no `samples` at all, which tsc rejects, so that the
 * catalogue test, which imports this module, can say what to add instead of failing to load.
 */
export const samplesOf = (entry: GeneratorEntry<unknown>): GeneratorSamples =>
  (entry as Partial<GeneratorEntry<unknown>>).samples ?? {};

/**
 * `entry`'s sample pictures: one per text of `texts` (by label) when it takes text, then its
 * own pictures. `texts` defaults to the goldens' set (every script and length).
 */
export function samplePictures(
  entry: GeneratorEntry<unknown>,
  texts: Readonly<Record<string, string>> = SAMPLE_TEXTS,
): SamplePicture[] {
  const { text, pictures = {} } = samplesOf(entry);
  const forTexts = text
    ? Object.entries(texts).map(([label, sample]) => ({ label, url: text(sample) }))
    : [];
  return [...forTexts, ...Object.entries(pictures).map(([label, url]) => ({ label, url }))];
}

/** A label as a file name: `two colours` is `two-colours`. */
export const labelFile = (label: string): string =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The route of `entry` that draws `url`; throws when none does (a sample that is no URL of it). */
export function routeOf(entry: GeneratorEntry<unknown>, url: string): GeneratorRoute<unknown> {
  const route = entry.routes.find((candidate) => matchesRoute(candidate.path, url));
  if (!route) throw new Error(`${url} is not a URL of any of its generator's routes`);
  return route;
}

/** One moving example per generator that moves: /gallery's and /docs' animated pictures. */
export interface MovingExample {
  readonly generator: CatalogueName;
  /** The pattern of the route that draws it. */
  readonly route: string;
  /** The still picture's path (with query); format=gif or animate=1 makes it move. */
  readonly path: string;
}

export const MOVING_EXAMPLES: readonly MovingExample[] = ENTRIES.flatMap(([generator, entry]) => {
  const path = entry.timeline ? samplesOf(entry).moving : undefined;
  if (!path) return [];
  // (A moving sample that is no URL of its routes fails the catalogue test, not the server.)
  const route = entry.routes.find((candidate) => matchesRoute(candidate.path, path));
  return [{ generator, route: route?.path ?? path, path }];
});
