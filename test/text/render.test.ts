// Rendering with the bundled fonts: every required script draws real glyphs (never the
// missing-glyph box, never a system font), emoji are in colour and single glyphs, Arabic is
// joined, right-to-left text is ordered right to left, and measuring agrees with drawing.
import { execFileSync } from 'node:child_process';
import { GlobalFonts } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSurface } from '../../src/art/kit/surface.js';
import { paintText } from '../../src/text/paint.js';
import {
  FONTS,
  FONT_FACES,
  REGISTERED_FAMILIES,
  type FontSpec,
} from '../../src/text/font-catalog.js';
import {
  cssFont,
  fontsReady,
  mayNeedEmoji,
  registerEmojiFonts,
  registerFonts,
} from '../../src/text/fonts.js';
import { fitText } from '../../src/text/fit.js';
import { measureWidth } from '../../src/text/measure.js';
import { GRAPHEME_PROBES, SCRIPT_SAMPLES } from './samples.js';

const SIZE = 40;
const W = 120;
const H = 80;

/** Draws `text` with a raw CSS font string at a fixed spot; returns RGBA pixels. */
function draw(
  font: string,
  text: string,
  direction: 'ltr' | 'rtl' = 'ltr',
  fill = '#000',
): Uint8ClampedArray {
  const { ctx } = createSurface(W, H);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, W, H);
  ctx.font = font;
  ctx.direction = direction;
  ctx.textAlign = 'left';
  ctx.fillStyle = fill;
  ctx.fillText(text, 10, 55);
  return ctx.getImageData(0, 0, W, H).data;
}

/** Mean absolute channel difference between two renderings (0 = identical). */
function difference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
}

/** Number of pixels that clearly differ between two renderings. */
function differingPixels(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    let d = 0;
    for (let c = 0; c < 4; c++)
      d = Math.max(d, Math.abs((a[i + c] as number) - (b[i + c] as number)));
    if (d > 48) n++;
  }
  return n;
}

function inkPixels(pixels: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] as number) < 200) n++;
  return n;
}

function colourfulPixels(pixels: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const [r, g, b] = [pixels[i] as number, pixels[i + 1] as number, pixels[i + 2] as number];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 60) n++;
  }
  return n;
}

// A code point no bundled font maps: every face draws its .notdef (missing-glyph box) for it.
const UNMAPPED = '\u{10FFFD}';
const body = (text: string) => draw(cssFont(FONTS.body, SIZE), text);

beforeAll(() => registerEmojiFonts());

describe('font registration', () => {
  it('registers every face once and reports ready', () => {
    registerFonts();
    registerFonts();
    expect(fontsReady()).toBe(true);
    const sans = GlobalFonts.families.find((f) => f.family === 'Kiln Sans');
    expect(sans?.styles.length).toBe(FONT_FACES.filter((f) => f.family === 'Kiln Sans').length);
  });

  it('knows which texts need the colour emoji face, which is registered on first use', () => {
    for (const text of [
      '😀',
      'ok 👍🏽',
      '❤️',
      '🇫🇷',
      '#️⃣',
      '1\u20E3',
      '🏴\u{E0067}\u{E0062}\u{E007F}',
    ]) {
      expect(mayNeedEmoji(text)).toBe(true);
    }
    for (const text of ['Hello', 'Привет 123', '中文 かな', 'مرحبا', '★ ♪ ½']) {
      expect(mayNeedEmoji(text)).toBe(false);
    }
    // A fresh process: the emoji face waits for the first text holding emoji.
    const script = [
      "import { GlobalFonts } from '@napi-rs/canvas';",
      "import { FONTS, measureWidth, registerFonts } from './src/text/index.ts';",
      'registerFonts();',
      "const before = GlobalFonts.has('Kiln Emoji');",
      "measureWidth(FONTS.body, 16, 'plain text');",
      "const afterLatin = GlobalFonts.has('Kiln Emoji');",
      "measureWidth(FONTS.body, 16, 'party 🎉');",
      "console.log(JSON.stringify([before, afterLatin, GlobalFonts.has('Kiln Emoji')]));",
    ].join('\n');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module'], {
      input: script,
      encoding: 'utf8',
    });
    expect(JSON.parse(output.trim().split('\n').pop()!)).toEqual([false, false, true]);
  });

  it('font stacks name only families the project registered', () => {
    for (const spec of Object.values(FONTS) as FontSpec[]) {
      for (const family of spec.families) {
        expect(REGISTERED_FAMILIES).toContain(family);
        expect(GlobalFonts.has(family)).toBe(true);
      }
    }
  });
});

describe('no missing glyphs, no system fonts', () => {
  const notdefs: Array<{ name: string; pixels: Uint8ClampedArray }> = [];
  beforeAll(() => {
    notdefs.push({ name: 'body stack', pixels: body(UNMAPPED) });
    for (const family of REGISTERED_FAMILIES) {
      notdefs.push({ name: family, pixels: draw(`${SIZE}px "${family}"`, UNMAPPED) });
    }
  });

  it('the probe really is a missing-glyph box in the stack', () => {
    expect(inkPixels(body(UNMAPPED))).toBeGreaterThan(0);
  });

  it.each(GRAPHEME_PROBES.map((g) => [g]))('%s draws a real glyph from a bundled font', (g) => {
    const pixels = body(g);
    expect(inkPixels(pixels)).toBeGreaterThan(20);
    for (const notdef of notdefs) {
      expect(
        difference(pixels, notdef.pixels),
        `looks like .notdef of ${notdef.name}`,
      ).toBeGreaterThan(1);
    }
    // Skia's fallback for a family it does not know is a system font: ours must differ.
    const system = draw(`${SIZE}px "Kiln Unregistered Probe"`, g);
    expect(differingPixels(pixels, system), 'looks like the system font').toBeGreaterThan(20);
  });

  it.each(SCRIPT_SAMPLES.map((s) => [s.name, s.text]))(
    '%s sample fits and renders',
    (_name, text) => {
      const layout = fitText(text, {
        font: FONTS.body,
        maxWidth: 500,
        maxHeight: 200,
        maxFontSize: 40,
        minFontSize: 12,
      });
      expect(layout.fits).toBe(true);
    },
  );
});

