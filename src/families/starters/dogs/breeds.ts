// The dog kinds as data: coat colours, head and ear shapes, markings and proportions. None is a
// real breed standard; each only suggests a familiar kind of dog.
import type { Tone } from '../../../art/kit/palette.js';
import { tone } from './paint.js';

type HeadShape = 'round' | 'wide' | 'long';
type EarShape = 'pointy' | 'tall' | 'small' | 'bat' | 'floppy' | 'long' | 'fold' | 'puff';
export type Marking = 'blaze' | 'mask' | 'patch' | 'spots' | 'saddle' | 'brows' | 'flatface';
type TailShape = 'wag' | 'curl' | 'plume' | 'stub' | 'pom';

export interface Breed {
  readonly coat: Tone;
  /** Second colour: ears, saddle, spots, sled mask. */
  readonly mark: Tone;
  /** Light colour: muzzle, bib, blaze, socks. */
  readonly cream: Tone;
  readonly head: HeadShape;
  readonly ears: EarShape;
  readonly marks: readonly Marking[];
  readonly tail: TailShape;
  /** Ears drawn in the mark colour rather than the coat. */
  readonly darkEars?: boolean;
  /** 0 smooth, 1 ruff round the face, 2 fluffy all over. */
  readonly fluff: 0 | 1 | 2;
  /** Which colour the ruff behind the face takes (default: mark). */
  readonly ruff?: 'coat' | 'mark' | 'cream';
  /** Curly coat: scalloped outlines, top knot and pom-poms. */
  readonly curly?: boolean;
  /** Wiry coat: beard and bushy brows. */
  readonly wiry?: boolean;
  /** Leg length factor (1 ordinary, 0.55 short) and body length factor for side views. */
  readonly legs: number;
  readonly length: number;
  readonly nose?: string;
  /** Paws in the cream colour. */
  readonly socks?: boolean;
}

const CREAM = tone('#fff7ea', '#ecdcc4', '#ffffff');
const WHITE = tone('#fbfaf7', '#dcdbe6', '#ffffff');

/** The poodle-like build the curly kinds share: long head, puffed ears, pom-pom tail. */
const CURLY = {
  head: 'long',
  ears: 'puff',
  marks: [],
  tail: 'pom',
  fluff: 0,
  curly: true,
  legs: 1.05,
  length: 0.95,
} as const;

