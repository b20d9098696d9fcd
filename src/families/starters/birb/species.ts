// The birb feather colourings as data: one table per part with a row per species (body and
// markings, wings, tail, beak and feet, head extras), and species() that joins a bird's rows.
import { tone, type Tone } from './kit.js';

/** A marking on the body, positioned relative to the face (see markPath in body.ts). */
export type MarkKind =
  'cap' | 'face' | 'mask' | 'bib' | 'breast' | 'belly' | 'cheeks' | 'stripe' | 'disc' | 'nape';

export interface Species {
  readonly body: Tone;
  /** Markings painted on the body, in drawing order. */
  readonly marks: readonly (readonly [MarkKind, Tone])[];
  readonly wing: Tone;
  /** Colour of the feather lines drawn across the wing (bars, scallops). */
  readonly wingLines: string;
  /** A contrasting band across the wing (finch yellow, cockatiel white). */
  readonly wingBar?: string;
  readonly tail: Tone;
  readonly tailLength: number;
  readonly beak: Tone;
  /** Larger, seed-cracking beaks (finches, java sparrows). */
  readonly bigBeak?: boolean;
  readonly feet: string;
  readonly eye: 'bead' | 'owl';
  /** A coloured ring around bead eyes (java sparrow). */
  readonly eyeRing?: string;
  readonly crest: 'none' | 'tuft' | 'crest' | 'ears';
  /** The crest's tone when it is not the body's. */
  readonly crestTone?: Tone;
  /** Spots scattered on the chest (owlets, zebra finches). */
  readonly spots?: string;
}

const beakDark = tone('#6d6478', '#4d4558', '#9d94a8');
const budgieBeak = tone('#ffd27a', '#e8a948', '#fff0c4');
const cream = tone('#fff3dc', '#ecd7b4', '#ffffff');
const white = tone('#fdfbff', '#dcd8e6', '#ffffff');
const ink = tone('#3a3148', '#2b2238', '#5d5270');
const titGreen = tone('#9ccf6a', '#78ad4d', '#c8ec9c');
const titBlue = tone('#5aa8f0', '#3e84cf', '#9ccdff');
const titNavy = tone('#34406e', '#262f55', '#4f5c94');
const cockatielYellow = tone('#ffe27a', '#f2c14c', '#fff6c4');
const chickYellow = tone('#ffd54a', '#efb52c', '#fff0a0');

/** The body tone of every species; its keys are the species names. */
const BODY = {
  budgie: tone('#8bd66a', '#5fb04f', '#c4f0a6'),
  skyBudgie: tone('#7cc4f5', '#539fe0', '#c2e6ff'),
  sparrow: tone('#c98f5e', '#a56c42', '#e6b98c'),
  robin: tone('#b39274', '#8f7057', '#d4b89d'),
  blueTit: tone('#ffdb5c', '#f0b93a', '#fff2a8'),
  goldfinch: tone('#ecc89c', '#d1a474', '#f9e4c6'),
  cockatiel: tone('#b9b5c6', '#948fa6', '#dcd9e6'),
  owlet: tone('#b8875f', '#946643', '#dbb08a'),
  lovebird: tone('#7fd36e', '#58b050', '#b8f0a4'),
  zebraFinch: tone('#b4b1c2', '#908ca3', '#dad7e4'),
  java: tone('#a7abc4', '#8489a6', '#ccd0e2'),
  chick: tone('#ffe26a', '#f5c13c', '#fff6b8'),
  chickadee: tone('#c9c4d2', '#a39db0', '#e6e2ec'),
} as const;

export type SpeciesName = keyof typeof BODY;

type Table<T> = Readonly<Record<SpeciesName, T>>;

const MARKS: Table<Species['marks']> = {
  budgie: [['face', tone('#ffe97a', '#f2c94c', '#fff8c8')]],
  skyBudgie: [['face', white]],
  sparrow: [
    ['belly', cream],
    ['cap', tone('#a7a1b3', '#857e94', '#cfc9d9')],
    ['cheeks', cream],
  ],
  robin: [
    ['belly', white],
    ['breast', tone('#ff8a4c', '#e8653a', '#ffbb8a')],
  ],
  blueTit: [
    ['nape', titGreen],
    ['face', white],
    ['cap', titBlue],
    ['stripe', titNavy],
    ['bib', titNavy],
  ],
  goldfinch: [
    ['belly', cream],
    ['cap', ink],
    ['face', white],
    ['mask', tone('#f2484f', '#cc3340', '#ff8a8a')],
  ],
  cockatiel: [['face', cockatielYellow]],
  owlet: [
    ['belly', tone('#f1dcbc', '#d9bd94', '#fff3e0')],
    ['disc', tone('#f6e6cc', '#e2c9a4', '#fffaf0')],
  ],
  lovebird: [['face', tone('#ffa26b', '#f07a4a', '#ffd0ac')]],
  zebraFinch: [
    ['belly', tone('#fbefe2', '#e6d3c0', '#ffffff')],
    ['cheeks', tone('#ff9a52', '#ec7a36', '#ffc58f')],
  ],
  java: [
    ['belly', tone('#e9c8cf', '#d4a8b2', '#fbe8ec')],
    ['cap', ink],
    ['cheeks', white],
  ],
  chick: [],
  chickadee: [
    ['belly', tone('#f6dfc2', '#e4c39c', '#fff4e4')],
    ['face', white],
    ['cap', ink],
    ['bib', ink],
  ],
};

