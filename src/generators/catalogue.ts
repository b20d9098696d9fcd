// The typed catalogue: every generator under the name routes and render tasks use. A route
// names one and builds `InputOf<name>` (checked by TypeScript); the render threads look the
// generator up by the same name. The HTTP thread imports only the types (no drawing code).
import type { Generator } from './types.js';
import { swatch } from './swatch.js';
import { gradient } from './gradient.js';
import { sillycat } from './sillycat.js';
import { nft } from './nft.js';
import { calling } from './calling.js';
import { panelMeme } from './panel-meme.js';
import { facts } from './facts.js';
import { scroll } from './scroll.js';
import { httpStatus } from './http-status.js';
import { achievement } from './achievement.js';
import { captcha } from './captcha.js';
import { didyoumean } from './didyoumean.js';
import { logoTwoPart } from './logo-two-part.js';
import { streetwear } from './streetwear.js';
import { starterPicture } from './starter-picture.js';

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
