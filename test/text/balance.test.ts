// Line breaks that respect words and even lines (text/wrap.ts, text/balance.ts, fit.ts): a line
// breaks at a space before inside a word, in every script; a text on 2-6 lines is evened out
// (no stray last word, no lone character), a longer one loses its lone last word; one line
// fewer when asked and cheap.
import { describe, expect, it } from 'vitest';
import { fitText, FONTS, wrapText, type FitOptions } from '../../src/text/index.js';
import { prepareText, breakLines } from '../../src/text/wrap.js';
import { withoutLoneLastWord } from '../../src/text/balance.js';
import { mulberry32 } from '../../src/core/random.js';

const OPTIONS: FitOptions = {
  font: FONTS.bold,
  maxWidth: 222,
  maxHeight: 222,
  maxFontSize: 46,
  minFontSize: 10,
  lineHeight: 1.2,
};

const words = (lines: readonly { text: string }[]) =>
  lines
    .map((line) => line.text)
    .join(' ')
    .split(/\s+/);
const texts = (lines: readonly { text: string }[]) => lines.map((line) => line.text);
/** One unit per grapheme: wraps test data without fonts. */
const perChar = (s: string) => [...new Intl.Segmenter().segment(s)].length;

describe('greedy wrapping breaks at spaces first', () => {
  it('moves a CJK word that fits on a line whole, rather than splitting it', () => {
    expect(texts(wrapText('ab 你好世界', 6, perChar))).toEqual(['ab', '你好世界']);
    expect(texts(wrapText('你好世界 مرحبا', 6, perChar))).toEqual(['你好世界', 'مرحبا']);
  });

  it('splits a word only when it is wider than a line, filling lines as before', () => {
    expect(texts(wrapText('ab 你好世界你好世界', 6, perChar))).toEqual(['ab 你好世', '界你好世界']);
    expect(texts(wrapText('我能吞下玻璃而不伤身体', 5, perChar))).toEqual([
      '我能吞下玻',
      '璃而不伤身',
      '体',
    ]);
  });

  it('breaks a hyphenated word at its hyphen only when it does not fit whole', () => {
    expect(texts(wrapText('a well-known fact', 11, perChar))).toEqual(['a', 'well-known', 'fact']);
    expect(texts(wrapText('a well-known fact', 7, perChar))).toEqual(['a well-', 'known', 'fact']);
  });

  it('wraps a URL wider than a line at its slashes, and keeps one that fits whole', () => {
    const url = 'see https://example.com/a/very/long/path';
    expect(texts(wrapText(url, 40, perChar))).toEqual([url]);
    expect(texts(wrapText(url, 20, perChar))).toEqual([
      'see https://',
      'example.com/a/very/',
      'long/path',
    ]);
  });
});

describe('fitted lines are even', () => {
  it('keeps size and line count, narrows the longest line and cuts no word', () => {
    const text = 'When the build passes on the first try';
    const greedy = fitText(text, { ...OPTIONS, maxFontSize: 40, balance: false });
    const even = fitText(text, { ...OPTIONS, maxFontSize: 40 });
    expect(greedy.lines.length).toBeGreaterThan(1);
    expect(even.fontSize).toBe(greedy.fontSize);
    expect(even.lines.length).toBe(greedy.lines.length);
    expect(even.contentWidth).toBeLessThanOrEqual(greedy.contentWidth + 0.5);
    expect(words(even.lines)).toEqual(text.split(' '));
    for (const line of even.lines) expect(line.width).toBeLessThanOrEqual(OPTIONS.maxWidth);
  });

  it('leaves no stray last word: the shortest line is at least half the longest', () => {
    const text = 'A much longer sentence that has to wrap over several lines';
    const even = fitText(text, OPTIONS);
    const widths = even.lines.map((line) => line.width);
    expect(Math.min(...widths)).toBeGreaterThan(Math.max(...widths) * 0.5);
  });

  it('breaks CJK beside other scripts at the space, not inside the CJK word', () => {
    // /panel_meme?top=你好世界 مرحبا drew "你好世 / 界 مرحبا" to even the lines out.
    const even = fitText('你好世界 مرحبا', { ...OPTIONS, maxFontSize: 46 });
    expect(even.lines.length).toBe(2);
    expect(texts(even.lines)).toEqual(['你好世界', 'مرحبا']);
  });

  it('never ends a balanced CJK caption on a lone character', () => {
    for (const text of ['我能吞下玻璃而不伤身体', '你好世界你好世界你', '日本語の文章です。']) {
      for (const maxFontSize of [30, 38, 46]) {
        const even = fitText(text, { ...OPTIONS, maxFontSize });
        if (even.lines.length < 2) continue;
        const counts = even.lines.map((line) => perChar(line.text));
        expect(
          Math.min(...counts),
          `${text} at ${maxFontSize}: ${texts(even.lines)}`,
        ).toBeGreaterThan(1);
      }
    }
  });

  it('keeps forced line breaks and their order', () => {
    const text = 'Line one\nLine two\nLine three';
    const even = fitText(text, OPTIONS);
    expect(even.lines.map((line) => line.text).join('|')).toMatch(/^Line one\|Line two\|Line/);
  });

  it('leaves single lines, and long texts but for a lone last word, as the greedy fit sets them', () => {
    const long = 'word '.repeat(100).trim();
    const greedy = texts(fitText(long, { ...OPTIONS, balance: false }).lines);
    const fitted = texts(fitText(long, OPTIONS).lines);
    expect(greedy.length).toBeGreaterThan(6);
    expect(fitted.slice(0, -2)).toEqual(greedy.slice(0, -2));
    expect(fitted.join(' ')).toBe(greedy.join(' '));
    expect(fitted.at(-1)!.split(' ').length).toBeGreaterThan(1);
    expect(texts(fitText('Hello', OPTIONS).lines)).toEqual(['Hello']);
  });
});

