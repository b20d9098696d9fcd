// A second cache layer shared by every instance (Redis when configured). Lookups never throw and
// never wait long: a shared cache that is down or slow is a miss, not an error. It also shares
// the quarantine (quarantine.ts): inputs whose drawing crashed the renderers.
import type { RenderedImage } from './rendered-image.js';

/** A lookup's answer when the input of the render is quarantined. */
export const QUARANTINED = 'quarantined';

/** What is recorded of a quarantined input, for `kiln quarantine list`. */
export interface QuarantineRecord {
  readonly generator: string;
  /** Its canonical input, cut to a few hundred characters. */
  readonly input: string;
  /** How the fresh renderer ended, e.g. SIGSEGV. */
  readonly signal: string;
}

export interface SharedCache {
  /**
   * The picture of render `key`, or QUARANTINED when its input (`inputKey`, quarantine.ts) is,
   * in one round trip; null when absent or unavailable.
   */
  get(key: string, inputKey: string): Promise<RenderedImage | typeof QUARANTINED | null>;
  /**
   * Stores an entry; resolves once it is stored or given up (never rejects: failures are the
   * cache's own business), so that an answer leaves only after other instances can see it.
   */
  set(key: string, image: RenderedImage): Promise<void>;
  /** Quarantines `inputKey` for every instance; resolves true once stored, false if not. */
  quarantine(inputKey: string, record: QuarantineRecord): Promise<boolean>;
  /** Whether `inputKey` is still quarantined there: null when that cannot be known now. */
  isQuarantined(inputKey: string): Promise<boolean | null>;
}
