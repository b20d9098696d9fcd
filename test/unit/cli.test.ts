// The kiln CLI renders an endpoint to a file through the app, with no server.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';

const execute = promisify(execFile);
// The run's shared collections, so the command finds them drawn instead of drawing its own.
const run = (command: string, args: string[]) =>
  execute(command, args, { env: { ...process.env, PICTURES_DIR: inject('picturesDir') } });
const cli = ['--import', 'tsx', 'src/cli.ts'];

describe('kiln render', () => {
  it('writes the picture of an endpoint to a file', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'kiln-cli-')), 'out.webp');
    await run('node', [...cli, 'render', '/color/image/gradient/ff8800?format=webp', '-o', out]);
    const meta = await sharp(await readFile(out)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 256]);
  });

  it('fails with the error body for a bad request', async () => {
    const out = join(tmpdir(), 'never-written.png');
    const failure = await run('node', [...cli, 'render', '/color/image/zzz', '-o', out]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('400');
  });
});
