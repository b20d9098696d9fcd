// Line breaks that respect words and even lines (text/wrap.ts, text/balance.ts, fit.ts): a line
// breaks at a space before inside a word, in every script; a text on 2-6 lines is evened out
// (no stray last word, no lone character); one line fewer when asked and cheap.
import { describe, expect, it } from 'vitest';
import { fitText, FONTS, wrapText, type FitOptions } from '../../src/text/index.js';

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

  it('leaves single lines and long texts as the greedy fit sets them', () => {
    const long = 'word '.repeat(100).trim();
    expect(texts(fitText(long, OPTIONS).lines)).toEqual(
      texts(fitText(long, { ...OPTIONS, balance: false }).lines),
    );
    expect(texts(fitText('Hello', OPTIONS).lines)).toEqual(['Hello']);
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
