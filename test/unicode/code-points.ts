// The code points the Unicode sweep covers (U+0000..U+10FFFF, surrogates excluded), the ranges
// its jobs take, and how a range is grouped into units: what one context places as one piece.

/** Inclusive range of code points. */
export interface Range {
  readonly first: number;
  readonly last: number;
}

export const LAST_CODE_POINT = 0x10ffff;
export const ALL: Range = { first: 0, last: LAST_CODE_POINT };

export const isSurrogate = (cp: number): boolean => cp >= 0xd800 && cp <= 0xdfff;

/** The code points of a range, surrogates left out (they cannot be text on their own). */
export function codePoints(range: Range): number[] {
  const out: number[] = [];
  for (let cp = range.first; cp <= range.last; cp++) if (!isSurrogate(cp)) out.push(cp);
  return out;
}

export function countCodePoints(ranges: readonly Range[]): number {
  let count = 0;
  for (const { first, last } of ranges) {
    const overlap = Math.max(0, Math.min(last, 0xdfff) - Math.max(first, 0xd800) + 1);
    count += last - first + 1 - overlap;
  }
  return count;
}

const hex = (cp: number): string => cp.toString(16).toUpperCase().padStart(4, '0');
export const formatCodePoint = (cp: number): string => `U+${hex(cp)}`;
export const formatRange = ({ first, last }: Range): string =>
  first === last ? formatCodePoint(first) : `U+${hex(first)}-${hex(last)}`;

/** `U+0600-0620` or `U+200B` to a range. */
export function parseRange(text: string): Range {
  const match = /^U\+([0-9A-F]{1,6})(?:-(?:U\+)?([0-9A-F]{1,6}))?$/i.exec(text.trim());
  if (!match) throw new Error(`not a code point range: ${text}`);
  const first = parseInt(match[1] as string, 16);
  const last = match[2] === undefined ? first : parseInt(match[2], 16);
  if (last < first || last > LAST_CODE_POINT) throw new Error(`bad code point range: ${text}`);
  return { first, last };
}

/** Sorted code points to the fewest ranges (a gap of surrogates does not split a range). */
export function toRanges(sorted: readonly number[]): Range[] {
  const ranges: Range[] = [];
  for (const cp of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && (cp === last.last + 1 || (last.last === 0xd7ff && cp === 0xe000))) {
      ranges[ranges.length - 1] = { first: last.first, last: cp };
    } else {
      ranges.push({ first: cp, last: cp });
    }
  }
  return ranges;
}

/** Two halves with as many code points each as can be (for bisection); null for one code point. */
export function halves(range: Range): [Range, Range] | null {
  const cps = codePoints(range);
  if (cps.length < 2) return null;
  const mid = cps[Math.floor(cps.length / 2)] as number;
  return [
    { first: range.first, last: mid - 1 },
    { first: mid, last: range.last },
  ];
}

/**
 * Planes where nothing is assigned (4-13) or everything is private use (15-16): every code
 * point there has the same properties as its neighbours, and no bundled font maps any.
 */
export const isUniformPlane = (cp: number): boolean => {
  const plane = cp >> 16;
  return (plane >= 4 && plane <= 13) || plane >= 15;
};

/** A job's share: 4096 code points, a whole plane in the uniform ones. */
export function jobRanges(within: Range = ALL): Range[] {
  const ranges: Range[] = [];
  for (let first = within.first; first <= within.last;) {
    const size = isUniformPlane(first) ? 0x10000 : 0x1000;
    const last = Math.min(within.last, first - (first % size) + size - 1);
    if (countCodePoints([{ first, last }]) > 0) ranges.push({ first, last });
    first = last + 1;
  }
  return ranges;
}

