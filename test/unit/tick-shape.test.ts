// The tick objects' hidden class survives an idle process's full collections once kept
// (src/ops/tick-shape.ts), so V8's feedback in process.nextTick never sees a second one.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const execute = promisify(execFile);

describe('keepTickShape', () => {
  it('keeps a tick object whose hidden class new ticks still use after full collections', async () => {
    const { stdout } = await execute(
      process.execPath,
      [
        '--expose-gc',
        '--allow-natives-syntax',
        '--import',
        import.meta.resolve('tsx'),
        'test/helpers/tick-shape-probe.ts',
      ],
      { timeout: 30_000 },
    );
    expect(JSON.parse(stdout.trim())).toEqual({ kept: true, fresh: true, sameMap: true });
  });
});