describe('a long text ends on more than one word', () => {
  // /facts?text=<500 characters> ended on "today." alone.
  const sentence =
    'The quick brown fox jumps over the lazy dog while the build server hums along quietly, and every test in the suite passes on the very first try for once, which nobody on the team can quite believe, so they run it again just to be sure and it passes again today.';

  it('moves the last word of the line before down to a lone last word', () => {
    let moved = 0;
    for (let maxWidth = 160; maxWidth <= 320; maxWidth += 4) {
      const options = { ...OPTIONS, maxWidth, maxHeight: 800, maxFontSize: 20, minFontSize: 20 };
      const greedy = texts(fitText(sentence, { ...options, balance: false }).lines);
      const fitted = texts(fitText(sentence, options).lines);
      expect(fitted.join(' ')).toBe(greedy.join(' '));
      expect(fitted.slice(0, -2)).toEqual(greedy.slice(0, -2));
      // A line before of two words keeps both: moving one would leave it alone instead.
      if (greedy.at(-1)!.split(' ').length > 1 || greedy.at(-2)!.split(' ').length < 3) continue;
      expect(fitted.at(-1)!.split(' ').length, `${maxWidth}: ${fitted}`).toBe(2);
      moved++;
    }
    expect(moved).toBeGreaterThan(3);
  });

  it('holds over random texts and widths: same words, lines within the width, no lone word', () => {
    const next = mulberry32(44);
    const random = () => next() / 2 ** 32;
    const perWord = (s: string) => [...s].length;
    for (let round = 0; round < 3000; round++) {
      const words = Array.from({ length: 8 + Math.floor(random() * 60) }, () =>
        'x'.repeat(1 + Math.floor(random() * 9)),
      );
      const text = words.join(' ');
      const width = 10 + Math.floor(random() * 30);
      const paragraphs = prepareText(text, perWord);
      const greedy = breakLines(paragraphs, width, perWord);
      const fixed = withoutLoneLastWord(paragraphs, greedy, width);
      const greedyLast = greedy.at(-1)!.text.split(' ');
      const before = greedy.at(-2)?.text.split(' ') ?? [];
      const movable =
        greedy.length > 1 &&
        greedyLast.length === 1 &&
        before.length >= 3 &&
        perWord(`${before.at(-1)} ${greedyLast[0]}`) <= width;
      if (!movable) {
        expect(fixed, `${width}: ${text}`).toBeUndefined();
        continue;
      }
      const lines = fixed!.map((line) => line.text);
      expect(lines.join(' ')).toBe(text);
      expect(lines.slice(0, -2)).toEqual(greedy.slice(0, -2).map((line) => line.text));
      expect(lines.at(-1)!.split(' ')).toHaveLength(2);
      for (const line of fixed!) {
        expect(line.width).toBe(perWord(line.text));
        expect(line.width).toBeLessThanOrEqual(width);
      }
    }
  });

  it('leaves lines with a word cut to fit as they are', () => {
    const paragraphs = prepareText('a b c verylongword', (s) => s.length);
    const greedy = breakLines(paragraphs, 5, (s) => s.length);
    expect(withoutLoneLastWord(paragraphs, greedy, 5)).toBeUndefined();
  });
});

describe('one line fewer', () => {
  const FEWER = { ...OPTIONS, preferFewerLines: true };

  it('takes one line fewer when that keeps most of the size', () => {
    // "Line three" alone is a little too wide at 46 px, so the greedy fit wraps it.
    const text = 'Line one\nLine two\nLine three';
    const greedy = fitText(text, OPTIONS);
    expect(greedy.lines.length).toBe(4);
    const tidy = fitText(text, FEWER);
    expect(texts(tidy.lines)).toEqual(['Line one', 'Line two', 'Line three']);
    expect(tidy.fontSize).toBeGreaterThanOrEqual(greedy.fontSize * 0.86);
    expect(tidy.fits).toBe(true);
  });

  it('keeps the fitted size when one line fewer would shrink the text a lot', () => {
    expect(fitText('Yes', FEWER).fontSize).toBe(fitText('Yes', OPTIONS).fontSize);
    const long =
      'A much longer sentence that has to wrap over several lines to fit inside the picture';
    const longFit = fitText(long, OPTIONS);
    expect(longFit.lines.length).toBeGreaterThan(3);
    expect(fitText(long, FEWER).fontSize).toBe(longFit.fontSize);
    expect(fitText('Bigger\nwords', FEWER).lines.length).toBe(2);
  });
});
