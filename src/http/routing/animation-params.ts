// The animation parameters of image routes whose pictures move (`animate`, `frames`) and the
// rule that turns them with `format` into a render's format and frame bound.
import { Type, type TProperties } from 'typebox';
import { ANIMATED_FORMATS, formatNamed, type ImageFormat } from '../../imaging/formats.js';
import { invalidParameter } from '../../core/errors.js';
import { ANIMATION_FRAMES_LIMIT } from '../../config.js';
import { timelineOf } from '../../families/motions.js';

const FRAMES_RULE = `a whole number from 1 to ${ANIMATION_FRAMES_LIMIT}`;

/** The query parameters an animated route adds to `format` and `width`. */
export const ANIMATION_PARAMS: TProperties = {
  animate: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1,
      description:
        '1: an animated WebP (with format=webp, or no format). format=gif always animates. With png, jpeg or avif: 400.',
      'x-rule': '0 or 1',
      'x-listed': false,
    }),
  ),
  frames: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: ANIMATION_FRAMES_LIMIT,
      description: `Most frames of an animated answer, ${FRAMES_RULE} (fewer when the motion has fewer, MAX_ANIMATION_FRAMES is lower, or the frames would pass MAX_OUTPUT_PIXELS in all); the last frame is always the still picture.`,
      'x-rule': FRAMES_RULE,
      'x-listed': false,
    }),
  ),
};

/** What a request asks for: the format to encode, and for an animation its most frames. */
export interface AskedFormat {
  readonly format: ImageFormat;
  /** Present exactly when the answer is animated. */
  readonly frames?: number;
}

export interface FormatQuery {
  readonly format?: string;
  readonly animate?: number;
  readonly frames?: number;
}

/**
 * The format and frame bound of a request to `generator`. An animation's bound is already the
 * smallest of `frames`, the motion's own frame count and `maxFrames`, so that equal pictures
 * share one cache key.
 */
export function askedFormat(generator: string, query: FormatQuery, maxFrames: number): AskedFormat {
  const animate = query.animate === 1;
  const format = animate && query.format === undefined ? 'webp' : formatNamed(query.format);
  if (animate && !ANIMATED_FORMATS.includes(format)) {
    throw invalidParameter(
      'animate',
      `animates only webp and gif answers, and format=${query.format} is a still format`,
    );
  }
  const timeline = timelineOf(generator);
  if (!timeline || !(format === 'gif' || animate)) return { format };
  return { format, frames: Math.min(query.frames ?? timeline.frames, timeline.frames, maxFrames) };
}
