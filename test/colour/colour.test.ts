// The colour domain: hex syntax, the JSON values of DESIGN 2.3, CIEDE2000, and the name index
// giving exactly the brute-force answer.
import { differenceCiede2000 } from 'culori';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHex, toHex } from '../../src/colour/hex.js';
import { colourInfo } from '../../src/colour/info.js';
import { ciede2000, ciede2000LowerBound } from '../../src/colour/ciede2000.js';
import { labOf, nearestColourName, nearestColourNameBruteForce } from '../../src/colour/names.js';

describe('parseHex', () => {
  it.each([
    ['00ffd9', { r: 0, g: 255, b: 217 }],
    ['#00FFD9', { r: 0, g: 255, b: 217 }],
    ['0fd', { r: 0, g: 255, b: 221 }],
    ['#AbC', { r: 170, g: 187, b: 204 }],
    ['000', { r: 0, g: 0, b: 0 }],
  ])('accepts %s', (raw, rgb) => expect(parseHex(raw)).toEqual(rgb));

  it.each([
    '',
    '#',
    'ggg',
    '12345',
    '1234567',
    '##abc',
    ' abc',
    'abc ',
    '\0abc',
    'x'.repeat(10_000),
    '0x0fd',
    '+abc',
  ])('rejects %j', (raw) => expect(parseHex(raw)).toBeNull());

  it('round-trips every colour through toHex', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = n.toString(16).padStart(6, '0');
        expect(toHex(parseHex(hex)!)).toBe(hex);
      }),
    );
  });
});

describe('colourInfo', () => {
  const base = 'https://kiln.test';

  it('gives the contract values for 00ffd9', () => {
    const info = colourInfo({ r: 0, g: 255, b: 217 }, base);
    expect(info.shade.join(' ')).toBe(
      '00ffd9 00e5c3 00ccad 00b297 009982 007f6c 006556 004c41 00322b 001915 000000',
    );
    expect(info.tint.join(' ')).toBe(
      '00ffd9 19ffdc 33ffe0 4cffe4 66ffe8 7fffec 99ffef b2fff3 ccfff7 e5fffb ffffff',
    );
    expect(info.brightness).toBe(157);
    expect(info.hex).toEqual({
      string: '#00ffd9',
      clean: '00ffd9',
      shorten: null,
      values: ['00', 'ff', 'd9'],
    });
    expect(info.rgb).toEqual({
      string: 'rgb(0, 255, 217)',
      values: [0, 255, 217],
      r: 0,
      g: 255,
      b: 217,
    });
    expect(info.hsl).toEqual({
      string: 'hsl(171, 100%, 50%)',
      values: [171, 100, 50],
      h: 171,
      s: 100,
      l: 50,
    });
    expect(info.cmyk).toEqual({
      string: 'cmyk(100%, 0%, 15%, 0%)',
      values: [100, 0, 15, 0],
      c: 100,
      m: 0,
      y: 15,
      k: 0,
    });
    expect(info.int).toBe(65497);
    expect(info.safe_text_color).toEqual({
      name: 'black',
      hex: '#000000',
      rgb: { r: 0, g: 0, b: 0, values: [0, 0, 0] },
    });
    expect(info.blackorwhite_text).toBe('#000000');
    expect(info.rgb_values).toEqual({ r: 0, g: 255, b: 217 });
    expect(info.websafe.hex.clean).toBe('00ffcc');
    expect(info.websafe).not.toHaveProperty('websafe');
    expect(Object.keys(info)).toEqual([
      'name',
      'hex',
      'rgb',
      'hsl',
      'cmyk',
      'int',
      'brightness',
      'safe_text_color',
      'images',
      'shade',
      'tint',
      'websafe',
      'image',
      'image_gradient',
      'rgb_values',
      'blackorwhite_text',
    ]);
  });

  it('handles black, white, grey and orange', () => {
    const black = colourInfo({ r: 0, g: 0, b: 0 }, base);
    expect(black.cmyk.values).toEqual([0, 0, 0, 100]);
    expect(black.hsl.values).toEqual([0, 0, 0]);
    expect(black.safe_text_color.name).toBe('white');
    expect(black.hex.shorten).toBe('000');
    expect(black.tint[5]).toBe('7f7f7f'); // trunc(255 * 0.5) = 127

    const white = colourInfo({ r: 255, g: 255, b: 255 }, base);
    expect(white.shade[1]).toBe('e5e5e5'); // trunc(255 * 0.9) = 229
    expect(white.safe_text_color.name).toBe('black');
    expect(white.brightness).toBe(255);

    const grey = colourInfo({ r: 128, g: 128, b: 128 }, base);
    expect(grey.hsl.values).toEqual([0, 0, 50]);
    expect(grey.cmyk.values).toEqual([0, 0, 0, 50]);
    expect(grey.websafe.hex.clean).toBe('999999'); // 128 / 51 = 2.51 -> 3 * 51 = 153

    const orange = colourInfo({ r: 255, g: 136, b: 0 }, base);
    expect(orange.hsl.values).toEqual([32, 100, 50]); // h = 60 * 136 / 255 = 32.0
    expect(orange.cmyk.values).toEqual([0, 47, 100, 0]); // 1 - 136/255 = 0.4667
    expect(orange.brightness).toBe(130); // trunc(391 / 3)
  });
});

