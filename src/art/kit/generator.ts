// The contract between the render pipeline and every generator: a generator is a pure,
// synchronous function from validated input to RGBA pixels (plus how its text was fitted).
import type { FontSpec } from '../../text/index.js';
import type { Rendering } from '../../core/raster.js';
import type { Timeline } from '../../core/animation.js';
import type { MotionScene } from './motion.js';
import type { DrawTarget } from './target.js';

/**
 * A generator: `render` must be deterministic (same input and target, same pixels) and must not
 * do I/O. Given a `target` wider than its picture, it draws at that width (kit/target.ts), so
 * what it draws stays sharp; without one, at its own size. `warmUp` runs once per renderer
 * before its first picture (load fonts, rasterise art).
 */
export interface Generator<Input> {
  readonly name: string;
  readonly render: (input: Input, target?: DrawTarget) => Rendering;
  readonly warmUp?: () => Promise<void> | void;
  /** The faces and size ranges it sets client text in, by parameter (checked for legibility). */
  readonly textStyles?: Readonly<Record<string, TextStyleRange>>;
  /**
   * How its picture moves, for animated answers (absent: it only draws stills). `render` must
   * give the frame at t = 1 of `animate` (kit/motion.ts stillOf does exactly that).
   */
  readonly motion?: Motion<Input>;
}

/** A generator's motion: its timeline (data, families/motions.ts) and its scene per input. */
export interface Motion<Input> {
  readonly timeline: Timeline;
  readonly animate: (input: Input) => MotionScene;
}

/** A face and the sizes a generator sets a text in: at most `maxFontSize`, shrunk to `minFontSize`. */
export interface TextStyleRange {
  readonly font: FontSpec;
  readonly maxFontSize: number;
  readonly minFontSize: number;
}
