// /logo_two_part in the catalogue: its route, timeline and samples (the drawing is draw.ts).
import { Type } from 'typebox';
import { generatorRoute, type GeneratorEntry } from '../../../art/kit/entry.js';
import { requireTexts, textParam, textsTogether } from '../../../text/params.js';
import { splitBetweenWords } from '../../../text/samples.js';
import { q } from '../params.js';
import { TIMELINE } from './timeline.js';
import type { LogoTwoPartInput } from './draw.js';

const QUERY = Type.Object(
  {
    text: textParam('The white first part.'),
    text2: textParam('The second part, in the orange box.'),
  },
  textsTogether(500),
);

export const logoTwoPartEntry: GeneratorEntry<LogoTwoPartInput> = {
  tag: 'Text pictures',
  routes: [
    generatorRoute({
      path: '/logo_two_part',
      summary:
        'A two-part logo (160 high, up to 1800 wide): `text` in white, `text2` in an orange box.',
      querystring: QUERY,
      example: `/logo_two_part?text=Kiln&text2=hub`,
      input: ({ query }) => ({
        input: requireTexts({ text: query.text, text2: query.text2 }, QUERY),
      }),
    }),
  ],
  timeline: TIMELINE,
  samples: {
    // A sample split between words: its first half white, its second in the box.
    text: (sample) => {
      const [text, text2] = splitBetweenWords(sample);
      return `/logo_two_part?text=${q(text)}&text2=${q(text2)}`;
    },
    moving: `/logo_two_part?text=Kiln&text2=Hub`,
  },
  load: async () => (await import('./draw.js')).logoTwoPart,
};
