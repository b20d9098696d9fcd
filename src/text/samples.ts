// The sample texts Kiln shows and tests its text pictures with (every script and length DESIGN
// asks for), and the cuts that fit a sample to a parameter: between words, never inside one.

const LOREM =
  'Nobody reads the long text in a meme, but it still has to fit without being cut off. ';

/** The goldens', motion tests' and bench's texts: each a script or a length to handle. */
export const SAMPLE_TEXTS = {
  short: 'Hello',
  wrapping: 'When the build passes on the first try and nobody knows why',
  /** The longest text any parameter takes (500 code points): it must still fit legibly. */
  longest: LOREM.repeat(6).slice(0, 500).trim(),
  cjk: '你好，世界！今天天气很好',
  arabic: 'مرحبا بالعالم 2026',
  emoji: 'Party time 🎉👨‍👩‍👧‍👦👍🏽🇳🇴',
} as const;

/** /gallery's texts: a few scripts and sizes per picture, so the page stays light. */
export const GALLERY_TEXTS: Readonly<Record<string, string>> = {
  English: 'Shipped it on a Friday',
  'long text': 'When the build passes on the first try and nobody believes it, least of all you',
  Japanese: '今日もコードを書きました',
  Arabic: 'مرحبا بالعالم 2026',
  emoji: 'Party time 🎉👍🏽🇳🇴',
};

/** `npm run gallery`'s texts: every script Kiln draws, short and long, and a forced break. */
export const SHOWCASE_TEXTS: readonly string[] = [
  'Hello',
  'When the build passes on the first try',
  'A much longer sentence that has to wrap over several lines to fit inside the picture without being cut off anywhere at all',
  'Line one\nLine two',
  '你好，世界！今天天气很好',
  'こんにちは世界',
  '안녕하세요 세계',
  'مرحبا بالعالم 2026',
  'שלום עולם',
  'नमस्ते दुनिया',
  'สวัสดีชาวโลก',
  'Привет, мир',
  'Γειά σου Κόσμε',
  'Party time 🎉👨‍👩‍👧‍👦👍🏽🇳🇴',
];

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Where `text` may be split without cutting a word: its word boundaries, in code points. */
function wordBoundaries(text: string): number[] {
  return Array.from(wordSegmenter.segment(text), (s) => [...text.slice(0, s.index)].length)
    .slice(1)
    .concat([...text].length);
}

const codePoints = (text: string, from: number, to?: number) =>
  [...text].slice(from, to).join('').trim();

/** The longest start of `text` that ends between words and has at most `max` code points. */
export function wholeWordsUpTo(text: string, max: number): string {
  const end = Math.max(...wordBoundaries(text).filter((b) => b <= max), 0);
  return codePoints(text, 0, end);
}

/**
 * `text` in two parts at the word boundary nearest its middle; a text of one word is both
 * parts (two-text pictures need both).
 */
export function splitBetweenWords(text: string): [string, string] {
  const middle = [...text].length / 2;
  const inner = wordBoundaries(text).filter((b) => codePoints(text, 0, b) && codePoints(text, b));
  if (inner.length === 0) return [text, text];
  const at = inner.reduce((best, b) => (Math.abs(b - middle) < Math.abs(best - middle) ? b : best));
  return [codePoints(text, 0, at), codePoints(text, at)];
}
