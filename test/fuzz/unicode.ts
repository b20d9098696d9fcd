// The text the fuzz sends: any code point U+0000..U+10FFFF (surrogates included), biased towards
// the classes that crash or confuse text engines, placed in the contexts that crashed Skia
// (between letters, alone between spaces, leading a line, alone on a line), and its URL encoding.
import fc from 'fast-check';

export type Range = readonly [first: number, last: number];

/** Ranges written as in the Unicode data files: `00AD 200B-200F E0000-E0FFF`. */
export function ranges(spec: string): Range[] {
  return spec
    .trim()
    .split(/\s+/)
    .map((item) => {
      const [first, last = first] = item.split('-').map((h) => parseInt(h, 16));
      return [first!, last!];
    });
}

/** Crashed Skia's measureText (old fonts) when written between two letters. */
export const CRASHED_BETWEEN_LETTERS = ranges(
  '061C 17B4-17B5 180B-180E 200B 200F FFF0-FFF8 E0000 E0002-E001F E0080-E00FF E01F0-E0FFF',
);

/** Crashed it alone, leading a word or line, or next only to other such characters. */
export const CRASHED_ALONE = ranges(
  '00AD 034F 200C-200E 202A-202E 2060-206F FE00-FE0F FEFF 1D173-1D17A E0001 E0020-E007F E0100-E01EF',
);

/** Never UTF-8: the decoder, not the shaper, sees them (nearLimit sends them). */
const SURROGATES = ranges('D800-DFFF');

const noncharacters = Array.from({ length: 17 }, (_, plane) => {
  const prefix = plane.toString(16);
  return `${prefix}FFFE-${prefix}FFFF`;
}).join(' ');

/** Classes worth more than their share of the code space; small ranges weigh as much as big. */
export const DANGEROUS: Readonly<Record<string, readonly Range[]>> = {
  crashedBetweenLetters: CRASHED_BETWEEN_LETTERS,
  crashedAlone: CRASHED_ALONE,
  // Default_Ignorable_Code_Point (DerivedCoreProperties.txt, Unicode 15.1).
  defaultIgnorable: ranges(
    '00AD 034F 061C 115F-1160 17B4-17B5 180B-180F 200B-200F 202A-202E 2060-206F 3164 FE00-FE0F FEFF FFA0 FFF0-FFF8 1BCA0-1BCA3 1D173-1D17A E0000-E0FFF',
  ),
  bidiControls: ranges('061C 200E-200F 202A-202E 2066-2069'),
  combiningMarks: ranges(
    '0300-036F 0483-0489 0591-05BD 0610-061A 064B-065F 0900-0903 093A-094F 0E31-0E3A 0F71-0F84 1AB0-1AFF 1DC0-1DFF 20D0-20FF 302A-302F 3099-309A FE20-FE2F 1D165-1D169 1D16D-1D172',
  ),
  variationSelectors: ranges('180B-180D 180F FE00-FE0F E0100-E01EF'),
  tags: ranges('E0000-E007F'),
  noncharacters: ranges(`FDD0-FDEF ${noncharacters}`),
  specials: ranges('FFF0-FFFF'),
  privateUse: ranges('E000-F8FF F0000-10FFFF'),
  // Unassigned in Unicode 15.1: holes in the BMP and planes 2, 3 and 14, planes 4-13 entirely.
  unassigned: ranges(
    '0378-0379 0380-0383 2FE0-2FEF 2FA20-2FFFD 323B0-3FFFD 40000-DFFFF E1000-EFFFD',
  ),
  whitespace: ranges('0009-000D 0020 0085 00A0 1680 2000-200A 2028-2029 202F 205F 3000'),
  controls: ranges('0000-001F 007F-009F'),
  // Hangul fillers, Egyptian format controls, interlinear annotation: rarely seen by fonts.
  oddFormats: ranges('115F-1160 3164 FFA0 13430-1345F FFF9-FFFB'),
};

/** Letters of many scripts (LTR, RTL, complex shaping, CJK, astral): the words around. */
const LETTERS = ranges(
  '41-5A 61-7A C0-24F 391-3C9 410-44F 531-556 5D0-5EA 620-64A 710-72F 905-939 B85-B9F E01-E30 F40-F6C 10D0-10FA 1200-135A 1780-17B3 1820-1878 3041-3096 30A1-30FA 4E00-9FFF AC00-D7A3 12000-12399 13000-1342F 1D400-1D7FF 20000-2A6DF',
);

