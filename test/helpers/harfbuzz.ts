// HarfBuzz (harfbuzzjs, the shaper Skia itself uses) over Kiln's font files, for tests that
// check what a face draws a typed sequence as: glyph names, and which typed characters each
// glyph stands for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as hb from 'harfbuzzjs';
import { plainFont } from '../../scripts/fonts/plain-font.js';
import { fontFilePath } from '../../src/text/fonts.js';
import type { FontFaceFile } from '../../src/text/font-catalog.js';

/** The plain font file HarfBuzz reads for `path` (WOFF and WOFF2 unpacked). */
export async function plainFontFile(path: string): Promise<Buffer> {
  return plainFont(path, readFileSync(path));
}

/** One shaped glyph: its name and the typed text it stands for. */
export interface ShapedGlyph {
  readonly name: string;
  readonly text: string;
}

/** One buffer for every shaping (reset each time): HarfBuzz frees buffers only on GC. */
let shared: hb.Buffer | undefined;

export class ShapingFace {
  private readonly font: hb.Font;

  constructor(
    readonly path: string,
    file: Buffer,
  ) {
    this.font = new hb.Font(new hb.Face(new hb.Blob(file)));
  }

  /** True when the face maps the code point to a glyph of its own. */
  covers(codePoint: number): boolean {
    return this.font.nominalGlyph(codePoint) !== undefined;
  }

  /** The name of the glyph the face maps `char` to, without shaping. */
  nominalName(char: string): string | undefined {
    const glyph = this.font.nominalGlyph(char.codePointAt(0)!);
    return glyph === undefined ? undefined : this.font.glyphName(glyph);
  }

  /**
   * `text` shaped with the face's default features (`features` adds settings such as
   * 'liga=0'): each glyph with the characters it stands for. A glyph standing for several
   * characters is a merge; a character left without a glyph of its own is inside one.
   */
  shape(text: string, features: readonly string[] = []): ShapedGlyph[] {
    return this.run(text, features, true);
  }

  /** What each glyph of `text` stands for, as `shape` gives it, without the glyph names. */
  glyphTexts(text: string): string[] {
    return this.run(text, [], false).map((glyph) => glyph.text);
  }

  private run(text: string, features: readonly string[], named: boolean): ShapedGlyph[] {
    const buffer = (shared ??= new hb.Buffer());
    buffer.reset();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    buffer.setClusterLevel(hb.ClusterLevel.MONOTONE_CHARACTERS);
    hb.shape(
      this.font,
      buffer,
      features.map((feature) => hb.Feature.fromString(feature)!),
    );
    const infos = buffer.getGlyphInfos();
    // UTF-16 offsets of each cluster; a glyph's text runs to the next cluster that differs.
    const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
    const ends = new Map(starts.map((start, i) => [start, starts[i + 1] ?? text.length]));
    const out = infos.map((info) => ({
      name: named ? this.font.glyphName(info.codepoint) : '',
      text: text.slice(info.cluster, ends.get(info.cluster)),
    }));
    return out;
  }
}

const faces = new Map<string, Promise<ShapingFace>>();

/** The shaping face of a font file (cached: each is parsed once per test file). */
export function shapingFile(...path: string[]): Promise<ShapingFace> {
  const full = join(...path);
  let shaping = faces.get(full);
  if (!shaping) {
    shaping = plainFontFile(full).then((file) => new ShapingFace(full, file));
    faces.set(full, shaping);
  }
  return shaping;
}

/** The shaping face of a catalogue entry. */
export function shapingFace(face: FontFaceFile): Promise<ShapingFace> {
  return shapingFile(fontFilePath(face));
}
