// /captcha in the catalogue: its route, timeline and samples (the drawing is draw.ts).
import { generatorRoute, type GeneratorEntry } from '../../../art/kit/entry.js';
import { requireText } from '../../../text/params.js';
import { q, singleText } from '../params.js';
import { TIMELINE } from './timeline.js';
import type { CaptchaInput } from './draw.js';

const QUERY = singleText('The checkbox label.');

export const captchaEntry: GeneratorEntry<CaptchaInput> = {
  tag: 'Text pictures',
  routes: [
    generatorRoute({
      path: '/captcha',
      summary: 'An "I\'m not a robot"-style checkbox card (190 high, 620 to 1400 wide).',
      querystring: QUERY,
      example: `/captcha?text=${q("I'm not a robot")}`,
      input: ({ query }) => ({ input: { text: requireText(query.text, 'text', QUERY) } }),
    }),
  ],
  timeline: TIMELINE,
  samples: {
    text: (text) => `/captcha?text=${q(text)}`,
    moving: `/captcha?text=${q('Select all the bugs')}`,
  },
  load: async () => (await import('./draw.js')).captcha,
};
