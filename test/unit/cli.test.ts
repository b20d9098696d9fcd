// The `kiln` command in-process (test/helpers/cli.ts): help for every command and subcommand on
// stdout (exit 0, nothing else done), wrong command lines on stderr (exit 2, no stack trace),
// and `kiln render` through a real app and renderer. test/unit/cli-process.test.ts runs the
// built bin/kiln.js for what only a process shows: exit statuses, .env, closed pipes.
import { EventEmitter } from 'node:events';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { endQuietlyWhenOutputCloses, EXIT_OUTPUT_CLOSED } from '../../src/cli/closed-output.js';
import type { InProcessApp } from '../../src/cli/command.js';
import { loadConfig, type Config } from '../../src/config.js';
import { signCommand } from '../../src/cli/sign.js';
import { UrlSigner } from '../../src/http/access/signed-urls.js';
import { runKiln } from '../helpers/cli.js';
import { startKiln } from '../helpers/kiln.js';

/** Every command and subcommand, as typed after `kiln`. */
const COMMANDS = [
  ['render'],
  ['serve'],
  ['sign'],
  ['pictures'],
  ['pictures', 'add'],
  ['pictures', 'list'],
  ['pictures', 'remove'],
  ['pictures', 'seed'],
  ['quarantine'],
  ['quarantine', 'list'],
  ['quarantine', 'lift'],
];

