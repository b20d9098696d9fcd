// The starter sets of the picture collections: at least 20 original pictures per category,
// drawn the same way every time, each one visibly different from the others, seeded into the
// run's collections with one file per picture. A few are golden images:
// golden-starter-pictures.test.ts (slow suite).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { PICTURE_SIZE, STARTER_PICTURES } from '../../src/families/starters/index.js';
import { starterPicture } from '../../src/families/starters/starter-picture.js';
import { encode } from '../../src/imaging/encode.js';
import { CATEGORIES } from '../../src/core/categories.js';
import { readManifest } from '../../src/pictures/writer.js';

const THUMB = 32;

/** A small RGB thumbnail: what a person compares at a glance on a contact sheet. */
async function thumbnail(png: Buffer): Promise<Buffer> {
  return sharp(png).resize(THUMB, THUMB, { kernel: 'cubic' }).removeAlpha().raw().toBuffer();
}

/** Mean absolute channel difference of two thumbnails, 0..255. */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

async function readSeededFiles(category: (typeof CATEGORIES)[number]): Promise<Buffer[]> {
  const dir = inject('picturesDir');
  const manifest = await readManifest(dir, category);
  return Promise.all(
    (manifest?.pictures ?? []).map((entry) => readFile(join(dir, category, entry.file))),
  );
}

/** The seeded files of a category, read once for the three tests that look at them. */
const seeded = new Map<string, Promise<Buffer[]>>();
function seededFiles(category: (typeof CATEGORIES)[number]): Promise<Buffer[]> {
  if (!seeded.has(category)) seeded.set(category, readSeededFiles(category));
  return seeded.get(category)!;
}

describe.each(CATEGORIES)('the %s starter set', (category) => {
  const pictures = STARTER_PICTURES[category];

  it('holds at least 20 pictures with distinct titles', () => {
    expect(pictures.length).toBeGreaterThanOrEqual(20);
    const titles = pictures.map((picture) => picture.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title.length).toBeGreaterThan(3);
  });

  it('was seeded as one opaque 512x512 PNG per picture', async () => {
    const files = await seededFiles(category);
    expect(files).toHaveLength(pictures.length);
    // Decoded side by side (sharp works in its own threads), checked in order.
    const checked = await Promise.all(
      files.map(async (file) => ({
        meta: await sharp(file).metadata(),
        ...(await sharp(file).stats()),
      })),
    );
    for (const { meta, channels } of checked) {
      expect([meta.format, meta.width, meta.height]).toEqual(['png', PICTURE_SIZE, PICTURE_SIZE]);
      // Every recipe paints its whole background: no transparent corners.
      expect(channels[3]?.min ?? 255).toBe(255);
    }
  });

  it('draws each picture the same way every time', async () => {
    const files = await seededFiles(category);
    for (const index of [0, pictures.length - 1]) {
      const again = await encode(starterPicture.render({ category, index }).raster, 'png');
      const [a, b] = await Promise.all(
        [again, files[index]!].map((png) => sharp(png).raw().toBuffer()),
      );
      expect(meanDifference(a!, b!), `${category} #${index}`).toBe(0);
    }
  });

  it('makes every picture visibly different from every other', async () => {
    const thumbs = await Promise.all((await seededFiles(category)).map(thumbnail));
    let closest = Infinity;
    let pair = '';
    for (let i = 0; i < thumbs.length; i++) {
      for (let j = i + 1; j < thumbs.length; j++) {
        const difference = meanDifference(thumbs[i]!, thumbs[j]!);
        if (difference < closest) [closest, pair] = [difference, `#${i} and #${j}`];
      }
    }
    // 32x32 thumbnails of two recolours of one drawing differ by ~10; a different pose,
    // background and coat by 30 and more.
    expect(closest, `closest pair ${pair}`).toBeGreaterThan(8);
  });
});
