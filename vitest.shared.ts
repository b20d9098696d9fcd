// What the default suite (vitest.config.ts, `npm test`) and the slow suite (vitest.slow.config.ts,
// `npm run test:slow`) share, and which test files belong to the slow and the Unicode suite.
// Every test file under test/ is in exactly one of the three (test/unit/suites.test.ts checks it).
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';

/** Every test file either suite may run. */
export const TEST_FILES = ['test/**/*.test.ts'];

/**
 * The slow suite: golden-image comparisons (test/golden holds the references), the
 * property-based fuzzing of every route, and the first burst on fresh renderers (a server of
 * two renderers started, warmed and one replaced: tens of seconds under tsx). CI runs it right
 * after `npm test`.
 */
export const SLOW_TEST_FILES = [
  'test/**/golden*.test.ts',
  'test/fuzz/**/*.test.ts',
  'test/http/warm-burst.test.ts',
];

/**
 * The Unicode suite (vitest.unicode.config.ts, `npm run test:unicode`): every code point through
 * every font stack in child processes, a few minutes on two cores. CI runs it after the slow one.
 */
export const UNICODE_TEST_FILES = ['test/unicode/**/*.test.ts'];

/** A suite's configuration: the shared global setup and timeouts, and its own files. */
export function suiteConfig(files: {
  include: string[];
  exclude?: string[];
  /** Test files run at once (Vitest's default: one fewer than the cores, at least one). */
  maxWorkers?: number;
}): ViteUserConfig {
  return defineConfig({
    test: {
      // One folder of picture collections (test/setup/pictures.ts), dist/ built from the
      // sources for the tests that run the `kiln` command, and the crash tests' generator as
      // JavaScript; the first two are kept between runs until their sources change.
      globalSetup: [
        'test/setup/pictures.ts',
        'test/setup/build.ts',
        'test/setup/crash-generator.ts',
      ],
      testTimeout: 30_000,
      hookTimeout: 30_000,
      // Test files share their worker's modules instead of each importing the sources, canvas,
      // sharp and the fonts again: about 25 s less CPU for the default suite. No test file
      // changes global state (environment, timers, module mocks); `--isolate` brings the
      // per-file module graphs back to rule out a leak between files.
      isolate: false,
      maxWorkers: files.maxWorkers,
      include: files.include,
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
    },
  });
}
