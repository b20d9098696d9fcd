// Golden pictures of the typographic generators: per generator a short text, a long text that
// wraps, the longest text allowed (shrunk, never below the minimum size), CJK, Arabic and emoji. Rendered in-process and compared
// pixel-wise with test/golden/typographic/.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Generator } from '../../src/art/kit/generator.js';
import type { Rendering } from '../../src/core/raster.js';
import { achievement } from '../../src/families/typographic/achievement.js';
import { captcha } from '../../src/families/typographic/captcha.js';
import { didyoumean } from '../../src/families/typographic/didyoumean.js';
import { logoTwoPart } from '../../src/families/typographic/logo-two-part.js';
import { streetwear } from '../../src/families/typographic/streetwear.js';
import { TOAST } from '../../src/families/typographic/art/toast.js';
import { CAPTCHA } from '../../src/families/typographic/captcha.js';
import { DID_YOU_MEAN } from '../../src/families/typographic/didyoumean.js';
import { LOGO } from '../../src/families/typographic/logo-two-part.js';
import { STREETWEAR } from '../../src/families/typographic/streetwear.js';
import { encode } from '../../src/imaging/encode.js';
import { expectGolden } from '../helpers/golden.js';
import { LONGEST_TEXTS, TEXTS } from './texts.js';

beforeAll(async () => {
  for (const g of [achievement, captcha, didyoumean, logoTwoPart, streetwear]) await g.warmUp?.();
});

interface Case {
  readonly name: string;
  readonly render: () => Rendering;
  /** The smallest font size the case may come out at (the longest-text cases). */
  readonly minFontSize?: number;
}

/** Cases for a one-text generator: the shared texts plus its own minimum-size text. */
function textCases<I>(
  name: string,
  generator: Generator<I>,
  input: (text: string) => I,
  minFontSize: number,
): Case[] {
  const cases: Case[] = Object.entries(TEXTS).map(([label, text]) => ({
    name: `${name}-${label}`,
    render: () => generator.render(input(text)),
  }));
  const longest = LONGEST_TEXTS[name]!;
  cases.push({
    name: `${name}-longest`,
    render: () => generator.render(input(longest)),
    minFontSize,
  });
  return cases;
}

/** Splits a text in two halves for the two-text generators. */
const halves = (text: string) => {
  const chars = [...text];
  const half = Math.ceil(chars.length / 2);
  return [chars.slice(0, half).join(''), chars.slice(half).join('')] as const;
};

const CASES: Case[] = [
  ...textCases(
    'achievement',
    achievement,
    (text) => ({ text, icon: (text.length % 45) + 1, title: (text.length % 4) + 1 }),
    TOAST.minFontSize,
  ),
  ...textCases('captcha', captcha, (text) => ({ text }), CAPTCHA.label.minFontSize),
  ...textCases('streetwear', streetwear, (text) => ({ text }), STREETWEAR.minFontSize),
  ...textCases(
    'logo_two_part',
    logoTwoPart,
    (text) => {
      const [a, b] = halves(text);
      return { text: a, text2: b || a };
    },
    LOGO.minFontSize,
  ),
  ...textCases(
    'didyoumean',
    didyoumean,
    (text) => {
      const chars = [...text];
      return { top: chars.slice(0, 45).join(''), bottom: chars.slice(0, 40).join('') };
    },
    DID_YOU_MEAN.minFontSize,
  ),
];

describe('typographic golden pictures', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (name, c) => {
    const rendering = c.render();
    if (c.minFontSize !== undefined) {
      expect(rendering.textFit?.fontSize).toBeGreaterThanOrEqual(c.minFontSize);
    }
    await expectGolden(`typographic/${name}`, await encode(rendering.raster, 'png'));
  });
});
