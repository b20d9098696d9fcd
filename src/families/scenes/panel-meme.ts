// /panel_meme (500x500): two rows, the character turning away on top and approving below;
// `top` and `bottom` are set centred in the right-hand cells, each fitted on its own.
import { FONTS } from '../../text/index.js';
import { illustratedTextGenerator, type AreaTextStyle } from './scene-text.js';
import type { Generator } from '../../art/kit/generator.js';

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

export const panelMeme: Generator<PanelMemeInput> = illustratedTextGenerator(
  'panel_meme',
  'panel_meme',
  {
    top: CELL_TEXT,
    bottom: CELL_TEXT,
  },
);
