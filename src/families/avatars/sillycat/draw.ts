// The sillycat generator (DESIGN 2.2): a 512x512 silly cat whose body is `right` and whose
// markings are `left`, or a darker/lighter tone of the body when `left` is null. Animated, it
// waves its raised paw and blinks.
import type { Rgb } from '../nft/seasons.js';
import { backdropTones, drawBackdrop } from './art/backdrop.js';
import { drawCatBody, drawCatEyes, drawPaw, type CatPalette } from './art/cat.js';
import { css, mix, parseCss, shadeOn, tonesOf } from './art/tones.js';
import { phase, stillOf, wobble, type MotionScene } from '../../../art/kit/motion.js';
import { TIMELINE } from './timeline.js';
import { InvalidInput } from '../../../core/errors.js';
import { type Generator } from '../../../art/kit/generator.js';

export interface SillycatInput {
  /** Body colour: the first path colour. */
  readonly right: Rgb;
  /** Marking colour: the second path colour, or null for the one-colour form. */
  readonly left: Rgb | null;
}

export const SILLYCAT_SIZE = 512;

export function assertRgb(rgb: Rgb): void {
  for (const v of [rgb.r, rgb.g, rgb.b]) {
    if (!Number.isInteger(v) || v < 0 || v > 255) {
      throw new InvalidInput('A colour channel must be an integer from 0 to 255.');
    }
  }
}

const PINK: Rgb = { r: 255, g: 143, b: 171 };

export function catPalette(right: Rgb, left: Rgb | null): CatPalette {
  const tones = tonesOf(right);
  const l = tones.lch.l;
  const marking = left ?? parseCss(tones.marking);
  const bib = left ?? parseCss(tones.light);
  return {
    body: tones.fill,
    bodyShade: css(shadeOn(right, l)),
    marking: css(marking),
    markingShade: css(shadeOn(marking, l)),
    bib: css(bib),
    bibShade: css(shadeOn(bib, l)),
    light: tones.light,
    outline: tones.outline,
    blush: css(mix(right, PINK, 0.55)),
    floor: backdropTones(tones.lch).floor,
  };
}

/** How far the paw turns at most each way, in radians. */
const WAVE_TURN = 0.55;

/** How shut the eyes are at t: a quick blink between the two swings of the wave. */
function closureAt(t: number): number {
  return Math.min(1, Math.max(0, (0.15 - Math.abs(t - 0.5)) / 0.07));
}

/**
 * The cat as a scene: all but its eyes and raised paw is the base; per frame the eyes (they
 * blink between the wave's swings) and the paw, which swings twice about the wrist, damped,
 * while the wave marks come back as it settles into the still pose.
 */
function scene({ right, left }: SillycatInput): MotionScene {
  assertRgb(right);
  if (left) assertRgb(left);
  const palette = catPalette(right, left);
  const tones = backdropTones(tonesOf(right).lch);
  return {
    width: SILLYCAT_SIZE,
    height: SILLYCAT_SIZE,
    frame: 'square',
    paintBase: (ctx) => {
      drawBackdrop(ctx, tones);
      drawCatBody(ctx, palette);
    },
    paintFrame: (ctx, t) => {
      drawCatEyes(ctx, palette, closureAt(t));
      // The wave has begun by the first frame, so every frame after the held still moves.
      const turn = WAVE_TURN * wobble(phase(t, -0.06, 0.85), 2);
      // The marks (the still's sign of a wave) give way to the real wave, and come back.
      const marks = Math.max(1 - phase(t, -0.06, 0.15), phase(t, 0.7, 1));
      drawPaw(ctx, palette, turn, marks);
    },
  };
}

export const sillycat: Generator<SillycatInput> = {
  name: 'sillycat',
  render: (input, target) => stillOf(scene(input), target),
  motion: { timeline: TIMELINE, animate: scene },
  warmUp() {
    // Builds the surface and runs Skia's first-draw setup before a request pays for it.
    sillycat.render({ right: { r: 255, g: 136, b: 0 }, left: { r: 60, g: 60, b: 70 } });
  },
};