describe('emoji', () => {
  it.each(['😀', '👍🏽', '👨‍👩‍👧‍👦', '🏳️‍🌈', '🇯🇵', '🧑🏿‍💻', '1️⃣'])('%s is a colour glyph', (emoji) => {
    // A colour glyph brings its own palette: the fill style does not change it.
    const font = cssFont(FONTS.body, SIZE);
    const black = draw(font, emoji);
    expect(inkPixels(black)).toBeGreaterThan(100);
    expect(difference(black, draw(font, emoji, 'ltr', '#ff0000'))).toBeLessThan(0.01);
    // A text glyph follows the fill style.
    expect(difference(draw(font, 'A'), draw(font, 'A', 'ltr', '#ff0000'))).toBeGreaterThan(1);
  });

  it('flags and faces have colourful pixels', () => {
    for (const emoji of ['😀', '🇯🇵', '🏳️‍🌈', '👍🏽'])
      expect(colourfulPixels(body(emoji))).toBeGreaterThan(100);
  });

  it('a ZWJ family, a flag and a skin-tone emoji are single glyphs', () => {
    const one = measureWidth(FONTS.body, SIZE, '😀');
    for (const sequence of ['👨‍👩‍👧‍👦', '🇯🇵', '👍🏽', '🏳️‍🌈', '🧑🏿‍💻']) {
      expect(measureWidth(FONTS.body, SIZE, sequence)).toBeCloseTo(one, 0);
    }
  });

  it('text-default emoji with VS16 use the colour font, without VS16 the text face', () => {
    const layoutFor = (text: string) =>
      fitText(text, {
        font: FONTS.body,
        maxWidth: W,
        maxHeight: H,
        maxFontSize: SIZE,
        minFontSize: SIZE,
      });
    const paint = (text: string) => {
      const surface = createSurface(W, H);
      surface.ctx.fillStyle = '#fff';
      surface.ctx.fillRect(0, 0, W, H);
      paintText(surface.ctx, layoutFor(text), {
        box: { x: 0, y: 0, width: W, height: H },
        color: '#000',
      });
      return surface.ctx.getImageData(0, 0, W, H).data;
    };
    expect(colourfulPixels(paint('\u2764\uFE0F'))).toBeGreaterThan(100);
    expect(colourfulPixels(paint('\u2764'))).toBe(0);
  });
});

describe('shaping and direction', () => {
  it('joins Arabic letters (differs from the same letters kept apart by ZWNJ)', () => {
    const joined = 'سلام';
    const apart = [...joined].join('\u200C');
    expect(difference(body(joined), body(apart))).toBeGreaterThan(1);
    expect(measureWidth(FONTS.body, SIZE, joined)).toBeLessThan(
      measureWidth(FONTS.body, SIZE, apart),
    );
  });

  it('draws an RTL line right to left: the Latin word ends up on the left', () => {
    const font = cssFont(FONTS.body, SIZE);
    const hebrew = 'שלום';
    const latin = 'ab';
    const line = draw(font, `${hebrew} ${latin}`, 'rtl');
    // Visual order for an RTL paragraph is "ab שלום": the line starts (at x=10) with "ab".
    const latinAlone = draw(font, latin);
    const hebrewAlone = draw(font, hebrew);
    const leftColumns = (pixels: Uint8ClampedArray, upTo: number) => {
      const out: number[] = [];
      for (let y = 0; y < H; y++)
        for (let x = 0; x < upTo; x++) out.push(pixels[(y * W + x) * 4] as number);
      return Uint8ClampedArray.from(out);
    };
    const edge = 10 + Math.floor(measureWidth(FONTS.body, SIZE, latin));
    expect(difference(leftColumns(line, edge), leftColumns(latinAlone, edge))).toBeLessThan(
      difference(leftColumns(line, edge), leftColumns(hebrewAlone, edge)),
    );
  });

  it.each(SCRIPT_SAMPLES.map((s) => [s.name, s.text]))(
    'measureText agrees with the drawn ink (%s)',
    (_name, text) => {
      const words = text.split(' ').slice(0, 2).join(' ');
      const width = measureWidth(FONTS.body, 24, words);
      const surface = createSurface(Math.ceil(width) + 40, 60);
      const { ctx } = surface;
      ctx.font = cssFont(FONTS.body, 24);
      ctx.fillStyle = '#000';
      ctx.fillText(words, 20, 40);
      const { data } = ctx.getImageData(0, 0, surface.canvas.width, 60);
      let minX = Infinity;
      let maxX = -Infinity;
      for (let i = 3; i < data.length; i += 4) {
        if ((data[i] as number) > 0) {
          const x = ((i - 3) / 4) % surface.canvas.width;
          minX = Math.min(minX, x);
          maxX = Math.max(maxX, x);
        }
      }
      // Ink may overhang the advance box by a few pixels (italic, marks), never by more.
      expect(minX).toBeGreaterThanOrEqual(20 - 4);
      expect(maxX).toBeLessThanOrEqual(20 + width + 4);
      expect(maxX - minX).toBeGreaterThan(width * 0.7);
    },
  );
});