/** Emoji bases, skin tones, regional indicators and tag letters for sequences. */
const EMOJI = ranges('1F300-1F5FF 1F600-1F64F 1F680-1F6FF 1F900-1F9FF 1FA70-1FAFF 2600-27BF');
const [SKIN_TONE] = ranges('1F3FB-1F3FF') as [Range];
const [REGIONAL_INDICATOR] = ranges('1F1E6-1F1FF') as [Range];
const [TAG_LETTER] = ranges('E0061-E007A') as [Range];

const cp = (code: number) => String.fromCodePoint(code);
const inRange = ([first, last]: Range) => fc.integer({ min: first, max: last }).map(cp);

/** One code point from a list of ranges, each range equally likely whatever its size. */
export const codePointIn = (ranges: readonly Range[]) => fc.oneof(...ranges.map(inRange));

/** Any code point at all, U+0000..U+10FFFF, surrogates included. */
export const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map(cp);

const dangerousCodePoint = fc.oneof(
  { weight: 3, arbitrary: codePointIn(CRASHED_BETWEEN_LETTERS) },
  { weight: 3, arbitrary: codePointIn(CRASHED_ALONE) },
  ...Object.values(DANGEROUS).map((ranges) => ({ weight: 1, arbitrary: codePointIn(ranges) })),
  { weight: 1, arbitrary: anyCodePoint },
);

export const letter = codePointIn(LETTERS);
export const word = fc.array(letter, { minLength: 1, maxLength: 7 }).map((l) => l.join(''));

const tone = fc.option(inRange(SKIN_TONE), { nil: '' });
const vs16 = fc.constantFrom('', '\uFE0F', '\uFE0E');
const emojiBase = fc.tuple(codePointIn(EMOJI), tone, vs16).map((parts) => parts.join(''));

/** Emoji alone and in sequences, well-formed or not: ZWJ chains, flags, keycaps, tag flags. */
export const emojiSequence = fc.oneof(
  emojiBase,
  fc.array(emojiBase, { minLength: 2, maxLength: 5 }).map((e) => e.join('\u200D')),
  fc.array(inRange(REGIONAL_INDICATOR), { minLength: 1, maxLength: 5 }).map((r) => r.join('')),
  fc.tuple(fc.constantFrom(...'0123456789#*'), vs16).map(([key, vs]) => `${key}${vs}\u20E3`),
  fc
    .tuple(fc.array(inRange(TAG_LETTER), { maxLength: 7 }), fc.boolean())
    .map(([tags, end]) => `\u{1F3F4}${tags.join('')}${end ? '\u{E007F}' : ''}`),
  fc.tuple(letter, vs16, fc.constantFrom('\u200D', '\u20E3', '\u{E007F}')).map((p) => p.join('')),
);

/** What goes in a context: one dangerous code point, a run of them, or a sequence. */
const atom = fc.oneof(
  { weight: 6, arbitrary: dangerousCodePoint },
  {
    weight: 2,
    arbitrary: fc.array(dangerousCodePoint, { minLength: 2, maxLength: 4 }).map((a) => a.join('')),
  },
  { weight: 2, arbitrary: emojiSequence },
  // Marks stacked on nothing, or on a letter (zalgo).
  {
    weight: 1,
    arbitrary: fc
      .array(codePointIn(DANGEROUS.combiningMarks!), { minLength: 1, maxLength: 12 })
      .map((m) => m.join('')),
  },
);

/** The contexts that crashed the shaper, and a few more. */
const CONTEXTS: readonly ((x: string, a: string, b: string) => string)[] = [
  (x, a, b) => `${a}${x}${b}`, // between letters
  (x, a, b) => `${a} ${x} ${b}`, // alone between spaces
  (x, a, b) => `${a} ${x}${b}`, // leading a word
  (x, a, b) => `${a}${x} ${b}`, // ending a word
  (x, a, b) => `${a}\n${x}${b}`, // leading a line
  (x, a, b) => `${a}\n${x}\n${b}`, // alone on a line
  (x) => x, // the whole text
  (x, a) => `${x}${a}`, // leading the text
  (x, a) => `${a}${x}`, // ending the text
];

