// Every text route sets client text in faces where the glyphs readers confuse (0/O, 5/S, 2/Z,
// 8/B, 1/l, l/I, rn/m) stay clearly apart, at the route's largest size and at its smallest
// shrunk size. Each pair is drawn the way the route's face draws it and compared pixel-wise.
import { beforeAll, describe, expect, it } from 'vitest';
import { ENTRIES } from '../../src/families/catalogue.js';
import { differingInk, inkCanvas, textStyles } from '../helpers/ink.js';
import { cssFont, FAMILY, registerFonts, type FontSpec } from '../../src/text/index.js';

const PAIRS = [
  ['0', 'O'],
  ['5', 'S'],
  ['2', 'Z'],
  ['8', 'B'],
  ['1', 'l'],
  ['l', 'I'],
  ['rn', 'm'],
] as const;

/**
 * The least difference, in per mille of the em square, between the two glyphs of a pair:
 * the ink that differs (each pixel weighted by how much it differs) over size². Measured
 * over Kiln's faces before the pixel digits and the tailed l: every pair readers tell apart
 * at a glance differed by 49‰ (Inter 5/S at 11 px) to 250‰; the pairs readers mixed up by
 * 0-38‰ (the pixel face's 0/O, 8/B, 2/Z, 5/S; Inter's l/I 5-25‰, only the l's extra
 * height). 45‰ is a patch about 0.2 em square, the size of a stroke's bend or a terminal.
 */
const MIN_DIFFERENCE_PER_MILLE = 45;

/** The generators whose clients send text (a route with a text parameter): each sets it somewhere. */
const TEXT_ROUTES = ENTRIES.filter(([, entry]) =>
  entry.routes.some((route) =>
    Object.values(route.querystring?.properties ?? {}).some(
      (schema) => (schema as { 'x-max-characters'?: number })['x-max-characters'] !== undefined,
    ),
  ),
).map(([name]) => name);

function draw(font: FontSpec, size: number, text: string): Uint8ClampedArray {
  const canvas = inkCanvas(size, 1);
  canvas.ctx.font = cssFont(font, size);
  canvas.ctx.fillText(text, 4, Math.round(size * 1.3));
  return canvas.pixels();
}

/** Differing ink between `a` and `b` set in `font` at `size`, in per mille of the em square. */
function difference(font: FontSpec, size: number, a: string, b: string): number {
  return differingInk(draw(font, size, a), draw(font, size, b), size);
}

let styles: Awaited<ReturnType<typeof textStyles>> = [];

beforeAll(async () => {
  registerFonts();
  styles = await textStyles();
});

describe('confusable glyphs', () => {
  it('every text route declares the faces it sets client text in', () => {
    expect([...new Set(styles.map((s) => s.route))].sort()).toEqual([...TEXT_ROUTES].sort());
  });

  it(`keeps each pair at least ${MIN_DIFFERENCE_PER_MILLE}‰ of the em apart on every text route, largest and smallest size`, () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { route, part, style } of styles) {
      for (const size of [style.maxFontSize, style.minFontSize]) {
        for (const [a, b] of PAIRS) {
          const apart = difference(style.font, size, a, b);
          checked++;
          if (apart < MIN_DIFFERENCE_PER_MILLE) {
            failures.push(`${route} ${part} at ${size}px: ${a}/${b} ${apart.toFixed(0)}‰`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(TEXT_ROUTES.length * 2 * PAIRS.length);
    expect(failures).toEqual([]);
  });

  it('finds the pairs the plain pixel face confuses (the measure can fail)', () => {
    const plainPixel: FontSpec = { families: [FAMILY.pixel], weight: 400, style: 'normal' };
    expect(difference(plainPixel, 16, '0', 'O')).toBeLessThan(MIN_DIFFERENCE_PER_MILLE);
    expect(difference(plainPixel, 16, '8', 'B')).toBeLessThan(MIN_DIFFERENCE_PER_MILLE);
    expect(difference(plainPixel, 16, 'O', 'X')).toBeGreaterThan(MIN_DIFFERENCE_PER_MILLE);
  });
});
