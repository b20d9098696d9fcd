// /scroll (500x520): the character pulls a parchment scroll out of a chest; `text` is written
// on the parchment in dark brown ink, centred and turned with the scroll. It moves: the scroll
// unrolls down to the chest, then the text fades in whole (never half-unrolled, never cut).
import { FONTS } from '../../../text/index.js';
import { phase } from '../../../art/kit/motion.js';
import { drawScrollAt, paintBeforeScroll, paintBehindScroll, SCROLL } from '../art/index.js';
import { illustratedTextGenerator, type FittedTexts } from '../scene-text.js';
import { drawLayer, faded, sceneLayer, type SceneMotion } from '../scene-motion.js';
import { TIMELINE } from './timeline.js';
import type { Generator } from '../../../art/kit/generator.js';

export interface ScrollInput {
  readonly text: string;
}

/** Round the scroll at its longest (turned), its knobs and the chest rim it hangs into. */
const SCROLL_BOX = { x: 64, y: 150, width: 372, height: 292 } as const;

/** The roll of paper still to unroll, at the start: as thick as the roll under the rod. */
const ROLL_RADIUS = 15;
/** The share of the paper open at the start: enough to hide the character's waist. */
const START_OPEN = 0.24;
/** How far past its length the paper jerks when it runs out (a share of the length). */
const JERK = 0.05;

const unrolling: SceneMotion<FittedTexts<'text'>> = {
  clear: (ctx) => drawLayer(ctx, sceneLayer('scroll:behind', SCROLL_BOX, paintBehindScroll)),
  frame: (ctx, t, texts) => {
    // The bottom roll falls faster and faster, thinning as its paper runs out; at the end the
    // paper jerks a little further down (tucking behind the chest rim) and springs back.
    const fall = phase(t, 0, 0.46);
    const jerk = JERK * Math.sin(Math.PI * phase(t, 0.46, 0.62));
    const open = START_OPEN + (1 - START_OPEN) * fall ** 1.5 + jerk;
    drawScrollAt(ctx, SCROLL.length * open, ROLL_RADIUS * (1 - fall));
    drawLayer(ctx, sceneLayer('scroll:before', SCROLL_BOX, paintBeforeScroll));
    // The text appears whole once the paper is open: faded in, never uncovered line by line.
    faded(ctx, phase(t, 0.54, 0.85), () => texts.text.paint(ctx));
  },
};

export const scroll: Generator<ScrollInput> = illustratedTextGenerator(
  'scroll',
  'scroll',
  { text: { font: FONTS.bold, maxFontSize: 46, minFontSize: 10, lineHeight: 1.2, tidy: true } },
  { timeline: TIMELINE, scene: unrolling },
);
