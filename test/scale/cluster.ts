// A small cluster on loopback for the scale suite: redis-server, Kiln instances (child
// processes) and nginx balancing across them. Every process is killed on teardown.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { freePort } from '../helpers/free-port.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export { freePort } from '../helpers/free-port.js';

export async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out waiting for a condition');
}

/** Every process started here, with the signal that ends it and everything it started. */
const processes = new Map<ChildProcess, NodeJS.Signals>();

function track(
  child: ChildProcess,
  label: string,
  stopSignal: NodeJS.Signals = 'SIGKILL',
): ChildProcess {
  processes.set(child, stopSignal);
  child.stderr?.on('data', (chunk: Buffer) =>
    process.stderr.write(`[${label}] ${chunk.toString()}`),
  );
  child.once('exit', () => processes.delete(child));
  return child;
}

export function killAll(): void {
  for (const [child, signal] of processes) child.kill(signal);
}

export interface Redis {
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP: the process stays, the socket stays open, nothing is answered. */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
}

/** redis-server on a free loopback port; `args` are more of its options (`--maxmemory`, ...). */
export async function startRedis(args: readonly string[] = []): Promise<Redis> {
  const port = await freePort();
  // Its files (a replica's first sync writes one) go to a folder of its own, not the repository.
  const dir = await mkdtemp(join(tmpdir(), 'kiln-redis-'));
  let child: ChildProcess | null = null;
  const redis: Redis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = track(
        spawn(
          'redis-server',
          [
            '--port',
            String(port),
            '--bind',
            '127.0.0.1',
            '--save',
            '',
            '--appendonly',
            'no',
            '--dir',
            dir,
            ...args,
          ],
          {
            stdio: ['ignore', 'ignore', 'pipe'],
          },
        ),
        'redis',
      );
      await waitFor(async () => {
        const { connect } = await import('node:net');
        return new Promise<boolean>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          });
          socket.on('error', () => resolve(false));
        });
      });
    },
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async stop() {
      if (!child) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
      child = null;
    },
  };
  await redis.start();
  return redis;
}

export interface Instance {
  readonly port: number;
  readonly base: string;
  readonly process: ChildProcess;
  readonly output: () => string;
}

/** A Kiln process on loopback (on `env.PORT` when given: an instance started again). */
export async function startKilnProcess(env: Record<string, string>): Promise<Instance> {
  const port = env.PORT === undefined ? await freePort() : Number(env.PORT);
  let output = '';
  const child = track(
    spawn('node', ['--import', 'tsx', 'src/main.ts'], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        RENDER_THREADS: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    `kiln:${port}`,
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200, 30_000);
  return { port, base, process: child, output: () => output };
}

export interface Nginx {
  readonly base: string;
}

/** nginx from `config` (its own folder `dir`, listening on `port`), until killAll(). */
async function runNginx(dir: string, port: number, config: string): Promise<Nginx> {
  await writeFile(join(dir, 'nginx.conf'), config);
  const user = process.getuid?.() === 0 ? ['-g', 'daemon off; user root;'] : ['-g', 'daemon off;'];
  track(
    spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), ...user], {
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
    'nginx',
    // SIGKILL would leave the master's worker processes behind, still holding the port.
    'SIGTERM',
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${base}/healthz`)).status === 200);
  return { base };
}

/** Where nginx keeps its pid, logs and temporary files: all in `dir`. */
const nginxFiles = (dir: string) => `pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;`;
const nginxTempPaths = (dir: string) => `access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;`;

export async function startNginx(upstreamPorts: readonly number[]): Promise<Nginx> {
  const dir = await mkdtemp(join(tmpdir(), 'kiln-nginx-'));
  await mkdir(join(dir, 'logs'));
  const port = await freePort();
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n');
  return runNginx(
    dir,
    port,
    `worker_processes 1;
${nginxFiles(dir)}
events { worker_connections 1024; }
http {
  ${nginxTempPaths(dir)}
  upstream kiln {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://kiln;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_next_upstream error timeout http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 1s;
    }
  }
}
`,
  );
}

/** `text` with `pattern` (which must match exactly once) replaced: says so when it does not. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (found?.length !== 1) {
    throw new Error(`deploy/nginx.conf: expected one ${pattern} (found ${found?.length ?? 0})`);
  }
  return text.replace(pattern, replacement);
}

/**
 * The repository's own deploy/nginx.conf, cache included, in front of `upstreamPorts`: only
 * what ties it to a machine changes (its upstream servers, port, cache folder and files).
 */
export async function startBundledNginx(upstreamPorts: readonly number[]): Promise<Nginx> {
  const dir = await mkdtemp(join(tmpdir(), 'kiln-nginx-'));
  await mkdir(join(dir, 'logs'));
  const port = await freePort();
  let config = await readFile(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
  config = replaceOnce(
    config,
    /^worker_processes .*;$/m,
    `worker_processes 1;\n${nginxFiles(dir)}`,
  );
  config = replaceOnce(config, /^http \{$/m, `http {\n  ${nginxTempPaths(dir)}`);
  config = replaceOnce(config, /proxy_cache_path \S+/, `proxy_cache_path ${dir}/cache`);
  // The upstream servers, on loopback, with the bundled file's own parameters (health checks).
  const serverLines = /^(?:[ \t]*server kiln\d:3000\b([^;\n]*);\n)+/m;
  const parameters = serverLines.exec(config)?.[1] ?? '';
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p}${parameters};\n`).join('');
  config = replaceOnce(config, serverLines, servers);
  config = replaceOnce(config, /listen 80;/, `listen 127.0.0.1:${port};`);
  return runNginx(dir, port, config);
}

/** Bounded load: `total` GETs from `urls` (round robin) with `concurrency` in flight. */
export async function load(
  base: string,
  urls: readonly string[],
  total: number,
  concurrency: number,
  onProgress?: (done: number) => void,
): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < total) {
      const url = urls[next++ % urls.length]!;
      const status = await fetch(base + url)
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      onProgress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}
