// The typographic pictures that choose their size one size at a time (/didyoumean's suggestion,
// both parts of /logo_two_part) keep fitText's rule: a word too wide for its line at a large
// size is drawn whole at a smaller one, and cut in two only when no legible size holds it.
import { beforeAll, describe, expect, it } from 'vitest';
import { didyoumean, DID_YOU_MEAN } from '../../src/families/typographic/didyoumean/draw.js';
import { logoTwoPart, LOGO } from '../../src/families/typographic/logo-two-part/draw.js';

beforeAll(async () => {
  await didyoumean.warmUp?.();
  await logoTwoPart.warmUp?.();
});

const word = 'Incomprehensibilities';

describe('whole words before cut ones', () => {
  it('/didyoumean shrinks a suggestion of one long word instead of cutting it', () => {
    // 40 characters (the most `bottom` takes): at 28 px it fits on two lines only if cut (it
    // was, before), on one line whole at a smaller size.
    const fit = didyoumean.render({ top: 'kiln', bottom: 'W'.repeat(40) }).textFit;
    expect(fit).toMatchObject({ lines: 1, shrunk: true });
    expect(fit!.fontSize).toBeGreaterThanOrEqual(DID_YOU_MEAN.minFontSize);
  });

  it('/logo_two_part shrinks both parts instead of cutting a long word', () => {
    // One word of 105 letters: it was cut over two lines at 53 px; whole, it is one line.
    const one = logoTwoPart.render({ text: word.repeat(5), text2: 'x' }).textFit;
    expect(one).toMatchObject({ lines: 1, shrunk: true });
    // A short word and a long one in each part: breaking at the space gives two lines; three
    // (at 35 px, before) meant the long word was cut.
    const spaced = logoTwoPart.render({
      text: `Hi ${word.repeat(4)}`,
      text2: `ok ${word.repeat(4)}`,
    }).textFit;
    expect(spaced!.lines).toBe(2);
    expect(spaced!.fontSize).toBeGreaterThanOrEqual(LOGO.minFontSize);
  });

  it('still cuts a word that no legible size holds whole', () => {
    // 126 letters in each part are wider than a column even at the minimum size.
    const fit = logoTwoPart.render({ text: word.repeat(6), text2: word.repeat(6) }).textFit;
    expect(fit!.lines).toBeGreaterThan(1);
    expect(fit!.fontSize).toBeGreaterThan(LOGO.minFontSize);
  });
});
