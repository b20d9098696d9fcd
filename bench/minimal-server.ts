// What this machine allows a server built like Kiln: node:http hands each request to one of
// `threads` workers, which does a fixed amount of CPU work (calibrated to `work-ms` when run
// alone) and answers `bytes` bytes; nothing else (no routing, validation, caches or headers
// beyond two). The workers are threads, or with `process` child processes answering over a
// Unix socket (length-prefixed frames), as Kiln's renderers are; with `fastify` after the mode,
// the same server is a bare Fastify app (one route, no plugins or hooks) instead of node:http,
// to show what the framework alone costs. bench/miss.ts and bench/one-core.ts run it at each
// route's render time and answer size.
import { spawn } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import { createServer as createSocketServer, type Socket } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';

const [workMs, bytes, threads, port] = process.argv.slice(2, 6).map(Number);
const processes = process.argv[6] === 'process';
const onFastify = process.argv[7] === 'fastify';
if (!workMs || !bytes || !threads || !port) {
  throw new Error(
    'usage: minimal-server <work ms> <answer bytes> <threads> <port> [process|threads [fastify]]',
  );
}

// The work is a loop of integer arithmetic, so it takes longer when its thread waits for a CPU,
// as a render does (a loop that watches the clock would finish on time however little it ran).
// Calibrated alone, as the miss table's reference renders are timed: the median of 15 runs.
const WORK = `
let state = 1;
const work = (n) => { for (let i = 0; i < n; i++) state = Math.imul(state ^ i, 0x01000193) >>> 0; };
const timed = (n) => { const t = performance.now(); work(n); return performance.now() - t; };
const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
for (let i = 0; i < 10; i++) work(200000);
const perMs = median(Array.from({ length: 15 }, () => 200000 / timed(200000)));
const n = Math.round(perMs * ${workMs});
const alone = median(Array.from({ length: 15 }, () => timed(n)));
const answer = (id) => {
  work(n);
  const body = new Uint8Array(${bytes});
  body[0] = state & 255;
  return body;
};`;

const THREAD_WORKER = `${WORK}
const { parentPort } = require('node:worker_threads');
parentPort.postMessage({ alone });
parentPort.on('message', (id) => {
  const body = answer(id);
  parentPort.postMessage({ id, body }, [body.buffer]);
});`;

// A request is its 4-byte id; an answer the id, the body's length, then the body.
const PROCESS_WORKER = `${WORK}
const socket = require('node:net').connect(process.argv[1]);
const hello = Buffer.alloc(8);
hello.writeDoubleBE(alone);
socket.write(hello);
let pending = Buffer.alloc(0);
socket.on('data', (chunk) => {
  pending = Buffer.concat([pending, chunk]);
  while (pending.length >= 4) {
    const id = pending.readUInt32BE(0);
    pending = pending.subarray(4);
    const body = answer(id);
    const head = Buffer.allocUnsafe(8);
    head.writeUInt32BE(id, 0);
    head.writeUInt32BE(body.byteLength, 4);
    socket.cork();
    socket.write(head);
    socket.write(body);
    socket.uncork();
  }
});`;

/** A worker as the server uses it: send a request id; `answered` gets the id and body. */
interface Lane {
  send(id: number): void;
}

/** Sends a worker's answer to its client (node:http or Fastify). */
type Respond = (body: Buffer) => void;

const idle: Lane[] = [];
const waiting: [number, Respond][] = [];
const answering = new Map<number, Respond>();
let nextId = 0;

const startOn = (lane: Lane, id: number, respond: Respond) => {
  answering.set(id, respond);
  lane.send(id);
};

function answered(lane: Lane, id: number, body: Uint8Array): void {
  const respond = answering.get(id)!;
  answering.delete(id);
  const next = waiting.shift();
  if (next) startOn(lane, ...next);
  else idle.push(lane);
  respond(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}

/** Hands a request to a free worker, or queues it. */
function work(respond: Respond): void {
  const id = nextId++;
  const worker = idle.pop();
  if (worker) startOn(worker, id, respond);
  else waiting.push([id, respond]);
}

const nodeAnswer =
  (response: ServerResponse): Respond =>
  (body) => {
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': body.byteLength });
    response.end(body);
  };

function threadLane(): Promise<number> {
  const worker = new Worker(THREAD_WORKER, { eval: true });
  const lane: Lane = { send: (id) => worker.postMessage(id) };
  return new Promise<number>((resolve) => {
    worker.once('message', ({ alone }: { alone: number }) => {
      worker.on('message', ({ id, body }: { id: number; body: Uint8Array }) =>
        answered(lane, id, body),
      );
      idle.push(lane);
      resolve(alone);
    });
  });
}

const socketDir = mkdtempSync(join(tmpdir(), 'minimal-server-'));
let lanes = 0;

function processLane(): Promise<number> {
  const path = join(socketDir, `worker-${lanes++}`);
  return new Promise<number>((resolve) => {
    const listener = createSocketServer((socket: Socket) => {
      listener.close();
      const lane: Lane = {
        send: (id) => {
          const request = Buffer.allocUnsafe(4);
          request.writeUInt32BE(id);
          socket.write(request);
        },
      };
      let pending = Buffer.alloc(0);
      let calibrated = false;
      socket.on('data', (chunk: Buffer) => {
        pending = Buffer.concat([pending, chunk]);
        if (!calibrated && pending.length >= 8) {
          calibrated = true;
          const alone = pending.readDoubleBE(0);
          pending = pending.subarray(8);
          idle.push(lane);
          resolve(alone);
        }
        while (pending.length >= 8 && pending.length >= 8 + pending.readUInt32BE(4)) {
          const id = pending.readUInt32BE(0);
          const length = pending.readUInt32BE(4);
          const body = pending.subarray(8, 8 + length);
          pending = pending.subarray(8 + length);
          answered(lane, id, body);
        }
      });
    });
    listener.listen(path, () => {
      const child = spawn(process.execPath, ['-e', PROCESS_WORKER, path], { stdio: 'inherit' });
      process.on('exit', () => child.kill());
    });
  });
}

const calibrated = Array.from({ length: threads }, processes ? processLane : threadLane);
process.on('SIGTERM', () => process.exit(0));

const alone = await Promise.all(calibrated);
/** The work's time alone, as calibrated (mean over the threads), for the benchmark's table. */
const workMsAlone = (alone.reduce((a, b) => a + b, 0) / alone.length).toFixed(3);
if (onFastify) {
  const app = Fastify({ logger: false });
  app.get('/work-ms', async () => workMsAlone);
  app.get('/*', (_request, reply) => {
    work((body) => void reply.type('image/png').send(body));
  });
  await app.listen({ port, host: '127.0.0.1' });
  console.log('ready');
} else {
  createServer((request, response) => {
    if (request.url === '/work-ms') {
      response.end(workMsAlone);
      return;
    }
    work(nodeAnswer(response));
  }).listen(port, '127.0.0.1', () => console.log('ready'));
}
