// Draining on SIGTERM as clients see it, against the real server in a child process: keep-alive
// clients rendering through the signal are answered (with `Connection: close` from the signal
// on) or refused at connect, never reset on a connection they already had, with and without a
// shutdown delay; and a connection still quiet when the server stops accepting is answered if
// its request comes soon after.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, inject, it } from 'vitest';

/** Servers started by a test, killed after it even when it timed out. */
const started = new Set<ChildProcess>();
afterEach(() => {
  for (const child of started) child.kill('SIGKILL');
  started.clear();
});

interface Server {
  readonly child: ChildProcess;
  readonly port: number;
  readonly exited: Promise<number | null>;
  output(): string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      RENDER_THREADS: '1',
      PICTURES_DIR: inject('picturesDir'),
      // Eight clients queue behind one renderer on a busy machine: first come, first served (no
      // client starves behind the others' newer requests), and they wait rather than be shed.
      RENDER_QUEUE_STANDING_MS: '30000',
      RENDER_QUEUE_MAX_WAIT_MS: '60000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.add(child);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Kiln listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error(`server exited early:\n${output}`)));
  });
  const server = { child, port, exited, output: () => output };
  while ((await send(port, '/readyz', false)).status !== 200) await sleep(50);
  return server;
}

/** What one request came to: an answer, or the error its client saw. */
type Outcome =
  | {
      readonly kind: 'answer';
      readonly status: number;
      readonly complete: boolean;
      /** The answer said `Connection: close`. */
      readonly close: boolean;
      /** Sent on a keep-alive connection that had carried an earlier request. */
      readonly reused: boolean;
      readonly sentAt: number;
      readonly at: number;
    }
  | {
      readonly kind: 'failed';
      readonly code: string;
      readonly at: number;
      readonly reused: boolean;
      readonly sentAt: number;
      readonly status: 0;
    };

/** One GET; a cut body or a failed request is an outcome too, never a rejection. */
function send(port: number, path: string, agent: Agent | false): Promise<Outcome> {
  return new Promise((resolve) => {
    const sentAt = Date.now();
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          kind: 'answer',
          status: res.statusCode ?? 0,
          complete: bytes === Number(res.headers['content-length']),
          close: res.headers.connection === 'close',
          reused: req.reusedSocket,
          sentAt,
          at: Date.now(),
        }),
      );
      res.on('error', (error: NodeJS.ErrnoException) => failed(error));
    });
    const failed = (error: NodeJS.ErrnoException) =>
      resolve({
        kind: 'failed',
        code: error.code ?? error.message,
        reused: req.reusedSocket,
        sentAt,
        at: Date.now(),
        status: 0,
      });
    req.on('error', failed);
    req.end();
  });
}

/** A client rendering one unique picture after another until a request fails. */
async function client(port: number, name: string, agent: Agent, outcomes: Outcome[]) {
  for (let i = 0; ; i++) {
    const outcome = await send(port, `/achievement?text=${name}-${i}`, agent);
    outcomes.push(outcome);
    if (outcome.kind === 'failed') return;
  }
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await sleep(10);
}

