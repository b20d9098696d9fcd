// Prompt collection of a render thread's dead buffers (src/render/garbage.ts): one collection
// per threshold of bytes, run after the task that produced them, and a real minor GC that
// frees an unreachable buffer.
import { describe, expect, it } from 'vitest';
import { BufferGarbage, minorCollection } from '../../src/render/garbage.js';

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('BufferGarbage', () => {
  it('collects once per threshold, after the current task', async () => {
    let collections = 0;
    const garbage = new BufferGarbage(() => collections++, 1000);
    garbage.add(600);
    garbage.add(300);
    await flush();
    expect(collections).toBe(0);
    garbage.add(200);
    expect(collections).toBe(0);
    await flush();
    expect(collections).toBe(1);
    garbage.add(999);
    await flush();
    expect(collections).toBe(1);
  });

  it('frees an unreachable buffer with a minor collection', () => {
    const collect = minorCollection();
    const arrayBuffers = () => process.memoryUsage().arrayBuffers;
    collect();
    (() => new Uint8Array(8 << 20).fill(1))();
    // Measured from after the allocation: other garbage freed on the way only adds to it.
    const withGarbage = arrayBuffers();
    collect();
    expect(withGarbage - arrayBuffers()).toBeGreaterThanOrEqual(8 << 20);
  });
});
