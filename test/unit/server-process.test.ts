// The server process as an operator starts it (node dist/main.js, what `npm start` runs): its
// command line (`--port` wins over PORT; anything else is one line and status 2), one line for a
// HOST it cannot listen on, and a warning when PICTURES_DIR had to be created.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { freePort } from '../helpers/free-port.js';

interface Started {
  /** Resolves with the status and everything written, once the process has ended. */
  readonly ended: Promise<{ code: number | null; output: string }>;
  output(): string;
  kill(signal: NodeJS.Signals): void;
}

function server(args: readonly string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['dist/main.js', ...args], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      RENDER_THREADS: '1',
      LOG_LEVEL: 'warn',
      PICTURES_DIR: inject('picturesDir'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
  return { ended, output: () => output, kill: (signal) => child.kill(signal) };
}

describe('the server command line', () => {
  it('listens on --port, over PORT', async () => {
    const port = await freePort();
    const started = server(['--port', String(port)], { PORT: '1' });
    try {
      let status = 0;
      for (let i = 0; i < 600 && status !== 200; i++) {
        status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (response) => response.status,
          () => 0,
        );
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    } finally {
      started.kill('SIGTERM');
    }
    expect((await started.ended).code).toBe(0);
  });

  it('warns that a PICTURES_DIR that does not exist is created', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'kiln-new-dir-')), 'pictures');
    const started = server([], { PICTURES_DIR: dir });
    const line = `pictures: PICTURES_DIR ${dir} does not exist; creating it with the starter sets`;
    try {
      for (let i = 0; i < 600 && !started.output().includes(line); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(started.output()).toContain(line);
    } finally {
      // Not drawn to the end: the warning is what is under test.
      started.kill('SIGKILL');
    }
    await started.ended;
  });

  it.each([
    [['--prot', '8080'], "kiln: Unknown option '--prot'"],
    [['--port', 'http'], 'kiln: --port must be a port number from 0 to 65535, got "http".'],
    [['8080'], 'kiln: Unexpected argument'],
  ])('refuses %j with one line, the usage and status 2', async (args, line) => {
    const { code, output } = await server(args, {}).ended;
    expect(code).toBe(2);
    expect(output.split('\n')[0]).toContain(line);
    expect(output).toContain('--port <N>');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it.each([
    ['not a host!', 2, 'kiln: configuration error: HOST must be an IP address'],
    ['192.0.2.1', 1, 'kiln: HOST=192.0.2.1 is not an address of this machine'],
  ])('stops on HOST=%s with one line (status %i)', async (host, status, line) => {
    const { code, output } = await server([], { HOST: host }).ended;
    expect(code).toBe(status);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toContain(line);
  });
});
