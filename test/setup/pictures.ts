// Global test setup: one folder of picture collections with the current starter sets, shared by
// every Kiln the tests start (test/helpers/kiln.ts injects it). The drawn sets are kept in
// node_modules/.cache until the code or fonts that draw them change; each run gets its own copy.
import { cp, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { inputKey } from './input-key.js';

declare module 'vitest' {
  export interface ProvidedContext {
    picturesDir: string;
  }
}

const CACHE = join('node_modules', '.cache', 'kiln-test-pictures');

/** The starter sets drawn by this code, fonts, packages and Node: from the cache, or drawn now. */
async function drawnSets(): Promise<string> {
  const key = await inputKey(
    ['src', 'fonts', 'package-lock.json'],
    [process.version, process.platform, process.arch],
  );
  const kept = join(CACHE, key);
  const found = await readdir(kept).catch(() => null);
  if (found !== null) return kept;
  // Drawn in-process (this loads Skia and the art) into a folder of its own, then moved into
  // place whole, so a run that stops half-way, or one beside it, never sees part of a set.
  const [{ renderStarterInProcess }, { seedStarterSets }] = await Promise.all([
    import('../../src/cli/pictures.js'),
    import('../../src/pictures/starter.js'),
  ]);
  await mkdir(CACHE, { recursive: true });
  const drawing = await mkdtemp(join(CACHE, 'drawing-'));
  await seedStarterSets(drawing, renderStarterInProcess);
  try {
    await rename(drawing, kept);
  } catch (error) {
    // A run beside this one put the same sets in place first.
    if ((await readdir(kept).catch(() => null)) === null) throw error;
    await rm(drawing, { recursive: true, force: true });
  }
  // Sets drawn by earlier code are not needed again.
  for (const name of await readdir(CACHE)) {
    if (name !== key && !name.startsWith('drawing-')) {
      await rm(join(CACHE, name), { recursive: true, force: true });
    }
  }
  return kept;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'kiln-test-pictures-'));
  await cp(await drawnSets(), dir, { recursive: true });
  project.provide('picturesDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
