// /streetwear in the catalogue: its route, timeline and samples (the drawing is draw.ts).
import { generatorRoute, type GeneratorEntry } from '../../../art/kit/entry.js';
import { requireText } from '../../../text/params.js';
import { q, singleText } from '../params.js';
import { TIMELINE } from './timeline.js';
import type { StreetwearInput } from './draw.js';

const QUERY = singleText('The text on the box.', 'str');

export const streetwearEntry: GeneratorEntry<StreetwearInput> = {
  tag: 'Text pictures',
  routes: [
    generatorRoute({
      path: '/streetwear',
      summary: 'Heavy italic white text on a red box, box-logo style (the box hugs the text).',
      querystring: QUERY,
      example: '/streetwear?text=Kiln',
      input: ({ query }) => ({ input: { text: requireText(query.text, 'text', QUERY) } }),
    }),
  ],
  timeline: TIMELINE,
  samples: { text: (text) => `/streetwear?text=${q(text)}`, moving: '/streetwear?text=Kiln' },
  load: async () => (await import('./draw.js')).streetwear,
};
