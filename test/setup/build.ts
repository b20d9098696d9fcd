// Global test setup: bundles the sources into dist/ (scripts/build.mjs, about a second), so the
// tests that run the `kiln` command as users do (bin/kiln.js) run the code under test.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export default async function setup(): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/build.mjs']);
}
