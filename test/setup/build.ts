// Global test setup: bundles the sources into dist/ (scripts/build.mjs, about a second), so the
// tests that run the `kiln` command as users do (bin/kiln.js) run the code under test, and the
// tests' Kilns start the bundled renderer (test/helpers/kiln.ts) instead of the sources under
// tsx: a quarter of the CPU per renderer (0.4 s instead of 1.6 s), which adds up over the files.
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** dist/renderer.js, built from the sources by this run (a file URL). */
    bundledRenderer: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/build.mjs']);
  project.provide('bundledRenderer', pathToFileURL('dist/renderer.js').href);
}
