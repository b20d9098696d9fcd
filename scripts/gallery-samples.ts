// What `npm run gallery` shows: every generator of the catalogue on every sample text (every
// script Kiln draws) and its own sample pictures, every animation as GIF and WebP, and a
// seeded sample of each picture collection. Each entry is a URL rendered through the app.
import { CATEGORIES } from '../src/core/categories.js';
import { ENTRIES } from '../src/families/catalogue.js';
import { samplePictures } from '../src/families/samples.js';
import { ANIMATED_EXAMPLES, asGif, asWebp } from '../src/http/pages/animated-examples.js';
import { SHOWCASE_TEXTS } from '../src/text/samples.js';

export interface GallerySection {
  readonly title: string;
  readonly urls: readonly string[];
}

const SHOWCASE = Object.fromEntries(SHOWCASE_TEXTS.map((text, i) => [String(i), text]));

export const GALLERY: readonly GallerySection[] = [
  // Every route whose picture moves, as an animated GIF and an animated WebP.
  {
    title: 'Animated (GIF and WebP)',
    urls: ANIMATED_EXAMPLES.flatMap(({ path }) => [asGif(path), asWebp(path)]),
  },
  ...ENTRIES.map(([name, entry]) => ({
    title: name,
    urls: samplePictures(entry, SHOWCASE).map((picture) => picture.url),
  })),
  // Picture collections (src/pictures, starter art in src/families/starters): a seeded sample of each.
  ...CATEGORIES.map((category) => ({
    title: `Collection /${category} (a sample)`,
    urls: Array.from({ length: 12 }, (_, i) => `/${category}?seed=gallery-${i}`),
  })),
];
