// A small cluster on loopback for the scale suite: redis-server, Kiln instances (child
// processes) and nginx balancing across them. Every process is killed on teardown.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}

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

export async function startRedis(): Promise<Redis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const redis: Redis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = track(
        spawn(
          'redis-server',
          ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
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

export async function startKilnProcess(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
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

export async function startNginx(upstreamPorts: readonly number[]): Promise<Nginx> {
  const dir = await mkdtemp(join(tmpdir(), 'kiln-nginx-'));
  await mkdir(join(dir, 'logs'));
  const port = await freePort();
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n');
  await writeFile(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
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
