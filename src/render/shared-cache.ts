// A second cache layer shared by every instance (Redis when configured). Lookups never throw and
// never wait long: a shared cache that is down or slow is a miss, not an error.
import type { RenderedImage } from './rendered-image.js';

export interface SharedCache {
  get(key: string): Promise<RenderedImage | null>;
  /**
   * Stores an entry; resolves once it is stored or given up (never rejects: failures are the
   * cache's own business), so that an answer leaves only after other instances can see it.
   */
  set(key: string, image: RenderedImage): Promise<void>;
}
