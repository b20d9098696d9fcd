// The birb feather colourings as data: body, wing and tail tones, the markings painted on the
// round body (caps, masks, bibs, cheeks...), beak, feet, eye style and head decoration.
import { tone, type Tone } from './kit.js';

/** A marking on the body, positioned relative to the face (see markingPath in body.ts). */
export type MarkKind =
  'cap' | 'face' | 'mask' | 'bib' | 'breast' | 'belly' | 'cheeks' | 'stripe' | 'disc' | 'nape';

export interface Mark {
  readonly kind: MarkKind;
  readonly tone: Tone;
}

export interface Species {
  readonly body: Tone;
  readonly marks: readonly Mark[];
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
  readonly crestTone?: Tone;
  /** Spots scattered on the chest (owlets, zebra finches). */
  readonly spots?: string;
}

const beakOrange = tone('#ffb347', '#e8892b', '#ffe0a3');
const beakDark = tone('#6d6478', '#4d4558', '#9d94a8');
const beakPink = tone('#ff8a8a', '#e0606a', '#ffc4c4');
const cream = tone('#fff3dc', '#ecd7b4', '#ffffff');
const white = tone('#fdfbff', '#dcd8e6', '#ffffff');
const ink = tone('#3a3148', '#2b2238', '#5d5270');

