// The server under fuzz: Kiln in a child process on a free loopback port, so a native crash
// (Skia, libvips) ends the child, not the fuzzer, and is seen as the child's death, with the
// last lines it wrote.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

export interface Death {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface ServerOptions {
  /** `src`: the sources through tsx (what the tests test); `dist`: the bundle `npm start` runs. */
  readonly entry: 'src' | 'dist';
  /** Configuration over the defaults (Kiln's environment variables). */
  readonly env?: Readonly<Record<string, string>>;
}

export interface ChildServer {
  readonly port: number;
  readonly base: string;
  /** How the child ended, once it has. */
  readonly death: Death | null;
  /** Resolves with the death, or with null after `ms` if the child is still alive. */
  deathWithin(ms: number): Promise<Death | null>;
  /** The last lines the child wrote (errors only: it logs at `error`). */
  log(): string;
  stop(): Promise<void>;
}

/** Configuration of a fuzzed server: quiet logs, no limits that would refuse a fuzz's traffic. */
const BASE_ENV = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  RENDER_QUEUE_MAX: '10000',
  PUBLIC_BASE_URL: 'https://kiln.test',
  // What `npm start` sets: the allocator a production process runs with.
  MALLOC_ARENA_MAX: '2',
  MIMALLOC_ALLOW_THP: '0',
  MIMALLOC_PURGE_DELAY: '0',
};

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServer(options: ServerOptions): Promise<ChildServer> {
  // The port is free when probed; if another process takes it first, try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), options);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function startOn(port: number, options: ServerOptions): Promise<ChildServer> {
  const args =
    options.entry === 'dist'
      ? ['--max-semi-space-size=4', 'dist/main.js']
      : ['--max-semi-space-size=4', '--import', 'tsx', 'src/main.ts'];
  // A clean environment: a developer's API_KEYS or rate limits would turn the fuzz into 401s.
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...BASE_ENV,
    ...options.env,
    PORT: String(port),
  };
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 60));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let death: Death | null = null;
  const died = new Promise<Death>((done) =>
    child.once('exit', (code, signal) => done((death = { code, signal }))),
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await ready(base, died, lines);
  } catch (error) {
    await stopChild(child, died);
    throw error;
  }
  return {
    port,
    base,
    get death() {
      return death;
    },
    deathWithin: (ms) =>
      Promise.race([died, new Promise<null>((done) => setTimeout(() => done(null), ms))]),
    log: () => lines.join('\n'),
    stop: () => stopChild(child, died),
  };
}

/** Waits for /readyz to answer 200 (render threads warm), or fails with what the child said. */
async function ready(base: string, died: Promise<Death>, lines: string[]): Promise<void> {
  let exited: Death | null = null;
  void died.then((death) => (exited = death));
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (exited) break;
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`the fuzzed server did not become ready:\n${lines.join('\n')}`);
}

async function stopChild(child: ChildProcess, died: Promise<Death>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await died;
  clearTimeout(timer);
}
