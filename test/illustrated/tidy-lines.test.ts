// Tidy line breaking for centred text: one line fewer when it costs little size, then even
// lines at the same size and count; words are never cut and the width is never exceeded.
import { describe, expect, it } from 'vitest';
import { evenLines, tidyLayout } from '../../src/families/scenes/balanced-lines.js';
import { fitText, FONTS, type FitOptions } from '../../src/text/index.js';

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

describe('evenLines', () => {
  it('keeps size and line count, narrows the longest line and cuts no word', () => {
    const text = 'When the build passes on the first try';
    const greedy = fitText(text, { ...OPTIONS, maxFontSize: 40 });
    expect(greedy.lines.length).toBeGreaterThan(1);
    const even = evenLines(text, greedy, OPTIONS.maxWidth);
    expect(even.fontSize).toBe(greedy.fontSize);
    expect(even.lines.length).toBe(greedy.lines.length);
    expect(even.contentWidth).toBeLessThanOrEqual(greedy.contentWidth + 0.5);
    expect(words(even.lines)).toEqual(text.split(' '));
    for (const line of even.lines) expect(line.width).toBeLessThanOrEqual(OPTIONS.maxWidth);
  });

  it('leaves no stray last word: the shortest line is at least half the longest', () => {
    const text = 'A much longer sentence that has to wrap over several lines';
    const even = evenLines(text, fitText(text, OPTIONS), OPTIONS.maxWidth);
    const widths = even.lines.map((line) => line.width);
    expect(Math.min(...widths)).toBeGreaterThan(Math.max(...widths) * 0.5);
  });

  it('keeps forced line breaks and their order', () => {
    const text = 'Line one\nLine two\nLine three';
    const even = evenLines(text, fitText(text, OPTIONS), OPTIONS.maxWidth);
    expect(even.lines.map((line) => line.text).join('|')).toMatch(/^Line one\|Line two\|Line/);
  });

  it('leaves single lines and long texts alone', () => {
    const one = fitText('Hello', OPTIONS);
    expect(evenLines('Hello', one, OPTIONS.maxWidth)).toBe(one);
    const long = 'word '.repeat(100).trim();
    const layout = fitText(long, OPTIONS);
    expect(evenLines(long, layout, OPTIONS.maxWidth)).toBe(layout);
  });
});

describe('tidyLayout', () => {
  it('takes one line fewer when that keeps most of the size', () => {
    // "Line three" alone is a little too wide at 46 px, so the greedy fit wraps it.
    const text = 'Line one\nLine two\nLine three';
    const greedy = fitText(text, OPTIONS);
    expect(greedy.lines.length).toBe(4);
    const tidy = tidyLayout(text, greedy, OPTIONS);
    expect(tidy.lines.map((line) => line.text)).toEqual(['Line one', 'Line two', 'Line three']);
    expect(tidy.fontSize).toBeGreaterThanOrEqual(greedy.fontSize * 0.86);
    expect(tidy.fits).toBe(true);
  });

  it('keeps the fitted size when one line fewer would shrink the text a lot', () => {
    const text = 'Yes';
    const fitted = fitText(text, OPTIONS);
    expect(tidyLayout(text, fitted, OPTIONS).fontSize).toBe(fitted.fontSize);
    const long =
      'A much longer sentence that has to wrap over several lines to fit inside the picture';
    const longFit = fitText(long, OPTIONS);
    expect(longFit.lines.length).toBeGreaterThan(3);
    expect(tidyLayout(long, longFit, OPTIONS).fontSize).toBe(longFit.fontSize);
    const two = 'Bigger\nwords';
    const twoFit = fitText(two, OPTIONS);
    expect(tidyLayout(two, twoFit, OPTIONS).lines.length).toBe(2);
  });
});
