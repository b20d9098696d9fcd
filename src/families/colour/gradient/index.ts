// /color/image/gradient/<hex> (and /colour/...) in the catalogue: routes and samples (drawing:
// draw.ts).
import type { Rgb } from '../../../colour/hex.js';
import { generatorRoute, type GeneratorEntry } from '../../../art/kit/entry.js';
import { HexParams, rgbOf, SPELLINGS } from '../params.js';

export const gradientEntry: GeneratorEntry<Rgb> = {
  tag: 'Colours',
  routes: SPELLINGS.map((spelling) =>
    generatorRoute({
      path: `/${spelling}/image/gradient/:hex`,
      summary: 'A 1024x256 ramp from the lightest tint through the colour to black.',
      params: HexParams,
      example: `/${spelling}/image/gradient/00ffd9`,
      input: ({ params }) => ({ input: rgbOf(params.hex) }),
    }),
  ),
  samples: {
    pictures: { teal: '/color/image/gradient/00ffd9', orange: '/color/image/gradient/ff8800' },
  },
  load: async () => (await import('./draw.js')).gradient,
};
