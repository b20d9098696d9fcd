// Every generator the render threads know, by name. Each one warms up (rasterises its art,
// parses its faces) on its first picture in a thread, not at start: a thread is ready once
// fonts are registered, and never spends memory on art it is not asked for. Adding a
// generator is one line here (plus its route line in src/http/routes/).
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

const BY_NAME: ReadonlyMap<string, AnyGenerator> = new Map(all.map((g) => [g.name, g]));

export const GENERATOR_NAMES: readonly string[] = [...BY_NAME.keys()];

const warmed = new Map<string, Promise<AnyGenerator>>();

/** The generator called `name`, warmed up once per thread; undefined if unknown. */
export function loadGenerator(name: string): Promise<AnyGenerator> | undefined {
  const generator = BY_NAME.get(name);
  if (!generator) return undefined;
  let ready = warmed.get(name);
  if (!ready) {
    ready = Promise.resolve(generator.warmUp?.()).then(() => generator);
    warmed.set(name, ready);
  }
  return ready;
}

/** Every generator, warmed up (benchmarks, in-process tools). */
export async function loadAllGenerators(): Promise<ReadonlyMap<string, AnyGenerator>> {
  await Promise.all(GENERATOR_NAMES.map((name) => loadGenerator(name)));
  return BY_NAME;
}
