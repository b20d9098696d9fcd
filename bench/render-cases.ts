// What `npm run bench` renders: every generator of the catalogue on its own samples (its
// routes' parameter handling makes the inputs), text generators on a typical 20-character text
// and the longest allowed (500 characters, cut or split as the route's sample does), the
// others cycling through their sample pictures; and the starter pictures collections are
// seeded with. `input(i)` varies per iteration so nothing is memoised.
import { ENTRIES } from '../src/families/catalogue.js';
import { samplePictures } from '../src/families/samples.js';
import { renderRequestFor } from '../src/http/routes/image-routes.js';

export interface RenderCase {
  readonly label: string;
  readonly generator: string;
  readonly input: (i: number) => unknown;
  /** The p50 target of render+encode, in ms. */
  readonly targetMs: number;
}

/**
 * A text of exactly `length` characters that differs per iteration (so no layout is reused):
 * the counter is in base 36 so that it survives in the 10-character halves of two-text cases.
 */
function sceneText(i: number, length: number): string {
  const base = `Build ${i.toString(36)} passed at last. When the tests pass on the first try, nobody believes it. `;
  return base
    .repeat(Math.ceil(length / base.length))
    .slice(0, length)
    .trim();
}

/** Render+encode p50 targets: a typical text, the longest one, a picture without text. */
const TARGET_MS = { typical: 5, longest: 15, picture: 8 } as const;

export const RENDER_CASES: readonly RenderCase[] = [
  ...ENTRIES.flatMap(([generator, entry]): RenderCase[] => {
    const { text } = entry.samples;
    if (text) {
      return [
        { label: '20-char text', length: 20, targetMs: TARGET_MS.typical },
        { label: '500-char text', length: 500, targetMs: TARGET_MS.longest },
      ].map(({ label, length, targetMs }) => ({
        label: `${generator} ${label}`,
        generator,
        input: (i: number) => renderRequestFor(text(sceneText(i, length))).input,
        targetMs,
      }));
    }
    const urls = samplePictures(entry).map((picture) => picture.url);
    return [
      {
        label: `${generator} samples`,
        generator,
        input: (i: number) => renderRequestFor(urls[i % urls.length]!).input,
        targetMs: TARGET_MS.picture,
      },
    ];
  }),
  {
    // Drawn once per picture when a collection is seeded, never per request.
    label: 'starter picture (seeding, each category #0)',
    generator: 'starter-picture',
    input: (i: number) => ({
      category: ['birb', 'bunny', 'cats', 'dogs', 'sadcat'][i % 5],
      index: 0,
    }),
    targetMs: 50,
  },
];
