// Rabbit coats as data: fur tones, the cream of belly and muzzle, inner-ear pink, eye colour
// and the marking pattern (dutch saddle, spots, a lionhead's mane).
import type { Tone } from './style.js';

type Marking = 'none' | 'dutch' | 'spots';

export interface Coat {
  readonly fur: Tone;
  /** Belly, muzzle and tail. */
  readonly belly: Tone;
  readonly earInner: string;
  /** The iris ring inside the dark eye. */
  readonly iris: string;
  readonly marking: Marking;
  readonly mark: Tone;
  /** Shows a cream muzzle (agouti-type coats); self-coloured coats keep a plain face. */
  readonly muzzle: boolean;
  /** Lionhead: a scalloped mane around the face and a fluffy chest. */
  readonly mane?: Tone;
}

const cream: Tone = { base: '#fff6ea', shade: '#ecd9c4', light: '#ffffff' };
const snow: Tone = { base: '#fffdf9', shade: '#e4dcee', light: '#ffffff' };

function coat(fur: Tone, extra: Partial<Coat> = {}): Coat {
  return {
    fur,
    belly: cream,
    earInner: '#f7a7b8',
    iris: '#7a4a3a',
    marking: 'none',
    mark: fur,
    muzzle: false,
    ...extra,
  };
}

const black: Tone = { base: '#5a5170', shade: '#463e5c', light: '#80779a' };
const chocolate: Tone = { base: '#7b5440', shade: '#63412f', light: '#a0735a' };

export const COATS = {
  white: coat(snow, { belly: snow, iris: '#b0506a' }),
  agouti: coat(
    { base: '#c99467', shade: '#a8744d', light: '#e6bb90' },
    { muzzle: true, iris: '#5a3526' },
  ),
  black: coat(black, { belly: black, earInner: '#b8869c', iris: '#8a5a3c' }),
  grey: coat(
    { base: '#b9b6ca', shade: '#9894ad', light: '#dedcea' },
    { muzzle: true, iris: '#4d5a7a' },
  ),
  dutch: coat(snow, { belly: snow, marking: 'dutch', mark: black, iris: '#5a3526' }),
  dutchBrown: coat(snow, { belly: snow, marking: 'dutch', mark: chocolate, iris: '#5a3526' }),
  spotted: coat(snow, {
    belly: snow,
    marking: 'spots',
    mark: { base: '#d58b52', shade: '#b56e3b', light: '#eeb07c' },
  }),
  greySpots: coat(snow, { belly: snow, marking: 'spots', mark: black, iris: '#4d5a7a' }),
  lionhead: coat(
    { base: '#f0c08a', shade: '#d79e66', light: '#fbe0bc' },
    { mane: { base: '#f8d7ac', shade: '#e2b27c', light: '#fff0da' }, muzzle: true },
  ),
  lionWhite: coat(snow, {
    belly: snow,
    mane: { base: '#fffaf2', shade: '#e8dcec', light: '#ffffff' },
    iris: '#6a7fb0',
  }),
  cinnamon: coat(
    { base: '#dd955c', shade: '#bd743e', light: '#f4bb85' },
    { muzzle: true, iris: '#5a3526' },
  ),
  chocolate: coat(chocolate, { muzzle: true, earInner: '#d99aa8', iris: '#3d2418' }),
} as const satisfies Record<string, Coat>;