describe.each([0, 1000])('SIGTERM with SHUTDOWN_DELAY_MS=%i', (delay) => {
  it('answers or refuses at connect every request of 8 keep-alive clients, resets none', async () => {
    const server = await startServer({ SHUTDOWN_DELAY_MS: String(delay) });
    const agents = Array.from({ length: 8 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    try {
      const outcomes = agents.map((): Outcome[] => []);
      const clients = agents.map((agent, c) =>
        client(server.port, `drain-${delay}-${c}`, agent, outcomes[c]!),
      );
      // Every client renders on a connection it has reused before the signal.
      await until(() =>
        outcomes.every((list) => list.filter((o) => o.kind === 'answer' && o.reused).length >= 2),
      );
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      // Meanwhile, with a delay, /readyz fails while the instance still serves.
      let readiness = (await send(server.port, '/readyz', false)).status;
      while (delay > 0 && readiness === 200) {
        readiness = (await send(server.port, '/readyz', false)).status;
      }
      const code = await server.exited;
      await Promise.all(clients);

      const all = outcomes.flat();
      const answers = all.flatMap((o) => (o.kind === 'answer' ? [o] : []));
      const failures = all.flatMap((o) => (o.kind === 'failed' ? [o] : []));
      const refused = failures.filter((o) => !o.reused && o.code === 'ECONNREFUSED');
      // A new connection the kernel completed in the listen queue just before the listener
      // closed would be reset (ECONNRESET, not ECONNREFUSED): requests are held until no
      // client is on its way back, so there is none (3-6 per run at 1 s before).
      const unaccepted = failures.filter((o) => !o.reused && o.code === 'ECONNRESET');
      const resets = failures.filter((o) => !refused.includes(o) && !unaccepted.includes(o));
      const afterSignal = answers.filter((a) => a.sentAt > signalledAt);
      const closedQuiet = /every connection closed \((\d+) of them quiet\)/.exec(server.output());
      console.log(
        `SHUTDOWN_DELAY_MS=${delay}: ${answers.length} answers (${afterSignal.length} to requests sent after SIGTERM), ` +
          `${refused.length} refused at connect, ${unaccepted.length} reset before accept, ` +
          `${resets.length} resets on open connections` +
          resets.map((r) => ` ${r.code}${r.reused ? ' reused' : ' new'}`).join(','),
      );

      expect(resets).toEqual([]);
      if (delay > 0) expect(readiness).toBe(503);
      // Each client went on until a new connection failed: the server had stopped accepting.
      for (const list of outcomes)
        expect(list.at(-1)).toMatchObject({ kind: 'failed', reused: false });
      expect(unaccepted).toEqual([]);
      expect(closedQuiet?.[1]).toBe('0');
      expect(answers.every((a) => a.status === 200 && a.complete)).toBe(true);
      // Keep-alive until the signal; `Connection: close` on every answer after it.
      expect(answers.filter((a) => a.at < signalledAt).some((a) => a.close)).toBe(false);
      expect(afterSignal.every((a) => a.close)).toBe(true);
      // With a delay it keeps rendering meanwhile, each answer on a connection of its own.
      if (delay > 0) expect(afterSignal.filter((a) => !a.reused).length).toBeGreaterThan(8);
      expect(code).toBe(0);
    } finally {
      for (const agent of agents) agent.destroy();
    }
  });
});

/** A raw connection, opened once the server has accepted it. */
async function open(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  return socket;
}

/** Everything the server sends until it closes the connection. */
function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('SIGTERM with connections open but quiet', () => {
  it('answers their requests when they come soon after it stopped accepting, then exits', async () => {
    const server = await startServer({ SHUTDOWN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '5000' });
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    const forgotten = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // An idle keep-alive connection, one connected but silent, one halfway through its headers,
      // and one idle keep-alive connection that never sends again.
      expect(await send(server.port, '/healthz', idle)).toMatchObject({
        status: 200,
        close: false,
      });
      expect(await send(server.port, '/healthz', forgotten)).toMatchObject({ status: 200 });
      const silent = await open(server.port);
      const half = await open(server.port);
      half.write('GET /healthz HTTP/1.1\r\nHost: kiln\r\n');
      const silentAnswer = readUntilClosed(silent);
      const halfAnswer = readUntilClosed(half);
      // The server accepts in order: once a later connection is answered, these were accepted.
      expect(await send(server.port, '/healthz', false)).toMatchObject({ status: 200 });

      server.child.kill('SIGTERM');
      // Stopped accepting: a new connection is refused.
      while ((await send(server.port, '/healthz', false)).kind === 'answer') await sleep(5);

      const again = await send(server.port, '/healthz', idle);
      silent.write('GET /healthz HTTP/1.1\r\nHost: kiln\r\n\r\n');
      half.write('\r\n');
      expect(again).toMatchObject({ kind: 'answer', status: 200, reused: true, close: true });
      for (const answer of [await silentAnswer, await halfAnswer]) {
        expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
        expect(answer.toLowerCase()).toContain('\r\nconnection: close\r\n');
      }
      // The forgotten connection was closed for it, well before the shutdown timeout.
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('every connection closed (1 of them quiet)');
    } finally {
      idle.destroy();
      forgotten.destroy();
    }
  });
});
