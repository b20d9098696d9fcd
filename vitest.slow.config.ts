// Slow suite (`npm run test:slow`, run by CI after `npm test`): the golden-image comparisons,
// the fuzzing of every route and the first burst on fresh renderers.
import { SLOW_TEST_FILES, suiteConfig } from './vitest.shared.js';

export default suiteConfig({ include: SLOW_TEST_FILES });
