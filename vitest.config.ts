// Test runner configuration (`npm test`): unit and HTTP tests run in Node against the
// TypeScript sources. The golden-image and fuzz tests are in vitest.slow.config.ts, the Unicode
// sweep in vitest.unicode.config.ts.
import { availableParallelism } from 'node:os';
import { SLOW_TEST_FILES, suiteConfig, TEST_FILES, UNICODE_TEST_FILES } from './vitest.shared.js';

export default suiteConfig({
  include: TEST_FILES,
  exclude: [...SLOW_TEST_FILES, ...UNICODE_TEST_FILES],
  // A worker per core, and at least two: much of a test's time is spent waiting for a renderer
  // or a server in another process, time the other worker uses (Vitest's default leaves a core
  // to its main process: a single worker on two cores).
  maxWorkers: Math.max(2, availableParallelism()),
});
