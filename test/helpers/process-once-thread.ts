// Runs in a worker thread: takes ProcessOnce slot 0 of the shared buffer and says so in
// flags[0]. Then it either finishes its work after the main thread said go (flags[1]) and
// 50 ms more, counting the work in flags[2], or (`hang`) never finishes, as a thread that is
// terminated in the middle of its work.
import { workerData } from 'node:worker_threads';
import { ProcessOnce } from '../../src/runtime/process-once.js';

const {
  lock,
  flags: flagBuffer,
  hang,
} = workerData as {
  lock: SharedArrayBuffer;
  flags: SharedArrayBuffer;
  hang: boolean;
};
const flags = new Int32Array(flagBuffer);
new ProcessOnce(lock).run(0, () => {
  Atomics.store(flags, 0, 1);
  Atomics.notify(flags, 0);
  if (hang) Atomics.wait(flags, 3, 0);
  Atomics.wait(flags, 1, 0, 5000);
  Atomics.wait(flags, 3, 0, 50);
  Atomics.add(flags, 2, 1);
});
