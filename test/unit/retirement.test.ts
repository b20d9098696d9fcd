// A renderer's memory after a full collection decides its retirement (src/render/garbage.ts),
// and full collections follow animations at once and other renders once the renderer is idle.
import { afterEach, expect, it, vi } from 'vitest';
import { IdleCollection, retirement, RetirementCheck } from '../../src/render/garbage.js';

afterEach(() => vi.useRealTimers());

it('asks to retire only when a full collection leaves it over a bound, collecting only then', () => {
  const rss = process.memoryUsage.rss();
  let collected = 0;
  const collect = () => void collected++;
  expect(retirement(collect, { always: rss * 10, idle: rss * 5 })).toBeUndefined();
  expect(collected).toBe(0);
  expect(retirement(collect, { always: rss * 10, idle: rss / 4 })).toBe('idle');
  expect(collected).toBe(1);
  expect(retirement(collect, { always: rss / 2, idle: rss / 4 })).toBe('always');
  expect(collected).toBe(2);
});

it('collects whole right after an animation, and after other renders once idle', async () => {
  vi.useFakeTimers();
  let collected = 0;
  const idle = new IdleCollection(() => void collected++, 1000);
  idle.rendering();
  idle.rendered(false);
  vi.advanceTimersByTime(900);
  idle.rendering(); // the next render came in time: no collection under it
  idle.rendered(false);
  vi.advanceTimersByTime(900);
  expect(collected).toBe(0);
  vi.advanceTimersByTime(200);
  expect(collected).toBe(1);
  idle.rendering();
  idle.rendered(true);
  await vi.runAllTimersAsync(); // setImmediate
  expect(collected).toBe(2);
});

it('reads the resident size on the first render, then per 4 MB drawn or per second', () => {
  let now = 0;
  const check = new RetirementCheck(4_000_000, 1000, () => now);
  expect(check.due(100_000)).toBe(true);
  // Small stills: not read again until their bytes add up...
  const reads = Array.from({ length: 80 }, () => check.due(100_000)).filter(Boolean).length;
  expect(reads).toBe(2);
  // ...or a second has passed,
  now += 999;
  expect(check.due(1)).toBe(false);
  now += 1;
  expect(check.due(1)).toBe(true);
  // and a render that drew a lot (an animation, a wide picture) is followed by a read at once.
  expect(check.due(4_000_000)).toBe(true);
  expect(check.due(1)).toBe(false);
});
