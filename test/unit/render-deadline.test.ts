// A render's deadline as piscina's abort signal (src/render/deadline.ts): it aborts once, when
// due, and a cleared deadline never fires.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderDeadline } from '../../src/render/deadline.js';

describe('RenderDeadline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls its abort listener once the deadline passes, and is then aborted', () => {
    const deadline = new RenderDeadline(100);
    const listener = vi.fn();
    deadline.once('abort', listener);
    vi.advanceTimersByTime(99);
    expect(deadline.aborted).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deadline.aborted).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('never fires once cleared, and leaves no timer behind', () => {
    const deadline = new RenderDeadline(100);
    const listener = vi.fn();
    deadline.once('abort', listener);
    deadline.clear();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(deadline.aborted).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  it('forgets a listener removed with removeListener or off', () => {
    for (const remove of ['removeListener', 'off'] as const) {
      const deadline = new RenderDeadline(10);
      const listener = vi.fn();
      deadline.once('abort', listener);
      deadline[remove]('abort', listener);
      vi.advanceTimersByTime(10);
      expect(deadline.aborted).toBe(true);
      expect(listener).not.toHaveBeenCalled();
    }
  });
});
