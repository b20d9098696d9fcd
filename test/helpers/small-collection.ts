// Test helper: a PICTURES_DIR of its own with a few small cat pictures and the other
// collections empty (so a server starting on it draws no starter set).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { CATEGORIES } from '../../src/core/categories.js';
import { seededPick } from '../../src/pictures/collections.js';
import { emptyManifest, MANIFEST_FILE, manifestText } from '../../src/pictures/manifest.js';
import { addPictures, readManifest } from '../../src/pictures/writer.js';

export interface SmallCollection {
  readonly dir: string;
  /** The cats' file names, in the order added. */
  readonly cats: readonly string[];
  /** A seed whose pick (kiln-pick-v1) is `file`. */
  seedFor(file: string): Promise<string>;
}

export async function smallCollection(count = 3): Promise<SmallCollection> {
  const dir = await mkdtemp(join(tmpdir(), 'kiln-small-collection-'));
  for (const category of CATEGORIES.filter((c) => c !== 'cats')) {
    await mkdir(join(dir, category));
    await writeFile(join(dir, category, MANIFEST_FILE), manifestText(emptyManifest(category)));
  }
  const pictures = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      bytes: await sharp({
        create: { width: 40, height: 30, channels: 3, background: { r: 90 * i, g: 20, b: 200 } },
      })
        .png()
        .toBuffer(),
      format: 'png' as const,
      width: 40,
      height: 30,
      credit: 'test',
      licence: 'CC0-1.0',
    })),
  );
  const { added } = await addPictures(dir, 'cats', pictures);
  return {
    dir,
    cats: added.map((entry) => entry.file),
    async seedFor(file) {
      const entries = (await readManifest(dir, 'cats'))!.pictures;
      for (let i = 0; i < 10_000; i++)
        if (seededPick(entries, `s${i}`)?.file === file) return `s${i}`;
      throw new Error(`no seed picks ${file}`);
    },
  };
}
