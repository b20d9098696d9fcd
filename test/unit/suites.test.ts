// Every test file under test/ runs in exactly one of the three Node suites: the default one
// (vitest.config.ts, `npm test`), the slow one (vitest.slow.config.ts, `npm run test:slow`) or
// the Unicode sweep (vitest.unicode.config.ts, `npm run test:unicode`). The file lists come from
// vitest itself, so they follow each config's include and exclude.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createVitest } from 'vitest/node';
import fastConfig from '../../vitest.config.js';
import slowConfig from '../../vitest.slow.config.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Files vitest would take for tests by their name (its default include pattern), under test/. */
function testFilesOnDisk(): string[] {
  return readdirSync(join(ROOT, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name))
    .map((name) => join('test', name).split('\\').join('/'))
    .sort();
}

/** The test files a config runs, relative to the repository. */
async function filesOf(config: string): Promise<string[]> {
  const vitest = await createVitest('test', {
    config: join(ROOT, config),
    watch: false,
    root: ROOT,
  });
  try {
    const specifications = await vitest.globTestSpecifications();
    return specifications
      .map((s) =>
        s.moduleId
          .slice(ROOT.length + 1)
          .split('\\')
          .join('/'),
      )
      .sort();
  } finally {
    await vitest.close();
  }
}

describe('the default, the slow and the Unicode suite', () => {
  it('together run every test file, each exactly once', async () => {
    const onDisk = testFilesOnDisk();
    const fast = await filesOf('vitest.config.ts');
    const slow = await filesOf('vitest.slow.config.ts');
    const unicode = await filesOf('vitest.unicode.config.ts');
    expect(onDisk).toContain('test/unit/suites.test.ts');
    expect(fast).toContain('test/unit/suites.test.ts');
    for (const file of onDisk) {
      const suites = [
        fast.includes(file) && 'default',
        slow.includes(file) && 'slow',
        unicode.includes(file) && 'unicode',
      ];
      expect(suites.filter(Boolean), file).toHaveLength(1);
    }
    expect([...fast, ...slow, ...unicode].sort()).toEqual(onDisk);
  });

  it('keeps the Unicode sweep, and only it, in the Unicode suite', async () => {
    const unicode = await filesOf('vitest.unicode.config.ts');
    expect(unicode).toEqual(testFilesOnDisk().filter((file) => file.startsWith('test/unicode/')));
    expect(unicode).toContain('test/unicode/sweep.test.ts');
  });

  it('share the global setup and the timeouts', () => {
    const shared = ({ test }: typeof fastConfig) => ({
      globalSetup: test?.globalSetup,
      testTimeout: test?.testTimeout,
      hookTimeout: test?.hookTimeout,
    });
    expect(shared(fastConfig).globalSetup).toEqual([
      'test/setup/pictures.ts',
      'test/setup/build.ts',
      'test/setup/crash-generator.ts',
    ]);
    expect(shared(slowConfig)).toEqual(shared(fastConfig));
  });

  it('keeps every golden-image and fuzz test, and the first burst, in the slow suite', async () => {
    const slow = await filesOf('vitest.slow.config.ts');
    const expected = testFilesOnDisk().filter(
      (file) =>
        file.startsWith('test/fuzz/') ||
        file === 'test/http/warm-burst.test.ts' ||
        /from '(\.\.\/)+helpers\/golden\.js'/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(expected.length).toBeGreaterThanOrEqual(5);
    expect(slow).toEqual(expected);
  });
});
