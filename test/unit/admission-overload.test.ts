// Render admission under overload and abandonment (src/render/admission.ts) on a hand-driven
// clock: an animation that finds the animations' queue standing is refused at once (before it
// waits), the ones already waiting keep their places, and a render whose client has gone
// leaves the queue without being rendered.
import { expect, it } from 'vitest';
import { Admission, ClientGone, Overloaded } from '../../src/render/admission.js';

const flush = () => new Promise((resolve) => setImmediate(resolve));

function setup() {
  let now = 0;
  const admission = new Admission({
    slots: 2,
    maxQueue: 100,
    standingMs: 100,
    maxWaitMs: 300,
    animationShare: 0.25,
    now: () => now,
  });
  const started: string[] = [];
  const outcomes = new Map<string, unknown>();
  const finishers = new Map<string, () => void>();
  const submit = (id: string, cost: number, signal?: AbortSignal) => {
    const done = new Promise<void>((resolve) => finishers.set(id, resolve));
    admission
      .run(
        async () => {
          started.push(id);
          await done;
        },
        cost,
        signal,
      )
      .then(
        () => outcomes.set(id, 'done'),
        (error: unknown) => outcomes.set(id, error),
      );
  };
  return {
    admission,
    started,
    outcomes,
    submit,
    finish: async (id: string) => {
      finishers.get(id)!();
      await flush();
    },
    advance: (ms: number) => (now += ms),
  };
}

it('refuses a new animation at once while the animations queue stands, serving those waiting', async () => {
  const { started, outcomes, submit, finish, advance } = setup();
  submit('a1', 14); // runs (one animation at a time on two renderers)
  submit('a2', 14);
  submit('a3', 14);
  await flush();
  expect(started).toEqual(['a1']);
  advance(300 * 4 + 1); // past half the animations' wait limit (max wait x 2 / share)
  submit('a4', 14);
  await flush();
  expect(outcomes.get('a4')).toBeInstanceOf(Overloaded);
  expect(outcomes.has('a2')).toBe(false);
  // A still is never refused for the animations' queue.
  submit('s1', 1);
  await flush();
  expect(started).toContain('s1');
  await finish('a1');
  expect(started).toContain('a3'); // standing: the newest waiting goes first
});

it('drops a waiting render whose client has gone, and never renders it', async () => {
  const { started, outcomes, submit, finish, admission, advance } = setup();
  submit('s1', 1);
  submit('s2', 1);
  const gone = new AbortController();
  submit('s3', 1, gone.signal);
  submit('s4', 1);
  await flush();
  expect(admission.queued).toBe(2);
  advance(50);
  gone.abort();
  await flush();
  const error = outcomes.get('s3');
  expect(error).toBeInstanceOf(ClientGone);
  expect((error as ClientGone).waitedMs).toBe(50);
  expect(admission.queued).toBe(1);
  await finish('s1');
  await finish('s2');
  expect(started).toEqual(['s1', 's2', 's4']);
  // A client already gone never queues; one that leaves after its render started changes nothing.
  const already = new AbortController();
  already.abort();
  submit('s5', 1, already.signal);
  await flush();
  expect(outcomes.get('s5')).toBeInstanceOf(ClientGone);
  const late = new AbortController();
  submit('s6', 1, late.signal);
  await flush();
  late.abort();
  await finish('s4');
  await finish('s6');
  expect(outcomes.get('s6')).toBe('done');
});
