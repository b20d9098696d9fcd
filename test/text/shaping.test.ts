// Every face and stack Kiln ships draws what was typed: shaped with HarfBuzz (as Skia shapes),
// no face merges letters into one glyph beyond its LIGATURE_POLICY, and each derived font
// shapes exactly as its source except where it was meant to differ (the pixel digits, the
// tailed l, the pixel face's ligatures switched off). The corpus is shaping-corpus.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DERIVED_FONTS,
  FONT_FACES,
  FONTS,
  LIGATURE_POLICY,
  type FontFaceFile,
  type FontSpec,
} from '../../src/text/font-catalog.js';
import { packageDir } from '../../src/text/fonts.js';
import { PIXEL_DIGITS } from '../../scripts/fonts/pixel-digits.js';
import { shapingFace, shapingFile, type ShapingFace } from '../helpers/harfbuzz.js';
import { LETTER_SCRIPTS, lettersOf, SEQUENCES, WORDS } from './shaping-corpus.js';

const codePoints = (text: string) => [...text].length;

/**
 * Every pair of `chars`, each pair a two-letter word: one line of words per first character
 * ("aa ab ac ..."), so that HarfBuzz shapes each line at once (a few hundred calls per face,
 * not a few hundred thousand). A merge across the space would show as one too.
 */
function pairLines(chars: readonly string[]): string[] {
  return chars.map((a) => chars.map((b) => a + b).join(' '));
}

/** Every pair of the face's letters in each script it covers, then the sequences and words. */
function corpusOf(face: ShapingFace): string[] {
  const covers = (cp: number) => face.covers(cp);
  const corpus: string[] = [];
  for (const block of LETTER_SCRIPTS) corpus.push(...pairLines(lettersOf(block, covers)));
  for (const text of [...SEQUENCES, ...WORDS]) {
    if ([...text].every((char) => covers(char.codePointAt(0)!))) corpus.push(text);
  }
  return corpus;
}

/** The typed sequences `face` draws as one glyph over `corpus`, with an example each. */
function merges(face: ShapingFace, corpus: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const text of corpus) {
    for (const glyph of face.glyphTexts(text)) {
      if (codePoints(glyph) > 1 && !found.has(glyph)) found.set(glyph, text);
    }
  }
  return found;
}

/** What `merges` found beyond what `family` may merge, as readable failures. */
function beyondPolicy(family: string, where: string, found: Map<string, string>): string[] {
  const allowed = LIGATURE_POLICY[family] ?? [];
  return [...found]
    .filter(([sequence]) => !allowed.includes(sequence))
    .map(([sequence, text]) => `${where}: "${sequence}" drawn as one glyph (in "${text}")`);
}

/** Each registered file once (a family registers several weights and subsets). */
const files = [...new Map(FONT_FACES.map((face) => [face.file + face.pkg, face])).values()];
const faces = new Map<FontFaceFile, ShapingFace>();

beforeAll(async () => {
  for (const face of files) faces.set(face, await shapingFace(face));
});

describe('what each face draws a typed sequence as', () => {
  // One face per test (the whole corpus of every face took 13 s in one test, which a busy
  // machine could stretch past the timeout).
  let shaped = 0;
  it.each(
    files.map((face) => [`${face.family} ${face.weight} ${face.style} (${face.file})`, face]),
  )('%s merges no letters or symbols beyond its LIGATURE_POLICY', (where, face) => {
    const shaping = faces.get(face)!;
    const corpus = corpusOf(shaping);
    shaped += corpus.reduce((sum, line) => sum + line.length, 0);
    expect(beyondPolicy(face.family, where, merges(shaping, corpus))).toEqual([]);
  });

  it('shaped every pair of the Latin, Greek and Cyrillic letters of the faces that have them', () => {
    expect(shaped).toBeGreaterThan(5_000_000);
  });

  it('finds the ligatures of Pixelify Sans as packaged (what "first" read "Arst" from)', async () => {
    const pixel = DERIVED_FONTS.find((font) => font.kind === 'without-features')!;
    const source = await shapingFile(packageDir(pixel.source.pkg), pixel.source.file);
    const failures = beyondPolicy(pixel.family, 'source', merges(source, corpusOf(source)));
    expect(failures.join('\n')).toContain('"fi" drawn as one glyph');
    expect(failures.join('\n')).toContain('"fl" drawn as one glyph');
  });
});

/** The face of `family` Skia picks for `spec`: same style first, then the nearest weight. */
function faceFor(family: string, spec: FontSpec): FontFaceFile | undefined {
  const candidates = FONT_FACES.filter((face) => face.family === family);
  const styled = candidates.filter((face) => face.style === spec.style);
  return (styled.length > 0 ? styled : candidates).sort(
    (a, b) => Math.abs(a.weight - spec.weight) - Math.abs(b.weight - spec.weight),
  )[0];
}

