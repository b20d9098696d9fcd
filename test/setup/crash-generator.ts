// Global test setup: the test-only crashing generator (test/helpers/crashing-generator.ts)
// compiled to JavaScript, so the crash tests' renderers start bundled like every other test
// renderer instead of loading it, and with it every source, under tsx (four times the CPU).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The crashing generator as JavaScript (a file URL). */
    bundledCrashGenerator: string;
  }
}

const SOURCE = 'test/helpers/crashing-generator.ts';
const OUT_DIR = join('node_modules', '.cache', 'kiln-test');

export default async function setup(project: TestProject): Promise<void> {
  const { code } = await transform(await readFile(SOURCE, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    // Its fixture font is found beside the source, not beside the compiled copy.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(resolve(SOURCE)).href) },
  });
  await mkdir(OUT_DIR, { recursive: true });
  // .mjs: under node_modules no package.json says the code is a module.
  const out = resolve(OUT_DIR, 'crashing-generator.mjs');
  await writeFile(out, code);
  project.provide('bundledCrashGenerator', pathToFileURL(out).href);
}
