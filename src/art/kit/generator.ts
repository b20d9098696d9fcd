// The contract between the render pipeline and every generator: a generator is a pure,
// synchronous function from validated input to RGBA pixels (plus how its text was fitted).
import type { FontSpec } from '../../text/index.js';
import type { Rendering } from '../../core/raster.js';

/**
 * A generator: `render` must be deterministic (same input, same pixels) and must not do I/O.
 * `warmUp` runs once per render thread before it serves requests (load fonts, rasterise art).
 */
export interface Generator<Input> {
  readonly name: string;
  readonly render: (input: Input) => Rendering;
  readonly warmUp?: () => Promise<void> | void;
  /** The faces and size ranges it sets client text in, by parameter (checked for legibility). */
  readonly textStyles?: Readonly<Record<string, TextStyleRange>>;
}

/** A face and the sizes a generator sets a text in: at most `maxFontSize`, shrunk to `minFontSize`. */
export interface TextStyleRange {
  readonly font: FontSpec;
  readonly maxFontSize: number;
  readonly minFontSize: number;
}
