// Animations in render admission (src/render/admission.ts) on a hand-driven clock: they never
// hold every renderer, get their cost share while stills wait, and are served, not refused.
import { describe, expect, it } from 'vitest';
import { Admission, Overloaded } from '../../src/render/admission.js';

const flush = () => new Promise((resolve) => setImmediate(resolve));
const FRAMES = 14;

function setup(slots: number, waits = { standingMs: 100, maxWaitMs: 300 }) {
  let now = 0;
  const admission = new Admission({ slots, maxQueue: 10_000, ...waits, now: () => now });
  const started: string[] = [];
  const running: string[] = [];
  const outcomes = new Map<string, 'done' | 'refused'>();
  const finishers = new Map<string, () => void>();
  /** Submits render `id`; an id starting with "a" is an animation of FRAMES frames. */
  const submit = (id: string) => {
    const done = new Promise<void>((resolve) => finishers.set(id, resolve));
    admission
      .run(
        async () => {
          started.push(id);
          running.push(id);
          await done;
          running.splice(running.indexOf(id), 1);
        },
        id.startsWith('a') ? FRAMES : 1,
      )
      .then(
        () => outcomes.set(id, 'done'),
        (error: unknown) => {
          expect(error).toBeInstanceOf(Overloaded);
          outcomes.set(id, 'refused');
        },
      );
  };
  const finish = async (id: string) => {
    finishers.get(id)!();
    await flush();
  };
  const animationsRunning = () => running.filter((id) => id.startsWith('a')).length;
  return {
    admission,
    started,
    running,
    outcomes,
    submit,
    finish,
    animationsRunning,
    advance: (ms: number) => (now += ms),
  };
}

describe('animations in render admission', () => {
  it('lets animations hold every renderer but one, so a still starts at once', async () => {
    const { started, submit, finish } = setup(2);
    submit('a1');
    submit('a2');
    submit('a3');
    await flush();
    expect(started).toEqual(['a1']);
    submit('s1');
    await flush();
    expect(started).toEqual(['a1', 's1']);
    await finish('s1');
    await finish('a1');
    expect(started).toEqual(['a1', 's1', 'a2']);
  });

  it('lets an animation use the only renderer of a one-renderer pool', async () => {
    const { started, submit } = setup(1);
    submit('a1');
    await flush();
    expect(started).toEqual(['a1']);
  });

  it('gives animations a quarter of the work, by cost, while stills wait too', async () => {
    const { started, running, submit, finish, animationsRunning } = setup(4, {
      standingMs: 1e6,
      maxWaitMs: 2e6,
    });
    for (let i = 0; i < 30; i++) submit(`a${i}`);
    for (let i = 0; i < 600; i++) submit(`s${i}`);
    await flush();
    let mostAnimations = 0;
    while (started.length < 520) {
      mostAnimations = Math.max(mostAnimations, animationsRunning());
      await finish(running[0]!);
    }
    expect(mostAnimations).toBe(3);
    // Measured past the start, where the first animations take the free renderers at once.
    const window = started.slice(100);
    const animations = window.filter((id) => id.startsWith('a')).length;
    const stills = window.length - animations;
    const share = (animations * FRAMES) / (animations * FRAMES + stills);
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.3);
  });

  it('serves animations in turn with stills, not after them', async () => {
    const { started, running, submit, finish } = setup(2, { standingMs: 1e6, maxWaitMs: 2e6 });
    for (let i = 0; i < 200; i++) submit(`s${i}`);
    submit('a1');
    submit('a2');
    await flush();
    while (started.length < 120) await finish(running[0]!);
    // Each animation waits for about (1 - 0.25) / 0.25 x 14 = 42 stills, never for all 200.
    const first = started.indexOf('a1');
    const second = started.indexOf('a2');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(5);
    expect(second - first).toBeGreaterThan(35);
    expect(second - first).toBeLessThan(50);
  });

  it('banks no credit for idle time: after stills alone, animations still take their turns', async () => {
    const { started, running, submit, finish } = setup(3, { standingMs: 1e6, maxWaitMs: 2e6 });
    for (let i = 0; i < 1000; i++) submit(`early${i}`);
    while (running.length > 0) await finish(running[0]!);
    for (let i = 0; i < 6; i++) submit(`a${i}`);
    for (let i = 0; i < 200; i++) submit(`s${i}`);
    await flush();
    const from = started.length;
    while (started.length < from + 60) await finish(running[0]!);
    // Two start at once on free renderers, then one per ~42 stills; with the 1000 stills
    // counted as credit, all six would run first.
    const animations = started.slice(from).filter((id) => id.startsWith('a')).length;
    expect(animations).toBeGreaterThanOrEqual(2);
    expect(animations).toBeLessThanOrEqual(3);
  });

  it('lets an animation wait eight times as long as a still before refusing it', async () => {
    const { outcomes, submit, advance } = setup(1);
    submit('s0');
    submit('a1');
    submit('s1');
    advance(301);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(outcomes.get('s1')).toBe('refused');
    expect(outcomes.has('a1')).toBe(false);
    advance(900); // four times a still's limit: still waiting
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(outcomes.has('a1')).toBe(false);
    advance(1200); // past eight times
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(outcomes.get('a1')).toBe('refused');
  });
});
