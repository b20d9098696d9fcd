// Global test setup: one folder of picture collections with the current starter sets, drawn
// once per run and shared by every Kiln the tests start (test/helpers/kiln.ts injects it).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { renderStarterInProcess } from '../../src/cli/pictures.js';
import { seedStarterSets } from '../../src/pictures/starter.js';

declare module 'vitest' {
  export interface ProvidedContext {
    picturesDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'kiln-test-pictures-'));
  await seedStarterSets(dir, renderStarterInProcess);
  project.provide('picturesDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
