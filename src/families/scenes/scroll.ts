// /scroll (500x520): the character pulls a parchment scroll out of a chest; `text` is written
// on the parchment in dark brown ink, centred and turned with the scroll.
import { FONTS } from '../../text/index.js';
import { illustratedTextGenerator } from './scene-text.js';
import type { Generator } from '../../art/kit/generator.js';

export interface ScrollInput {
  readonly text: string;
}

export const scroll: Generator<ScrollInput> = illustratedTextGenerator('scroll', 'scroll', {
  text: { font: FONTS.bold, maxFontSize: 46, minFontSize: 10, lineHeight: 1.2, tidy: true },
});