export const SPECIES = {
  budgie: {
    body: tone('#8bd66a', '#5fb04f', '#c4f0a6'),
    marks: [{ kind: 'face', tone: tone('#ffe97a', '#f2c94c', '#fff8c8') }],
    wing: tone('#c9ec7d', '#9dcc55', '#eaffb8'),
    wingLines: '#3a3148',
    tail: tone('#4f8fe0', '#376fc0', '#8ab8f5'),
    tailLength: 1.5,
    beak: tone('#ffd27a', '#e8a948', '#fff0c4'),
    feet: '#b9a3c4',
    eye: 'bead',
    crest: 'none',
  },
  skyBudgie: {
    body: tone('#7cc4f5', '#539fe0', '#c2e6ff'),
    marks: [{ kind: 'face', tone: white }],
    wing: tone('#cfe8ff', '#a3c8ec', '#f0f8ff'),
    wingLines: '#3a3148',
    tail: tone('#3c6fd1', '#2c53a8', '#7aa0ea'),
    tailLength: 1.5,
    beak: tone('#ffd27a', '#e8a948', '#fff0c4'),
    feet: '#b9a3c4',
    eye: 'bead',
    crest: 'none',
  },
  sparrow: {
    body: tone('#c98f5e', '#a56c42', '#e6b98c'),
    marks: [
      { kind: 'belly', tone: cream },
      { kind: 'cap', tone: tone('#a7a1b3', '#857e94', '#cfc9d9') },
      { kind: 'cheeks', tone: cream },
    ],
    wing: tone('#a8693d', '#84502c', '#c98f5e'),
    wingLines: '#f3e0c4',
    wingBar: '#fff3dc',
    tail: tone('#8d5a35', '#6e4327', '#b27a4d'),
    tailLength: 1,
    beak: beakDark,
    feet: '#d9a98a',
    eye: 'bead',
    crest: 'tuft',
  },
  robin: {
    body: tone('#b39274', '#8f7057', '#d4b89d'),
    marks: [
      { kind: 'belly', tone: white },
      { kind: 'breast', tone: tone('#ff8a4c', '#e8653a', '#ffbb8a') },
    ],
    wing: tone('#9c7b5e', '#7b5d44', '#c2a286'),
    wingLines: '#6b4f39',
    tail: tone('#8f7057', '#705540', '#b39274'),
    tailLength: 1,
    beak: beakDark,
    feet: '#d9a98a',
    eye: 'bead',
    crest: 'tuft',
  },
  blueTit: {
    body: tone('#ffdb5c', '#f0b93a', '#fff2a8'),
    marks: [
      { kind: 'nape', tone: tone('#9ccf6a', '#78ad4d', '#c8ec9c') },
      { kind: 'face', tone: white },
      { kind: 'cap', tone: tone('#5aa8f0', '#3e84cf', '#9ccdff') },
      { kind: 'stripe', tone: tone('#34406e', '#262f55', '#4f5c94') },
      { kind: 'bib', tone: tone('#34406e', '#262f55', '#4f5c94') },
    ],
    wing: tone('#5aa8f0', '#3e84cf', '#9ccdff'),
    wingLines: '#e8f4ff',
    wingBar: '#ffffff',
    tail: tone('#4a8fd9', '#346fb6', '#8fc0f5'),
    tailLength: 1.1,
    beak: beakDark,
    feet: '#9fa6c8',
    eye: 'bead',
    crest: 'none',
  },
  goldfinch: {
    body: tone('#ecc89c', '#d1a474', '#f9e4c6'),
    marks: [
      { kind: 'belly', tone: cream },
      { kind: 'cap', tone: ink },
      { kind: 'face', tone: white },
      { kind: 'mask', tone: tone('#f2484f', '#cc3340', '#ff8a8a') },
    ],
    wing: tone('#3a3148', '#2b2238', '#5d5270'),
    wingLines: '#fffdf8',
    wingBar: '#ffd23f',
    tail: tone('#3a3148', '#2b2238', '#5d5270'),
    tailLength: 1.1,
    beak: tone('#f7d9c4', '#dcb49c', '#fff3ea'),
    bigBeak: true,
    feet: '#d9a98a',
    eye: 'bead',
    crest: 'none',
  },
  cockatiel: {
    body: tone('#b9b5c6', '#948fa6', '#dcd9e6'),
    marks: [{ kind: 'face', tone: tone('#ffe27a', '#f2c14c', '#fff6c4') }],
    wing: tone('#a39eb3', '#7f7a93', '#cbc7d8'),
    wingLines: '#6e6884',
    wingBar: '#fffdf8',
    tail: tone('#8f8aa2', '#6f6a84', '#b9b5c6'),
    tailLength: 1.7,
    beak: tone('#b8aebd', '#948a9c', '#dcd4e0'),
    feet: '#c2a9b5',
    eye: 'bead',
    crest: 'crest',
    crestTone: tone('#ffe27a', '#f2c14c', '#fff6c4'),
  },
  owlet: {
    body: tone('#b8875f', '#946643', '#dbb08a'),
    marks: [
      { kind: 'belly', tone: tone('#f1dcbc', '#d9bd94', '#fff3e0') },
      { kind: 'disc', tone: tone('#f6e6cc', '#e2c9a4', '#fffaf0') },
    ],
    wing: tone('#9c6c48', '#7a5034', '#c29570'),
    wingLines: '#f1dcbc',
    tail: tone('#8d5f3e', '#6e472d', '#b8875f'),
    tailLength: 0.7,
    beak: tone('#f6c544', '#d49a1c', '#fff0a8'),
    feet: '#f6c544',
    eye: 'owl',
    crest: 'ears',
    crestTone: tone('#b8875f', '#946643', '#dbb08a'),
    spots: '#b8875f',
  },
  lovebird: {
    body: tone('#7fd36e', '#58b050', '#b8f0a4'),
    marks: [{ kind: 'face', tone: tone('#ffa26b', '#f07a4a', '#ffd0ac') }],
    wing: tone('#5fbf5a', '#449a45', '#9be08a'),
    wingLines: '#2f7a3a',
    tail: tone('#5aa0e8', '#3e7fcc', '#9cc8ff'),
    tailLength: 0.9,
    beak: tone('#ff6b6b', '#e04a55', '#ffb0b0'),
    bigBeak: true,
    feet: '#b9a3c4',
    eye: 'bead',
    eyeRing: '#ffffff',
    crest: 'none',
  },
  zebraFinch: {
    body: tone('#b4b1c2', '#908ca3', '#dad7e4'),
    marks: [
      { kind: 'belly', tone: tone('#fbefe2', '#e6d3c0', '#ffffff') },
      { kind: 'cheeks', tone: tone('#ff9a52', '#ec7a36', '#ffc58f') },
    ],
    wing: tone('#a29eb3', '#817c95', '#c9c5d6'),
    wingLines: '#6e6884',
    tail: tone('#3a3148', '#2b2238', '#5d5270'),
    tailLength: 0.9,
    beak: tone('#ff6a3d', '#e04a2a', '#ffa882'),
    bigBeak: true,
    feet: '#ff9a62',
    eye: 'bead',
    crest: 'none',
    spots: '#fffdf8',
  },
  java: {
    body: tone('#a7abc4', '#8489a6', '#ccd0e2'),
    marks: [
      { kind: 'belly', tone: tone('#e9c8cf', '#d4a8b2', '#fbe8ec') },
      { kind: 'cap', tone: ink },
      { kind: 'cheeks', tone: white },
    ],
    wing: tone('#9297b4', '#737893', '#bcc0d6'),
    wingLines: '#666b88',
    tail: tone('#3a3148', '#2b2238', '#5d5270'),
    tailLength: 1,
    beak: beakPink,
    bigBeak: true,
    feet: '#ff9aa8',
    eye: 'bead',
    eyeRing: '#ff6f86',
    crest: 'none',
  },
  chick: {
    body: tone('#ffe26a', '#f5c13c', '#fff6b8'),
    marks: [],
    wing: tone('#ffd54a', '#efb52c', '#fff0a0'),
    wingLines: '#e8a52a',
    tail: tone('#ffd54a', '#efb52c', '#fff0a0'),
    tailLength: 0,
    beak: beakOrange,
    feet: '#ff9a62',
    eye: 'bead',
    crest: 'tuft',
  },
  chickadee: {
    body: tone('#c9c4d2', '#a39db0', '#e6e2ec'),
    marks: [
      { kind: 'belly', tone: tone('#f6dfc2', '#e4c39c', '#fff4e4') },
      { kind: 'face', tone: white },
      { kind: 'cap', tone: ink },
      { kind: 'bib', tone: ink },
    ],
    wing: tone('#8f899e', '#6f6a80', '#b7b1c4'),
    wingLines: '#e6e2ec',
    tail: tone('#7d778c', '#615c70', '#a39db0'),
    tailLength: 1.2,
    beak: beakDark,
    feet: '#9fa6c8',
    eye: 'bead',
    crest: 'none',
  },
} as const satisfies Record<string, Species>;

export type SpeciesName = keyof typeof SPECIES;
