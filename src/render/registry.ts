// Every generator the render threads know, by name. Adding a generator is one line here
// (plus its route line in src/http/routes/). Generators used only off the request path are
// loaded on first use, so their code does not slow down every thread's start.
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
];

export const GENERATORS: ReadonlyMap<string, AnyGenerator> = new Map(all.map((g) => [g.name, g]));

/** Generators loaded on first use: the starter pictures (all the collections' art) seed once. */
const LAZY: ReadonlyMap<string, () => Promise<AnyGenerator>> = new Map([
  [
    'starter-picture',
    () => import('../generators/starter-picture.js').then((module) => module.starterPicture),
  ],
]);

/** The generator called `name`, loading it if it is one of the lazy ones. */
export async function generatorNamed(name: string): Promise<AnyGenerator | undefined> {
  return GENERATORS.get(name) ?? (await LAZY.get(name)?.());
}
