// /nft/<hex>[/<season>] in the catalogue: the routes, timeline and samples (the drawing is
// draw.ts; the /nft JSON route, which draws nothing, is an HTTP route).
import { Type } from 'typebox';
import { generatorRoute, type GeneratorEntry } from '../../../art/kit/entry.js';
import { parseHex } from '../../../colour/hex.js';
import { hexOnly, seasonOf } from '../params.js';
import { SEASONS } from './seasons.js';
import { TIMELINE } from './timeline.js';
import type { NftInput } from './draw.js';

export const nftEntry: GeneratorEntry<NftInput> = {
  tag: 'Avatars',
  routes: [
    generatorRoute({
      path: '/nft/:hex',
      summary: 'A 512x512 avatar character in the colour (season default).',
      params: Type.Object({ hex: hexOnly }),
      example: '/nft/5a3c7e',
      input: ({ params }) => ({
        input: { colour: parseHex(params.hex)!, season: 'default' as const },
      }),
    }),
    generatorRoute({
      path: '/nft/:hex/:season',
      summary: 'The avatar dressed for a season (case-insensitive).',
      params: Type.Object({
        hex: hexOnly,
        season: Type.String({ maxLength: 64, description: `One of ${SEASONS.join(', ')}.` }),
      }),
      example: '/nft/5a3c7e/birthday',
      input: ({ params }) => ({
        input: { colour: parseHex(params.hex)!, season: seasonOf(params.season) },
      }),
    }),
  ],
  timeline: TIMELINE,
  samples: {
    // Every season, in one colour.
    pictures: Object.fromEntries(SEASONS.map((season) => [season, `/nft/5a3c7e/${season}`])),
    moving: '/nft/7f5af0/birthday',
  },
  load: async () => (await import('./draw.js')).nft,
};
