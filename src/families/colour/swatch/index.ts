// /color/image/<hex> (and /colour/...) in the catalogue: routes and samples (drawing: draw.ts).
import type { Rgb } from '../../../colour/hex.js';
import { generatorRoute, type GeneratorEntry } from '../../../art/kit/entry.js';
import { HexParams, rgbOf, SPELLINGS } from '../params.js';

export const swatchEntry: GeneratorEntry<Rgb> = {
  tag: 'Colours',
  routes: SPELLINGS.map((spelling) =>
    generatorRoute({
      path: `/${spelling}/image/:hex`,
      summary: 'A 256x256 square of the colour.',
      params: HexParams,
      example: `/${spelling}/image/00ffd9`,
      input: ({ params }) => ({ input: rgbOf(params.hex) }),
    }),
  ),
  samples: { pictures: { teal: '/color/image/00ffd9', brick: '/color/image/c85028' } },
  load: async () => (await import('./draw.js')).swatch,
};
