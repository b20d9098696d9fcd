// /facts (480x530): hands hold up the FACTS book; `text` is written on the page, centred and
// turned with it. It moves: the book is raised into view, overshoots and settles, then the
// text fades in on the page, whole.
import { FONTS } from '../../../text/index.js';
import { easeOutBack, phase, wobble } from '../../../art/kit/motion.js';
import { drawHeldBook, paintFactsBackground } from '../art/index.js';
import { illustratedTextGenerator, type FittedTexts } from '../scene-text.js';
import { faded, type SceneMotion } from '../scene-motion.js';
import { TIMELINE } from './timeline.js';
import type { Generator } from '../../../art/kit/generator.js';

export interface FactsInput {
  readonly text: string;
}

/** How far below its place the book starts (px; the cover's top shows at the bottom edge). */
const RISE = 330;
/** How much further the book is turned as it comes up (degrees), and its settling rock. */
const TURN = { start: -7, rock: 2.5 } as const;

const raising: SceneMotion<FittedTexts<'text'>> = {
  // The book covers most of the picture, so the whole backdrop is the base.
  clear: (ctx) => paintFactsBackground(ctx),
  frame: (ctx, t, texts) => {
    const rise = phase(t, 0, 0.5);
    const dy = Math.round(RISE * (1 - easeOutBack(rise, 1.3)));
    const deg = TURN.start * (1 - rise) ** 2 + TURN.rock * wobble(phase(t, 0.35, 0.7), 1);
    drawHeldBook(ctx, 0, dy, deg);
    // The text is written on the page once the book is still: faded in, never moving.
    faded(ctx, phase(t, 0.62, 0.9), () => texts.text.paint(ctx));
  },
};

export const facts: Generator<FactsInput> = illustratedTextGenerator(
  'facts',
  'facts',
  {
    text: {
      font: FONTS.bold,
      maxFontSize: 46,
      minFontSize: 10,
      lineHeight: 1.2,
      align: 'center',
      tidy: true,
    },
  },
  { timeline: TIMELINE, scene: raising },
);
