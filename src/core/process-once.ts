// Work done once per process although every render thread runs the same modules: one shared
// Int32 per piece of work lets the first thread do it while the others wait for it, so what is
// registered or painted for the whole process is never done twice, nor twice at once.

const PENDING = 0;
const RUNNING = 1;
const DONE = 2;

/** How long a waiting thread sleeps before looking again (the worker may have died). */
const WAIT_MS = 5000;

export class ProcessOnce {
  private readonly states: Int32Array;

  /**
   * The slots are the first `slots` Int32s of `buffer`, which every thread shares (a fresh
   * buffer serves one thread alone).
   */
  constructor(buffer: SharedArrayBuffer, slots = Math.floor(buffer.byteLength / 4)) {
    this.states = new Int32Array(buffer, 0, slots);
  }

  get slots(): number {
    return this.states.length;
  }

  /** True when some thread has finished the work of `slot`. */
  isDone(slot: number): boolean {
    return Atomics.load(this.states, slot) === DONE;
  }

  /**
   * Runs `work` unless a thread already did `slot`'s work; when another thread is doing it,
   * waits for that. When `work` throws, the slot is free again (the next caller retries) and
   * the error goes to this caller.
   */
  run(slot: number, work: () => void): void {
    if (slot < 0 || slot >= this.states.length) throw new RangeError(`no slot ${slot}`);
    for (;;) {
      const state = Atomics.load(this.states, slot);
      if (state === DONE) return;
      if (
        state === PENDING &&
        Atomics.compareExchange(this.states, slot, PENDING, RUNNING) === PENDING
      ) {
        try {
          work();
        } catch (error) {
          Atomics.store(this.states, slot, PENDING);
          Atomics.notify(this.states, slot);
          throw error;
        }
        Atomics.store(this.states, slot, DONE);
        Atomics.notify(this.states, slot);
        return;
      }
      Atomics.wait(this.states, slot, RUNNING, WAIT_MS);
    }
  }
}