const GENERAL_CATEGORIES = ['Lu', 'Ll', 'Lt', 'Lm', 'Lo', 'Mn', 'Mc', 'Me', 'Nd', 'Nl', 'No']
  .concat(['Pc', 'Pd', 'Ps', 'Pe', 'Pi', 'Pf', 'Po', 'Sm', 'Sc', 'Sk', 'So', 'Zs', 'Zl', 'Zp'])
  .concat(['Cc', 'Cf', 'Co', 'Cn'])
  .map((name) => ({ name, test: new RegExp(`^\\p{gc=${name}}$`, 'u') }));
/** Properties that change how the shaper, bidi, segmentation or Kiln's wrapping treat a character. */
const FLAGS = ['Default_Ignorable_Code_Point', 'Noncharacter_Code_Point', 'Bidi_Control']
  .concat(['Join_Control', 'Variation_Selector', 'White_Space', 'Extended_Pictographic'])
  .concat(['Emoji_Presentation', 'Emoji_Modifier', 'Emoji_Component', 'Regional_Indicator'])
  .map((name) => new RegExp(`^\\p{${name}}$`, 'u'));
let lastCategory = 0;

/** General category and flags; U+0000 is a kind of its own (the canvas refuses it, see worker). */
function kind(cp: number): string {
  if (cp === 0) return 'NUL';
  const char = String.fromCodePoint(cp);
  // Neighbours mostly share a category: try the last one first.
  let category = GENERAL_CATEGORIES[lastCategory];
  if (!category?.test.test(char)) {
    lastCategory = GENERAL_CATEGORIES.findIndex((c) => c.test.test(char));
    category = GENERAL_CATEGORIES[lastCategory];
  }
  // Letters, marks, numbers, punctuation and symbols by their major class only (Lu and Ll
  // alternate in Latin Extended-A); separators and others (Cc, Cf, Co, Cn) by their own.
  const name = category?.name ?? '?';
  const major = /^[LMNPS]/.test(name) ? name[0] : name;
  return `${major}:${FLAGS.map((flag) => (flag.test(char) ? 1 : 0)).join('')}`;
}

/**
 * Largest unit: 32 code points (aligned), 64 in the uniform planes. Each unit costs Skia a
 * fixed ~90 us per string it stands alone in, on top of ~3 us per unmapped character.
 */
export const unitSpan = (cp: number): number => (isUniformPlane(cp) ? 64 : 32);

/**
 * Planes whose code points differ in nothing Kiln or Skia looks at: the uniform ones and planes
 * 2-3, CJK ideographs of extensions B-H (letters of one script, Kiln breaks lines between any
 * two) and unassigned, save the compatibility ideographs (U+2F800-2FA1F, which NFC replaces).
 */
export const isSampledPlane = (cp: number): boolean =>
  isUniformPlane(cp) || ((cp >> 16 === 2 || cp >> 16 === 3) && !(cp >= 0x2f800 && cp <= 0x2fa1f));

/**
 * Units Kiln's contexts take in a sweep that samples: all but those of the sampled planes, of
 * which every 16th 64-block (by position, so bisection keeps the same ones) and the
 * noncharacters at each plane's end. Every code point still goes to the canvas in order.
 */
export const inSample = (unit: readonly number[]): boolean => {
  const first = unit[0] as number;
  return !isSampledPlane(first) || Math.floor(first / 64) % 16 === 0 || (first & 0xfffe) === 0xfffe;
};

/**
 * Groups a range into units: runs of neighbours of one kind within one aligned block of
 * unitSpan. A context places a unit where it would place a single character, so a character
 * that crashes alone is alone with its like, and one between letters is between letters or
 * its like. `single` makes every code point its own unit (bisection's last step).
 */
export function units(range: Range, single = false): number[][] {
  const out: number[][] = [];
  let previous = '';
  for (const cp of codePoints(range)) {
    const k = kind(cp);
    const current = out[out.length - 1];
    if (!single && current && k === previous && cp % unitSpan(cp) !== 0) current.push(cp);
    else out.push([cp]);
    previous = k;
  }
  return out;
}
