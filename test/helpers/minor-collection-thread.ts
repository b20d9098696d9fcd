// Runs in a worker thread, whose heap is as quiet as a render thread's: allocates an 8 MB
// buffer, drops it, optionally runs a minor collection, and reports how many bytes of buffers
// were freed within the next half second.
import { parentPort, workerData } from 'node:worker_threads';
import { minorCollection } from '../../src/render/garbage.js';

const collect = minorCollection();
const arrayBuffers = () => process.memoryUsage().arrayBuffers;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

collect();
(() => new Uint8Array(8 << 20).fill(1))();
// Measured from after the allocation: other garbage freed on the way only adds to it.
const withGarbage = arrayBuffers();
if ((workerData as { collect: boolean }).collect) collect();
// V8 may free dead buffers' memory on a background sweeper thread: wait for it, bounded.
const freed = () => withGarbage - arrayBuffers();
for (let tries = 0; tries < 50 && freed() < 8 << 20; tries++) await sleep(10);
parentPort?.postMessage(freed());
