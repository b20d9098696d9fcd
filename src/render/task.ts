// What the HTTP process and a renderer process tell each other: render tasks and their
// outcomes (the frame headers of renderer-protocol.ts; an outcome's picture is the frame body).
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
  /**
   * Present for an animation (format gif or webp, and the generator moves): the most frames it
   * may have. The renderer shows fewer when its timeline has fewer, or when all frames
   * together would exceed the output-pixel limit.
   */
  readonly frames?: number;
}

/**
 * What `task` costs a renderer and a client's render budget, in still renders: an animation
 * counts as its most frames (drawing and encoding grow with them), a still as 1.
 */
export function renderCost(task: Pick<RenderTask, 'frames'>): number {
  return task.frames ?? 1;
}

/** What a finished render carries besides its bytes. */
export interface RenderedFields {
  /** strongEtag(body), computed by the renderer. */
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
 * The same, with a body that may be lent: read in place from an answer slot, where it stays
 * valid until `release` is called (absent when the body is the caller's own).
 */
export type LentOutcome =
  | ({ readonly ok: true; readonly body: Buffer; readonly release?: () => void } & RenderedFields)
  | Refused;

/** A task as sent to a renderer: a render, or the warm-up before it serves any. */
export type RendererRequest =
  ({ readonly id: number } & RenderTask) | { readonly id: number; readonly warmUp: true };

/**
 * A renderer's answer to one request. `rendered`: the picture is the frame's body. `failed`:
 * the render threw something other than InvalidInput (a bug; the HTTP answer is a 500).
 */
export type RendererReply = { readonly id: number } & (
  | ({
      readonly ok: true;
      /**
       * The renderer holds more memory than it should after a full collection (freed pixel
       * memory its allocator keeps; garbage.ts, retirement): the pool replaces it once this
       * render is answered (`always`), or once it has stayed free for a second (`idle`).
       */
      readonly retire?: 'always' | 'idle';
    } & RenderedFields)
  | Refused
  | { readonly ok: 'warm' }
  | { readonly ok: 'failed'; readonly error: string }
);
