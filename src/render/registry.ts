// Every generator the render threads know, by name. Adding a generator is one line here
// (plus its route line in src/http/routes/).
import type { Generator } from '../generators/types.js';
import { swatch } from '../generators/swatch.js';
import { gradient } from '../generators/gradient.js';
import { sillycat } from '../generators/sillycat.js';
import { nft } from '../generators/nft.js';
import { calling } from '../generators/calling.js';
import { panelMeme } from '../generators/panel-meme.js';
import { facts } from '../generators/facts.js';
import { scroll } from '../generators/scroll.js';
import { httpStatus } from '../generators/http-status.js';
import { achievement } from '../generators/achievement.js';
import { captcha } from '../generators/captcha.js';
import { didyoumean } from '../generators/didyoumean.js';
import { logoTwoPart } from '../generators/logo-two-part.js';
import { streetwear } from '../generators/streetwear.js';
import { starterPicture } from '../generators/starter-picture.js';

// Inputs arrive as structured-cloned data from the HTTP thread, already validated there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGenerator = Generator<any>;

const all: readonly AnyGenerator[] = [
  swatch,
  gradient,
  sillycat,
  nft,
  calling,
  panelMeme,
  facts,
  scroll,
  httpStatus,
  achievement,
  captcha,
  didyoumean,
  logoTwoPart,
  streetwear,
  starterPicture,
];

export const GENERATORS: ReadonlyMap<string, AnyGenerator> = new Map(all.map((g) => [g.name, g]));
