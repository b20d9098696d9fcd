// Messages between the HTTP thread and the render threads.
import type { ImageFormat } from '../imaging/formats.js';
import type { TextFitReport } from '../core/raster.js';

/** One picture to render: generator, validated canonical input, format and output width. */
export interface RenderTask {
  readonly generator: string;
  /** Validated, canonical input: the same picture always has the same input. */
  readonly input: unknown;
  readonly format: ImageFormat;
  /** Resize the drawn picture to this width (aspect kept); absent = as drawn. */
  readonly width?: number;
}

export type RenderOutcome =
  | {
      readonly ok: true;
      readonly body: Uint8Array;
      /** strongEtag(body), computed in the thread. */
      readonly etag: string;
      readonly renderMs: number;
      readonly textFit: TextFitReport | null;
    }
  | { readonly ok: false; readonly invalidInput: string };

/** A warm-up message: load fonts and art before the thread serves requests. */
export const WARM_UP = { warmUp: true } as const;
