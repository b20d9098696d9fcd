// What this machine allows a server built like Kiln: node:http hands each request to one of
// `threads` worker threads, which does a fixed amount of CPU work (calibrated to `work-ms` when
// run alone) and answers `bytes` bytes; nothing else (no routing, validation, caches or
// headers beyond two). bench/miss.ts runs it at each route's render time and answer size.
import { createServer, type ServerResponse } from 'node:http';
import { Worker } from 'node:worker_threads';

const [workMs, bytes, threads, port] = process.argv.slice(2).map(Number);
if (!workMs || !bytes || !threads || !port) {
  throw new Error('usage: minimal-server <work ms> <answer bytes> <threads> <port>');
}

// The work is a loop of integer arithmetic, so it takes longer when its thread waits for a CPU,
// as a render does (a loop that watches the clock would finish on time however little it ran).
// Calibrated alone, as the miss table's reference renders are timed: the median of 15 runs.
const WORKER = `
const { parentPort } = require('node:worker_threads');
let state = 1;
const work = (n) => { for (let i = 0; i < n; i++) state = Math.imul(state ^ i, 0x01000193) >>> 0; };
const timed = (n) => { const t = performance.now(); work(n); return performance.now() - t; };
const median = (xs) => xs.sort((a, b) => a - b)[xs.length >> 1];
for (let i = 0; i < 10; i++) work(200000);
const perMs = median(Array.from({ length: 15 }, () => 200000 / timed(200000)));
const n = Math.round(perMs * ${workMs});
const alone = median(Array.from({ length: 15 }, () => timed(n)));
parentPort.postMessage({ alone });
parentPort.on('message', (id) => {
  work(n);
  const body = new Uint8Array(${bytes});
  body[0] = state & 255;
  parentPort.postMessage({ id, body }, [body.buffer]);
});`;

const idle: Worker[] = [];
const waiting: [number, ServerResponse][] = [];
const answering = new Map<number, ServerResponse>();
let nextId = 0;

const startOn = (worker: Worker, id: number, response: ServerResponse) => {
  answering.set(id, response);
  worker.postMessage(id);
};

const calibrated = Array.from({ length: threads }, () => {
  const worker = new Worker(WORKER, { eval: true });
  return new Promise<number>((resolve) => {
    worker.once('message', ({ alone }: { alone: number }) => {
      worker.on('message', ({ id, body }: { id: number; body: Uint8Array }) => {
        const response = answering.get(id)!;
        answering.delete(id);
        const next = waiting.shift();
        if (next) startOn(worker, ...next);
        else idle.push(worker);
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': body.byteLength });
        response.end(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
      });
      idle.push(worker);
      resolve(alone);
    });
  });
});

const alone = await Promise.all(calibrated);
/** The work's time alone, as calibrated (mean over the threads), for the benchmark's table. */
const workMsAlone = (alone.reduce((a, b) => a + b, 0) / alone.length).toFixed(3);
createServer((request, response) => {
  if (request.url === '/work-ms') {
    response.end(workMsAlone);
    return;
  }
  const id = nextId++;
  const worker = idle.pop();
  if (worker) startOn(worker, id, response);
  else waiting.push([id, response]);
}).listen(port, '127.0.0.1', () => console.log('ready'));
