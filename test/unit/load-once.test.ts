// A load is done once and shared, but a failed one is not kept: the next caller loads again
// (a renderer whose import of sharp failed once used to fail every WebP for ever).
import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../src/runtime/load-once.js';

describe('loadOnce', () => {
  it('loads once for every caller, at once or later', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    expect(await Promise.all([load(), load(), load()])).toEqual([1, 1, 1]);
    expect(await load()).toBe(1);
    expect(loads).toBe(1);
  });

  it('forgets a failed load: callers waiting on it see the failure, the next one loads again', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads++;
      if (loads === 1) throw new Error('Cannot find module sharp');
      return 'sharp';
    });
    const together = await Promise.allSettled([load(), load()]);
    expect(together.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(loads).toBe(1);
    expect(await load()).toBe('sharp');
    expect(await load()).toBe('sharp');
    expect(loads).toBe(2);
  });
});
