// kiln-pick-v1, the seeded pick of a collection: pinned outputs (the same on every instance and
// release), an even spread, and stability when pictures are added.
import { describe, expect, it } from 'vitest';
import { seededPick } from '../../src/pictures/collections.js';
import type { PictureEntry } from '../../src/pictures/manifest.js';

const entry = (file: string) => ({ file }) as PictureEntry;
const FILES = ['AAAAAAAAAAA', 'BBBBBBBBBBB', 'CCCCCCCCCCC', 'DDDDDDDDDDD', 'EEEEEEEEEEE'].map(
  (stem, i) => `${stem}_cats.${['png', 'png', 'jpg', 'webp', 'gif'][i]}`,
);
const ENTRIES = FILES.map(entry);
const pick = (entries: readonly PictureEntry[], seed: string) => seededPick(entries, seed)?.file;

describe('kiln-pick-v1', () => {
  it('picks the pinned picture for these seeds', () => {
    expect(pick(ENTRIES, 'kiln')).toBe('CCCCCCCCCCC_cats.jpg');
    expect(pick(ENTRIES, '')).toBe('BBBBBBBBBBB_cats.png');
    expect(pick(ENTRIES, 'Ünïcödé 🐈')).toBe('CCCCCCCCCCC_cats.jpg');
    expect(pick(ENTRIES, '12345')).toBe('DDDDDDDDDDD_cats.webp');
  });

  it('does not depend on the order of the manifest', () => {
    const reversed = [...ENTRIES].reverse();
    for (let i = 0; i < 200; i++) expect(pick(reversed, `s${i}`)).toBe(pick(ENTRIES, `s${i}`));
  });

  it('spreads seeds evenly over the pictures', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 5000; i++) {
      const file = pick(ENTRIES, `seed-${i}`)!;
      counts.set(file, (counts.get(file) ?? 0) + 1);
    }
    for (const file of FILES) {
      expect(counts.get(file), file).toBeGreaterThan(850);
      expect(counts.get(file), file).toBeLessThan(1150);
    }
  });

  it('moves only the seeds a new picture wins when the collection grows', () => {
    const grown = [...ENTRIES, entry('FFFFFFFFFFF_cats.png')];
    let moved = 0;
    for (let i = 0; i < 3000; i++) {
      const before = pick(ENTRIES, `g${i}`);
      const after = pick(grown, `g${i}`);
      if (after !== before) {
        expect(after).toBe('FFFFFFFFFFF_cats.png');
        moved++;
      }
    }
    // About one seed in six moves to the new picture.
    expect(moved).toBeGreaterThan(400);
    expect(moved).toBeLessThan(600);
  });

  it('has nothing to pick from an empty collection', () => {
    expect(pick([], 'kiln')).toBeUndefined();
  });
});
