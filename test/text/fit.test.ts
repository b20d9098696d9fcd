// Fitting with the bundled fonts: chosen size, line count, shrink flag, width growth, the
// "cannot fit legibly" outcome, and the invariant that a fitting layout stays in its box.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../../src/core/errors.js';
import { FONTS } from '../../src/text/font-catalog.js';
import { fitText, fitTextOrThrow, textFitReport, type FitOptions } from '../../src/text/fit.js';
import { measureWidth } from '../../src/text/measure.js';

const box: FitOptions = {
  font: FONTS.body,
  maxWidth: 400,
  maxHeight: 200,
  maxFontSize: 48,
  minFontSize: 14,
  lineHeight: 1.25,
};

describe('fitText', () => {
  it('keeps short text at the maximum size on one line', () => {
    const layout = fitText('Hello world', box);
    expect(layout).toMatchObject({ fontSize: 48, shrunk: false, fits: true, width: 400 });
    expect(layout.lines.map((l) => l.text)).toEqual(['Hello world']);
    expect(layout.lines[0]?.width).toBeCloseTo(measureWidth(FONTS.body, 48, 'Hello world'), 5);
    expect(layout.height).toBe(60);
    expect(textFitReport(layout)).toEqual({ fontSize: 48, lines: 1, shrunk: false });
  });

  it('wraps before shrinking', () => {
    const layout = fitText('The quick brown fox jumps over the lazy dog', box);
    expect(layout.fontSize).toBe(48);
    expect(layout.lines.length).toBe(3);
    expect(layout.shrunk).toBe(false);
  });

  it('shrinks long text to the largest size that fits', () => {
    const text = 'This caption is long enough that it has to wrap onto several lines and shrink.';
    const layout = fitText(text, box);
    expect(layout.fits).toBe(true);
    expect(layout.shrunk).toBe(true);
    expect(layout.fontSize).toBeLessThan(48);
    expect(layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(200);
    // One pixel larger no longer fits.
    const bigger = fitText(text, {
      ...box,
      maxFontSize: layout.fontSize + 1,
      minFontSize: layout.fontSize + 1,
    });
    expect(bigger.fits).toBe(false);
  });

  it('reports text that cannot fit at the minimum size, without clipping it', () => {
    const text = 'word '.repeat(300).trim();
    const layout = fitText(text, box);
    expect(layout.fits).toBe(false);
    expect(layout.fontSize).toBe(14);
    expect(layout.lines.join('').length).toBeGreaterThan(0);
    expect(layout.lines.map((l) => l.text).join(' ')).toBe(text);
  });

  it('fitTextOrThrow raises InvalidInput naming the parameter', () => {
    expect(() => fitTextOrThrow('word '.repeat(300), box, 'top')).toThrow(InvalidInput);
    expect(() => fitTextOrThrow('word '.repeat(300), box, 'top')).toThrow(
      /'top' is too long to fit legibly/,
    );
    expect(fitTextOrThrow('fine', box).fits).toBe(true);
  });

  it('grows the width before wrapping when allowed', () => {
    const text = 'Achievement text that is rather long';
    const grow = { ...box, maxWidth: 200, maxHeight: 60, growWidthTo: 1000 };
    const layout = fitText(text, grow);
    expect(layout.lines.length).toBe(1);
    expect(layout.fontSize).toBe(48);
    expect(layout.width).toBe(Math.ceil(layout.contentWidth));
    expect(layout.width).toBeGreaterThan(200);
    // Short text keeps the minimum width.
    expect(fitText('Hi', grow).width).toBe(200);
    // Past the growth limit it wraps or shrinks inside the limit.
    const capped = fitText(text.repeat(4), { ...grow, maxHeight: 200 });
    expect(capped.lines.length).toBeGreaterThan(1);
    expect(capped.contentWidth).toBeLessThanOrEqual(capped.width);
    expect(capped.width).toBeLessThanOrEqual(1000);
  });

  it('honours maxLines', () => {
    const layout = fitText('one two three four five six seven', { ...box, maxLines: 1 });
    expect(layout.lines.length).toBe(1);
    expect(layout.shrunk).toBe(true);
  });

  it('shrinks rather than cutting a word, and cuts only when it must', () => {
    const word = 'Supercalifragilisticexpialidocious';
    // At 48px the word would need cutting; a smaller size keeps it whole.
    expect(measureWidth(FONTS.body, 48, word)).toBeGreaterThan(400);
    const layout = fitText(word, box);
    expect(layout.lines.map((l) => l.text)).toEqual([word]);
    expect(layout.shrunk).toBe(true);
    // Too wide even at the minimum size: cut at graphemes, at the largest size that fits.
    expect(measureWidth(FONTS.body, 14, word)).toBeGreaterThan(120);
    const tiny = fitText(word, { ...box, maxWidth: 120, minFontSize: 14 });
    expect(tiny.fits).toBe(true);
    expect(tiny.lines.length).toBeGreaterThan(1);
    expect(tiny.lines.map((l) => l.text).join('')).toBe(word);
    expect(
      fitText(word, { ...box, maxWidth: 120, minFontSize: 14, maxFontSize: tiny.fontSize + 1 })
        .fontSize,
    ).toBe(tiny.fontSize);
  });

  it('with cutWords false, reports a word too wide at every size as not fitting', () => {
    const word = 'Supercalifragilisticexpialidocious';
    const narrow = { ...box, maxWidth: 120 };
    expect(fitText(word, narrow).fits).toBe(true);
    expect(fitText(word, { ...narrow, cutWords: false }).fits).toBe(false);
    // A size that holds every word whole is still found.
    const whole = fitText(word, { ...box, cutWords: false });
    expect(whole).toMatchObject({ fits: true, shrunk: true });
    expect(whole.lines.map((l) => l.text)).toEqual([word]);
  });

  it('fits CJK, Arabic and emoji text', () => {
    for (const text of [
      '我能吞下玻璃而不伤身体。'.repeat(4),
      'مرحبا بالعالم '.repeat(6),
      '👨‍👩‍👧‍👦🇯🇵👍🏽'.repeat(8),
    ]) {
      const layout = fitText(text, box);
      expect(layout.fits).toBe(true);
      expect(layout.contentWidth).toBeLessThanOrEqual(400);
    }
  });

  it('never lets a fitting layout leave its box (property)', () => {
    const alphabet = [
      'a',
      'bb',
      'W',
      ' ',
      ' ',
      '\n',
      '中',
      'م',
      'ש',
      '😀',
      '👨‍👩‍👧',
      'क्ष',
      'ดี',
      '-',
      '.',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...alphabet), { maxLength: 120 }),
        fc.integer({ min: 60, max: 600 }),
        fc.integer({ min: 30, max: 400 }),
        (parts, width, height) => {
          const options = {
            ...box,
            maxWidth: width,
            maxHeight: height,
            maxFontSize: 40,
            minFontSize: 10,
          };
          const layout = fitText(parts.join(''), options);
          if (!layout.fits) return;
          expect(layout.height).toBeLessThanOrEqual(height + 0.01);
          for (const line of layout.lines) {
            expect(measureWidth(FONTS.body, layout.fontSize, line.text)).toBeLessThanOrEqual(
              width + 0.01,
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
