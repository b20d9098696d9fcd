// /panel_meme (500x500): two rows, the character turning away on top and approving below;
// `top` and `bottom` are set centred in the right-hand cells, each fitted on its own. It moves:
// the two reactions land in turn, each popping up into its cell with its text after it.
import { FONTS } from '../../../text/index.js';
import { easeOutBack, phase } from '../../../art/kit/motion.js';
import { drawReaction, paintEmptyRow, reactionCell } from '../art/index.js';
import { illustratedTextGenerator, type AreaTextStyle, type FittedTexts } from '../scene-text.js';
import { faded, scaledAbout, within, type SceneMotion } from '../scene-motion.js';
import { TIMELINE } from './timeline.js';
import type { Generator } from '../../../art/kit/generator.js';

export interface PanelMemeInput {
  readonly top: string;
  readonly bottom: string;
}

const CELL_TEXT: AreaTextStyle = {
  font: FONTS.bold,
  maxFontSize: 46,
  minFontSize: 10,
  lineHeight: 1.2,
  tidy: true,
};

/** How far below its cell a reaction starts (px): out of sight. */
const DROP = 180;
/** A part of the timeline, from start to end. */
type Span = readonly [start: number, end: number];

/** When each row lands (its character, then its marks and its text), as parts of the timeline. */
const ROWS: readonly {
  readonly row: 0 | 1;
  readonly text: 'top' | 'bottom';
  readonly land: Span;
  readonly marks: Span;
  readonly words: Span;
}[] = [
  { row: 0, text: 'top', land: [0, 0.26], marks: [0.18, 0.34], words: [0.2, 0.4] },
  { row: 1, text: 'bottom', land: [0.44, 0.7], marks: [0.62, 0.78], words: [0.66, 0.88] },
];

const landing: SceneMotion<FittedTexts<'top' | 'bottom'>> = {
  // The still picture is the base: a row that has landed for good is left as it is there, and
  // only a row on its way is emptied and drawn again.
  clear: () => {},
  frame: (ctx, t, texts) => {
    for (const { row, text, land, marks, words } of ROWS) {
      if (t >= Math.max(land[1], marks[1], words[1])) continue;
      paintEmptyRow(ctx, row);
      const arrived = phase(t, ...land);
      if (arrived === 0) continue;
      // The character springs up from below its cell and lands with a small bounce (a mild
      // overshoot, so its waist never shows above the cell's bottom).
      const lift = -Math.round(DROP * (1 - easeOutBack(arrived, 1)));
      const grown = easeOutBack(phase(t, ...marks), 2.4);
      within(ctx, reactionCell(row), () => drawReaction(ctx, row, lift, grown));
      // Its text pops in whole, about its centre, staying inside its cell.
      const shown = phase(t, ...words);
      const { area } = texts[text];
      const scale = 0.6 + 0.4 * easeOutBack(shown, 1.2);
      faded(ctx, shown * 2, () =>
        scaledAbout(ctx, area.cx, area.cy, scale, () => texts[text].paint(ctx)),
      );
    }
  },
};

export const panelMeme: Generator<PanelMemeInput> = illustratedTextGenerator(
  'panel_meme',
  'panel_meme',
  { top: CELL_TEXT, bottom: CELL_TEXT },
  { timeline: TIMELINE, scene: landing },
);
