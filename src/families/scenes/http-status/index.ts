// /http/<code> in the catalogue: its route, timeline and samples (the drawing is draw.ts).
import { Type } from 'typebox';
import { generatorRoute, type GeneratorEntry } from '../../../art/kit/entry.js';
import { TIMELINE } from './timeline.js';
import type { HttpStatusInput } from './draw.js';

const STATUS_RULE = 'an integer from 100 to 599';

const PARAMS = Type.Object({
  code: Type.Integer({
    minimum: 100,
    maximum: 599,
    description: `The status code: ${STATUS_RULE}.`,
    'x-rule': STATUS_RULE,
    'x-notation': 'int',
    // Three digits, as status codes are written: /http/0404 is no second name for 404.
    'x-digits': '^[1-5][0-9]{2}$',
  }),
});

export const httpStatusEntry: GeneratorEntry<HttpStatusInput> = {
  tag: 'Status pictures',
  routes: [
    generatorRoute({
      path: '/http/:code',
      summary: 'An 800x600 picture of an HTTP status code: its name, meaning and a mascot.',
      params: PARAMS,
      example: '/http/404',
      input: ({ params }) => ({ input: { code: params.code } }),
    }),
  ],
  timeline: TIMELINE,
  samples: {
    // Every class of code, and one no standard assigns.
    pictures: Object.fromEntries(
      [102, 200, 301, 404, 503, 477].map((code) => [String(code), `/http/${code}`]),
    ),
    moving: '/http/404',
  },
  load: async () => (await import('./draw.js')).httpStatus,
};
