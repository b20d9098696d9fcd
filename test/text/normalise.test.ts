// The text normaliser and code-point counter (DESIGN 2.1 text rules).
import { describe, expect, it } from 'vitest';
import { countCodePoints, isBlank, normaliseText } from '../../src/text/normalise.js';

describe('normaliseText', () => {
  it.each([
    ['plain', 'plain'],
    ['a\r\nb\rc\nd', 'a\nb\nc\nd'],
    ['line\u2028sep\u2029para\u0085nel', 'line\nsep\npara\nnel'],
    ['tab\there', 'tab here'],
    ['bell\u0007 esc\u001b[0m del\u007f c1\u009b', 'bell esc[0m del c1'],
    ['null\u0000byte', 'nullbyte'],
    // NFD e + combining acute becomes the single NFC code point.
    ['cafe\u0301', 'caf\u00e9'],
    // Hangul jamo compose to a syllable under NFC.
    ['\u1100\u1161', '\uac00'],
    // ZWJ sequences and variation selectors survive.
    ['👨‍👩‍👧', '👨\u200d👩\u200d👧'],
    ['❤️', '\u2764\ufe0f'],
    ['lone \ud800 surrogate', 'lone \ufffd surrogate'],
  ])('%j -> %j', (raw, expected) => {
    expect(normaliseText(raw)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normaliseText('a\r\n\tb\u0301\u0000c');
    expect(normaliseText(once)).toBe(once);
  });
});

describe('countCodePoints', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 1],
    ['😀', 1],
    ['👍🏽', 2],
    ['👨‍👩‍👧‍👦', 7],
    ['🇯🇵', 2],
    ['中文\n', 3],
  ])('%j has %i code points', (text, n) => {
    expect(countCodePoints(text)).toBe(n);
    expect(countCodePoints(text)).toBe([...text].length);
  });
});

describe('isBlank', () => {
  it.each([
    ['', true],
    ['  \n \u200b', true],
    ['\u200e\u202e\u2066\ufe0f\u{e0041}\u{e007f}\u00ad\u3164', true],
    ['a', false],
    [' 😀 ', false],
    ['\u0301', false],
    ['🏴\u{e0067}\u{e0062}\u{e007f}', false],
  ])('%j -> %s', (text, blank) => {
    expect(isBlank(text)).toBe(blank);
  });
});
