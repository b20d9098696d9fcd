// ProcessOnce: work runs once per shared buffer, a failure frees the slot for a retry, a
// thread that finds the work under way waits for it instead of doing it again, and work left
// by a thread that died is taken over.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { ProcessOnce } from '../../src/runtime/process-once.js';

describe('ProcessOnce', () => {
  it('runs the work of a slot once, whoever holds the same buffer', () => {
    const buffer = new SharedArrayBuffer(8);
    let runs = 0;
    new ProcessOnce(buffer).run(1, () => runs++);
    new ProcessOnce(buffer).run(1, () => runs++);
    expect(runs).toBe(1);
    expect(new ProcessOnce(buffer).isDone(1)).toBe(true);
    expect(new ProcessOnce(buffer).isDone(0)).toBe(false);
  });

  it('frees the slot when the work throws, so the next caller retries', () => {
    const slots = new ProcessOnce(new SharedArrayBuffer(4));
    expect(() =>
      slots.run(0, () => {
        throw new Error('broken install');
      }),
    ).toThrow('broken install');
    expect(slots.isDone(0)).toBe(false);
    let runs = 0;
    slots.run(0, () => runs++);
    expect(runs).toBe(1);
  });

  it('refuses a slot outside its buffer', () => {
    expect(() => new ProcessOnce(new SharedArrayBuffer(8), { slots: 2 }).run(2, () => {})).toThrow(
      RangeError,
    );
  });

  it('waits for another thread doing the work instead of doing it again', async () => {
    const { lock, flags, thread } = await threadHoldingSlot(false);
    try {
      Atomics.store(flags, 1, 1);
      Atomics.notify(flags, 1);
      let ranHere = false;
      new ProcessOnce(lock).run(0, () => (ranHere = true));
      expect(ranHere).toBe(false);
      expect(Atomics.load(flags, 2)).toBe(1);
      await once(thread, 'exit');
    } finally {
      await thread.terminate();
    }
  });

  it('takes over the work of a thread that died doing it', async () => {
    const { lock, thread } = await threadHoldingSlot(true);
    await thread.terminate();
    const patient = new ProcessOnce(lock, { patienceMs: 100 });
    let runs = 0;
    patient.run(0, () => runs++);
    expect(runs).toBe(1);
    expect(patient.isDone(0)).toBe(true);
  });
});

/** A worker thread that has taken slot 0 of a fresh lock and is doing its work. */
async function threadHoldingSlot(hang: boolean) {
  const lock = new SharedArrayBuffer(4);
  const flags = new Int32Array(new SharedArrayBuffer(16));
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('../helpers/process-once-thread.ts', import.meta.url).href;
  const code = `import('${tsx}').then(({ register }) => { register(); return import('${entry}'); })`;
  const thread = new Worker(code, { eval: true, workerData: { lock, flags: flags.buffer, hang } });
  // Polled for up to 20 s: a thread loading TypeScript through tsx can take seconds on a busy
  // machine, and the test goes on as soon as the slot is taken.
  for (let i = 0; i < 2000 && Atomics.load(flags, 0) === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(Atomics.load(flags, 0)).toBe(1);
  return { lock, flags, thread };
}
