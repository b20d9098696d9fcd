// Icon and heading choice of /achievement as numbers: mathematical wrapping of any integer,
// the stable text hash for icon 0 or absent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseIcon,
  chooseTitle,
  textHash,
  TITLES,
  wrapOnto,
} from '../../src/families/typographic/achievement/choice.js';
import { ICON_COUNT } from '../../src/families/typographic/achievement/icons/index.js';

describe('wrapOnto', () => {
  it('maps 1..count to itself', () => {
    for (let n = 1; n <= 45; n++) expect(wrapOnto(BigInt(n), 45)).toBe(n);
  });

  it('wraps with a mathematical modulo', () => {
    expect(wrapOnto(46n, 45)).toBe(1);
    expect(wrapOnto(90n, 45)).toBe(45);
    expect(wrapOnto(91n, 45)).toBe(1);
    expect(wrapOnto(0n, 45)).toBe(45);
    expect(wrapOnto(-1n, 45)).toBe(44);
    expect(wrapOnto(-44n, 45)).toBe(1);
    expect(wrapOnto(-45n, 45)).toBe(45);
  });

  it('handles integers far beyond 2^53 exactly', () => {
    // 10^30 = 1 (mod 9) and 0 (mod 5), so 10^30 = 10 (mod 45): icon ((10^30 - 1) mod 45) + 1 = 10.
    expect(wrapOnto(10n ** 30n, 45)).toBe(10);
    // -10^30 = 35 (mod 45): ((35 - 1) mod 45) + 1 = 35.
    expect(wrapOnto(-(10n ** 30n), 45)).toBe(35);
    expect(wrapOnto(10n ** 30n, 4)).toBe(4);
  });

  it('always lands in 1..count and has period count', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.integer({ min: 1, max: 50 }), (n, count) => {
        const value = wrapOnto(n, count);
        expect(value).toBeGreaterThanOrEqual(1);
        expect(value).toBeLessThanOrEqual(count);
        expect(wrapOnto(n + BigInt(count), count)).toBe(value);
      }),
    );
  });
});

describe('chooseIcon', () => {
  it('uses the number when one is given', () => {
    expect(chooseIcon(7n, 'anything')).toBe(7);
    expect(chooseIcon(46n, 'anything')).toBe(1);
    expect(chooseIcon(-1n, 'anything')).toBe(44);
    expect(chooseIcon(10n ** 30n, 'anything')).toBe(10);
  });

  it('picks from the text when 0 or absent, the same way both times', () => {
    for (const text of ['Kiln', 'When the build passes', '你好', '🎉']) {
      const icon = chooseIcon(undefined, text);
      expect(chooseIcon(0n, text)).toBe(icon);
      expect(icon).toBe((textHash(text) % ICON_COUNT) + 1);
      expect(icon).toBeGreaterThanOrEqual(1);
      expect(icon).toBeLessThanOrEqual(ICON_COUNT);
    }
  });

  it('is a stable FNV-1a hash over UTF-8 (pinned, so builds agree)', () => {
    expect(textHash('')).toBe(0x811c9dc5);
    expect(textHash('a')).toBe(0xe40c292c);
    expect(textHash('foobar')).toBe(0xbf9cf968);
    expect(chooseIcon(undefined, 'foobar')).toBe((0xbf9cf968 % 45) + 1);
  });

  it('spreads texts over the icons', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(chooseIcon(undefined, `achievement ${i}`));
    expect(seen.size).toBe(ICON_COUNT);
  });
});

describe('chooseTitle', () => {
  it('defaults to 1 and wraps over the four headings', () => {
    expect(TITLES).toHaveLength(4);
    expect(TITLES[0]!.text).toBe('Achievement get!');
    expect(chooseTitle(undefined)).toBe(1);
    expect(chooseTitle(1n)).toBe(1);
    expect(chooseTitle(4n)).toBe(4);
    expect(chooseTitle(5n)).toBe(1);
    expect(chooseTitle(0n)).toBe(4);
    expect(chooseTitle(-1n)).toBe(3);
    expect(chooseTitle(10n ** 30n)).toBe(4);
  });
});
