// Collects a renderer's dead pixel buffers promptly. Rasters and encoded pictures live
// outside the V8 heap, so a thread that allocates little JS would wait for tens of megabytes
// of them before V8 collects on its own; a young-generation pass every few MB frees them.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Bytes of buffers a thread hands out between two collections. Skia reports its pixel memory
 * to V8, and V8 counts what was reported since its last full collection against the old
 * generation's limit: at 8 MB, dead rasters alone came within reach of that limit, and the
 * threads ran a full collection every 100-200 ms (docs/DECISIONS.md). At 2 MB they do not.
 */
export const COLLECT_EVERY_BYTES = 2 * 1024 * 1024;

type Collect = () => void;

/** A minor collection of this thread's heap; exposes `gc` in a fresh context, not globally. */
export function minorCollection(): Collect {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;
  return () => gc({ type: 'minor' });
}

/**
 * Counts the bytes of buffers a thread has made dead and collects once `everyBytes` are due.
 * The collection runs after the current task has returned (setImmediate): collecting inside
 * it would find the latest raster still referenced and promote it to the old generation.
 */
export class BufferGarbage {
  private due = 0;

  constructor(
    private readonly collect: Collect,
    private readonly everyBytes = COLLECT_EVERY_BYTES,
  ) {}

  /** Records `bytes` that will be garbage once the current task returns. */
  add(bytes: number): void {
    this.due += bytes;
    if (this.due < this.everyBytes) return;
    this.due = 0;
    setImmediate(this.collect);
  }
}
