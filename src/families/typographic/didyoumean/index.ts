// /didyoumean in the catalogue: its route, timeline and samples (the drawing is draw.ts).
import { Type } from 'typebox';
import { generatorRoute, type GeneratorEntry } from '../../../art/kit/entry.js';
import { requireText, textLimit, textParam } from '../../../text/params.js';
import { wholeWordsUpTo } from '../../../text/samples.js';
import { q } from '../params.js';
import { TIMELINE } from './timeline.js';
import type { DidYouMeanInput } from './draw.js';

const QUERY = Type.Object({
  top: textParam('The query in the search box.', 45),
  bottom: textParam('The suggestion after "Did you mean:".', 40),
});

/** The page for a sample: its start (between words) as the query and as the suggestion. */
const page = (text: string) => {
  const cut = (name: 'top' | 'bottom') => wholeWordsUpTo(text, textLimit(QUERY.properties[name]));
  return `/didyoumean?top=${q(cut('top') || text)}&bottom=${q(cut('bottom') || text)}`;
};

export const didyoumeanEntry: GeneratorEntry<DidYouMeanInput> = {
  tag: 'Text pictures',
  routes: [
    generatorRoute({
      path: '/didyoumean',
      summary:
        'A 1300x320 search results page: `top` searched, "Did you mean: `bottom`" suggested.',
      querystring: QUERY,
      example: `/didyoumean?top=${q('how to exit vim')}&bottom=${q('how to exit vim forever')}`,
      input: ({ query }) => ({
        input: {
          top: requireText(query.top, 'top', QUERY),
          bottom: requireText(query.bottom, 'bottom', QUERY),
        },
      }),
    }),
  ],
  timeline: TIMELINE,
  samples: {
    text: page,
    moving: `/didyoumean?top=${q('shipit on a fridya')}&bottom=${q('ship it on a Monday')}`,
  },
  load: async () => (await import('./draw.js')).didyoumean,
};
