// The illustrated pictures (DESIGN 2.2): /calling, /panel_meme, /facts and /scroll (text laid
// into a drawn scene) and /http/<code> (a status picture for every code 100..599).
import { Type } from 'typebox';
import { textParam, requireText, requireTexts, textsTogether } from '../text-params.js';
import { imageRoute, type RouteDefinition } from '../route-kit.js';

const STATUS_RULE = 'an integer from 100 to 599';

const TextQuery = (description: string) => Type.Object({ text: textParam(description) });

/** A one-text scene route: `?text=` laid into the scene's text area. */
function sceneTextRoute(
  path: string,
  generator: 'calling' | 'facts' | 'scroll',
  summary: string,
  description: string,
) {
  const query = TextQuery(description);
  return imageRoute({
    path,
    summary,
    querystring: query,
    listed: true,
    example: `${path}?text=${encodeURIComponent('When the build passes on the first try')}`,
    generator,
    input: ({ query: values }) => ({ input: { text: requireText(values.text, 'text', query) } }),
  });
}

const PANEL_QUERY = Type.Object(
  {
    top: textParam('What the character turns away from (top row).'),
    bottom: textParam('What the character approves of (bottom row).'),
  },
  textsTogether(500),
);

export const ILLUSTRATED_ROUTES: readonly RouteDefinition[] = [
  sceneTextRoute(
    '/calling',
    'calling',
    'A cartoon character on the phone (670x470) under a caption of your text.',
    'The caption above the character.',
  ),
  imageRoute({
    path: '/panel_meme',
    summary: 'Two-row reject / approve meme (500x500): `top` is rejected, `bottom` approved.',
    querystring: PANEL_QUERY,
    listed: true,
    example: `/panel_meme?top=${encodeURIComponent('Writing tests later')}&bottom=${encodeURIComponent('Writing tests first')}`,
    generator: 'panel_meme',
    input: ({ query }) => ({
      input: requireTexts({ top: query.top, bottom: query.bottom }, PANEL_QUERY),
    }),
  }),
  sceneTextRoute(
    '/facts',
    'facts',
    'Hands holding up a book of FACTS (480x530) with your text on the tilted page.',
    'The text written on the page.',
  ),
  sceneTextRoute(
    '/scroll',
    'scroll',
    'A character pulling a scroll from a treasure chest (500x520), your text on the scroll.',
    'The text written on the scroll.',
  ),
  imageRoute({
    path: '/http/:code',
    summary: 'An 800x600 picture of an HTTP status code: its name, meaning and a mascot.',
    params: Type.Object({
      code: Type.Integer({
        minimum: 100,
        maximum: 599,
        description: `The status code: ${STATUS_RULE}.`,
        'x-rule': STATUS_RULE,
        'x-notation': 'int',
        // Three digits, as status codes are written: /http/0404 is no second name for 404.
        'x-digits': '^[1-5][0-9]{2}$',
      }),
    }),
    listed: true,
    example: '/http/404',
    generator: 'http_status',
    input: ({ params }) => ({ input: { code: params.code } }),
  }),
];
