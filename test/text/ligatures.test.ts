// Every text route draws fi, fl, ffi, ffl and ft as their letters: the sequence drawn whole
// looks like its letters drawn one by one where the shaper places them, in the route's own
// faces at its largest and smallest size. Pixelify Sans as packaged merged them into glyphs
// that read as "A" ("first" read "Arst" on /achievement); the last test shows the measure
// catches that.
import { join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { DERIVED_FONTS } from '../../src/text/font-catalog.js';
import { cssFont, registerFonts, type FontSpec } from '../../src/text/index.js';
import { packageDir } from '../../src/text/fonts.js';
import { differingInk, inkCanvas, textStyles } from '../helpers/ink.js';

const SEQUENCES = ['fi', 'fl', 'ffi', 'ffl', 'ft'];

/**
 * The most the whole may differ from its letters, in per mille of the em square (ink that
 * differs, each pixel weighted by how much). Measured: 0‰ on every route and size (the same
 * glyphs at the same subpixel steps); Pixelify's packaged fi and fl at 16 px, 37‰ and 29‰.
 * The margin is for antialiasing where letters touch, should Skia ever blend them apart.
 */
const MAX_DIFFERENCE_PER_MILLE = 8;

const MEASURE_SCALE = 64;

/** How far `text` drawn whole differs from its letters drawn one by one, in ‰ of the em². */
function wholeAgainstLetters(font: FontSpec, size: number, text: string): number {
  const x0 = size / 2;
  const y = Math.round(size * 1.3);
  const whole = inkCanvas(size, text.length);
  whole.ctx.font = cssFont(font, size);
  whole.ctx.fillText(text, x0, y);
  const apart = inkCanvas(size, text.length);
  // Widths come rounded to 1/100 px: measured 64 times larger, a letter lands in the same
  // subpixel step (1/4 px) as in the whole. Widths are linear in the size (text/measure.ts).
  apart.ctx.font = cssFont(font, size * MEASURE_SCALE);
  const width = (part: string) => apart.ctx.measureText(part).width / MEASURE_SCALE;
  const letters = [...text];
  const xs = letters.map((letter, k) => {
    // Where the shaper puts letter k: the advance of the text up to it, kerning included.
    return width(letters.slice(0, k + 1).join('')) - width(letter);
  });
  apart.ctx.font = cssFont(font, size);
  letters.forEach((letter, k) => apart.ctx.fillText(letter, x0 + xs[k]!, y));
  return differingInk(whole.pixels(), apart.pixels(), size);
}

let styles: Awaited<ReturnType<typeof textStyles>> = [];

beforeAll(async () => {
  registerFonts();
  styles = await textStyles();
});

describe('ligatures draw as their letters', () => {
  it(`on every text route, within ${MAX_DIFFERENCE_PER_MILLE}‰ of the em at its largest and smallest size`, () => {
    const failures: string[] = [];
    for (const { route, part, style } of styles) {
      for (const size of [style.maxFontSize, style.minFontSize]) {
        for (const text of SEQUENCES) {
          const apart = wholeAgainstLetters(style.font, size, text);
          if (apart > MAX_DIFFERENCE_PER_MILLE) {
            failures.push(`${route} ${part} at ${size}px: "${text}" ${apart.toFixed(1)}‰`);
          }
        }
      }
    }
    expect(styles.length).toBeGreaterThanOrEqual(9);
    expect(failures).toEqual([]);
  });

  it('catches the ligatures of Pixelify Sans as packaged (the measure can fail)', () => {
    const pixel = DERIVED_FONTS.find((font) => font.kind === 'without-features')!;
    const family = 'Kiln Test Pixelify As Packaged';
    GlobalFonts.registerFromPath(join(packageDir(pixel.source.pkg), pixel.source.file), family);
    const packaged: FontSpec = { families: [family], weight: 400, style: 'normal' };
    for (const text of ['fi', 'fl']) {
      expect(wholeAgainstLetters(packaged, 16, text)).toBeGreaterThan(MAX_DIFFERENCE_PER_MILLE);
    }
    expect(wholeAgainstLetters(packaged, 16, 'ft')).toBeLessThan(MAX_DIFFERENCE_PER_MILLE);
  });
});
