// kiln-seed-v1: the versioned mapping from a `seed` query string to the sillycat colours and
// the nft colour and season. Any instance, any build, forever: same seed, same answer.
//
// Algorithm kiln-seed-v1 (changing any step requires a new version name):
//   1. bytes = the UTF-8 encoding of the seed string exactly as received (no trimming, no case
//      folding, no Unicode normalisation).
//   2. state = FNV-1a 32 of bytes: h = 0x811c9dc5; for each byte: h = (h XOR byte) * 0x01000193
//      modulo 2^32.
//   3. A mulberry32 generator is seeded with state; each draw is:
//        state = (state + 0x6d2b79f5) mod 2^32
//        t = state
//        t = imul32(t XOR (t >>> 15), t OR 1)
//        t = t XOR (t + imul32(t XOR (t >>> 7), t OR 61))
//        draw = (t XOR (t >>> 14)) as an unsigned 32-bit integer
//      (imul32 is 32-bit wrapping multiplication, + is modulo 2^32.)
//   4. A colour is one draw u: r = bits 31..24, g = bits 23..16, b = bits 15..8 of u.
//      A season is one draw u: SEASONS[u mod 15] (SEASONS in SPEC 4.3 order, see types.ts).
//   5. Draw order: 1st draw sillycat right colour, 2nd sillycat left colour,
//      3rd nft colour, 4th nft season.
import { SEASONS, type Rgb, type Season } from './nft/seasons.js';
import { fnv1a32, mulberry32 } from '../../core/random.js';

export const SEED_ALGORITHM_VERSION = 'kiln-seed-v1';

export interface ComposedChoices {
  readonly sillycat: { readonly right: Rgb; readonly left: Rgb };
  readonly nft: { readonly colour: Rgb; readonly season: Season };
}

function colourOf(draw: number): Rgb {
  return { r: (draw >>> 24) & 0xff, g: (draw >>> 16) & 0xff, b: (draw >>> 8) & 0xff };
}

function seasonOf(draw: number): Season {
  return SEASONS[draw % SEASONS.length] as Season;
}

/** Steps 4 and 5, from any source of unsigned 32-bit draws. */
function choicesFrom(next: () => number): ComposedChoices {
  const right = colourOf(next());
  const left = colourOf(next());
  const colour = colourOf(next());
  const season = seasonOf(next());
  return { sillycat: { right, left }, nft: { colour, season } };
}

/** The deterministic choices for a seed (kiln-seed-v1). */
export function seededChoices(seed: string): ComposedChoices {
  return choicesFrom(mulberry32(fnv1a32(seed)));
}

/** Unseeded choices from the platform's cryptographic random source (responses: no-store). */
export function randomChoices(): ComposedChoices {
  const draws = crypto.getRandomValues(new Uint32Array(4));
  let index = 0;
  return choicesFrom(() => draws[index++] ?? 0);
}

/** One random colour, for a `random` sillycat path segment. */
export function randomColour(): Rgb {
  return randomChoices().sillycat.right;
}
