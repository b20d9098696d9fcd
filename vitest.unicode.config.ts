// Unicode suite (`npm run test:unicode`, run by CI after the slow suite): the sweep of every code
// point through every font stack (test/unicode/). It needs no picture collections, and its files
// run one after another: each sweep keeps every core busy with its own child processes.
import { defineConfig } from 'vitest/config';
import { UNICODE_TEST_FILES } from './vitest.shared.js';

export default defineConfig({
  test: {
    include: UNICODE_TEST_FILES,
    testTimeout: 1_800_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
