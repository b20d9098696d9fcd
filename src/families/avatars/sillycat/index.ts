// /sillycat/<hex_right>[/<hex_left>] in the catalogue: the routes, timeline and samples (the
// drawing is draw.ts; the /sillycat JSON route, which draws nothing, is an HTTP route).
import { Type } from 'typebox';
import { generatorRoute, type GeneratorEntry } from '../../../art/kit/entry.js';
import { colourOrRandom, hexOrRandom } from '../params.js';
import { TIMELINE } from './timeline.js';
import type { SillycatInput } from './draw.js';

export const sillycatEntry: GeneratorEntry<SillycatInput> = {
  tag: 'Avatars',
  routes: [
    generatorRoute({
      path: '/sillycat/:hex_right',
      summary: 'A 512x512 silly cat in one colour.',
      params: Type.Object({ hex_right: hexOrRandom('Body colour') }),
      example: '/sillycat/ff9900',
      input: ({ params }) => {
        const right = colourOrRandom(params.hex_right, 'hex_right');
        return { input: { right: right.rgb, left: null }, random: right.random };
      },
    }),
    generatorRoute({
      path: '/sillycat/:hex_right/:hex_left',
      summary: 'A 512x512 silly cat in two colours: body and markings.',
      params: Type.Object({
        hex_right: hexOrRandom('Body colour'),
        hex_left: hexOrRandom('Marking colour'),
      }),
      example: '/sillycat/ff9900/5a3c7e',
      input: ({ params }) => {
        const right = colourOrRandom(params.hex_right, 'hex_right');
        const left = colourOrRandom(params.hex_left, 'hex_left');
        return {
          input: { right: right.rgb, left: left.rgb },
          random: right.random || left.random,
        };
      },
    }),
  ],
  timeline: TIMELINE,
  samples: {
    pictures: {
      'one colour': '/sillycat/ff9900',
      'two colours': '/sillycat/ff9900/5a3c7e',
      'dark and light': '/sillycat/222222/ffffff',
    },
    moving: '/sillycat/ff9900/5a3c7e',
  },
  load: async () => (await import('./draw.js')).sillycat,
};
