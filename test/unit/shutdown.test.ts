// Graceful shutdown: SIGTERM while renders are in flight lets them finish, then exits 0.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';

interface Result {
  status: number;
  bytes: number;
  finishedAt: number;
}

/** Sends a GET and resolves `connected` once its socket is open and the request written. */
function get(port: number, path: string) {
  let connected!: () => void;
  const onSocket = new Promise<void>((resolve) => (connected = resolve));
  const done = new Promise<Result>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, finishedAt: Date.now() }));
    });
    req.on('socket', (socket) => socket.on('connect', connected));
    req.on('error', reject);
    req.end();
  });
  return { onSocket, done };
}

describe('SIGTERM', () => {
  it('finishes in-flight requests, then exits', async () => {
    // The server this run bundled (test/setup/build.ts), as `npm start` runs it: under tsx, it
    // and its renderer took four times the CPU to start.
    const server = spawn('node', ['dist/main.js'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        RENDER_THREADS: '1',
        CACHE_MAX_BYTES: '0',
        RENDER_QUEUE_MAX_WAIT_MS: '60000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let output = '';
      const port = await new Promise<number>((resolve, reject) => {
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Kiln listening on http:\/\/[^:]+:(\d+)/.exec(output);
          if (match) resolve(Number(match[1]));
        });
        server.once('exit', () => reject(new Error(`server exited early:\n${output}`)));
      });
      while ((await fetch(`http://127.0.0.1:${port}/readyz`)).status !== 200) {
        await new Promise((r) => setTimeout(r, 50));
      }

      // Forty distinct WebP renders queue behind one thread.
      const requests = Array.from({ length: 40 }, (_, i) =>
        get(port, `/color/image/gradient/${(0xa00000 + i).toString(16)}?format=webp`),
      );
      await Promise.all(requests.map((r) => r.onSocket));
      // Every request has reached the render pipeline (counted as a cache miss) before SIGTERM.
      const received = /kiln_render_cache_total\{result="miss",layer="none"\} 40\b/;
      while (!received.test(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text())) {
        await new Promise((r) => setTimeout(r, 2));
      }
      const signalledAt = Date.now();
      server.kill('SIGTERM');
      const results = await Promise.all(requests.map((r) => r.done));
      const [code] = await once(server, 'exit');

      expect(results.map((r) => r.status)).toEqual(Array(40).fill(200));
      expect(results.every((r) => r.bytes > 100)).toBe(true);
      expect(results.some((r) => r.finishedAt > signalledAt)).toBe(true);
      expect(code).toBe(0);
      expect(output).toContain('SIGTERM: finishing in-flight requests');
    } finally {
      server.kill('SIGKILL');
    }
  });
});
