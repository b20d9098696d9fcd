// A second cache layer shared by every instance (Redis when configured). Lookups never throw and
// never wait long: a shared cache that is down or slow is a miss, not an error. It also shares
// the quarantine (quarantine.ts): an entry may say that its picture crashed a renderer.
import type { RenderedImage } from './rendered-image.js';

/** A shared entry that marks a quarantined request instead of holding a picture. */
export const QUARANTINED = 'quarantined';

export interface SharedCache {
  get(key: string): Promise<RenderedImage | typeof QUARANTINED | null>;
  /**
   * Stores an entry; resolves once it is stored or given up (never rejects: failures are the
   * cache's own business), so that an answer leaves only after other instances can see it.
   */
  set(key: string, image: RenderedImage): Promise<void>;
  /** Marks `key` quarantined for every instance; resolves like `set`. */
  quarantine(key: string): Promise<void>;
}
