// Prompt collection of a render thread's dead buffers (src/render/garbage.ts): one collection
// per threshold of bytes, run after the task that produced them, and a real minor GC that
// frees an unreachable buffer (which only Node 24's V8 also frees by itself).
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BufferGarbage } from '../../src/render/garbage.js';

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

  // In a worker thread, as in the render threads: the test runner's own busy heap collects
  // at moments of its own, which would decide the outcome instead of the collection.
  // The 8 MiB buffer, less a few bytes that the thread allocates meanwhile (its timers, on V8 13).
  it('frees an unreachable buffer with a minor collection', async () => {
    expect(await freedInThread({ collect: true })).toBeGreaterThanOrEqual((8 << 20) - 4096);
  });

  // Without one, V8 11 (Node 20) keeps the dead buffer: nothing in the quiet thread makes it
  // collect. V8 13 (Node 24) counts young buffers' memory towards its next scavenge and frees
  // it by itself within the half second (less a few bytes that the thread's timers allocate).
  const v8Major = Number(process.versions.v8.split('.')[0]);
  it(`${v8Major < 13 ? 'keeps' : 'frees'} it without one on V8 ${v8Major}`, async () => {
    const freed = await freedInThread({ collect: false });
    if (v8Major < 13) expect(freed).toBeLessThan(1 << 20);
    else expect(freed).toBeGreaterThan(7 << 20);
  });
});

async function freedInThread(workerData: { collect: boolean }): Promise<number> {
  // The entry is TypeScript: the thread registers tsx's loader first, then imports it.
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('../helpers/minor-collection-thread.ts', import.meta.url).href;
  const code = `import('${tsx}').then(({ register }) => { register(); return import('${entry}'); })`;
  const thread = new Worker(code, { eval: true, workerData });
  const [freed] = (await once(thread, 'message')) as [number];
  await thread.terminate();
  return freed;
}