describe('CIEDE2000', () => {
  // Pairs and expected differences from Sharma, Wu and Dalal (2005), table 1.
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[50, 2.5, 0], [61, -5, 29], 22.8977],
    [[50, 2.5, 0], [56, -27, -3], 31.903],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ])('%j vs %j is %f', (x, y, expected) => {
    expect(ciede2000(x[0]!, x[1]!, x[2]!, y[0]!, y[1]!, y[2]!)).toBeCloseTo(expected, 4);
  });

  const lab = fc.record({
    l: fc.double({ min: 0, max: 100, noNaN: true }),
    a: fc.double({ min: -128, max: 128, noNaN: true }),
    b: fc.double({ min: -128, max: 128, noNaN: true }),
  });

  it('agrees with culori', () => {
    const reference = differenceCiede2000();
    fc.assert(
      fc.property(lab, lab, (x, y) => {
        const expected = reference({ mode: 'lab65', ...x }, { mode: 'lab65', ...y });
        expect(ciede2000(x.l, x.a, x.b, y.l, y.a, y.b)).toBeCloseTo(expected, 8);
      }),
      { numRuns: 2000, seed: 7 },
    );
  });

  it('never exceeds the exact difference with its lower bound', () => {
    fc.assert(
      fc.property(lab, lab, (x, y) => {
        const bound = ciede2000LowerBound(
          x.l,
          x.a,
          x.b,
          Math.hypot(x.a, x.b),
          y.l,
          y.a,
          y.b,
          Math.hypot(y.a, y.b),
        );
        expect(bound).toBeLessThanOrEqual(ciede2000(x.l, x.a, x.b, y.l, y.a, y.b) + 1e-9);
      }),
      { numRuns: 20_000, seed: 11 },
    );
  });
});

describe('nearestColourName', () => {
  const corners = [
    0x000000, 0xffffff, 0xff0000, 0x00ff00, 0x0000ff, 0xffff00, 0x00ffff, 0xff00ff, 0x808080,
    0x00ffd9,
  ];
  const random = fc.sample(fc.integer({ min: 0, max: 0xffffff }), { numRuns: 300, seed: 3 });
  const colours = [...corners, ...random];
  // In groups of 40 (the brute force compares all 31,000 names: about a second a group on one
  // free core), so on a busy machine no one test runs into the timeout.
  const groups = Array.from({ length: Math.ceil(colours.length / 40) }, (_, i) => [
    i * 40,
    Math.min(colours.length, i * 40 + 40),
  ]);
  it.each(groups)('equals the brute-force answer (colours %i to %i)', (from, to) => {
    for (const n of colours.slice(from, to)) {
      const rgb = { r: n >> 16, g: (n >> 8) & 255, b: n & 255 };
      expect(nearestColourName(rgb), n.toString(16)).toBe(nearestColourNameBruteForce(rgb));
    }
  });

  it('names exact list colours by their own name', () => {
    expect(nearestColourName({ r: 0, g: 0, b: 0 })).toBe('Black');
    expect(nearestColourName({ r: 255, g: 255, b: 255 })).toBe('White');
    expect(labOf({ r: 255, g: 255, b: 255 }).l).toBeCloseTo(100, 3);
  });
});
