// Sample texts for the typographic golden pictures: the scripts and lengths DESIGN asks every
// text generator to handle, and per generator a text that only fits at its minimum font size.

const LOREM =
  'Nobody reads the long text in a meme, but it still has to fit without being cut off. ';

export const TEXTS: Readonly<Record<string, string>> = {
  short: 'Hello',
  wrapping: 'When the build passes on the first try and nobody knows why',
  cjk: '你好，世界！今天天气很好',
  arabic: 'مرحبا بالعالم 2026',
  emoji: 'Party time 🎉👨‍👩‍👧‍👦👍🏽🇳🇴',
};

/**
 * The longest text each generator accepts (500 code points; 45 for the didyoumean query). At
 * these lengths the layouts shrink but stay above their minimum sizes: the limits were chosen
 * so that any accepted text fits legibly.
 */
export const LONGEST_TEXTS: Readonly<Record<string, string>> = {
  achievement: LOREM.repeat(6).slice(0, 500).trim(),
  captcha: LOREM.repeat(6).slice(0, 500).trim(),
  streetwear: LOREM.repeat(6).slice(0, 500).trim(),
  logo_two_part: LOREM.repeat(6).slice(0, 500).trim(),
  didyoumean: LOREM.slice(0, 45),
};
