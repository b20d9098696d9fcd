// Writing to a collection: new files first, then the manifest, each through a temporary file
// and an atomic rename, under a lock file that names its owner. A crash at any point (kill -9
// included) leaves the manifest (what is served) either as it was or complete; the next writer
// takes over the dead owner's lock at once and removes what it left behind. A picture already
// present is reported, not repeated.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { PictureFileFormat } from '../imaging/picture-formats.js';
import { PICTURE_CONTENT_TYPES } from '../imaging/picture-formats.js';
import type { Category } from '../core/categories.js';
import {
  MANIFEST_FILE,
  emptyManifest,
  isPictureFileName,
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
  readonly credit: string | null;
  readonly licence: string | null;
  /** When it was added (ISO 8601), recorded in the manifest; the starter set has none. */
  readonly added?: string;
}

export interface AddReport {
  readonly added: readonly PictureEntry[];
  /** Pictures that were already in the collection (or twice in this batch), by file name. */
  readonly duplicates: readonly { readonly index: number; readonly file: string }[];
}

const LOCK_FILE = '.lock';
/** Held only while a writer checks and removes a dead owner's lock, so two never both do. */
const TAKEOVER_FILE = '.lock.takeover';
/** A lock of another host (a shared folder) older than this was left by a crashed process. */
const STALE_LOCK_MS = 10 * 60 * 1000;
/** A lock without a readable owner (its writer died within its first write) or a takeover file older than this is stale. */
const STALE_UNOWNED_MS = 2000;
const LOCK_WAIT_MS = 30_000;

interface LockOwner {
  readonly pid: number;
  readonly host: string;
}

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

/** True when process `pid` of this host is gone (ESRCH); EPERM means it exists. */
function isDead(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

async function readOwner(path: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(path, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && typeof owner.host === 'string') {
      return { pid: owner.pid, host: owner.host };
    }
  } catch {
    // Empty, half-written or not JSON: no owner can be named.
  }
  return null;
}

const ageMs = (path: string) =>
  stat(path).then(
    (info) => Date.now() - info.mtimeMs,
    () => 0,
  );

/** Whether the lock at `path` was left by a process that no longer runs. */
async function isAbandoned(path: string): Promise<boolean> {
  const owner = await readOwner(path);
  if (owner === null) return (await ageMs(path)) > STALE_UNOWNED_MS;
  if (owner.host === hostname()) return owner.pid !== process.pid && isDead(owner.pid);
  return (await ageMs(path)) > STALE_LOCK_MS;
}

/**
 * Removes an abandoned lock. Under the takeover file, so that of two writers finding the
 * same dead owner only one removes its lock (the other could otherwise remove the first
 * one's fresh lock); a takeover file is itself abandoned after STALE_UNOWNED_MS.
 */
async function takeOver(folder: string): Promise<void> {
  const guard = join(folder, TAKEOVER_FILE);
  try {
    await (await open(guard, 'wx')).close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if ((await ageMs(guard)) > STALE_UNOWNED_MS) await rm(guard, { force: true });
    return;
  }
  try {
    const lock = join(folder, LOCK_FILE);
    if (await isAbandoned(lock)) await rm(lock, { force: true });
  } finally {
    await rm(guard, { force: true });
  }
}

async function acquireLock(folder: string): Promise<() => Promise<void>> {
  const path = join(folder, LOCK_FILE);
  const owner: LockOwner = { pid: process.pid, host: hostname() };
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(path, 'wx');
      try {
        await handle.writeFile(JSON.stringify(owner));
      } finally {
        await handle.close();
      }
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await isAbandoned(path)) {
      await takeOver(folder);
      continue;
    }
    if (Date.now() - started > LOCK_WAIT_MS) {
      const holder = await readOwner(path);
      const who = holder ? `process ${holder.pid} on ${holder.host}` : 'another process';
      throw new Error(`${who} is writing to this collection (lock file ${path})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Removes what a writer killed half-way left in `folder`: temporary files, and picture files
 * the manifest does not list. Called under the lock, when no other writer is at work.
 */
async function removeLeftovers(
  folder: string,
  manifest: Manifest | null,
  category: Category,
): Promise<void> {
  const listed = new Set(manifest?.pictures.map((entry) => entry.file) ?? []);
  for (const name of await readdir(folder)) {
    const leftover =
      name.endsWith('.tmp') || (isPictureFileName(name, category) && !listed.has(name));
    if (leftover) await rm(join(folder, name), { force: true });
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
    const current = await readManifest(dir, category);
    await removeLeftovers(folder, current, category);
    const { next, result } = await change(current, folder);
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
        ...(picture.added === undefined ? {} : { added: picture.added }),
      });
    }
    const next =
      added.length > 0 || current === null
        ? { ...manifest, pictures: [...manifest.pictures, ...added] }
        : null;
    return { next, result: { added, duplicates } };
  });
}

/**
 * Removes listed pictures from a collection: the manifest without them is written first
 * (atomically, under the lock), then their files are deleted under the lock, so a reader
 * never sees a listed name without its file. Names it does not list are returned unremoved.
 */
export async function removePictures(
  dir: string,
  category: Category,
  names: readonly string[],
): Promise<{ readonly removed: readonly string[]; readonly unknown: readonly string[] }> {
  const result = await withManifest(dir, category, async (current) => {
    const listed = new Set(current?.pictures.map((entry) => entry.file) ?? []);
    const removed = names.filter((name) => listed.has(name));
    const unknown = names.filter((name) => !listed.has(name));
    if (current === null || removed.length === 0) {
      return { next: null, result: { removed, unknown } };
    }
    const gone = new Set(removed);
    const next = { ...current, pictures: current.pictures.filter((p) => !gone.has(p.file)) };
    return { next, result: { removed, unknown } };
  });
  // Under the lock again: the files the new manifest no longer lists are leftovers now.
  if (result.removed.length > 0) {
    await withManifest(dir, category, async () => ({ next: null, result: undefined }));
  }
  return result;
}
