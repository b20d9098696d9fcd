// Keeps the hidden class of Node's tick objects alive for the life of the process, so every
// `process.nextTick` (a dozen per HTTP answer, inside node:http and streams) stays on V8's
// fast path. Imported first by the entry point; docs/DECISIONS.md has the measurements.
import { createHook } from 'node:async_hooks';

/**
 * V8 records the hidden class ("map") a tick object has while `nextTick` defines its
 * computed-key properties, and that feedback has no polymorphic state: the first time it sees
 * another map it turns megamorphic for good, and the optimised `nextTick` then defines every
 * property through the runtime. The maps are held only weakly by V8, so an idle spell with a
 * few full collections (the post-start warm-ups, any quiet moment after a burst) lets them die
 * and the next tick makes new ones. One tick object kept here holds its map and, through the
 * map's back pointers, every map before it.
 */
let kept: object | undefined;

/** Captures one tick object (once) and returns it; undefined if this Node reports none. */
export function keepTickShape(): object | undefined {
  if (kept) return kept;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') kept ??= resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => undefined);
  } finally {
    hook.disable();
  }
  return kept;
}

keepTickShape();
