// The flag that makes every thread mark its own heap (src/ops/marking.ts) is set once, by the
// entry points before anything else runs: set later, while a heap was being marked, V8 aborted
// the process. Checked on the sources, since the abort itself is a rare race.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s+(?:[^'"]*from\s+)?['"]([^'"]+)['"]/gm)].map(
    (match) => match[1],
  );

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the marking flag', () => {
  it.each(['src/main.ts', 'src/cli.ts'])('is set by %s right after tick-shape', (file) => {
    expect(importsOf(file).slice(0, 2)).toEqual(['./ops/tick-shape.js', './ops/marking.js']);
  });

  it('is set nowhere else in the sources', () => {
    const setters = sources('src').filter((file) =>
      readFileSync(file, 'utf8').includes("setFlagsFromString('--no-concurrent-marking')"),
    );
    expect(setters).toEqual([join('src', 'ops', 'marking.ts')]);
  });
});
