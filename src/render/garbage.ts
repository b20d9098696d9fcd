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

/**
 * Bytes of an animation's frames read back between two collections while it is drawn: every
 * few frames of a wide one (a 1024-wide scene frame is 4.6 MB), every 8 at the default size.
 */
export const FRAME_COLLECT_BYTES = 8 * 1024 * 1024;

type Collect = () => void;

/** A minor collection of this thread's heap; exposes `gc` in a fresh context, not globally. */
export function minorCollection(): Collect {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;
  return () => gc({ type: 'minor' });
}

/** A full collection of this thread's heap, by the same means. */
export function majorCollection(): Collect {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;
  return () => gc({ type: 'major' });
}

/**
 * Resident memory, over what a renderer holds once warm (fonts registered: about 80 MB as
 * bundled, more under tsx), past which it asks to be replaced when a full collection does not
 * bring it back under: what is left then is freed memory its allocators keep (glibc's heap,
 * fragmented by the frames of wide animations, is given back only from its top). A renderer
 * that has drawn every kind of picture holds 105-125 MB; in a soak with animations up to 1024
 * wide, renderers kept 150-300 MB until replaced (docs/DECISIONS.md, "Memory of animations").
 * Past `always` (195 MB as bundled) it is replaced at once; past `idle` (145 MB), once it has
 * stayed free for a second (the end of a load, a lull), so a quiet instance goes back to fresh
 * renderers.
 */
export const RETIRE_OVER_WARM_BYTES = { always: 115 * 1024 * 1024, idle: 65 * 1024 * 1024 };

/** The retirement bounds of a renderer that held `warmRss` bytes once warm. */
export function retirementBounds(warmRss: number): { always: number; idle: number } {
  return {
    always: warmRss + RETIRE_OVER_WARM_BYTES.always,
    idle: warmRss + RETIRE_OVER_WARM_BYTES.idle,
  };
}

/**
 * Whether this process should be replaced, from its resident memory after a full collection
 * (`collect`, which runs only when it holds more than the `idle` bound before).
 */
export function retirement(
  collect: Collect,
  bounds: { readonly always: number; readonly idle: number },
): 'always' | 'idle' | undefined {
  if (process.memoryUsage.rss() <= bounds.idle) return undefined;
  collect();
  const rss = process.memoryUsage.rss();
  return rss > bounds.always ? 'always' : rss > bounds.idle ? 'idle' : undefined;
}

/** Bytes drawn (pixels read back and pictures encoded) between two RetirementChecks. */
export const RETIRE_CHECK_BYTES = 4 * 1024 * 1024;
/** Longest time between two RetirementChecks while the renderer draws. */
export const RETIRE_CHECK_MS = 1000;

/**
 * When `retirement` is worth asking: reading the resident size costs about 20 µs (/proc), a
 * tenth of the cheapest picture's render, and what a renderer holds grows with what it draws;
 * so it is read once RETIRE_CHECK_BYTES have been drawn since the last read (an animation, a
 * wide picture: at once), or RETIRE_CHECK_MS have passed, and on the first render.
 */
export class RetirementCheck {
  private drawn = 0;
  private last = -Infinity;

  constructor(
    private readonly everyBytes = RETIRE_CHECK_BYTES,
    private readonly everyMs = RETIRE_CHECK_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Counts a render's `bytes`: true when the resident size is to be read after it. */
  due(bytes: number): boolean {
    this.drawn += bytes;
    const now = this.now();
    if (this.drawn < this.everyBytes && now - this.last < this.everyMs) return false;
    this.drawn = 0;
    this.last = now;
    return true;
  }
}

/** How long a renderer stays idle before its heap is collected whole (IdleCollection). */
export const IDLE_COLLECT_MS = 1000;

/**
 * Full collections where minor ones are not enough: after each animation, and once a renderer
 * has been idle for a while. Skia's canvases (an animation's layers at another scale, frames
 * resized) hold native memory that V8 does not see: once they have lived past a render they
 * are old, only a full collection frees them, and a heap of 20 MB gives V8 no reason to run
 * one. Without these a soak with animations kept 150-300 MB of dead pixels per renderer
 * (docs/DECISIONS.md, "Memory of animations").
 */
export class IdleCollection {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly collect: Collect,
    private readonly idleMs = IDLE_COLLECT_MS,
  ) {}

  /** A render ended; `large`: it held much native memory (an animation), collect now. */
  rendered(large: boolean): void {
    clearTimeout(this.timer);
    if (large) {
      this.timer = undefined;
      setImmediate(this.collect);
      return;
    }
    this.timer = setTimeout(this.collect, this.idleMs);
    this.timer.unref();
  }

  /** A render starts: no collection while it draws. */
  rendering(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
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

  /**
   * Records `bytes` that are garbage already, in the middle of a long render (an animation's
   * frames, each read back whole): when a collection is due, yields to the event loop and
   * collects there, before the render goes on. Left to V8, the frames of one wide animation
   * piled up by hundreds of MB before it collected (docs/DECISIONS.md, "Memory of animations").
   */
  async addNow(bytes: number): Promise<void> {
    this.due += bytes;
    if (this.due < this.everyBytes) return;
    this.due = 0;
    await new Promise((resolve) => setImmediate(resolve));
    this.collect();
  }

  /** Records `bytes` that will be garbage once the current task returns. */
  add(bytes: number): void {
    this.due += bytes;
    if (this.due < this.everyBytes) return;
    this.due = 0;
    setImmediate(this.collect);
  }
}
