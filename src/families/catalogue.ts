// The typed catalogue: every generator under the name routes and render tasks use. A route
// names one and builds `InputOf<name>` (checked by TypeScript); the render threads look the
// generator up by the same name. The HTTP thread imports only the types (no drawing code).
import type { Generator } from '../art/kit/generator.js';
import { swatch } from './colour/swatch.js';
import { gradient } from './colour/gradient.js';
import { sillycat } from './avatars/sillycat.js';
import { nft } from './avatars/nft.js';
import { calling } from './scenes/calling.js';
import { panelMeme } from './scenes/panel-meme.js';
import { facts } from './scenes/facts.js';
import { scroll } from './scenes/scroll.js';
import { httpStatus } from './scenes/http-status.js';
import { achievement } from './typographic/achievement.js';
import { captcha } from './typographic/captcha.js';
import { didyoumean } from './typographic/didyoumean.js';
import { logoTwoPart } from './typographic/logo-two-part.js';
import { streetwear } from './typographic/streetwear.js';
import { starterPicture } from './pictures/starter-picture.js';

export const GENERATORS = {
  swatch,
  gradient,
  sillycat,
  nft,
  calling,
  panel_meme: panelMeme,
  facts,
  scroll,
  http_status: httpStatus,
  achievement,
  captcha,
  didyoumean,
  logo_two_part: logoTwoPart,
  streetwear,
  'starter-picture': starterPicture,
} as const;

export type GeneratorName = keyof typeof GENERATORS;

/** The input the generator called `N` takes. */
export type InputOf<N extends GeneratorName> =
  (typeof GENERATORS)[N] extends Generator<infer Input> ? Input : never;