/** The wing tone, the colour of its feather lines and an optional contrasting bar. */
const WINGS: Table<readonly [Tone, string, string?]> = {
  budgie: [tone('#c9ec7d', '#9dcc55', '#eaffb8'), '#3a3148'],
  skyBudgie: [tone('#cfe8ff', '#a3c8ec', '#f0f8ff'), '#3a3148'],
  sparrow: [tone('#a8693d', '#84502c', '#c98f5e'), '#f3e0c4', '#fff3dc'],
  robin: [tone('#9c7b5e', '#7b5d44', '#c2a286'), '#6b4f39'],
  blueTit: [titBlue, '#e8f4ff', '#ffffff'],
  goldfinch: [ink, '#fffdf8', '#ffd23f'],
  cockatiel: [tone('#a39eb3', '#7f7a93', '#cbc7d8'), '#6e6884', '#fffdf8'],
  owlet: [tone('#9c6c48', '#7a5034', '#c29570'), '#f1dcbc'],
  lovebird: [tone('#5fbf5a', '#449a45', '#9be08a'), '#2f7a3a'],
  zebraFinch: [tone('#a29eb3', '#817c95', '#c9c5d6'), '#6e6884'],
  java: [tone('#9297b4', '#737893', '#bcc0d6'), '#666b88'],
  chick: [chickYellow, '#e8a52a'],
  chickadee: [tone('#8f899e', '#6f6a80', '#b7b1c4'), '#e6e2ec'],
};

/** The tail tone and length (1 is an ordinary tail, 0 none at all). */
const TAILS: Table<readonly [Tone, number]> = {
  budgie: [tone('#4f8fe0', '#376fc0', '#8ab8f5'), 1.5],
  skyBudgie: [tone('#3c6fd1', '#2c53a8', '#7aa0ea'), 1.5],
  sparrow: [tone('#8d5a35', '#6e4327', '#b27a4d'), 1],
  robin: [tone('#8f7057', '#705540', '#b39274'), 1],
  blueTit: [tone('#4a8fd9', '#346fb6', '#8fc0f5'), 1.1],
  goldfinch: [ink, 1.1],
  cockatiel: [tone('#8f8aa2', '#6f6a84', '#b9b5c6'), 1.7],
  owlet: [tone('#8d5f3e', '#6e472d', '#b8875f'), 0.7],
  lovebird: [tone('#5aa0e8', '#3e7fcc', '#9cc8ff'), 0.9],
  zebraFinch: [ink, 0.9],
  java: [ink, 1],
  chick: [chickYellow, 0],
  chickadee: [tone('#7d778c', '#615c70', '#a39db0'), 1.2],
};

/** The beak tone and the colour of the feet. */
const BEAKS: Table<readonly [Tone, string]> = {
  budgie: [budgieBeak, '#b9a3c4'],
  skyBudgie: [budgieBeak, '#b9a3c4'],
  sparrow: [beakDark, '#d9a98a'],
  robin: [beakDark, '#d9a98a'],
  blueTit: [beakDark, '#9fa6c8'],
  goldfinch: [tone('#f7d9c4', '#dcb49c', '#fff3ea'), '#d9a98a'],
  cockatiel: [tone('#b8aebd', '#948a9c', '#dcd4e0'), '#c2a9b5'],
  owlet: [tone('#f6c544', '#d49a1c', '#fff0a8'), '#f6c544'],
  lovebird: [tone('#ff6b6b', '#e04a55', '#ffb0b0'), '#b9a3c4'],
  zebraFinch: [tone('#ff6a3d', '#e04a2a', '#ffa882'), '#ff9a62'],
  java: [tone('#ff8a8a', '#e0606a', '#ffc4c4'), '#ff9aa8'],
  chick: [tone('#ffb347', '#e8892b', '#ffe0a3'), '#ff9a62'],
  chickadee: [beakDark, '#9fa6c8'],
};

const BIG_BEAKS: readonly SpeciesName[] = ['goldfinch', 'lovebird', 'zebraFinch', 'java'];

type Head = Pick<Species, 'eye' | 'eyeRing' | 'crest' | 'crestTone' | 'spots'>;

/** Where a species' head differs from bead eyes and no crest (an owlet's crest is its body tone). */
const HEADS: Partial<Record<SpeciesName, Partial<Head>>> = {
  sparrow: { crest: 'tuft' },
  robin: { crest: 'tuft' },
  cockatiel: { crest: 'crest', crestTone: cockatielYellow },
  owlet: { eye: 'owl', crest: 'ears', spots: '#b8875f' },
  lovebird: { eyeRing: '#ffffff' },
  zebraFinch: { spots: '#fffdf8' },
  java: { eyeRing: '#ff6f86' },
  chick: { crest: 'tuft' },
};

function species(name: SpeciesName): Species {
  const [wing, wingLines, wingBar] = WINGS[name];
  const [tail, tailLength] = TAILS[name];
  const [beak, feet] = BEAKS[name];
  const head: Head = { eye: 'bead', crest: 'none', ...HEADS[name] };
  return {
    body: BODY[name],
    marks: MARKS[name],
    wing,
    wingLines,
    wingBar,
    tail,
    tailLength,
    beak,
    bigBeak: BIG_BEAKS.includes(name),
    feet,
    ...head,
  };
}

export const SPECIES = Object.fromEntries(
  Object.keys(BODY).map((name) => [name, species(name as SpeciesName)]),
) as Readonly<Record<SpeciesName, Species>>;
