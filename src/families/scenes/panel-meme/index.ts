// /panel_meme in the catalogue: its route, timeline and samples (the drawing is draw.ts).
import { Type } from 'typebox';
import { generatorRoute, type GeneratorEntry } from '../../../art/kit/entry.js';
import { requireTexts, textParam, textsTogether } from '../../../text/params.js';
import { splitBetweenWords } from '../../../text/samples.js';
import { q } from '../params.js';
import { TIMELINE } from './timeline.js';
import type { PanelMemeInput } from './draw.js';

const QUERY = Type.Object(
  {
    top: textParam('What the character turns away from (top row).'),
    bottom: textParam('What the character approves of (bottom row).'),
  },
  textsTogether(500),
);

export const panelMemeEntry: GeneratorEntry<PanelMemeInput> = {
  tag: 'Text pictures',
  routes: [
    generatorRoute({
      path: '/panel_meme',
      summary: 'Two-row reject / approve meme (500x500): `top` is rejected, `bottom` approved.',
      querystring: QUERY,
      example: `/panel_meme?top=${q('Writing tests later')}&bottom=${q('Writing tests first')}`,
      input: ({ query }) => ({
        input: requireTexts({ top: query.top, bottom: query.bottom }, QUERY),
      }),
    }),
  ],
  timeline: TIMELINE,
  samples: {
    // A sample split between words: its first half rejected, its second approved.
    text: (sample) => {
      const [top, bottom] = splitBetweenWords(sample);
      return `/panel_meme?top=${q(top)}&bottom=${q(bottom)}`;
    },
    pictures: {
      'word breaks': `/panel_meme?top=${q('你好世界 مرحبا')}&bottom=${q('我能吞下玻璃而不伤身体')}`,
    },
    moving: `/panel_meme?top=${q('Writing tests')}&bottom=${q('Shipping on Friday')}`,
  },
  load: async () => (await import('./draw.js')).panelMeme,
};
