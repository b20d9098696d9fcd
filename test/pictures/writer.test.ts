// Writing to a collection: content-addressed files, a manifest replaced atomically under a lock,
// duplicates reported, and a failed change leaving the collection exactly as it was.
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MANIFEST_FILE, sha256Base64url } from '../../src/pictures/manifest.js';
import {
  addPictures,
  readManifest,
  withManifest,
  type NewPicture,
} from '../../src/pictures/writer.js';

const freshDir = () => mkdtemp(join(tmpdir(), 'kiln-writer-'));

async function png(colour: string): Promise<NewPicture> {
  const bytes = await sharp({ create: { width: 24, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { bytes, format: 'png', width: 24, height: 16, credit: colour, licence: 'CC0-1.0' };
}

describe('addPictures', () => {
  it('stores each picture under its content address and lists it in the manifest', async () => {
    const dir = await freshDir();
    const red = await png('#ff0000');
    const report = await addPictures(dir, 'dogs', [red]);
    expect(report.duplicates).toEqual([]);
    const [entry] = report.added;
    const digest = sha256Base64url(red.bytes);
    expect(entry).toEqual({
      file: `${digest.slice(0, 11)}_dogs.png`,
      content_type: 'image/png',
      width: 24,
      height: 16,
      bytes: red.bytes.length,
      sha256: digest,
      credit: '#ff0000',
      licence: 'CC0-1.0',
    });
    expect(await readFile(join(dir, 'dogs', entry!.file))).toEqual(red.bytes);
    expect((await readManifest(dir, 'dogs'))?.pictures).toEqual([entry]);
    // Nothing but the manifest and the picture is left behind (no lock, no temporary file).
    expect((await readdir(join(dir, 'dogs'))).sort()).toEqual([entry!.file, MANIFEST_FILE].sort());
  });

  it('reports a picture added twice instead of storing it again', async () => {
    const dir = await freshDir();
    const blue = await png('#0000ff');
    await addPictures(dir, 'cats', [blue]);
    const manifestBefore = await readFile(join(dir, 'cats', MANIFEST_FILE), 'utf8');
    const again = await addPictures(dir, 'cats', [blue, blue]);
    expect(again.added).toEqual([]);
    expect(again.duplicates.map((d) => d.index)).toEqual([0, 1]);
    expect(await readFile(join(dir, 'cats', MANIFEST_FILE), 'utf8')).toBe(manifestBefore);
  });

  it('keeps every picture of concurrent additions (the lock serialises them)', async () => {
    const dir = await freshDir();
    const colours = ['#110000', '#220000', '#330000', '#440000', '#550000', '#660000'];
    const pictures = await Promise.all(colours.map(png));
    await Promise.all(pictures.map((picture) => addPictures(dir, 'birb', [picture])));
    const listed = (await readManifest(dir, 'birb'))?.pictures.map((p) => p.credit);
    expect(listed?.sort()).toEqual(colours);
  });

  it('adds nothing to an existing collection when seeding (onlyIntoNew)', async () => {
    const dir = await freshDir();
    await addPictures(dir, 'bunny', [await png('#00ff00')]);
    const seeded = await addPictures(dir, 'bunny', [await png('#00ee00')], { onlyIntoNew: true });
    expect(seeded.added).toEqual([]);
    expect((await readManifest(dir, 'bunny'))?.pictures).toHaveLength(1);
  });

  it('leaves the manifest as it was when a change fails half-way', async () => {
    const dir = await freshDir();
    await addPictures(dir, 'sadcat', [await png('#777777')]);
    const before = await readFile(join(dir, 'sadcat', MANIFEST_FILE), 'utf8');
    const failing = withManifest(dir, 'sadcat', async (_current, folder) => {
      await writeFile(join(folder, 'AAAAAAAAAAA_sadcat.png'), 'half a picture');
      throw new Error('disk full');
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(await readFile(join(dir, 'sadcat', MANIFEST_FILE), 'utf8')).toBe(before);
    // The lock was released: the next writer gets in.
    expect((await addPictures(dir, 'sadcat', [await png('#888888')])).added).toHaveLength(1);
  });

  it('refuses a manifest that was edited into something invalid', async () => {
    const dir = await freshDir();
    await addPictures(dir, 'dogs', [await png('#123123')]);
    await writeFile(
      join(dir, 'dogs', MANIFEST_FILE),
      JSON.stringify({ version: 1, category: 'dogs', pictures: [{ file: '../../etc/passwd' }] }),
    );
    await expect(readManifest(dir, 'dogs')).rejects.toThrow();
  });
});
