// The fonts Kiln derives (fonts/*.otf) are what scripts/fonts/make-fonts.ts makes from their
// sources today: same glyphs, advances and outlines. Regenerate with that script after
// changing the pixel digits or the source packages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { buildFont, FONTS_DIR } from '../../scripts/fonts/make-fonts.js';
import { DERIVED_FONTS } from '../../src/text/font-catalog.js';
import { packageDir } from '../../src/text/fonts.js';

function glyphs(font: opentype.Font) {
  const out: { unicode: number | undefined; advance: number | undefined; path: string }[] = [];
  for (let i = 0; i < font.glyphs.length; i++) {
    const glyph = font.glyphs.get(i);
    out.push({
      unicode: glyph.unicode,
      advance: glyph.advanceWidth,
      path: glyph.path.toPathData(2),
    });
  }
  return out;
}

function parseFile(path: string): opentype.Font {
  const bytes = readFileSync(path);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

describe('derived fonts', () => {
  for (const derived of DERIVED_FONTS) {
    it(`${derived.file} matches its sources`, () => {
      const committed = parseFile(join(FONTS_DIR, derived.file));
      const fresh = opentype.parse(buildFont(derived).toArrayBuffer());
      expect(glyphs(committed)).toEqual(glyphs(fresh));
      expect(committed.glyphs.length).toBeGreaterThan(1);
      expect(committed.ascender).toBe(fresh.ascender);
      expect(committed.descender).toBe(fresh.descender);
    });

    // Without a space, Skia crashed on a default-ignorable character (U+200B, U+00AD, ...)
    // that fell through to this face (issue 35); its advance must be the source's own.
    it(`${derived.file} has the source's space`, () => {
      const font = parseFile(join(FONTS_DIR, derived.file));
      const source = parseFile(join(packageDir(derived.source.pkg), derived.source.file));
      const space = font.charToGlyph(' ');
      expect(space?.unicode).toBe(32);
      expect(space?.advanceWidth).toBe(source.charToGlyph(' ')?.advanceWidth);
    });
  }
});
