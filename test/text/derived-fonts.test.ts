// The fonts Kiln derives (fonts/*.otf) are what scripts/fonts/make-fonts.ts makes from their
// sources today: same glyphs, advances and outlines. Regenerate with that script after
// changing the pixel digits or the source packages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { buildFont, FONTS_DIR } from '../../scripts/fonts/make-fonts.js';
import { DERIVED_FONTS } from '../../src/text/font-catalog.js';

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

describe('derived fonts', () => {
  for (const derived of DERIVED_FONTS) {
    it(`${derived.file} matches its sources`, () => {
      const bytes = readFileSync(join(FONTS_DIR, derived.file));
      const committed = opentype.parse(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      );
      const fresh = opentype.parse(buildFont(derived).toArrayBuffer());
      expect(glyphs(committed)).toEqual(glyphs(fresh));
      expect(committed.glyphs.length).toBeGreaterThan(1);
      expect(committed.ascender).toBe(fresh.ascender);
      expect(committed.descender).toBe(fresh.descender);
    });
  }
});
