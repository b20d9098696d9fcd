// The typographic pictures (DESIGN 2.2): /achievement, /captcha, /didyoumean, /logo_two_part
// and /streetwear. Each route only validates, normalises the texts and names the generator.
import { Type } from 'typebox';
import { chooseIcon, chooseTitle } from '../../families/typographic/art/achievement-choice.js';
import { requireText, requireTexts, textParam, textsTogether } from '../text-params.js';
import { imageRoute, type RouteDefinition } from '../route-kit.js';

const INTEGER_RULE = 'an integer (digits, optionally preceded by -)';
/**
 * Icons wrap over 45 and headings over 4, so both matter only modulo 180: an integer of any
 * size (SPEC: "any integer", no bound) is read exactly as an equal one modulo 180.
 */
const WRAP_PERIOD = 180;

/** An optional "any integer" parameter, wrapped with BigInt arithmetic. */
const integerParam = (description: string) =>
  Type.Optional(
    Type.Integer({
      description: `${description} Any integer; it wraps around.`,
      'x-period': WRAP_PERIOD,
      'x-rule': INTEGER_RULE,
      'x-notation': 'int',
    }),
  );

const bigint = (value: number | undefined) => (value === undefined ? undefined : BigInt(value));

const example = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

const singleText = (description: string, notation = 'text') =>
  Type.Object({ text: textParam(description, undefined, notation) });

const ACHIEVEMENT_QUERY = Type.Object({
  text: textParam('The line under the heading.'),
  icon: integerParam('Icon 1..45; 0 or absent picks one from the text.'),
  title: integerParam(
    'Heading 1..4: Achievement get!, Challenge complete!, Goal reached!, Advancement made! (default 1).',
  ),
});
const CAPTCHA_QUERY = singleText('The checkbox label.');
const DIDYOUMEAN_QUERY = Type.Object({
  top: textParam('The query in the search box.', 45),
  bottom: textParam('The suggestion after "Did you mean:".', 40),
});
const LOGO_QUERY = Type.Object(
  {
    text: textParam('The white first part.'),
    text2: textParam('The second part, in the orange box.'),
  },
  textsTogether(500),
);
const STREETWEAR_QUERY = singleText('The text on the box.', 'str');

export const TYPOGRAPHIC_ROUTES: readonly RouteDefinition[] = [
  imageRoute({
    path: '/achievement',
    summary: 'A pixel-art "achievement unlocked" toast (64 high, 400 to 1000 wide) with your text.',
    querystring: ACHIEVEMENT_QUERY,
    listed: true,
    example: example('/achievement', { text: 'Wrote the tests first', icon: '13' }),
    generator: 'achievement',
    input: ({ query }) => {
      const text = requireText(query.text, 'text', ACHIEVEMENT_QUERY);
      return {
        input: {
          text,
          icon: chooseIcon(bigint(query.icon), text),
          title: chooseTitle(bigint(query.title)),
        },
      };
    },
  }),
  imageRoute({
    path: '/captcha',
    summary: 'An "I\'m not a robot"-style checkbox card (190 high, 620 to 1400 wide).',
    querystring: CAPTCHA_QUERY,
    listed: true,
    example: example('/captcha', { text: "I'm not a robot" }),
    generator: 'captcha',
    input: ({ query }) => ({ input: { text: requireText(query.text, 'text', CAPTCHA_QUERY) } }),
  }),
  imageRoute({
    path: '/didyoumean',
    summary: 'A 1300x320 search results page: `top` searched, "Did you mean: `bottom`" suggested.',
    querystring: DIDYOUMEAN_QUERY,
    listed: true,
    example: example('/didyoumean', { top: 'how to exit vim', bottom: 'how to exit vim forever' }),
    generator: 'didyoumean',
    input: ({ query }) => ({
      input: {
        top: requireText(query.top, 'top', DIDYOUMEAN_QUERY),
        bottom: requireText(query.bottom, 'bottom', DIDYOUMEAN_QUERY),
      },
    }),
  }),
  imageRoute({
    path: '/logo_two_part',
    summary:
      'A two-part logo (160 high, up to 1800 wide): `text` in white, `text2` in an orange box.',
    querystring: LOGO_QUERY,
    listed: true,
    example: example('/logo_two_part', { text: 'Kiln', text2: 'hub' }),
    generator: 'logo_two_part',
    input: ({ query }) => ({
      input: requireTexts({ text: query.text, text2: query.text2 }, LOGO_QUERY),
    }),
  }),
  imageRoute({
    path: '/streetwear',
    summary: 'Heavy italic white text on a red box, box-logo style (the box hugs the text).',
    querystring: STREETWEAR_QUERY,
    listed: true,
    example: example('/streetwear', { text: 'Kiln' }),
    generator: 'streetwear',
    input: ({ query }) => ({ input: { text: requireText(query.text, 'text', STREETWEAR_QUERY) } }),
  }),
];
