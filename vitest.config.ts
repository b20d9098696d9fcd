// Test runner configuration (`npm test`): unit and HTTP tests run in Node against the
// TypeScript sources. The golden-image and fuzz tests are in vitest.slow.config.ts, the Unicode
// sweep in vitest.unicode.config.ts.
import { SLOW_TEST_FILES, suiteConfig, TEST_FILES, UNICODE_TEST_FILES } from './vitest.shared.js';

export default suiteConfig({
  include: TEST_FILES,
  exclude: [...SLOW_TEST_FILES, ...UNICODE_TEST_FILES],
});
