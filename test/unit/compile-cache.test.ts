// The compile cache of the entry points (src/runtime/compile-cache.ts): on a Node that has it,
// enabling writes V8 code for the modules imported afterwards into Node's default directory
// (os.tmpdir(), here a fresh TMPDIR); on Node 20 the same call does nothing and fails nothing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const enableType = typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache;
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the probe with its own temporary directory; the files of Node's cache directory in it. */
function probe(extraEnv: Record<string, string> = {}): { printed: string; cached: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'kiln-compile-cache-'));
  made.push(dir);
  const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: dir, ...extraEnv };
  // Only Kiln's own call may turn the cache on: not a variable inherited from the caller.
  delete env.NODE_COMPILE_CACHE;
  const printed = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'test/helpers/compile-cache-probe.ts'],
    { env, encoding: 'utf8' },
  );
  const cacheDir = join(dir, 'node-compile-cache');
  const cached = readdirSync(dir).includes('node-compile-cache')
    ? readdirSync(cacheDir, { recursive: true, encoding: 'utf8' })
    : [];
  return { printed: printed.trim(), cached };
}

describe('the compile cache', () => {
  it(`is ${enableType === 'function' ? 'written' : 'a no-op'} on Node ${process.version}`, () => {
    const { printed, cached } = probe();
    expect(printed).toBe('function');
    if (enableType === 'function') expect(cached.length).toBeGreaterThan(0);
    else expect(cached).toEqual([]);
  });

  it('is not written when NODE_DISABLE_COMPILE_CACHE is set', () => {
    const { printed, cached } = probe({ NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(printed).toBe('function');
    expect(cached).toEqual([]);
  });
});
