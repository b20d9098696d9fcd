// What the pipeline answers with: encoded bytes, their type and strong ETag, and how the text
// was fitted. The caches (memory, shared) store exactly this.
import type { TextFitReport } from '../core/raster.js';

export interface RenderedImage {
  readonly body: Buffer;
  readonly contentType: string;
  readonly etag: string;
  readonly renderMs: number;
  readonly textFit: TextFitReport | null;
  /**
   * Set when the body is lent from a renderer's answer slot (nothing caches it): whoever writes
   * the answer calls it once the body has been written, and the bytes are then reused.
   */
  readonly release?: () => void;
}
