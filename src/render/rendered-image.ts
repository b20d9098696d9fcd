// What the pipeline answers with: encoded bytes, their type and strong ETag, and how the text
// was fitted. The caches (memory, shared) store exactly this.
import type { TextFitReport } from '../core/raster.js';

export interface RenderedImage {
  readonly body: Buffer;
  readonly contentType: string;
  readonly etag: string;
  readonly renderMs: number;
  readonly textFit: TextFitReport | null;
}
