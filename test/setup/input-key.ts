// Global setup helper: a digest of the files a setup step reads (folders walked in name order,
// each path and its bytes), so the step's output can be kept between runs until one changes.
import { createHash, type Hash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

async function addPath(hash: Hash, path: string): Promise<void> {
  const entries = await readdir(path, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw error;
  });
  if (entries === null) {
    hash
      .update(`file ${path}\0`)
      .update(await readFile(path))
      .update('\0');
    return;
  }
  hash.update(`folder ${path}\0`);
  const names = entries.map((entry) => entry.name).sort();
  for (const name of names) await addPath(hash, join(path, name));
}

/** A hex digest of `paths` (files or folders, relative to the working directory) and `extra`. */
export async function inputKey(
  paths: readonly string[],
  extra: readonly string[] = [],
): Promise<string> {
  const hash = createHash('sha256');
  for (const value of extra) hash.update(`extra ${value}\0`);
  for (const path of paths) await addPath(hash, path);
  return hash.digest('hex').slice(0, 32);
}
