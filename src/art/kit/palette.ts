// The one palette every family paints with: outline ink, three-step tones (base,
// one shade, one highlight) for each material, and the soft backgrounds.

/** A flat material: its base colour, one shade level and one highlight. */
export interface Tone {
  readonly base: string;
  readonly shade: string;
  readonly light: string;
}

export function tone(base: string, shade: string, light: string): Tone {
  return { base, shade, light };
}

/** Outline colour: a dark plum rather than black, so lines read as ink, not as holes. */
export const INK = '#2b2238';

/** Outline width in output pixels; helpers divide it by the current scale. */
export const LINE_WIDTH = 3.5;

export const TONES = {
  clay: { base: '#ffc990', shade: '#eda06a', light: '#fff0d8' },
  shirt: { base: '#3fb3a5', shade: '#2c8c83', light: '#86ddd0' },
  pants: { base: '#5a5d9c', shade: '#43467a', light: '#8488c4' },
  shoe: { base: '#4a3f63', shade: '#352c4a', light: '#7a6e96' },
  paper: { base: '#fffdf6', shade: '#eee5d2', light: '#ffffff' },
  parchment: { base: '#f8e8c4', shade: '#e2c68c', light: '#fff6de' },
  wood: { base: '#b8773f', shade: '#8f5629', light: '#d99e63' },
  darkWood: { base: '#7d4a26', shade: '#5c341a', light: '#a2683b' },
  gold: { base: '#f6c544', shade: '#d49a1c', light: '#fff0a8' },
  stone: { base: '#a4acb8', shade: '#7d8593', light: '#cdd3db' },
  cover: { base: '#d9534a', shade: '#b03b37', light: '#f08a76' },
  phone: { base: '#434a6b', shade: '#2f3552', light: '#6d77a0' },
  screen: { base: '#8fd6ff', shade: '#5fb4e6', light: '#d4f0ff' },
  leaf: { base: '#6cc06a', shade: '#4a9a4f', light: '#a6e39a' },
  pot: { base: '#e07a5f', shade: '#bd5c44', light: '#f3a88f' },
  sign: { base: '#f3d28a', shade: '#d9ab59', light: '#fff0c6' },
  metal: { base: '#c9ced8', shade: '#9aa1b0', light: '#f1f3f7' },
  bandage: { base: '#fbe6cf', shade: '#e6c7a5', light: '#fff6ea' },
  smoke: { base: '#b9b3c4', shade: '#958ea3', light: '#ddd8e6' },
  flame: { base: '#ff8a3d', shade: '#e8553a', light: '#ffd54f' },
  map: { base: '#f4ecd2', shade: '#ddceA0', light: '#fffaea' },
  mug: { base: '#f2f0ea', shade: '#d3cfc4', light: '#ffffff' },
} as const satisfies Record<string, Tone>;

/** Single colours used for faces and small details. */
export const COLORS = {
  eyeWhite: '#fffdf8',
  pupil: INK,
  glint: '#ffffff',
  mouth: '#7a2a3d',
  tongue: '#f2727c',
  teeth: '#ffffff',
  blush: 'rgba(240, 96, 110, 0.42)',
  sweat: '#8fd0ff',
  sparkle: '#ffd84a',
  question: '#6c63ff',
  caption: '#ffffff',
  textInk: '#1d1a24',
  divider: INK,
  wall: '#e9e3f5',
  wallShade: '#d8cfec',
  floor: '#c8b7e0',
  sky: '#bfe3ff',
  night: '#2e3a66',
} as const;

/** A soft background per HTTP status class, plus the accent used for the big code. */
export const STATUS_BACKGROUNDS = {
  '1xx': { back: '#dcecff', pattern: '#c5dcfa', accent: '#3d6fd6' },
  '2xx': { back: '#dcf6df', pattern: '#c3ebc8', accent: '#2f9a4b' },
  '3xx': { back: '#fff1cc', pattern: '#fbe2a6', accent: '#b27300' },
  '4xx': { back: '#ffe3d4', pattern: '#fdcdb5', accent: '#d2592e' },
  '5xx': { back: '#ffdcdc', pattern: '#f9c2c4', accent: '#c73340' },
} as const;
