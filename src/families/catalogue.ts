// The catalogue: every generator clients can ask for, by the name routes, render tasks and
// renderers know it by, one line each (its folder's index.ts says everything else). The index,
// the OpenAPI document, /docs, /gallery, the goldens, the motion tests, the bench and
// `npm run gallery` all iterate it. The HTTP process reads the entries (data); renderers load
// the drawing code (`load`). A new generator: CONTRIBUTING.md.
import type { GeneratorEntry } from '../art/kit/entry.js';
import type { Generator } from '../art/kit/generator.js';
import { swatchEntry } from './colour/swatch/index.js';
import { gradientEntry } from './colour/gradient/index.js';
import { sillycatEntry } from './avatars/sillycat/index.js';
import { nftEntry } from './avatars/nft/index.js';
import { callingEntry } from './scenes/calling/index.js';
import { panelMemeEntry } from './scenes/panel-meme/index.js';
import { factsEntry } from './scenes/facts/index.js';
import { scrollEntry } from './scenes/scroll/index.js';
import { httpStatusEntry } from './scenes/http-status/index.js';
import { achievementEntry } from './typographic/achievement/index.js';
import { captchaEntry } from './typographic/captcha/index.js';
import { didyoumeanEntry } from './typographic/didyoumean/index.js';
import { logoTwoPartEntry } from './typographic/logo-two-part/index.js';
import { streetwearEntry } from './typographic/streetwear/index.js';

export const CATALOGUE = {
  swatch: swatchEntry,
  gradient: gradientEntry,
  sillycat: sillycatEntry,
  nft: nftEntry,
  calling: callingEntry,
  panel_meme: panelMemeEntry,
  facts: factsEntry,
  scroll: scrollEntry,
  http_status: httpStatusEntry,
  achievement: achievementEntry,
  captcha: captchaEntry,
  didyoumean: didyoumeanEntry,
  logo_two_part: logoTwoPartEntry,
  streetwear: streetwearEntry,
} as const;

/**
 * Generators no route draws: Kiln's own starter pictures, drawn when a picture collection is
 * seeded (src/pictures/starter.ts).
 */
export const INTERNAL_GENERATORS = {
  'starter-picture': async () => (await import('./starters/starter-picture.js')).starterPicture,
} as const;

export type CatalogueName = keyof typeof CATALOGUE;
export type GeneratorName = CatalogueName | keyof typeof INTERNAL_GENERATORS;

/** The input the generator called `N` takes. */
export type InputOf<N extends GeneratorName> = N extends CatalogueName
  ? (typeof CATALOGUE)[N] extends GeneratorEntry<infer Input>
    ? Input
    : never
  : N extends keyof typeof INTERNAL_GENERATORS
    ? Awaited<ReturnType<(typeof INTERNAL_GENERATORS)[N]>> extends Generator<infer Input>
      ? Input
      : never
    : never;

/** Every entry with its name, in catalogue order. */
export const ENTRIES: readonly (readonly [CatalogueName, GeneratorEntry<unknown>])[] =
  Object.entries(CATALOGUE) as [CatalogueName, GeneratorEntry<unknown>][];
