// The fonts Kiln derives (fonts/) are what scripts/fonts/make-fonts.ts makes from their
// sources today: the same glyphs, advances and outlines, or for a whole face with features
// switched off, the same bytes. Regenerate with that script after changing the pixel digits
// or the source packages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { buildFont, FONTS_DIR } from '../../scripts/fonts/make-fonts.js';
import { plainFont } from '../../scripts/fonts/plain-font.js';
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

function parse(bytes: Buffer): opentype.Font {
  return opentype.parse(new Uint8Array(bytes).buffer);
}

/** Any font file (WOFF2 too, which opentype.js cannot read) parsed by opentype.js. */
async function parseFile(path: string): Promise<opentype.Font> {
  return parse(await plainFont(path, readFileSync(path)));
}

describe('derived fonts', () => {
  for (const derived of DERIVED_FONTS) {
    it(`${derived.file} matches its sources`, async () => {
      const fresh = await buildFont(derived);
      if (derived.kind === 'without-features') {
        expect(readFileSync(join(FONTS_DIR, derived.file)).equals(fresh)).toBe(true);
        return;
      }
      const committed = await parseFile(join(FONTS_DIR, derived.file));
      const parsed = parse(fresh);
      expect(glyphs(committed)).toEqual(glyphs(parsed));
      expect(committed.glyphs.length).toBeGreaterThan(1);
      expect(committed.ascender).toBe(parsed.ascender);
      expect(committed.descender).toBe(parsed.descender);
    });

    // Without a space, Skia crashed on a default-ignorable character (U+200B, U+00AD, ...)
    // that fell through to this face (issue 35); its advance must be the source's own.
    it(`${derived.file} has the source's space`, async () => {
      const font = await parseFile(join(FONTS_DIR, derived.file));
      const source = await parseFile(join(packageDir(derived.source.pkg), derived.source.file));
      const space = font.charToGlyph(' ');
      expect(space?.unicode).toBe(32);
      expect(space?.advanceWidth).toBe(source.charToGlyph(' ')?.advanceWidth);
    });
  }
});
