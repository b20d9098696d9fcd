// Runs in a worker thread: takes ProcessOnce slot 0 of the shared buffer, says so in flags[0],
// and finishes its work only after the main thread has said go (flags[1]) and 50 ms have
// passed, counting the work in flags[2].
import { workerData } from 'node:worker_threads';
import { ProcessOnce } from '../../src/core/process-once.js';

const { lock, flags: flagBuffer } = workerData as {
  lock: SharedArrayBuffer;
  flags: SharedArrayBuffer;
};
const flags = new Int32Array(flagBuffer);
new ProcessOnce(lock).run(0, () => {
  Atomics.store(flags, 0, 1);
  Atomics.notify(flags, 0);
  Atomics.wait(flags, 1, 0, 5000);
  Atomics.wait(flags, 3, 0, 50);
  Atomics.add(flags, 2, 1);
});
