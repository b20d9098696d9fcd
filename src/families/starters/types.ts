// The contract of the starter pictures: each collection's art is a list of recipes, each one
// drawing a whole original illustration onto a PICTURE_SIZE square canvas.
import type { SKRSContext2D } from '@napi-rs/canvas';

/** Width and height of every starter picture, in pixels. */
export const PICTURE_SIZE = 512;

export interface StarterPicture {
  /** A short description of the picture ("Grey tabby asleep in a cardboard box"). */
  readonly title: string;
  /**
   * Paints the whole picture, background included, onto a PICTURE_SIZE x PICTURE_SIZE
   * canvas. Must be deterministic (no Math.random, no clock) and leave the context state
   * (transform, clip) as it found it.
   */
  readonly draw: (ctx: SKRSContext2D) => void;
}
