// /calling (670x470): the character on the phone, waving; `text` is the caption above, set
// like a chat message: bold dark sans, from the start edge (right for right-to-left text).
import { FONTS } from '../../text/index.js';
import { illustratedTextGenerator } from './scene-text.js';
import type { Generator } from '../../art/kit/generator.js';

export interface CallingInput {
  readonly text: string;
}

export const calling: Generator<CallingInput> = illustratedTextGenerator('calling', 'calling', {
  text: { font: FONTS.bold, maxFontSize: 44, minFontSize: 14, lineHeight: 1.22, tidy: true },
});
