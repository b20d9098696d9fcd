// What `npm run bench` renders: one entry per generator and typical input. Later generators
// add their cases here. `input(i)` varies per iteration so nothing is memoised.
export interface RenderCase {
  readonly label: string;
  readonly generator: string;
  readonly input: (i: number) => unknown;
  /** The p50 target of render+encode, in ms. */
  readonly targetMs: number;
}

const colour = (i: number) => ({ r: (i * 37) & 255, g: (i * 91) & 255, b: (i * 53) & 255 });

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

/** Typical (20 characters) and longest (500, split between the cells of a two-text scene). */
function sceneTextCases(
  generator: string,
  params: readonly string[],
  extra: Record<string, unknown> = {},
): RenderCase[] {
  return [20, 500].map((length) => ({
    label: `${generator} ${length}-char text`,
    generator,
    input: (i: number) => ({
      ...extra,
      ...Object.fromEntries(params.map((p) => [p, sceneText(i, length / params.length)])),
    }),
    targetMs: length === 20 ? 5 : 15,
  }));
}

export const RENDER_CASES: readonly RenderCase[] = [
  { label: 'swatch 256x256', generator: 'swatch', input: colour, targetMs: 3 },
  { label: 'gradient 1024x256', generator: 'gradient', input: colour, targetMs: 5 },
  // Illustrated scenes: a typical 20-character text and a 500-character one; a status picture.
  ...sceneTextCases('calling', ['text']),
  ...sceneTextCases('panel_meme', ['top', 'bottom']),
  ...sceneTextCases('facts', ['text']),
  ...sceneTextCases('scroll', ['text']),
  // Typographic generators, same texts.
  ...sceneTextCases('achievement', ['text'], { icon: 7, title: 1 }),
  ...sceneTextCases('captcha', ['text']),
  ...sceneTextCases('streetwear', ['text']),
  ...sceneTextCases('logo_two_part', ['text', 'text2']),
  // didyoumean allows at most 45 + 40 code points, so its "long" case is the longest allowed.
  {
    label: 'didyoumean 20-char text',
    generator: 'didyoumean',
    input: (i: number) => ({ top: sceneText(i, 10), bottom: sceneText(i, 10) }),
    targetMs: 5,
  },
  {
    label: 'didyoumean 85-char text (longest)',
    generator: 'didyoumean',
    input: (i: number) => ({ top: sceneText(i, 45), bottom: sceneText(i, 40) }),
    targetMs: 15,
  },
  // Seeded characters, 512x512.
  {
    label: 'sillycat two colours',
    generator: 'sillycat',
    input: (i: number) => ({ right: colour(i), left: colour(i + 7) }),
    targetMs: 8,
  },
  {
    label: 'nft default',
    generator: 'nft',
    input: (i: number) => ({ colour: colour(i), season: 'default' }),
    targetMs: 8,
  },
  {
    label: 'nft halloween',
    generator: 'nft',
    input: (i: number) => ({ colour: colour(i), season: 'halloween' }),
    targetMs: 8,
  },
  {
    label: 'http_status /http/404',
    generator: 'http_status',
    input: () => ({ code: 404 }),
    targetMs: 8,
  },
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
