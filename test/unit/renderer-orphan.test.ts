// A renderer whose server ends before connecting to it (the server killed while starting)
// exits by itself and removes its socket's directory: nothing is left running or in /tmp.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../../src/render/renderer-main.ts', import.meta.url));
let parent: string | undefined;
afterEach(async () => {
  if (parent) await rm(parent, { recursive: true, force: true });
});

it('ends and removes its socket directory when the server goes before connecting', async () => {
  parent = await mkdtemp(join(tmpdir(), 'kiln-orphan-test-'));
  const socketDir = await mkdtemp(join(parent, 'kiln-renderer-'));
  const options = {
    socketPath: join(socketDir, 'socket'),
    maxOutputPixels: 1e6,
    extraGenerators: {},
  };
  const child = fork(entry, [JSON.stringify(options)], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [string];
  expect(message).toBe('listening');
  expect(existsSync(options.socketPath)).toBe(true);
  // What the renderer sees when its server is SIGKILLed: the IPC channel closes, no connection.
  child.disconnect();
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code).toBe(0);
  expect(await readdir(parent)).toEqual([]);
}, 60_000);
