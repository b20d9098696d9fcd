// Inputs that crash the renderers: refused at once with a 422, by this instance and (through the
// shared cache) every other. Keyed on what is drawn, a generator and its validated input, never
// the output options (width, format, frames), so another width cannot draw it again. An input
// gets here only on evidence: it crashed a renderer, then a fresh one too (pool.ts).
import { LRUCache } from 'lru-cache';
import { configure } from 'safe-stable-stringify';
import type { RenderTask } from './task.js';

/** The request is quarantined: drawing its input crashed the renderers. The answer is a 422. */
export class Unrenderable extends Error {
  constructor() {
    super('drawing this picture crashed the renderers');
  }
}

const canonicalJson = configure({ deterministic: true, bigint: true });

/** What a render draws: the generator and its input with object keys sorted. */
export function quarantineKey(task: Pick<RenderTask, 'generator' | 'input'>): string {
  return `${task.generator}\n${canonicalJson(task.input)}`;
}

/** Room for the keys: thousands of 500-character texts (a key is about its input's size). */
const QUARANTINE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * How often a quarantined input that is also in the shared cache is looked up there again
 * when asked for: `kiln quarantine lift` removes it there, and every instance follows within
 * this time.
 */
export const RECHECK_MS = 5000;

interface Entry {
  /** Also recorded in the shared cache (else only here, e.g. Redis refused the write). */
  readonly shared: boolean;
  /** When the shared cache last confirmed it (ms), or when it was added. */
  checkedAt: number;
}

/** What to do with a request whose input is `key`. */
export type Verdict = 'draw' | 'refuse' | 'recheck';

export class Quarantine {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    lifetimeSeconds: number,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.entries = new LRUCache({
      maxSize: QUARANTINE_MAX_BYTES,
      sizeCalculation: (_value, key) => key.length * 2 + 100,
      ttl: lifetimeSeconds * 1000,
      ttlAutopurge: false,
    });
  }

  /**
   * `draw` when the input is not quarantined; `refuse` when it is; `recheck` when it is, but
   * the shared cache should be asked whether it was lifted meanwhile (see RECHECK_MS).
   */
  verdict(key: string): Verdict {
    const entry = this.entries.get(key);
    if (!entry) return 'draw';
    return entry.shared && this.now() - entry.checkedAt >= RECHECK_MS ? 'recheck' : 'refuse';
  }

  /** Quarantines `key` here; `shared`: the shared cache holds it too. */
  add(key: string, shared: boolean): void {
    this.entries.set(key, { shared, checkedAt: this.now() });
  }

  /** The shared cache still holds `key`: refuse it without asking for another RECHECK_MS. */
  confirmed(key: string): void {
    const entry = this.entries.get(key, { updateAgeOnGet: false });
    if (entry) entry.checkedAt = this.now();
  }

  /** Lifted in the shared cache (`kiln quarantine lift`): drawn again. */
  lift(key: string): void {
    this.entries.delete(key);
  }

  /** Inputs quarantined here now (kiln_quarantined_inputs). */
  get size(): number {
    this.entries.purgeStale();
    return this.entries.size;
  }
}
