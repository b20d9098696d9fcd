// The bundled fonts as data: which file of which npm package is registered under which family
// alias, and the font stacks (ordered fallback lists) that generators choose from.
// Only families listed here are ever named in a stack, so Skia never reaches a system font.

export type FontStyle = 'normal' | 'italic';

/**
 * One font file to register: `file` is relative to the root of npm package `pkg`, or, with
 * no `pkg`, to the repository's fonts/ folder (the fonts Kiln derives, see DERIVED_FONTS).
 */
export interface FontFaceFile {
  readonly family: string;
  readonly pkg?: string;
  readonly file: string;
  readonly weight: number;
  readonly style: FontStyle;
  /** Registered by the first text that needs it, not at start (see fonts.ts). */
  readonly onFirstUse?: boolean;
  /**
   * The same face as WOFF in the same package, registered unpacked instead (text/unpacked-font.ts)
   * without the tables `leaveOut` names: every process maps one plain file rather than holding
   * its own decompressed copy of `file`, which stays the fallback.
   */
  readonly unpack?: { readonly woff: string; readonly leaveOut: readonly string[] };
}

/** What to draw text with: an ordered family list plus weight and style. */
export interface FontSpec {
  readonly families: readonly string[];
  readonly weight: number;
  readonly style: FontStyle;
}

export const FAMILY = {
  sansAlternates: 'Kiln Sans Alternates',
  sans: 'Kiln Sans',
  sansExtended: 'Kiln Sans Extended',
  logo: 'Kiln Logo',
  logoExt: 'Kiln Logo Ext',
  logoCyrillic: 'Kiln Logo Cyrillic',
  pixelDigits: 'Kiln Pixel Digits',
  pixel: 'Kiln Pixel',
  pixelExt: 'Kiln Pixel Ext',
  pixelCyrillic: 'Kiln Pixel Cyrillic',
  arabic: 'Kiln Arabic',
  hebrew: 'Kiln Hebrew',
  devanagari: 'Kiln Devanagari',
  thai: 'Kiln Thai',
  kannada: 'Kiln Kannada',
  symbols: 'Kiln Symbols',
  cjk: 'Kiln CJK',
  hangul: 'Kiln Hangul',
  emoji: 'Kiln Emoji',
} as const;

/** An expo-google-fonts package ships one complete TTF per weight and style. */
const googleTtf =
  (family: string, pkg: string, prefix: string) =>
  (dir: string, weight: number, style: FontStyle = 'normal'): FontFaceFile => ({
    family,
    pkg: `@expo-google-fonts/${pkg}`,
    file: `${dir}/${prefix}_${dir}.ttf`,
    weight,
    style,
  });
const inter = googleTtf(FAMILY.sans, 'inter', 'Inter');
const notoSans = googleTtf(FAMILY.sansExtended, 'noto-sans', 'NotoSans');

/** A fontsource package ships one woff2 file per unicode-range subset, weight and style. */
const fontsource = (
  family: string,
  name: string,
  subset: string,
  weight: number,
  style: FontStyle = 'normal',
): FontFaceFile => ({
  family,
  pkg: `@fontsource/${name}`,
  file: `files/${name}-${subset}-${weight}-${style}.woff2`,
  weight,
  style,
});

const notoCjk = (family: string, pkg: string, file: string, weight: number): FontFaceFile => ({
  family,
  pkg,
  file: `fonts/${file}`,
  weight,
  style: 'normal',
});

/**
 * Fonts Kiln derives for legibility (scripts/fonts/make-fonts.ts writes them to fonts/; a
 * test checks they match). Most hold a few glyphs and sit first in their stacks, so only
 * those characters change: Kiln's own pixel digits, which no letter can be taken for, and
 * Inter's tailed "l" (its ss02 alternate), so that l and I differ. Vertical metrics are
 * the source's, so lines keep their height. One is a whole source face with ligatures
 * switched off in the file: Pixelify Sans merges fi, fl, ff, ffi and ffl into glyphs that
 * read as "A" at toast sizes ("first" read "Arst"), see LIGATURE_POLICY.
 */
export type DerivedFont = {
  readonly family: string;
  /** In fonts/. */
  readonly file: string;
  readonly weight: number;
  readonly style: FontStyle;
  readonly styleName: string;
  /** The font whose metrics (and, for 'glyphs', outlines; for 'without-features', all) it takes. */
  readonly source: { readonly pkg: string; readonly file: string };
  readonly copyright: string;
  /** The source's licence, copied beside the derived font. */
  readonly licence?: { readonly from: string; readonly to: string };
} & (
  | { readonly kind: 'pixel-digits' }
  /** Character -> the source glyph (by name) it maps to. */
  | { readonly kind: 'glyphs'; readonly glyphs: Readonly<Record<string, string>> }
  /** The source's every byte, but for these GSUB features, which apply no lookups. */
  | { readonly kind: 'without-features'; readonly features: readonly string[] }
);