/** One dangerous atom in one context, with words (of any script) around it. */
const inContext = fc
  .tuple(atom, word, word, fc.integer({ min: 0, max: CONTEXTS.length - 1 }))
  .map(([x, a, b, c]) => CONTEXTS[c]!(x, a, b));

const separator = fc.constantFrom(' ', ' ', '\n', '');

/** A text built of pieces: mostly dangerous atoms in context, with words and emoji between. */
const piecesText = fc
  .array(
    fc.tuple(
      fc.oneof({ weight: 5, arbitrary: inContext }, word, emojiSequence, anyCodePoint),
      separator,
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((pieces) => pieces.map(([piece, sep]) => piece + sep).join(''));

/** Exactly n code points that are mostly visible (length limits are counted in code points). */
const exactly = (n: number) =>
  fc
    .array(fc.oneof({ weight: 4, arbitrary: letter }, dangerousCodePoint, fc.constant(' ')), {
      minLength: Math.max(0, n),
      maxLength: Math.max(0, n),
    })
    .map((c) => c.join(''));

/** Texts at the edges of a limit: n-1, n, n+1 code points, n decomposed (NFC halves it), 4n. */
export function nearLimit(limit: number): fc.Arbitrary<string> {
  const sizes = [1, Math.floor(limit / 2), Math.floor(limit / 2) + 1, limit - 1, limit, limit + 1];
  return fc.oneof(
    fc.constantFrom(...sizes).chain(exactly),
    fc
      .constantFrom('e\u0301', '\u1100\u1161', 'a\u200B', '\u{1F469}\u200D\u{1F4BB}')
      .map((unit) => unit.repeat(Math.ceil(limit / 2))),
    fc.constantFrom(4 * limit, 4 * limit + 1).map((n) => 'x'.repeat(n)),
    // Lone surrogates: a client's WTF-8 sends them as bytes that spell no UTF-8.
    fc
      .tuple(codePointIn(SURROGATES), word, word)
      .map(([surrogate, a, b]) => `${a}${surrogate}${b}`),
  );
}

/**
 * A text of at most `limit` code points, so that it reaches the shaper: mostly dangerous code
 * points in context, else any code points at all, or ordinary graphemes.
 */
export function textWithin(limit: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 12, arbitrary: piecesText },
      {
        weight: 3,
        arbitrary: fc.array(anyCodePoint, { minLength: 1, maxLength: 24 }).map((c) => c.join('')),
      },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
    )
    .map((text) => [...text].slice(0, limit).join(''));
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * Percent-encodes every code unit as UTF-8 bytes; a lone surrogate becomes the three bytes a
 * client's WTF-8 encoder would send (ED A0 80 for U+D800), which encodeURIComponent refuses.
 */
export function percentEncode(text: string, { plus = false, lower = false } = {}): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    const char = String.fromCharCode(code);
    if (code < 0x80 && UNRESERVED.test(char)) out += char;
    else if (code === 0x20 && plus) out += '+';
    else
      out += utf8(code)
        .map((byte) => hex(byte, lower))
        .join('');
  }
  return out;
}

const hex = (byte: number, lower: boolean) => {
  const digits = byte.toString(16).padStart(2, '0');
  return `%${lower ? digits : digits.toUpperCase()}`;
};

function utf8(code: number): number[] {
  if (code < 0x80) return [code];
  if (code < 0x800) return [0xc0 | (code >> 6), 0x80 | (code & 63)];
  if (code < 0x10000) return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
  return [
    0xf0 | (code >> 18),
    0x80 | ((code >> 12) & 63),
    0x80 | ((code >> 6) & 63),
    0x80 | (code & 63),
  ];
}

/** A text as a client may put it in a URL: mostly canonical, sometimes `+` or lower-case hex. */
export const encodedText = (limit: number) =>
  fc
    .tuple(textWithin(limit), fc.boolean(), fc.boolean())
    .map(([text, plus, lower]) => percentEncode(text, { plus, lower }));
