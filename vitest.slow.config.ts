// Slow suite (`npm run test:slow`, run by CI after `npm test`): the golden-image comparisons
// and the fuzzing of every route.
import { SLOW_TEST_FILES, suiteConfig } from './vitest.shared.js';

export default suiteConfig({ include: SLOW_TEST_FILES });