const interAlternate = (dir: string, weight: number, style: FontStyle): DerivedFont => ({
  family: FAMILY.sansAlternates,
  file: `kiln-sans-alternates-${weight}${style === 'italic' ? '-italic' : ''}.otf`,
  weight,
  style,
  styleName: `${weight}${style === 'italic' ? ' Italic' : ''}`,
  source: { pkg: '@expo-google-fonts/inter', file: `${dir}/Inter_${dir}.ttf` },
  copyright: 'Copyright 2020 The Inter Project Authors (https://github.com/rsms/inter)',
  licence: { from: 'LICENSE_FONT', to: 'OFL-Inter.txt' },
  kind: 'glyphs',
  glyphs: { I: 'I.1', l: 'l.ss02' },
});

export const DERIVED_FONTS: readonly DerivedFont[] = [
  {
    family: FAMILY.pixelDigits,
    file: 'kiln-pixel-digits.otf',
    weight: 400,
    style: 'normal',
    styleName: 'Regular',
    source: { pkg: '@fontsource/pixelify-sans', file: 'files/pixelify-sans-latin-400-normal.woff' },
    copyright: 'Kiln authors; glyphs drawn for Kiln (scripts/fonts/pixel-digits.ts)',
    kind: 'pixel-digits',
  },
  {
    family: FAMILY.pixel,
    file: 'kiln-pixel-latin.ttf',
    weight: 400,
    style: 'normal',
    styleName: 'Regular',
    // The very file registered before (the WOFF beside it is another build, with other Ç, Ø).
    source: {
      pkg: '@fontsource/pixelify-sans',
      file: 'files/pixelify-sans-latin-400-normal.woff2',
    },
    copyright: 'Copyright 2021 The Pixelify Sans Project Authors',
    licence: { from: 'LICENSE', to: 'OFL-Pixelify-Sans.txt' },
    kind: 'without-features',
    features: ['liga'],
  },
  interAlternate('400Regular', 400, 'normal'),
  interAlternate('700Bold', 700, 'normal'),
  interAlternate('700Bold_Italic', 700, 'italic'),
  interAlternate('900Black', 900, 'normal'),
];

export const FONT_FACES: readonly FontFaceFile[] = [
  ...DERIVED_FONTS.map(({ family, file, weight, style }) => ({ family, file, weight, style })),
  // Body, bold and black text: Inter (Latin, Cyrillic, Greek, Vietnamese).
  inter('400Regular', 400, 'normal'),
  inter('400Regular_Italic', 400, 'italic'),
  inter('700Bold', 700, 'normal'),
  inter('700Bold_Italic', 700, 'italic'),
  inter('900Black', 900, 'normal'),
  inter('900Black_Italic', 900, 'italic'),
  // Box-logo face: Jost, a geometric sans, in its heaviest italic.
  fontsource(FAMILY.logo, 'jost', 'latin', 900, 'italic'),
  fontsource(FAMILY.logoExt, 'jost', 'latin-ext', 900, 'italic'),
  fontsource(FAMILY.logoCyrillic, 'jost', 'cyrillic', 900, 'italic'),
  // Pixel face for game toasts: Pixelify Sans (its Latin subset is derived, see DERIVED_FONTS).
  fontsource(FAMILY.pixelExt, 'pixelify-sans', 'latin-ext', 400),
  fontsource(FAMILY.pixelCyrillic, 'pixelify-sans', 'cyrillic', 400),
  // Script fallbacks (Noto), regular and bold. Complete Noto Sans covers what Inter lacks
  // in Latin, Greek and Cyrillic: all combining marks (stacked "Zalgo" text), IPA, rarer letters.
  notoSans('400Regular', 400),
  notoSans('700Bold', 700),
  notoSans('400Regular_Italic', 400, 'italic'),
  notoSans('700Bold_Italic', 700, 'italic'),
  fontsource(FAMILY.arabic, 'noto-sans-arabic', 'arabic', 400),
  fontsource(FAMILY.arabic, 'noto-sans-arabic', 'arabic', 700),
  fontsource(FAMILY.hebrew, 'noto-sans-hebrew', 'hebrew', 400),
  fontsource(FAMILY.hebrew, 'noto-sans-hebrew', 'hebrew', 700),
  fontsource(FAMILY.devanagari, 'noto-sans-devanagari', 'devanagari', 400),
  fontsource(FAMILY.devanagari, 'noto-sans-devanagari', 'devanagari', 700),
  fontsource(FAMILY.thai, 'noto-sans-thai', 'thai', 400),
  fontsource(FAMILY.thai, 'noto-sans-thai', 'thai', 700),
  // Kannada, mostly for the "ಠ_ಠ" face; symbols (★, ✘, ♪, box drawing, braille...) last.
  fontsource(FAMILY.kannada, 'noto-sans-kannada', 'kannada', 400),
  fontsource(FAMILY.kannada, 'noto-sans-kannada', 'kannada', 700),
  fontsource(FAMILY.symbols, 'noto-sans-symbols-2', 'symbols', 400),
  // Han ideographs and kana from Noto Sans CJK SC; Hangul from Noto Sans CJK KR.
  notoCjk(FAMILY.cjk, '@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf', 400),
  notoCjk(FAMILY.cjk, '@embedpdf/fonts-sc', 'NotoSansHans-Bold.otf', 700),
  notoCjk(FAMILY.hangul, '@embedpdf/fonts-kr', 'NotoSansKR-Regular.otf', 400),
  notoCjk(FAMILY.hangul, '@embedpdf/fonts-kr', 'NotoSansKR-Bold.otf', 700),
  // Colour emoji (COLRv1): the fontsource "emoji" subset holds every emoji and sequence. Its
  // SVG table (20 of its 25 MB unpacked) holds the same glyphs again, which Skia does not draw.
  {
    ...fontsource(FAMILY.emoji, 'noto-color-emoji', 'emoji', 400),
    onFirstUse: true,
    unpack: { woff: 'files/noto-color-emoji-emoji-400-normal.woff', leaveOut: ['SVG '] },
  },
];

