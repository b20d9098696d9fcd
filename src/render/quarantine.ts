// Requests whose render crashed the renderers: refused at once with a 422 and never drawn
// again by this instance (nor by any other, when the shared cache passes it on). Keys are the
// pipeline's canonical render keys, so "the same request" is the same picture, format and width.
import { LRUCache } from 'lru-cache';

/** The request is quarantined: drawing it crashed a renderer. The HTTP answer is a 422. */
export class Unrenderable extends Error {
  constructor() {
    super('drawing this picture crashed a renderer');
  }
}

/** Room for the keys: thousands of 500-character texts (a key is about its input's size). */
const QUARANTINE_MAX_BYTES = 4 * 1024 * 1024;

export class Quarantine {
  private readonly keys = new LRUCache<string, true>({
    maxSize: QUARANTINE_MAX_BYTES,
    sizeCalculation: (_value, key) => key.length * 2 + 100,
  });

  has(key: string): boolean {
    return this.keys.has(key);
  }

  add(key: string): void {
    this.keys.set(key, true);
  }

  get size(): number {
    return this.keys.size;
  }
}
