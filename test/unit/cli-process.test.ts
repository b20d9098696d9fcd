// The built `kiln` command (bin/kiln.js on the dist/ the suite's global setup builds) for what
// only a process shows: its exit status, `.env` in the working directory, and a reader that
// closes the pipe early (no stack trace, status 141). test/unit/cli.test.ts covers the rest
// in-process, `kiln render` too: its renderer process alone would take seconds to start here
// on a busy machine. The tests run one after the other: each is one Node process to start.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MANIFEST_FILE } from '../../src/pictures/manifest.js';

const BIN = join(process.cwd(), 'bin', 'kiln.js');
const SIGNING = { URL_SIGNING_KEYS: 'k1:first-secret-0123456789abcdefghijkl' };

interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: Buffer;
  readonly stderr: string;
}

interface Run {
  readonly env?: Record<string, string>;
  readonly cwd?: string;
  /** When the reader of stdout closes its end of the pipe (by default it reads to the end). */
  readonly closeStdout?: 'at once' | 'after the first line';
}

/** `node bin/kiln.js ...args` with the run's shared collections, to its end. */
function kiln(args: readonly string[], run: Run = {}): Promise<Exit> {
  const env: NodeJS.ProcessEnv = { ...process.env, PICTURES_DIR: inject('picturesDir') };
  // The tests' own variables only, whatever the shell running vitest has set.
  delete env.PUBLIC_BASE_URL;
  delete env.URL_SIGNING_KEYS;
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: run.cwd,
    env: { ...env, ...run.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  // Closed before Node has even started in the child: its first write finds no reader.
  if (run.closeStdout === 'at once') child.stdout.destroy();
  child.stdout.on('data', (chunk: Buffer) => {
    stdout.push(chunk);
    if (run.closeStdout === 'after the first line' && chunk.includes(0x0a)) child.stdout.destroy();
  });
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({
        code,
        signal,
        stdout: Buffer.concat(stdout),
        stderr: Buffer.concat(stderr).toString(),
      }),
    );
  });
}

describe('bin/kiln.js', () => {
  it('exits 0 with the usage on stdout for --help', async () => {
    const result = await kiln(['pictures', 'add', '--help']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.toString()).toMatch(/^usage:\n {2}kiln pictures add </);
  });

  it('exits 2 for an unknown option, with one clear line and no stack trace', async () => {
    const result = await kiln(['sign', '/cats', '--bogus']);
    expect(result).toMatchObject({ code: 2, stdout: Buffer.alloc(0) });
    expect(result.stderr).toMatch(/^kiln sign: Unknown option '--bogus'/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  describe('.env in the working directory', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'kiln-dotenv-'));
      await writeFile(
        join(dir, '.env'),
        `PUBLIC_BASE_URL=https://from-dotenv.example\nURL_SIGNING_KEYS=${SIGNING.URL_SIGNING_KEYS}\n`,
      );
    });

    it('is read', async () => {
      const result = await kiln(['sign', '/cats'], { cwd: dir });
      expect(result.stdout.toString()).toMatch(
        /^https:\/\/from-dotenv\.example\/cats\?signature=k1\./,
      );
    });

    it('gives way to the environment', async () => {
      const result = await kiln(['sign', '/cats'], {
        cwd: dir,
        env: { PUBLIC_BASE_URL: 'https://from-env.example' },
      });
      expect(result.stdout.toString()).toMatch(
        /^https:\/\/from-env\.example\/cats\?signature=k1\./,
      );
    });
  });
});

describe('bin/kiln.js with a reader that stops reading', () => {
  let bigCollections: string;
  beforeAll(async () => {
    // 4,000 birb pictures: far more than a pipe holds (64 KB), so the list is still being
    // written when the reader closes after its first line, however fast either side runs.
    bigCollections = await mkdtemp(join(tmpdir(), 'kiln-cli-big-'));
    const manifest = JSON.parse(
      await readFile(join(inject('picturesDir'), 'birb', MANIFEST_FILE), 'utf8'),
    ) as { pictures: { file: string }[] };
    const [model] = manifest.pictures;
    const pictures = Array.from({ length: 4000 }, (_, i) => ({
      ...model,
      file: `${String(i).padStart(11, '0')}${model!.file.slice(11)}`,
    }));
    await mkdir(join(bigCollections, 'birb'));
    await writeFile(
      join(bigCollections, 'birb', MANIFEST_FILE),
      JSON.stringify({ ...manifest, pictures }),
    );
  });

  it('`kiln pictures list | head -1`: ends quietly with status 141 (SIGPIPE)', async () => {
    const result = await kiln(['pictures', 'list'], {
      env: { PICTURES_DIR: bigCollections },
      closeStdout: 'after the first line',
    });
    expect(result.stdout.toString()).toMatch(/^birb: 4000 pictures\n/);
    expect(result).toMatchObject({ code: 141, signal: null, stderr: '' });
  });

  it.each([
    { args: ['--help'] },
    { args: ['--version'] },
    { args: ['render', '--help'] },
    { args: ['pictures', 'seed', '-h'] },
    { args: ['pictures', 'list', 'cats'] },
    { args: ['sign', '/cats'], env: SIGNING },
  ])('kiln $args into a closed pipe: no stack trace, status 141', async ({ args, env }) => {
    const result = await kiln(args, { env, closeStdout: 'at once' });
    expect(result).toMatchObject({ code: 141, signal: null, stderr: '' });
  });
});
