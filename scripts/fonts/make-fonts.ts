// Builds the fonts Kiln derives for legibility, into fonts/ (committed; a unit test checks
// they still match what this script makes): Kiln's pixel digits for the toast, Inter's own
// tailed "l" (its ss02 alternate, OFL) alone in a face, so that l and I differ, and Pixelify
// Sans without the ligatures that read as other letters.
// Run: npx tsx scripts/fonts/make-fonts.ts
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import opentype from 'opentype.js';
import { packageDir } from '../../src/text/fonts.js';
import { DERIVED_FONTS, type DerivedFont } from '../../src/text/font-catalog.js';
import { PIXEL_DIGITS } from './pixel-digits.js';
import { withoutFeatures } from './without-features.js';

export const FONTS_DIR = join(import.meta.dirname, '..', '..', 'fonts');

/** Pixelify Sans's grid (font units): cell size, the left edge of a 5-cell glyph, the baseline row's bottom. */
const GRID = {
  cellWidth: 93,
  cellHeight: 643 / 7,
  left: 60,
  bottom: -12,
  columns: 5,
  advance: 586,
};
/** Each ink run reaches this far into its neighbours, so antialiasing never shows a seam. */
const OVERLAP = 5;

function pixelGlyph(char: string, rows: readonly string[]): opentype.Glyph {
  const path = new opentype.Path();
  rows.forEach((row, r) => {
    const columns = row.length;
    const x0 = GRID.left + ((GRID.columns - columns) * GRID.cellWidth) / 2;
    const y1 = GRID.bottom + (rows.length - r) * GRID.cellHeight;
    const y0 = y1 - GRID.cellHeight;
    for (const run of row.matchAll(/#+/g)) {
      const left = x0 + run.index * GRID.cellWidth - OVERLAP;
      const right = x0 + (run.index + run[0].length) * GRID.cellWidth + OVERLAP;
      // Counter-clockwise, as CFF outer contours are.
      path.moveTo(Math.round(left), Math.round(y0 - OVERLAP));
      path.lineTo(Math.round(right), Math.round(y0 - OVERLAP));
      path.lineTo(Math.round(right), Math.round(y1 + OVERLAP));
      path.lineTo(Math.round(left), Math.round(y1 + OVERLAP));
      path.closePath();
    }
  });
  return new opentype.Glyph({
    name: `digit${char}`,
    unicode: char.codePointAt(0)!,
    advanceWidth: GRID.advance,
    path,
  });
}

/** The source's own missing-glyph box, so a character no face has still shows as one. */
function notdef(source: opentype.Font): opentype.Glyph {
  const glyph = source.glyphs.get(0);
  return new opentype.Glyph({
    name: '.notdef',
    advanceWidth: glyph.advanceWidth ?? 0,
    path: glyph.path,
  });
}

function parse(path: string): opentype.Font {
  const bytes = readFileSync(path);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/**
 * The source's space: an empty glyph of the same advance. Skia's shaper (HarfBuzz) draws a
 * default-ignorable character (U+200B, U+00AD, U+200F, ...) as the font's space with no width,
 * and a font without one crashed Skia when such a character fell through to it (issue 35).
 * Spaces now come from the derived font, so the advance must be the source's own.
 */
function space(source: opentype.Font): opentype.Glyph {
  const glyph = source.charToGlyph(' ');
  if (!glyph || glyph.unicode !== 32) throw new Error('the source font has no space');
  return new opentype.Glyph({
    name: 'space',
    unicode: 32,
    advanceWidth: glyph.advanceWidth ?? 0,
    path: new opentype.Path(),
  });
}

/** The source font a derived one takes its vertical metrics (and maybe glyphs) from. */
function sourceOf(font: DerivedFont): opentype.Font {
  return parse(join(packageDir(font.source.pkg), font.source.file));
}

function glyphNamed(font: opentype.Font, name: string): opentype.Glyph {
  for (let i = 0; i < font.glyphs.length; i++) {
    const glyph = font.glyphs.get(i);
    if (glyph.name === name) return glyph;
  }
  throw new Error(`glyph ${name} not found`);
}

/** The glyphs of one derived font: Kiln's pixel digits, or named glyphs of its source. */
function glyphsOf(font: GlyphFont, source: opentype.Font): opentype.Glyph[] {
  if (font.kind === 'pixel-digits') {
    return Object.entries(PIXEL_DIGITS).map(([char, rows]) => pixelGlyph(char, rows));
  }
  return Object.entries(font.glyphs).map(([char, name]) => {
    const glyph = glyphNamed(source, name);
    return new opentype.Glyph({
      name,
      unicode: char.codePointAt(0)!,
      advanceWidth: glyph.advanceWidth ?? 0,
      path: glyph.path,
    });
  });
}

/** A derived font drawn from glyphs: everything but 'without-features'. */
type GlyphFont = Exclude<DerivedFont, { kind: 'without-features' }>;

/** Builds one glyph font with the vertical metrics of its source, so lines do not move. */
function buildGlyphFont(font: GlyphFont): opentype.Font {
  const source = sourceOf(font);
  const glyphs = glyphsOf(font, source);
  const { os2 = {}, hhea = {}, post = {} } = source.tables;
  return new opentype.Font({
    familyName: font.family,
    styleName: font.styleName,
    unitsPerEm: source.unitsPerEm,
    ascender: hhea.ascender!,
    descender: hhea.descender!,
    weightClass: font.weight,
    italicAngle: post.italicAngle ?? 0,
    copyright: font.copyright,
    license: 'SIL Open Font License 1.1',
    createdTimestamp: 1_764_000_000,
    glyphs: [notdef(source), space(source), ...glyphs],
    tables: {
      os2: {
        sTypoAscender: os2.sTypoAscender,
        sTypoDescender: os2.sTypoDescender,
        sTypoLineGap: os2.sTypoLineGap,
        usWinAscent: os2.usWinAscent,
        usWinDescent: os2.usWinDescent,
        fsSelection: os2.fsSelection,
      },
    },
  });
}

/** The bytes of one derived font file, as fonts/ should hold them. */
export async function buildFont(font: DerivedFont): Promise<Buffer> {
  if (font.kind === 'without-features') {
    return withoutFeatures(join(packageDir(font.source.pkg), font.source.file), font.features);
  }
  return Buffer.from(buildGlyphFont(font).toArrayBuffer());
}

async function main(): Promise<void> {
  for (const font of DERIVED_FONTS) {
    const bytes = await buildFont(font);
    writeFileSync(join(FONTS_DIR, font.file), bytes);
    console.log(`${font.file}: ${bytes.length} bytes`);
    if (font.licence)
      copyFileSync(
        join(packageDir(font.source.pkg), font.licence.from),
        join(FONTS_DIR, font.licence.to),
      );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
