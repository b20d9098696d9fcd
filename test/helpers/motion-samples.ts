// Sample URLs for every generator that can move, from the catalogue (each generator's own
// samples: its pictures of the sample texts, short to longest, CJK, Arabic and emoji, and its
// own pictures).
import { ENTRIES } from '../../src/families/catalogue.js';
import { samplePictures } from '../../src/families/samples.js';

/** Per animated generator: its sample URLs. */
export const MOTION_SAMPLES: Readonly<Record<string, { urls: string[] }>> = Object.fromEntries(
  ENTRIES.filter(([, entry]) => entry.timeline).map(([name, entry]) => [
    name,
    { urls: samplePictures(entry).map((picture) => picture.url) },
  ]),
);
