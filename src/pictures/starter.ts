// The starter set: a collection that does not exist yet is filled with the project's own
// illustrations (src/families/starters), so a fresh install serves real pictures. Drawing is left to
// the caller (the renderer processes in the server, in-process in the CLI).
import { CATEGORIES, type Category } from '../core/categories.js';
import { addPictures, readManifest } from './writer.js';

/** Licence of the starter pictures: the project's own. */
export const STARTER_LICENCE = 'MIT (Kiln project artwork)';

/** Draws starter picture `index` of `category` and encodes it as PNG. */
export type StarterRenderer = (category: Category, index: number) => Promise<Buffer>;

/** The starter titles, loaded only when a collection must be seeded (the art loads Skia). */
async function starterTitles(category: Category): Promise<readonly string[]> {
  const { STARTER_PICTURES } = await import('../families/starters/index.js');
  return STARTER_PICTURES[category].map((picture) => picture.title);
}

async function renderAll(
  category: Category,
  count: number,
  render: StarterRenderer,
  parallel: number,
): Promise<Buffer[]> {
  const out: Buffer[] = new Array<Buffer>(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      out[index] = await render(category, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, lane));
  return out;
}

/**
 * Seeds every collection that has no manifest yet; returns the categories it seeded. Two
 * instances starting at once on a shared folder both succeed: the writes are locked, atomic
 * and content-addressed, and a collection that appeared meanwhile is left alone.
 */
export async function seedStarterSets(
  dir: string,
  render: StarterRenderer,
  parallel = 1,
): Promise<Category[]> {
  const seeded: Category[] = [];
  for (const category of CATEGORIES) {
    if ((await readManifest(dir, category)) !== null) continue;
    const titles = await starterTitles(category);
    const images = await renderAll(category, titles.length, render, parallel);
    const report = await addPictures(
      dir,
      category,
      images.map((bytes, i) => ({
        bytes,
        format: 'png' as const,
        width: bytes.readUInt32BE(16),
        height: bytes.readUInt32BE(20),
        credit: `Kiln starter set: ${titles[i] ?? ''}`,
        licence: STARTER_LICENCE,
      })),
      { onlyIntoNew: true },
    );
    if (report.added.length > 0) seeded.push(category);
  }
  return seeded;
}
