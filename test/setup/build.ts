// Global test setup: bundles the sources into dist/ (scripts/build.mjs, about a second), so the
// tests that run the `kiln` command as users do (bin/kiln.js) run the code under test, and the
// tests' Kilns start the bundled renderer (test/helpers/kiln.ts) instead of the sources under
// tsx: a quarter of the CPU per renderer (0.4 s instead of 1.6 s), which adds up over the files.
// A bundle this setup built from the same sources (dist/.test-build-key) is used again.
import { execFile } from 'node:child_process';
import { access, readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { inputKey } from './input-key.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** dist/renderer.js, built from the sources by this run (a file URL). */
    bundledRenderer: string;
  }
}

/** What the bundle is made from: the sources, the build script and its settings, the packages. */
const INPUTS = ['src', 'scripts/build.mjs', 'tsconfig.json', 'package-lock.json'];
const KEY_FILE = 'dist/.test-build-key';
const ENTRIES = ['dist/main.js', 'dist/renderer.js', 'dist/cli.js'];

async function builtFrom(key: string): Promise<boolean> {
  try {
    await Promise.all(ENTRIES.map((entry) => access(entry)));
    return (await readFile(KEY_FILE, 'utf8')) === key;
  } catch {
    return false;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const key = await inputKey(INPUTS);
  if (!(await builtFrom(key))) {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs']);
    await writeFile(KEY_FILE, key);
  }
  project.provide('bundledRenderer', pathToFileURL('dist/renderer.js').href);
}