/**
 * Fallbacks after a stack's own faces. Emoji come before the CJK and symbol faces because
 * those also map emoji code points (♠, ☀, 🆗, ...) to black text glyphs; the emoji font's
 * only text-like glyphs (space, digits, #, *, ©, ®) are all taken by the sans before it.
 */
const FALLBACKS: readonly string[] = [
  FAMILY.sans,
  FAMILY.sansExtended,
  FAMILY.arabic,
  FAMILY.hebrew,
  FAMILY.devanagari,
  FAMILY.thai,
  FAMILY.kannada,
  FAMILY.emoji,
  FAMILY.cjk,
  FAMILY.hangul,
  FAMILY.symbols,
];

const stack = (own: readonly string[], weight: number, style: FontStyle): FontSpec => ({
  families: [...own, ...FALLBACKS.filter((family) => !own.includes(family))],
  weight,
  style,
});

/** The font stacks generators use. */
export const FONTS = {
  /** Clean sans for captions and body text. */
  body: stack([FAMILY.sansAlternates, FAMILY.sans], 400, 'normal'),
  bold: stack([FAMILY.sansAlternates, FAMILY.sans], 700, 'normal'),
  boldItalic: stack([FAMILY.sansAlternates, FAMILY.sans], 700, 'italic'),
  black: stack([FAMILY.sansAlternates, FAMILY.sans], 900, 'normal'),
  /** Heavy italic geometric sans for the streetwear box logo. */
  heavyItalic: stack([FAMILY.logo, FAMILY.logoExt, FAMILY.logoCyrillic], 900, 'italic'),
  /** Pixel face for game toasts (scripts it lacks fall back to the sans and Noto). */
  pixel: stack(
    [FAMILY.pixelDigits, FAMILY.pixel, FAMILY.pixelExt, FAMILY.pixelCyrillic],
    400,
    'normal',
  ),
} as const satisfies Record<string, FontSpec>;

export type FontName = keyof typeof FONTS;

/**
 * Colour emoji alone: for emoji-presentation sequences (base + U+FE0F) whose base a text
 * face also maps (❤, ☀, ▶, ...), which Skia would otherwise draw as black text glyphs.
 */
export const EMOJI_FONT: FontSpec = { families: [FAMILY.emoji], weight: 400, style: 'normal' };

/**
 * LIGATURE_POLICY: the typed sequences each family may draw as one glyph (a ligature or a
 * contextual merge). A reader must see the letters that were typed, so letters merge only
 * where the merged glyph plainly shows them (Noto's fi, fl and ff) and never in the pixel face,
 * whose 8-16 px ligatures read as other letters: Kiln's copy has them switched off
 * (DERIVED_FONTS). Inter draws typed arrows as arrows (its contextual alternates). A family
 * not listed merges nothing in Latin, Greek or Cyrillic. The scripts whose spelling needs
 * merged forms (Arabic, Indic, Thai) keep them: that is how those letters are written.
 * test/text/shaping.test.ts shapes a corpus through every face and stack with HarfBuzz.
 */
const STANDARD_F_LIGATURES = ['ff', 'fi', 'fl', 'ffi', 'ffl'];
export const LIGATURE_POLICY: Readonly<Record<string, readonly string[]>> = {
  [FAMILY.sans]: ['->', '<-', '=>', '-->', '<--', '<->', '<=>', '==>', '<=='],
  [FAMILY.sansExtended]: STANDARD_F_LIGATURES,
  [FAMILY.cjk]: STANDARD_F_LIGATURES,
  [FAMILY.hangul]: STANDARD_F_LIGATURES,
};

/** Every family alias the catalogue registers. */
export const REGISTERED_FAMILIES: readonly string[] = [
  ...new Set(FONT_FACES.map((face) => face.family)),
];