export const BREEDS = {
  /** Short-legged herder: red-orange with white blaze and big upright ears. */
  herder: {
    coat: tone('#f2a04a', '#d27a2c', '#ffc98a'),
    mark: tone('#f2a04a', '#d27a2c', '#ffc98a'),
    cream: CREAM,
    head: 'round',
    ears: 'tall',
    marks: ['blaze'],
    socks: true,
    tail: 'stub',
    fluff: 0,
    legs: 0.55,
    length: 1.15,
  },
  /** Little spitz: orange fluffball with small ears and a curled plume. */
  spitz: {
    coat: tone('#f7b253', '#de8a2e', '#ffd894'),
    mark: tone('#fcd79a', '#eab56a', '#fff0cf'),
    cream: tone('#fde3b8', '#f0c27f', '#fff6e2'),
    head: 'round',
    ears: 'small',
    marks: [],
    tail: 'curl',
    fluff: 2,
    legs: 0.7,
    length: 0.85,
  },
  /** Spotted: white with ink-dark spots, one eye patch. */
  spotted: {
    coat: WHITE,
    mark: tone('#3a3346', '#2b2238', '#5e5670'),
    cream: WHITE,
    head: 'round',
    ears: 'floppy',
    darkEars: true,
    marks: ['spots', 'patch'],
    tail: 'wag',
    fluff: 0,
    legs: 1,
    length: 1,
  },
  /** Flat-faced: fawn with a dark muzzle and rounded bat ears. */
  flatface: {
    coat: tone('#e9c48f', '#cf9f63', '#f8e0b8'),
    mark: tone('#4a3f52', '#372e40', '#6c6276'),
    cream: tone('#f6dfb8', '#e2c08e', '#fff3dc'),
    head: 'wide',
    ears: 'bat',
    darkEars: true,
    marks: ['flatface'],
    tail: 'curl',
    fluff: 0,
    legs: 0.75,
    length: 0.9,
  },
  /** Long low hound: red-brown, long ears, very long body on tiny legs. */
  sausage: {
    coat: tone('#b5602f', '#8e441d', '#d88a55'),
    mark: tone('#93481f', '#713414', '#b86a3a'),
    cream: tone('#d98f5a', '#bb7040', '#f0b383'),
    head: 'long',
    ears: 'long',
    darkEars: true,
    marks: [],
    tail: 'wag',
    fluff: 0,
    legs: 0.45,
    length: 1.7,
  },
  /** Golden long-haired: feathery golden coat with floppy ears. */
  golden: {
    coat: tone('#f3c46b', '#d9a143', '#ffe2a0'),
    mark: tone('#e8ac4f', '#c98d33', '#fbd08a'),
    cream: tone('#fbe2ae', '#eec47c', '#fff4d8'),
    head: 'round',
    ears: 'floppy',
    darkEars: true,
    marks: [],
    tail: 'plume',
    fluff: 1,
    ruff: 'coat',
    legs: 1,
    length: 1.05,
  },
  /** Sled dog: grey cap and saddle over a white face mask, pale blue-grey eyes brows. */
  sled: {
    coat: WHITE,
    mark: tone('#6f7890', '#545c73', '#959db2'),
    cream: WHITE,
    head: 'round',
    ears: 'pointy',
    darkEars: true,
    marks: ['mask', 'saddle'],
    tail: 'plume',
    fluff: 0,
    legs: 1,
    length: 1,
  },
  /** Curly poodle-like: apricot curls, top knot, pom-pom tail. */
  curly: {
    coat: tone('#f5c7a1', '#e09f74', '#ffe3cc'),
    mark: tone('#f5c7a1', '#e09f74', '#ffe3cc'),
    cream: tone('#fbdcc2', '#eab893', '#fff1e4'),
    ...CURLY,
  },
  /** Floppy-eared hound: tricolour, white blaze and muzzle, dark saddle. */
  hound: {
    coat: tone('#d58c45', '#b36b2b', '#f0b277'),
    mark: tone('#3f3548', '#2e2637', '#625872'),
    cream: WHITE,
    head: 'long',
    ears: 'long',
    marks: ['blaze', 'saddle'],
    tail: 'wag',
    fluff: 0,
    legs: 0.85,
    length: 1.05,
  },
  /** Terrier: wiry tan with a dark saddle, folded ears, beard and bushy brows. */
  terrier: {
    coat: tone('#c98a52', '#a66a37', '#e3ad7a'),
    mark: tone('#4a4050', '#362e3d', '#6d6377'),
    cream: tone('#e3c39a', '#c9a070', '#f5dfc0'),
    head: 'round',
    ears: 'fold',
    marks: ['saddle', 'brows'],
    tail: 'wag',
    fluff: 0,
    wiry: true,
    legs: 0.9,
    length: 0.95,
  },
  /** Big fluffy mountain dog: black with rust cheeks and a white blaze and chest. */
  fluffy: {
    coat: tone('#3f3a4f', '#2e2a3b', '#6a6480'),
    mark: tone('#c9733a', '#a5582a', '#e69a62'),
    cream: WHITE,
    head: 'round',
    ears: 'floppy',
    marks: ['blaze', 'brows'],
    socks: true,
    tail: 'plume',
    fluff: 2,
    ruff: 'coat',
    legs: 1,
    length: 1.1,
    nose: '#1f1828',
  },
  /** A cream fluffy spitz, the white variant of the little spitz. */
  snowy: {
    coat: tone('#fbf8f1', '#e2dcd4', '#ffffff'),
    mark: tone('#f3ece2', '#ddd2c2', '#ffffff'),
    cream: tone('#ffffff', '#ebe6f0', '#ffffff'),
    head: 'round',
    ears: 'pointy',
    marks: [],
    tail: 'curl',
    fluff: 2,
    legs: 0.9,
    length: 0.95,
  },
  /** A chocolate curly variant. */
  cocoa: {
    coat: tone('#8a5a44', '#6c4130', '#ad7a5f'),
    mark: tone('#8a5a44', '#6c4130', '#ad7a5f'),
    cream: tone('#a8745b', '#8a5a44', '#c99a80'),
    ...CURLY,
  },
} as const satisfies Record<string, Breed>;
