// Render admission under overload and abandonment (src/render/admission.ts) on a hand-driven
// clock: an animation whose predicted wait (the animations admitted before it, at the time per
// frame measured for their kind) passes its limit is refused at once, before it waits, the ones
// already waiting keep their places and go in turn, and a render whose client has gone leaves
// the queue without being rendered.
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

it('refuses a new animation at once when those admitted before it would keep it past its limit', async () => {
  const { started, outcomes, submit, finish, advance } = setup();
  // The animations' limit: max wait x 2 / share = 2,400 ms. Learn what 14 frames of this kind
  // take: 1,400 ms (100 ms a frame).
  submit('a0', 14);
  await flush();
  advance(1400);
  await finish('a0');
  submit('a1', 14); // runs (one animation at a time on two renderers)
  submit('a2', 14); // expected to wait 1,400 ms
  await flush();
  expect(started).toEqual(['a0', 'a1']);
  advance(300);
  submit('a3', 14); // expected to wait 1,100 + 1,400 = 2,500 ms: refused now
  await flush();
  const refused = outcomes.get('a3');
  expect(refused).toBeInstanceOf(Overloaded);
  expect((refused as Overloaded).retryAfterSeconds).toBe(1);
  expect(outcomes.has('a2')).toBe(false);
  // A still is never refused for the animations' backlog.
  submit('s1', 1);
  await flush();
  expect(started).toContain('s1');
  // Once a1 has drawn for a while, the wait it makes is shorter: a newcomer is admitted.
  advance(500);
  submit('a4', 14); // expected 600 + 1,400 = 2,000 ms
  await flush();
  expect(outcomes.has('a4')).toBe(false);
  await finish('a1');
  expect(started.filter((id) => id.startsWith('a'))).toEqual(['a0', 'a1', 'a2']); // in turn
  advance(1400);
  await finish('a2');
  expect(started.at(-1)).toBe('a4');
  expect(outcomes.get('a1')).toBe('done');
});

it('admits as many animations as their measured cost allows', async () => {
  const { outcomes, submit, finish, advance } = setup();
  submit('a0', 14);
  await flush();
  advance(140); // 10 ms a frame
  await finish('a0');
  for (let i = 1; i <= 17; i++) submit(`a${i}`, 14);
  await flush();
  // 140 ms each: the 17th is expected to wait 16 x 140 = 2,240 ms, within 2,400.
  expect([...outcomes.values()].filter((o) => o instanceof Overloaded)).toHaveLength(0);
  submit('a18', 14); // 17 x 140 = 2,380: still in
  submit('a19', 14); // 18 x 140 = 2,520: refused
  await flush();
  expect(outcomes.has('a18')).toBe(false);
  expect(outcomes.get('a19')).toBeInstanceOf(Overloaded);
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
  expect(admission.dropped).toBe(2); // counted for /metrics (kiln_renders_dropped_total)
  const late = new AbortController();
  submit('s6', 1, late.signal);
  await flush();
  late.abort();
  await finish('s4');
  await finish('s6');
  expect(outcomes.get('s6')).toBe('done');
});
