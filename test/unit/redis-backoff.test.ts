// Reconnection delays to Redis: doubling from the first, capped by what the last attempt met,
// jittered within the upper half, and back to the first only after Redis proved itself.
import { describe, expect, it } from 'vitest';
import { Backoff, type Failure } from '../../src/redis/backoff.js';

const RULE = { firstMs: 100, lostCapMs: 1000, junkCapMs: 5000 };

const delays = (backoff: Backoff, failure: Failure, n: number) =>
  Array.from({ length: n }, () => backoff.next(failure));

describe('Backoff', () => {
  it('doubles from the first delay up to the cap of refused connections', () => {
    expect(delays(new Backoff(RULE, () => 1), 'lost', 7)).toEqual([
      100, 200, 400, 800, 1000, 1000, 1000,
    ]);
  });

  it('a peer that accepts and talks junk is asked far less often', () => {
    expect(delays(new Backoff(RULE, () => 1), 'junk', 9)).toEqual([
      100, 200, 400, 800, 1600, 3200, 5000, 5000, 5000,
    ]);
    // A thousand attempts at a junk port: at most one connection per 2.5 s, whatever the draw.
    const drawn = delays(new Backoff(RULE), 'junk', 1000);
    expect(Math.min(...drawn.slice(6))).toBeGreaterThanOrEqual(2500);
    expect(Math.max(...drawn)).toBeLessThanOrEqual(5000);
  });

  it('jitter draws each delay from the upper half of its step', () => {
    expect(delays(new Backoff(RULE, () => 0), 'junk', 8)).toEqual([
      50, 100, 200, 400, 800, 1600, 2500, 2500,
    ]);
    expect(delays(new Backoff(RULE, () => 0.5), 'lost', 3)).toEqual([75, 150, 300]);
  });

  it('starts again from the first delay only when reset', () => {
    const backoff = new Backoff(RULE, () => 1);
    delays(backoff, 'junk', 20);
    expect(backoff.next('lost')).toBe(1000);
    expect(backoff.next('junk')).toBe(5000);
    backoff.reset();
    expect(delays(backoff, 'lost', 3)).toEqual([100, 200, 400]);
  });
});