describe('what each font stack draws a typed sequence as', () => {
  const chosen = new Map<string, { family: string; face: ShapingFace } | undefined>();

  /** The family (and its face) of `spec` that draws `char`. */
  function fallback(spec: FontSpec, char: string) {
    const key = `${spec.families[0]}|${spec.weight}|${spec.style}|${char}`;
    if (!chosen.has(key)) {
      const family = spec.families.find((name) => {
        const face = faceFor(name, spec);
        return face !== undefined && faces.get(face)?.covers(char.codePointAt(0)!);
      });
      const face = family === undefined ? undefined : faces.get(faceFor(family, spec)!)!;
      chosen.set(key, face && family ? { family, face } : undefined);
    }
    return chosen.get(key);
  }

  /**
   * Skia takes each character from the first family of the stack that has it, and shapes
   * each run of characters from one face together: merges happen only inside a run.
   */
  function stackMerges(spec: FontSpec, text: string): { family: string; sequence: string }[] {
    const runs: { family: string; face: ShapingFace; text: string }[] = [];
    for (const char of text) {
      const found = fallback(spec, char);
      if (found === undefined) continue;
      const { family, face } = found;
      const last = runs.at(-1);
      if (last?.face === face) last.text += char;
      else runs.push({ family, face, text: char });
    }
    return runs.flatMap((run) =>
      run.face
        .glyphTexts(run.text)
        .filter((glyph) => codePoints(glyph) > 1)
        .map((glyph) => ({ family: run.family, sequence: glyph })),
    );
  }

  for (const [name, spec] of Object.entries(FONTS)) {
    it(`${name}: every merge is one its family allows`, () => {
      // Each face's every pair is above; here the letters most texts use, mixed across scripts.
      const common = (cp: number) =>
        cp < 0x100 || (cp >= 0x391 && cp < 0x3ca) || (cp >= 0x410 && cp < 0x450);
      const letters = LETTER_SCRIPTS.flatMap((block) => lettersOf(block, common));
      const corpus = [...SEQUENCES, ...WORDS, ...pairLines(letters)];
      const failures = new Set<string>();
      for (const text of corpus) {
        for (const { family, sequence } of stackMerges(spec, text)) {
          if (!(LIGATURE_POLICY[family] ?? []).includes(sequence)) {
            failures.add(`${family}: "${sequence}" drawn as one glyph (in "${text}")`);
          }
        }
      }
      expect([...failures]).toEqual([]);
    });
  }
});

describe('derived fonts differ from their sources only where meant to', () => {
  for (const derived of DERIVED_FONTS) {
    it(`${derived.file}`, async () => {
      const mine = await shapingFile('fonts', derived.file);
      const source = await shapingFile(packageDir(derived.source.pkg), derived.source.file);
      const differences: string[] = [];
      if (derived.kind === 'without-features') {
        // Every pair of the characters it has, the sequences and the words: shaped as the
        // source shapes them with the features off, and unlike the source only where the
        // source merged letters.
        const chars = [];
        for (let cp = 0x20; cp < 0x2100; cp++)
          if (mine.covers(cp)) chars.push(String.fromCodePoint(cp));
        const corpus = [...pairLines(chars), ...SEQUENCES, ...WORDS];
        const off = derived.features.map((tag) => `${tag}=0`);
        let changed = 0;
        for (const text of corpus) {
          const names = mine.shape(text).map((g) => g.name);
          if (
            names.join() !==
            source
              .shape(text, off)
              .map((g) => g.name)
              .join()
          ) {
            differences.push(`"${text}": ${names.join('+')}`);
          }
          const before = source.shape(text);
          if (before.map((g) => g.name).join() !== names.join()) {
            changed++;
            if (!before.some((g) => codePoints(g.text) > 1)) {
              differences.push(`"${text}" changed without a merge in the source`);
            }
          }
        }
        expect(chars.length).toBeGreaterThan(150);
        expect(changed).toBeGreaterThan(0);
      } else {
        // Each character it holds maps to the source's own glyph, but the replacements.
        const meant: Record<string, string> =
          derived.kind === 'glyphs'
            ? derived.glyphs
            : Object.fromEntries(Object.keys(PIXEL_DIGITS).map((d) => [d, `digit${d}`]));
        let held = 0;
        for (let cp = 0x20; cp < 0x30000; cp++) {
          if (!mine.covers(cp)) continue;
          held++;
          const char = String.fromCodePoint(cp);
          const expected = meant[char] ?? source.nominalName(char);
          if (mine.nominalName(char) !== expected) {
            differences.push(`${char}: ${mine.nominalName(char)}, expected ${expected}`);
          }
          // With no GSUB of its own, each character is its own glyph in every context.
          for (const text of [char + char, `f${char}i`]) {
            if (mine.shape(text).some((g) => codePoints(g.text) > 1)) differences.push(text);
          }
        }
        expect(held).toBe(Object.keys(meant).length + 1); // and the source's space
      }
      expect(differences).toEqual([]);
    });
  }
});
