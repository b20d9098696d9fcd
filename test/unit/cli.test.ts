// The kiln CLI renders an endpoint to a file through the app, with no server. Every command runs
// `bin/kiln.js` as users do, on the dist/ the suite's global setup has just built from the
// sources (test/setup/build.ts); the tests, and the commands within a test, run concurrently.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, inject, it } from 'vitest';

const execute = promisify(execFile);

// At most this many commands at once: three or four keep two cores busy, and more would only
// make each test take longer (closer to its timeout), not the file.
const PARALLEL_COMMANDS = 4;
let runningCommands = 0;
const waitingCommands: (() => void)[] = [];
async function limited<T>(command: () => Promise<T>): Promise<T> {
  if (runningCommands >= PARALLEL_COMMANDS) {
    await new Promise<void>((resolve) => waitingCommands.push(resolve));
  }
  runningCommands++;
  try {
    return await command();
  } finally {
    runningCommands--;
    waitingCommands.shift()?.();
  }
}
// The run's shared collections, so the command finds them drawn instead of drawing its own.
const run = (command: string, args: string[]) =>
  limited(() =>
    execute(command, args, { env: { ...process.env, PICTURES_DIR: inject('picturesDir') } }),
  );
const cli = [join(process.cwd(), 'bin', 'kiln.js')];

describe.concurrent('kiln render', () => {
  it('writes the picture of an endpoint to a file', async ({ expect }) => {
    const out = join(await mkdtemp(join(tmpdir(), 'kiln-cli-')), 'out.webp');
    await run('node', [...cli, 'render', '/color/image/gradient/ff8800?format=webp', '-o', out]);
    const meta = await sharp(await readFile(out)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 256]);
  });

  it('fails with the error body for a bad request', async ({ expect }) => {
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
  limited(() =>
    execute('node', [...cli, ...args], {
      env: { ...process.env, PICTURES_DIR: inject('picturesDir'), ...env },
      encoding: 'buffer',
      maxBuffer: 1 << 24,
    }),
  ).then(
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

describe.concurrent('kiln, the command', () => {
  it('prints help on stdout and exits 0', async ({ expect }) => {
    const variants = [[], ['--help'], ['help']];
    for (const result of await Promise.all(variants.map((args) => outcome(args)))) {
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('kiln render');
      expect(result.stdout).toContain('kiln pictures remove');
      expect(result.stderr).toBe('');
    }
  });

  it('prints its version', async ({ expect }) => {
    const manifest = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    const result = await outcome(['--version']);
    expect(result).toMatchObject({ code: 0, stdout: `${manifest.version}\n` });
  });

  it('names an unknown command and exits 2', async ({ expect }) => {
    const result = await outcome(['bogus']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'bogus'");
  });

  it('explains render --help, bad options and a missing output without a stack trace', async ({
    expect,
  }) => {
    const wrong = [
      ['render', '/cats', '--bogus'],
      ['render', '/cats'],
    ];
    const [help, ...results] = await Promise.all(
      [['render', '--help'], ...wrong].map((args) => outcome(args)),
    );
    expect(help!.code).toBe(0);
    expect(help!.stdout).toContain('-o <file|->');
    for (const [i, args] of wrong.entries()) {
      expect(results[i]!.code, args.join(' ')).toBe(2);
      expect(results[i]!.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('renders to stdout with -o -, and JSON links from --base-url', async ({ expect }) => {
    const [png, json, local] = await Promise.all([
      outcome(['render', '/color/image/ff8800?width=32', '-o', '-']),
      outcome(['render', '/cats?seed=1', '-o', '-', '--base-url', 'https://pics.example']),
      outcome(['render', '/cats?seed=1', '-o', '-'], { PORT: '4321' }),
    ]);
    expect(png.code).toBe(0);
    expect(png.stdout.slice(1, 4)).toBe('PNG');
    expect(png.stderr).toContain('image/png');
    expect(JSON.parse(json.stdout).file).toMatch(/^https:\/\/pics\.example\/cats\//);
    expect(JSON.parse(local.stdout).file).toMatch(/^http:\/\/localhost:4321\/cats\//);
  });
});

describe.concurrent('.env', () => {
  it('is loaded from the working directory, and the environment wins over it', async ({
    expect,
  }) => {
    const dir = await mkdtemp(join(tmpdir(), 'kiln-dotenv-'));
    await writeFile(join(dir, '.env'), 'PUBLIC_BASE_URL=https://from-dotenv.example\n');
    const args = [...cli, 'render', '/cats?seed=1', '-o', '-'];
    const base: NodeJS.ProcessEnv = { ...process.env, PICTURES_DIR: inject('picturesDir') };
    delete base.PUBLIC_BASE_URL;
    const [fromFile, fromEnv] = await Promise.all([
      limited(() => execute('node', args, { cwd: dir, env: base })),
      limited(() =>
        execute('node', args, {
          cwd: dir,
          env: { ...base, PUBLIC_BASE_URL: 'https://from-env.example' },
        }),
      ),
    ]);
    expect(JSON.parse(fromFile.stdout).file).toMatch(/^https:\/\/from-dotenv\.example\/cats\//);
    expect(JSON.parse(fromEnv.stdout).file).toMatch(/^https:\/\/from-env\.example\/cats\//);
  });
});
