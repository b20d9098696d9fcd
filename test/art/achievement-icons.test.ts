// The achievement icon set: 45 well-formed 16x16 palette grids with outlines, all different,
// pixels that follow the grids, and drawIcon putting the right colours in the right places.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawIcon } from '../../src/families/typographic/achievement/icons/draw.js';
import {
  ICON_COUNT,
  ICONS,
  iconName,
  iconPixels,
  OUTLINE,
  PALETTE,
} from '../../src/families/typographic/achievement/icons/index.js';

const numbers = Array.from({ length: ICON_COUNT }, (_, i) => i + 1);
// Icons whose shapes are one-pixel threads, too thin to carry an outline on every edge.
const THREADLIKE = new Set([16]);

function opaque(rows: readonly string[], x: number, y: number): boolean {
  return y >= 0 && y < 16 && x >= 0 && x < 16 && rows[y]![x] !== '.';
}

describe('achievement icon data', () => {
  it('has 45 icons numbered 1..45 with the DESIGN 2.2 names', () => {
    expect(ICON_COUNT).toBe(45);
    expect(ICONS).toHaveLength(45);
    ICONS.forEach((icon, i) => expect(icon.n).toBe(i + 1));
    expect(iconName(1)).toBe('Grass block');
    expect(iconName(6)).toBe('TNT');
    expect(iconName(25)).toBe('Iron Door');
    expect(iconName(45)).toBe('Oak log');
    expect(new Set(numbers.map(iconName)).size).toBe(45);
  });

  it.each(numbers)('icon %i is 16 rows of 16 palette characters and not blank', (n) => {
    const { rows } = ICONS[n - 1]!;
    expect(rows).toHaveLength(16);
    for (const row of rows) {
      expect(row).toHaveLength(16);
      for (const ch of row) expect(PALETTE, `char ${ch} in icon ${n}`).toHaveProperty(ch);
    }
    const painted = rows.join('').replaceAll('.', '').length;
    expect(painted).toBeGreaterThan(40);
  });

  it.each(numbers)('icon %i has a dark outline around its silhouette', (n) => {
    const { rows } = ICONS[n - 1]!;
    const outline = rows.join('').split(OUTLINE).length - 1;
    expect(outline).toBeGreaterThanOrEqual(8);
    let edge = 0;
    let darkEdge = 0;
    for (let y = 0; y < 16; y++) {
      for (let x = 0; x < 16; x++) {
        if (!opaque(rows, x, y)) continue;
        const onEdge = [
          [x - 1, y],
          [x + 1, y],
          [x, y - 1],
          [x, y + 1],
        ].some(([nx, ny]) => !opaque(rows, nx!, ny!));
        if (!onEdge) continue;
        edge++;
        if (rows[y]![x] === OUTLINE) darkEdge++;
      }
    }
    if (!THREADLIKE.has(n)) expect(darkEdge / edge).toBeGreaterThan(0.75);
  });

  it('has no two icons alike', () => {
    const seen = new Map<string, number>();
    for (const icon of ICONS) {
      const key = icon.rows.join('\n');
      expect(seen.get(key), `icon ${icon.n} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, icon.n);
    }
  });

  it('rejects numbers outside 1..45', () => {
    for (const bad of [0, 46, -1, 1.5, Number.NaN]) {
      expect(() => iconName(bad)).toThrow(RangeError);
      expect(() => iconPixels(bad)).toThrow(RangeError);
      const ctx = createCanvas(4, 4).getContext('2d');
      expect(() => drawIcon(ctx, bad, 0, 0, 1)).toThrow(RangeError);
    }
  });
});

describe('iconPixels', () => {
  it.each(numbers)('icon %i follows its grid and is cached', (n) => {
    const pixels = iconPixels(n);
    expect(pixels.size).toBe(16);
    expect(pixels.rgba).toHaveLength(16 * 16 * 4);
    expect(iconPixels(n)).toBe(pixels);
    const { rows } = ICONS[n - 1]!;
    for (let y = 0; y < 16; y++) {
      for (let x = 0; x < 16; x++) {
        const at = (y * 16 + x) * 4;
        expect([...pixels.rgba.subarray(at, at + 4)]).toEqual([...PALETTE[rows[y]![x]!]!.rgba]);
      }
    }
  });
});

describe('drawIcon', () => {
  it.each(numbers)('icon %i at scale 2 paints every grid pixel as a 2x2 block', (n) => {
    const canvas = createCanvas(40, 40);
    const ctx = canvas.getContext('2d');
    drawIcon(ctx, n, 3, 5, 2);
    const data = ctx.getImageData(0, 0, 40, 40).data;
    const { rows } = ICONS[n - 1]!;
    const pixel = (px: number, py: number) => [
      ...data.subarray((py * 40 + px) * 4, (py * 40 + px) * 4 + 4),
    ];
    for (let y = 0; y < 16; y++) {
      for (let x = 0; x < 16; x++) {
        const want = PALETTE[rows[y]![x]!]!.rgba;
        for (const [dx, dy] of [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ]) {
          const got = pixel(3 + x * 2 + dx!, 5 + y * 2 + dy!);
          if (want[3] === 0) expect(got[3]).toBe(0);
          else if (want[3] === 255) expect(got).toEqual([...want]);
          else {
            // Partly transparent colours go through premultiplied storage: allow rounding.
            got.forEach((v, c) => expect(Math.abs(v - want[c]!)).toBeLessThanOrEqual(3));
          }
        }
      }
    }
    // Nothing outside the 32x32 square at (3, 5).
    for (let py = 0; py < 40; py++) {
      for (let px = 0; px < 40; px++) {
        if (px >= 3 && px < 35 && py >= 5 && py < 37) continue;
        expect(pixel(px, py)[3]).toBe(0);
      }
    }
  });

  it('keeps the caller fill style', () => {
    const ctx = createCanvas(16, 16).getContext('2d');
    ctx.fillStyle = '#123456';
    drawIcon(ctx, 1, 0, 0, 1);
    expect(ctx.fillStyle).toBe('#123456');
  });
});
