// Writing to a collection: new files first, then the manifest, each through a temporary file
// and an atomic rename, under a lock file. A crash at any point leaves the manifest (what is
// served) either as it was or complete; a picture already present is reported, not repeated.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PictureFileFormat } from '../imaging/picture-formats.js';
import { PICTURE_CONTENT_TYPES } from '../imaging/picture-formats.js';
import type { Category } from './categories.js';
import {
  MANIFEST_FILE,
  emptyManifest,
  manifestText,
  parseManifest,
  pictureFileName,
  sha256Base64url,
  type Manifest,
  type PictureEntry,
} from './manifest.js';

export interface NewPicture {
  readonly bytes: Buffer;
  readonly format: PictureFileFormat;
  readonly width: number;
  readonly height: number;
  readonly credit: string;
  readonly licence: string;
}

export interface AddReport {
  readonly added: readonly PictureEntry[];
  /** Pictures that were already in the collection (or twice in this batch), by file name. */
  readonly duplicates: readonly { readonly index: number; readonly file: string }[];
}

const LOCK_FILE = '.lock';
/** A lock older than this was left by a crashed process. */
const STALE_LOCK_MS = 10 * 60 * 1000;
const LOCK_WAIT_MS = 30_000;

export const collectionDir = (dir: string, category: Category) => join(dir, category);

/** The collection's manifest, or null when the collection does not exist yet. */
export async function readManifest(dir: string, category: Category): Promise<Manifest | null> {
  let text: string;
  try {
    text = await readFile(join(collectionDir(dir, category), MANIFEST_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return parseManifest(text, category);
}

/** Writes a file so that readers see the old content or the whole new one, never a part. */
async function writeAtomically(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function acquireLock(folder: string): Promise<() => Promise<void>> {
  const path = join(folder, LOCK_FILE);
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const age = await stat(path).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (age > STALE_LOCK_MS) {
      await rm(path, { force: true });
      continue;
    }
    if (Date.now() - started > LOCK_WAIT_MS) {
      throw new Error(`another process is writing to this collection (lock file ${path})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs `change` on the current manifest under the collection's lock; when it returns a new
 * manifest, that is written atomically. `change` writes its picture files itself, before.
 */
export async function withManifest<T>(
  dir: string,
  category: Category,
  change: (
    current: Manifest | null,
    folder: string,
  ) => Promise<{ next: Manifest | null; result: T }>,
): Promise<T> {
  const folder = collectionDir(dir, category);
  await mkdir(folder, { recursive: true });
  const release = await acquireLock(folder);
  try {
    const { next, result } = await change(await readManifest(dir, category), folder);
    if (next) await writeAtomically(join(folder, MANIFEST_FILE), manifestText(next));
    return result;
  } finally {
    await release();
  }
}

/**
 * Adds pictures to a collection (creating it if needed); all of them or, on error, none.
 * `onlyIntoNew` adds nothing when the collection already exists (seeding the starter set).
 */
export async function addPictures(
  dir: string,
  category: Category,
  pictures: readonly NewPicture[],
  options: { readonly onlyIntoNew?: boolean } = {},
): Promise<AddReport> {
  return withManifest(dir, category, async (current, folder) => {
    if (current !== null && options.onlyIntoNew) {
      return { next: null, result: { added: [], duplicates: [] } };
    }
    const manifest = current ?? emptyManifest(category);
    const known = new Set(manifest.pictures.map((entry) => entry.file));
    const added: PictureEntry[] = [];
    const duplicates: { index: number; file: string }[] = [];
    for (const [index, picture] of pictures.entries()) {
      const digest = sha256Base64url(picture.bytes);
      const file = pictureFileName(digest, category, picture.format);
      if (known.has(file)) {
        duplicates.push({ index, file });
        continue;
      }
      known.add(file);
      await writeAtomically(join(folder, file), picture.bytes);
      added.push({
        file,
        content_type: PICTURE_CONTENT_TYPES[picture.format],
        width: picture.width,
        height: picture.height,
        bytes: picture.bytes.byteLength,
        sha256: digest,
        credit: picture.credit,
        licence: picture.licence,
      });
    }
    const next =
      added.length > 0 || current === null
        ? { ...manifest, pictures: [...manifest.pictures, ...added] }
        : null;
    return { next, result: { added, duplicates } };
  });
}
