// Render admission (src/render/admission.ts) on a hand-driven clock: bursts are served, a
// standing queue is served newest first, only renders that waited too long are refused, and
// the time renderers spend on excused (cold) renders does not count as waiting.
import { describe, expect, it } from 'vitest';
import { Admission, Overloaded } from '../../src/render/admission.js';

/** A job that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
/** Lets the admission's own 10 ms timer check the waiting renders. */
const sweep = () => new Promise((resolve) => setTimeout(resolve, 30));

function setup(options: { slots?: number; maxQueue?: number } = {}) {
  let now = 0;
  const admission = new Admission({
    slots: options.slots ?? 1,
    maxQueue: options.maxQueue ?? 100,
    standingMs: 100,
    maxWaitMs: 300,
    now: () => now,
  });
  const started: number[] = [];
  const outcomes = new Map<number, 'done' | 'refused'>();
  const jobs = new Map<number, ReturnType<typeof gate>>();
  const submit = (id: number) => {
    const job = gate();
    jobs.set(id, job);
    admission
      .run(async () => {
        started.push(id);
        await job.done;
      })
      .then(
        () => outcomes.set(id, 'done'),
        (error: unknown) => {
          expect(error).toBeInstanceOf(Overloaded);
          outcomes.set(id, 'refused');
        },
      );
  };
  const finish = async (id: number) => {
    jobs.get(id)!.open();
    await flush();
  };
  return { admission, started, outcomes, submit, finish, advance: (ms: number) => (now += ms) };
}

describe('render admission', () => {
  it('queues a burst larger than the threads and serves all of it, oldest first', async () => {
    const { started, outcomes, submit, finish, advance } = setup({ slots: 2 });
    for (let id = 1; id <= 10; id++) submit(id);
    await flush();
    expect(started).toEqual([1, 2]);
    for (let id = 1; id <= 10; id++) {
      advance(10);
      await finish(id);
    }
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([...outcomes.values()].every((o) => o === 'done')).toBe(true);
  });

  it('serves the newest first while the oldest waiting render has waited past standingMs', async () => {
    const { admission, started, submit, finish, advance } = setup();
    submit(1);
    submit(2);
    submit(3);
    advance(50);
    submit(4);
    await flush();
    expect(admission.standing).toBe(false);
    advance(60); // renders 2 and 3 have now waited 110 ms
    expect(admission.standing).toBe(true);
    await finish(1);
    expect(started).toEqual([1, 4]);
    await finish(4);
    expect(started).toEqual([1, 4, 3]);
    // Render 2 is served or refused; once the queue holds only fresh renders, oldest first again.
    await finish(3);
    submit(5);
    submit(6);
    await finish(2);
    expect(admission.standing).toBe(false);
    expect(started).toEqual([1, 4, 3, 2, 5]);
  });

  it('refuses renders that waited past maxWaitMs, oldest first, and keeps serving', async () => {
    const { admission, started, outcomes, submit, finish, advance } = setup();
    submit(1);
    submit(2);
    advance(200);
    submit(3);
    advance(150); // 2 has waited 350 ms, 3 only 150 ms
    await finish(1);
    expect(outcomes.get(2)).toBe('refused');
    expect(started).toEqual([1, 3]);
    await finish(3);
    expect(outcomes.get(3)).toBe('done');
    expect(admission.refused).toBe(1);
    expect(admission.queued).toBe(0);
  });

  it('refuses waiting renders on its own timer even while every thread stays busy', async () => {
    const { outcomes, submit, advance } = setup();
    submit(1);
    submit(2);
    advance(301);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(outcomes.get(2)).toBe('refused');
    expect(outcomes.has(1)).toBe(false);
  });

  it('pushes the longest-waiting render out of a full queue instead of refusing the newcomer', async () => {
    const { started, outcomes, submit, finish } = setup({ maxQueue: 2 });
    for (let id = 1; id <= 5; id++) submit(id);
    await flush();
    expect(outcomes.get(2)).toBe('refused');
    expect(outcomes.get(3)).toBe('refused');
    await finish(1);
    await finish(4);
    await finish(5);
    expect(started).toEqual([1, 4, 5]);
  });

  it('refuses everything waiting when told to (shutdown)', async () => {
    const { admission, outcomes, submit } = setup();
    submit(1);
    submit(2);
    submit(3);
    await flush();
    admission.refuseAll();
    await flush();
    expect(outcomes.get(2)).toBe('refused');
    expect(outcomes.get(3)).toBe('refused');
    expect(outcomes.has(1)).toBe(false);
  });
  it('counts no waiting while the one renderer draws an excused render, only the time after', async () => {
    const { admission, outcomes, started, submit, finish, advance } = setup();
    submit(1);
    await flush();
    const end = admission.excuse();
    submit(2);
    advance(1000);
    await sweep();
    expect(outcomes.has(2)).toBe(false);
    expect(admission.standing).toBe(false);
    end();
    advance(250);
    await sweep();
    expect(outcomes.has(2)).toBe(false);
    expect(admission.standing).toBe(true);
    advance(60); // 310 ms of waiting not excused
    await sweep();
    expect(outcomes.get(2)).toBe('refused');
    await finish(1);
    expect(started).toEqual([1]);
  });

  it('excuses a render only for its share of the renderers', async () => {
    const { admission, outcomes, submit, advance } = setup({ slots: 2 });
    submit(1);
    submit(2);
    await flush();
    admission.excuse(); // render 1 is cold, render 2 is not
    submit(3);
    advance(500); // half of it excused: 250 ms waited
    await sweep();
    expect(outcomes.has(3)).toBe(false);
    advance(120); // 310 ms
    await sweep();
    expect(outcomes.get(3)).toBe('refused');
  });

  it('gives a render queued after an excused render ended no credit for it', async () => {
    const { admission, outcomes, submit, advance } = setup();
    submit(1);
    await flush();
    const end = admission.excuse();
    advance(1000);
    end();
    submit(2);
    advance(301);
    await sweep();
    expect(outcomes.get(2)).toBe('refused');
  });
});
