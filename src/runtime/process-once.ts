// Work done once per process although every thread of it runs the same modules: one shared
// Int32 per piece of work lets the first thread do it while the others wait for it, so what is
// registered or painted for the whole process is never done twice, nor twice at once.

const PENDING = 0;
const DONE = 1;
/** A slot being worked on holds its worker's token: any other value. */
let tokens = 0;

function newToken(): number {
  // Distinct per call and per thread (the random part), never PENDING or DONE.
  tokens = (tokens + 1) % 0x4000;
  return 2 + tokens * 0x10000 + Math.floor(Math.random() * 0xffff);
}

/**
 * How long a thread waits for work under way elsewhere before it does the work itself: longer
 * than any once-work takes (fonts ~140 ms, a scene ~15 ms), so only a thread that died while
 * working (a render past its deadline is terminated) is ever taken over.
 */
const DEFAULT_PATIENCE_MS = 2000;

export interface ProcessOnceOptions {
  /** Where the slots start in the buffer (a multiple of 4). */
  readonly byteOffset?: number;
  /** How many Int32 slots; by default the rest of the buffer. */
  readonly slots?: number;
  readonly patienceMs?: number;
}

export class ProcessOnce {
  private readonly states: Int32Array;
  private readonly patienceMs: number;

  /** The slots are Int32s of `buffer`, which every thread shares (a fresh one serves one thread). */
  constructor(buffer: SharedArrayBuffer, options: ProcessOnceOptions = {}) {
    const byteOffset = options.byteOffset ?? 0;
    const slots = options.slots ?? Math.floor((buffer.byteLength - byteOffset) / 4);
    this.states = new Int32Array(buffer, byteOffset, slots);
    this.patienceMs = options.patienceMs ?? DEFAULT_PATIENCE_MS;
  }

  /** True when some thread has finished the work of `slot`. */
  isDone(slot: number): boolean {
    return Atomics.load(this.states, slot) === DONE;
  }

  /**
   * Runs `work` unless a thread already did `slot`'s work; when another thread is doing it,
   * waits for that (and takes it over after `patienceMs`: that thread is gone). The work must
   * be repeatable with the same outcome, since a taken-over worker may still finish too. When
   * `work` throws, the slot is free again (the next caller retries) and the error goes to
   * this caller.
   */
  run(slot: number, work: () => void): void {
    if (slot < 0 || slot >= this.states.length) throw new RangeError(`no slot ${slot}`);
    const giveUpAt = performance.now() + this.patienceMs;
    for (;;) {
      const state = Atomics.load(this.states, slot);
      if (state === DONE) return;
      const left = giveUpAt - performance.now();
      if (state === PENDING || left <= 0) {
        const token = newToken();
        if (Atomics.compareExchange(this.states, slot, state, token) === state) {
          this.work(slot, token, work);
          return;
        }
        continue;
      }
      Atomics.wait(this.states, slot, state, left);
    }
  }

  private work(slot: number, token: number, work: () => void): void {
    try {
      work();
    } catch (error) {
      Atomics.compareExchange(this.states, slot, token, PENDING);
      Atomics.notify(this.states, slot);
      throw error;
    }
    Atomics.store(this.states, slot, DONE);
    Atomics.notify(this.states, slot);
  }
}