describe('kiln --help', () => {
  it.each([{ args: [] }, { args: ['--help'] }, { args: ['-h'] }, { args: ['help'] }])(
    'kiln $args prints every command on stdout and exits 0',
    async ({ args }) => {
      const result = await runKiln(args);
      expect(result).toMatchObject({ code: 0, stderr: '', configs: [], appsOpened: 0 });
      for (const command of COMMANDS) expect(result.stdout).toContain(`kiln ${command.join(' ')}`);
    },
  );

  it.each(
    COMMANDS.flatMap((command) =>
      ['--help', '-h'].map((flag) => ({ line: [...command, flag].join(' '), command, flag })),
    ),
  )('kiln $line: its usage on stdout, exit 0, nothing run', async ({ command, flag }) => {
    const result = await runKiln([...command, flag]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^usage:\\n  kiln ${command.join(' ')} `));
    // More than its line of the overview, and no other command's.
    expect(result.stdout.split('\n').length).toBeGreaterThan(4);
    const commands = ['render', 'serve', 'sign', 'pictures', 'quarantine'];
    for (const other of commands.filter((c) => c !== command[0])) {
      expect(result.stdout).not.toContain(`kiln ${other} `);
    }
    expect(result).toMatchObject({ stderr: '', configs: [], appsOpened: 0 });
  });

  it('kiln help <command> is <command> --help', async () => {
    for (const command of COMMANDS) {
      const [viaHelp, viaFlag] = await Promise.all([
        runKiln(['help', ...command]),
        runKiln([...command, '--help']),
      ]);
      expect(viaHelp).toEqual(viaFlag);
    }
  });

  it('--help wins over the rest of the line: nothing is read, rendered or served', async () => {
    for (const args of [
      ['pictures', 'add', 'cats', '/nonexistent/a.png', '--credit', 'Ada', '--help'],
      ['pictures', 'remove', 'cats', 'AAAAAAAAAAA_cats.png', '-h'],
      ['render', '/cats', '-o', '/nonexistent/out.png', '-h'],
      ['sign', '/cats', '--expires', 'soon', '--help'],
      ['serve', '--help'],
    ]) {
      const result = await runKiln(args);
      expect(result, args.join(' ')).toMatchObject({
        code: 0,
        stderr: '',
        configs: [],
        appsOpened: 0,
      });
      expect(result.stdout).toMatch(/^usage:\n/);
    }
  });

  it('prints its version', async () => {
    const manifest = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    for (const flag of ['--version', '-v', 'version']) {
      expect(await runKiln([flag])).toMatchObject({ code: 0, stdout: `${manifest.version}\n` });
    }
  });
});

describe('a wrong command line', () => {
  it.each([
    { command: 'render', args: ['/cats', '-o', 'out.png'] },
    { command: 'serve', args: [] },
    { command: 'sign', args: ['/cats'] },
    { command: 'pictures add', args: ['cats', 'a.png'] },
    { command: 'pictures list', args: [] },
    { command: 'pictures remove', args: ['cats', 'AAAAAAAAAAA_cats.png'] },
    { command: 'pictures seed', args: [] },
    { command: 'quarantine list', args: [] },
    { command: 'quarantine lift', args: ['abc'] },
  ])('kiln $command ... --bogus: named on stderr with the usage, exit 2', async (row) => {
    const { command } = row;
    const result = await runKiln([...command.split(' '), ...row.args, '--bogus']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(new RegExp(`^kiln ${command}: Unknown option '--bogus'`));
    expect(result.stderr).toContain(`usage:\n  kiln ${command} `);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result).toMatchObject({ configs: [], appsOpened: 0 });
  });

  it.each([
    [['render', '/cats'], 'give one path starting with / and -o'],
    [['render', '/cats', '-o'], "Option '-o, --output <value>' argument missing"],
    [['render', 'cats', '-o', 'out.png'], 'give one path starting with /'],
    [['serve', 'now'], "Unexpected argument 'now'"],
    [['sign', 'cats'], 'give one path starting with /'],
    [['sign', '/cats', '--expires', 'soon'], '--expires must be a duration'],
    [['pictures'], 'name a subcommand: add, list, remove or seed'],
    [['pictures', 'paint'], "unknown subcommand 'paint'"],
    [['pictures', 'list', 'cats', 'dogs'], 'name at most one category'],
    [['pictures', 'seed', 'cats'], "Unexpected argument 'cats'"],
    [['quarantine'], 'name a subcommand: list or lift'],
    [['quarantine', 'list', 'all'], "Unexpected argument 'all'"],
    [['paint'], "unknown command 'paint'"],
  ])('kiln %j: "%s", exit 2', async (args, message) => {
    const result = await runKiln(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('usage:\n');
    expect(result.stdout).toBe('');
  });

  it('names what is wrong beyond the command line with exit 1, and no usage', async () => {
    const keyless = await runKiln(['sign', '/cats']);
    expect(keyless).toMatchObject({ code: 1, stdout: '' });
    expect(keyless.stderr).toBe('kiln sign: URL_SIGNING_KEYS is not set.\n');
    const noRedis = await runKiln(['quarantine', 'list']);
    expect(noRedis).toMatchObject({ code: 1, stdout: '' });
    expect(noRedis.stderr).toMatch(
      /^kiln quarantine list: REDIS_URL is not set: each instance keeps its quarantine in its own memory/,
    );
    const nothing = await runKiln(['quarantine', 'lift']);
    expect(nothing.stderr).toContain('name the ids to lift');
    const category = await runKiln(['pictures', 'list', 'hamsters']);
    expect(category.code).toBe(1);
    expect(category.stderr).toContain("unknown category 'hamsters'");
    expect(category.stderr).not.toContain('usage:');
  });
});

describe('kiln sign', () => {
  it('prints the signed URL, absolute with PUBLIC_BASE_URL', async () => {
    const result = await runKiln(['sign', '/cats?seed=7', '--expires', '1h'], {
      env: {
        URL_SIGNING_KEYS: 'k1:first-secret-0123456789abcdefghijkl',
        PUBLIC_BASE_URL: 'https://kiln.example/',
      },
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(
      /^https:\/\/kiln\.example\/cats\?seed=7&expires=\d+&signature=k1\.[A-Za-z0-9_-]+\n$/,
    );
  });

  it('signs the query as a client sends it: spaces and non-ASCII percent-encoded, escapes kept', () => {
    const keys = 'k1:first-secret-0123456789abcdefghijkl';
    const config = loadConfig({ URL_SIGNING_KEYS: keys });
    const signer = new UrlSigner(config.urlSigningKeys);
    const now = Date.now();
    for (const [given, sent] of [
      ['/achievement?text=Level up', '/achievement?text=Level%20up'],
      ['/achievement?text=Café "ok"', '/achievement?text=Caf%C3%A9%20%22ok%22'],
      ['/achievement?text=Level%20up&title=2', '/achievement?text=Level%20up&title=2'],
      ['/achievement?text=a+b', '/achievement?text=a+b'],
    ] as const) {
      const url = signCommand(config, [given], now);
      expect(url.startsWith(`${sent}&signature=k1.`), given).toBe(true);
      // What the server checks: the bytes a client sends for the printed URL.
      expect(
        signer.check(
          new URL(url, 'http://kiln.test').href.slice('http://kiln.test'.length),
          now / 1000,
        ),
      ).toMatchObject({ kind: 'valid' });
    }
    expect(() => signCommand(config, ['/achievement?text=#1'], now)).toThrow(/write it as %23/);
  });
});

describe('kiln render', () => {
  let kiln: Kiln;
  let closed = 0;
  beforeAll(async () => {
    kiln = await startKiln();
    // The renderer loads a generator on its first use (most of a second on a busy machine):
    // that is the renderer's start, not the command's, so it happens before the tests.
    await kiln.app.inject('/color/image/gradient/0088ff?format=webp&width=64');
  });
  afterAll(() => kiln.app.close());

  /** The test's app in place of a fresh one: the command still warms, asks and closes it. */
  const openApp = async (_config: Config): Promise<InProcessApp> => ({
    warm: kiln.warm,
    get: (url) => kiln.app.inject({ method: 'GET', url }),
    close: async () => {
      closed++;
    },
  });

  it('writes the picture of an endpoint to a file, and closes the app', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'kiln-cli-')), 'out.webp');
    const before = closed;
    const result = await runKiln(
      ['render', '/color/image/gradient/ff8800?format=webp', '-o', out],
      {
        openApp,
      },
    );
    const bytes = await readFile(out);
    expect(result).toMatchObject({ code: 0, stderr: '', appsOpened: 1 });
    expect(result.stdout).toBe(`${out}: image/webp, ${bytes.length} bytes\n`);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1024, 256]);
    expect(closed).toBe(before + 1);
    // One renderer starts fastest; a command's output has no logs.
    expect(result.configs.at(-1)).toMatchObject({ renderThreads: 1 });
  });

  it('writes to stdout with -o -, and its summary to stderr', async () => {
    const result = await runKiln(['render', '/color/image/ff8800?width=32', '-o', '-'], {
      openApp,
    });
    expect(result.code).toBe(0);
    expect(result.stdoutBytes.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(result.stderr).toBe(`stdout: image/png, ${result.stdoutBytes.length} bytes\n`);
  });

  it('fails with the error body for a bad request, writing nothing', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'kiln-cli-')), 'never.png');
    const result = await runKiln(['render', '/color/image/zzz', '-o', out], { openApp });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^kiln: 400: \{.*\}\n$/);
    await expect(readFile(out)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('links JSON answers with --base-url, PUBLIC_BASE_URL or http://localhost:$PORT', async () => {
    const base = (result: { configs: readonly Config[] }) => result.configs.at(-1)?.publicBaseUrl;
    const args = ['render', '/cats?seed=1', '-o', '-'];
    const [flag, variable, port] = await Promise.all([
      runKiln([...args, '--base-url', 'https://pics.example'], {
        openApp,
        env: { PUBLIC_BASE_URL: 'https://ignored.example' },
      }),
      runKiln(args, { openApp, env: { PUBLIC_BASE_URL: 'https://pics.example' } }),
      runKiln(args, { openApp, env: { PORT: '4321' } }),
    ]);
    expect(base(flag)).toBe('https://pics.example');
    expect(base(variable)).toBe('https://pics.example');
    expect(base(port)).toBe('http://localhost:4321');
    // The answers themselves come from the test's app, linked with its own base URL.
    for (const result of [flag, variable, port]) {
      expect(JSON.parse(result.stdout).file).toMatch(/^https:\/\/kiln\.test\/cats\//);
    }
  });

  it('stops without a summary when stdout refuses the picture (EPIPE)', async () => {
    const closedPipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    const result = await runKiln(['render', '/color/image/ff8800?width=32', '-o', '-'], {
      openApp,
      stdout: { write: (_chunk, done) => done?.(closedPipe) },
    });
    expect(result).toMatchObject({ code: EXIT_OUTPUT_CLOSED, stderr: '' });
  });
});

describe('a closed stdout or stderr', () => {
  it('ends the process with 141 on EPIPE, and leaves other errors to fail loudly', () => {
    const [stdout, stderr] = [new EventEmitter(), new EventEmitter()];
    const exits: number[] = [];
    endQuietlyWhenOutputCloses([stdout, stderr], (code) => exits.push(code));
    const error = (code: string) => Object.assign(new Error(code), { code });
    stdout.emit('error', error('EPIPE'));
    stderr.emit('error', error('EPIPE'));
    expect(exits).toEqual([141, 141]);
    expect(() => stdout.emit('error', error('EIO'))).toThrow('EIO');
    expect(exits).toHaveLength(2);
  });
});
