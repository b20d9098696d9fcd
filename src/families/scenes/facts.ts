// /facts (480x530): hands hold up the FACTS book; `text` is written on the page, centred and
// turned with it.
import { FONTS } from '../../text/index.js';
import { illustratedTextGenerator } from './scene-text.js';
import type { Generator } from '../../art/kit/generator.js';

export interface FactsInput {
  readonly text: string;
}

export const facts: Generator<FactsInput> = illustratedTextGenerator('facts', 'facts', {
  text: {
    font: FONTS.bold,
    maxFontSize: 46,
    minFontSize: 10,
    lineHeight: 1.2,
    align: 'center',
    tidy: true,
  },
});
