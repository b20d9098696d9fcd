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

/** What a finished render carries besides its bytes. */
interface RenderedFields {
  /** strongEtag(body), computed in the thread. */
  readonly etag: string;
  readonly renderMs: number;
  readonly textFit: TextFitReport | null;
}

/** The parameters made a picture that cannot be drawn (e.g. too many pixels): a 400. */
interface Refused {
  readonly ok: false;
  readonly invalidInput: string;
}

/** A render's result as the pool hands it on. */
export type RenderOutcome =
  ({ readonly ok: true; readonly body: Buffer } & RenderedFields) | Refused;

/**
 * The same, with a body that may be lent: read in place from the thread's slot, where it stays
 * valid until `release` is called (absent when the body is the caller's own).
 */
export type LentOutcome =
  | ({ readonly ok: true; readonly body: Buffer; readonly release?: () => void } & RenderedFields)
  | Refused;

/** A render as a thread receives it: the task and the slot its answer may be left in. */
export interface ThreadTask extends RenderTask {
  readonly slot?: number;
}

/**
 * A render's result as a thread posts it: the bytes themselves, or (body null) how many of
 * them it left in the task's slot (answer-slots.ts).
 */
export type ThreadOutcome =
  | ({
      readonly ok: true;
      readonly body: Uint8Array | null;
      readonly slotBytes: number;
    } & RenderedFields)
  | Refused;

/** A warm-up message: load fonts and art before the thread serves requests. */
export const WARM_UP = { warmUp: true } as const;
