// Kiln as the benchmarks start it: exactly `npm start`'s command, on a loopback port, with
// quiet logs, optionally pinned to CPUs; resolves once /readyz answers 200.
import type { ChildProcess } from 'node:child_process';
import { request, type Agent } from 'node:http';
import { startCommand, startProcess, waitReady } from './lib.js';

export async function startKiln(
  port: number,
  env: Record<string, string> = {},
  cpus?: string,
  /** The bundle to start instead of dist/main.js (a copy, for a long run: see bench/soak.ts). */
  main?: string,
): Promise<ChildProcess> {
  const command = startCommand();
  const child = await startProcess(
    main ? command.args.map((arg) => (arg === 'dist/main.js' ? main : arg)) : command.args,
    {
      ...command.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: 'http://127.0.0.1',
      ...env,
    },
    undefined,
    cpus,
  );
  await waitReady(`http://127.0.0.1:${port}/readyz`);
  return child;
}

export async function stopKiln(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * One GET, on a fresh connection unless `agent` keeps them: status, milliseconds, and whether
 * Retry-After came.
 */
export function timedGet(
  port: number,
  path: string,
  agent: Agent | false = false,
): Promise<{ status: number; ms: number; retryAfter: boolean }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          retryAfter: res.headers['retry-after'] !== undefined,
        }),
      );
    });
    req.on('error', () =>
      resolve({ status: 0, ms: performance.now() - started, retryAfter: false }),
    );
    req.end();
  });
}
