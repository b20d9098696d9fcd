// The kiln CLI renders an endpoint to a file through the app, with no server.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
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

type Run = { code: number; stdout: string; stderr: string };
const outcome = (args: string[], env: Record<string, string> = {}): Promise<Run> =>
  execute('node', [...cli, ...args], {
    env: { ...process.env, PICTURES_DIR: inject('picturesDir'), ...env },
    encoding: 'buffer',
    maxBuffer: 1 << 24,
  }).then(
    ({ stdout, stderr }) => ({
      code: 0,
      stdout: stdout.toString('latin1'),
      stderr: stderr.toString(),
    }),
    (error: { code: number; stdout: Buffer; stderr: Buffer }) => ({
      code: error.code,
      stdout: error.stdout.toString('latin1'),
      stderr: error.stderr.toString(),
    }),
  );

describe('kiln, the command', () => {
  it('prints help on stdout and exits 0', async () => {
    for (const args of [[], ['--help'], ['help']]) {
      const result = await outcome(args);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('kiln render');
      expect(result.stdout).toContain('kiln pictures remove');
      expect(result.stderr).toBe('');
    }
  });

  it('prints its version', async () => {
    const manifest = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    const result = await outcome(['--version']);
    expect(result).toMatchObject({ code: 0, stdout: `${manifest.version}\n` });
  });

  it('names an unknown command and exits 2', async () => {
    const result = await outcome(['bogus']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'bogus'");
  });

  it('explains render --help, bad options and a missing output without a stack trace', async () => {
    const help = await outcome(['render', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('-o <file|->');
    for (const args of [
      ['render', '/cats', '--bogus'],
      ['render', '/cats'],
    ]) {
      const result = await outcome(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('renders to stdout with -o -, and JSON links from --base-url', async () => {
    const png = await outcome(['render', '/color/image/ff8800?width=32', '-o', '-']);
    expect(png.code).toBe(0);
    expect(png.stdout.slice(1, 4)).toBe('PNG');
    expect(png.stderr).toContain('image/png');
    const json = await outcome([
      'render',
      '/cats?seed=1',
      '-o',
      '-',
      '--base-url',
      'https://pics.example',
    ]);
    expect(JSON.parse(json.stdout).file).toMatch(/^https:\/\/pics\.example\/cats\//);
    const local = await outcome(['render', '/cats?seed=1', '-o', '-'], { PORT: '4321' });
    expect(JSON.parse(local.stdout).file).toMatch(/^http:\/\/localhost:4321\/cats\//);
  });
});

describe('.env', () => {
  it('is loaded from the working directory, and the environment wins over it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kiln-dotenv-'));
    await writeFile(join(dir, '.env'), 'PUBLIC_BASE_URL=https://from-dotenv.example\n');
    const cliPath = join(process.cwd(), 'src', 'cli.ts');
    const args = [
      '--import',
      import.meta.resolve('tsx'),
      cliPath,
      'render',
      '/cats?seed=1',
      '-o',
      '-',
    ];
    const base: NodeJS.ProcessEnv = { ...process.env, PICTURES_DIR: inject('picturesDir') };
    delete base.PUBLIC_BASE_URL;
    const fromFile = await execute('node', args, { cwd: dir, env: base });
    expect(JSON.parse(fromFile.stdout).file).toMatch(/^https:\/\/from-dotenv\.example\/cats\//);
    const fromEnv = await execute('node', args, {
      cwd: dir,
      env: { ...base, PUBLIC_BASE_URL: 'https://from-env.example' },
    });
    expect(JSON.parse(fromEnv.stdout).file).toMatch(/^https:\/\/from-env\.example\/cats\//);
  });
});
