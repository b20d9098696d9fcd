// The composed-from-colour endpoints (SPEC 2.2, 2.3; DESIGN 2.5): /sillycat and /nft JSON
// (seeded or random) and their pictures. `random` colours and unseeded JSON are no-store.
import { Type } from 'typebox';
import { HEX_RULE, parseHex, type Rgb } from '../../colour/hex.js';
import { nearestColourName } from '../../colour/names.js';
import {
  SEASONS,
  isSeason,
  nftDescription,
  sillycatDescription,
  type Season,
} from '../../families/avatars/answers.js';
import { randomChoices, randomColour, seededChoices } from '../../families/avatars/kiln-seed.js';
import { invalidParameter } from '../../core/errors.js';
import { imageRoute, jsonRoute, type RouteDefinition } from '../route-kit.js';
import { SeedQuery } from './seed-query.js';
import { Exactly, Url } from '../route-answer.js';

const NamedColour = Exactly({
  hex: Type.String({ description: 'The colour as #rrggbb.' }),
  name: Type.String({ description: 'The nearest named colour.' }),
});
const Docs = Type.Array(Type.String(), { description: 'The endpoints of this family.' });

const SillycatAnswer = Exactly(
  {
    _docs: Docs,
    _variables: Exactly({ HEX: Type.String() }),
    images: Exactly({
      complex: Url('The cat in both colours.'),
      simple: Url('The cat in the body colour only.'),
    }),
    left: NamedColour,
    right: NamedColour,
  },
  'The two colours and the URLs of their pictures.',
);

const NftAnswer = Exactly(
  {
    _docs: Docs,
    _variables: Exactly({ HEX: Type.String(), SEASON: Type.Array(Type.String()) }),
    hex: Type.String({ description: 'The colour as #rrggbb.' }),
    image: Url('The avatar picture.'),
    name: Type.String({ description: 'The nearest named colour.' }),
    season: Type.String({ description: 'The season the avatar is dressed for.' }),
  },
  'The colour, the season and the URL of the picture.',
);

const HEX_OR_RANDOM_RULE = `${HEX_RULE}, or the word random`;
const hexOrRandom = (description: string) =>
  Type.String({
    pattern: '^(random|#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6}))$',
    description: `${description}: ${HEX_OR_RANDOM_RULE}.`,
    'x-rule': HEX_OR_RANDOM_RULE,
  });
const hexOnly = Type.String({
  pattern: '^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$',
  description: `The colour: ${HEX_RULE}.`,
  'x-rule': HEX_RULE,
});

/** A colour segment: the colour, or a fresh random one (then the answer is no-store). */
function colourOrRandom(segment: string, name: string): { rgb: Rgb; random: boolean } {
  if (segment === 'random') return { rgb: randomColour(), random: true };
  const rgb = parseHex(segment);
  if (!rgb) throw invalidParameter(name, `must be ${HEX_OR_RANDOM_RULE}`);
  return { rgb, random: false };
}

function seasonOf(raw: string | undefined): Season {
  const season = (raw ?? 'default').toLowerCase();
  if (!isSeason(season)) throw invalidParameter('season', `must be one of ${SEASONS.join(', ')}`);
  return season;
}

const choices = (seed: string | undefined) =>
  seed === undefined ? randomChoices() : seededChoices(seed);

/** The seed of the examples: the URLs' and the answers' shown in the document. */
const SAMPLE_SEED = 'kiln';

function sillycat(seed: string | undefined, baseUrl: string) {
  const { right, left } = choices(seed).sillycat;
  return sillycatDescription(right, left, baseUrl, nearestColourName);
}

function nft(seed: string | undefined, baseUrl: string) {
  const { colour, season } = choices(seed).nft;
  return nftDescription(colour, season, baseUrl, nearestColourName);
}

export const COMPOSED_ROUTES: readonly RouteDefinition[] = [
  jsonRoute({
    path: '/sillycat',
    summary: 'Two colours for a silly cat (seeded or random) and the URLs of its pictures.',
    querystring: SeedQuery,
    listed: true,
    example: `/sillycat?seed=${SAMPLE_SEED}`,
    returns: SillycatAnswer,
    body: ({ query, baseUrl }) => ({
      value: sillycat(query.seed, baseUrl),
      random: query.seed === undefined,
    }),
    sample: (baseUrl) => sillycat(SAMPLE_SEED, baseUrl),
  }),
  imageRoute({
    path: '/sillycat/:hex_right',
    summary: 'A 512x512 silly cat in one colour.',
    params: Type.Object({ hex_right: hexOrRandom('Body colour') }),
    listed: true,
    example: '/sillycat/ff9900',
    generator: 'sillycat',
    input: ({ params }) => {
      const right = colourOrRandom(params.hex_right, 'hex_right');
      return { input: { right: right.rgb, left: null }, random: right.random };
    },
  }),
  imageRoute({
    path: '/sillycat/:hex_right/:hex_left',
    summary: 'A 512x512 silly cat in two colours: body and markings.',
    params: Type.Object({
      hex_right: hexOrRandom('Body colour'),
      hex_left: hexOrRandom('Marking colour'),
    }),
    listed: true,
    example: '/sillycat/ff9900/5a3c7e',
    generator: 'sillycat',
    input: ({ params }) => {
      const right = colourOrRandom(params.hex_right, 'hex_right');
      const left = colourOrRandom(params.hex_left, 'hex_left');
      return { input: { right: right.rgb, left: left.rgb }, random: right.random || left.random };
    },
  }),
  jsonRoute({
    path: '/nft',
    summary: 'A colour and a season for an avatar (seeded or random) and the URL of its picture.',
    querystring: SeedQuery,
    listed: true,
    example: `/nft?seed=${SAMPLE_SEED}`,
    returns: NftAnswer,
    body: ({ query, baseUrl }) => ({
      value: nft(query.seed, baseUrl),
      random: query.seed === undefined,
    }),
    sample: (baseUrl) => nft(SAMPLE_SEED, baseUrl),
  }),
  imageRoute({
    path: '/nft/:hex',
    summary: 'A 512x512 avatar character in the colour (season default).',
    params: Type.Object({ hex: hexOnly }),
    listed: true,
    example: '/nft/5a3c7e',
    generator: 'nft',
    input: ({ params }) => ({
      input: { colour: parseHex(params.hex)!, season: 'default' as const },
    }),
  }),
  imageRoute({
    path: '/nft/:hex/:season',
    summary: 'The avatar dressed for a season (case-insensitive).',
    params: Type.Object({
      hex: hexOnly,
      season: Type.String({ maxLength: 64, description: `One of ${SEASONS.join(', ')}.` }),
    }),
    listed: true,
    example: '/nft/5a3c7e/birthday',
    generator: 'nft',
    input: ({ params }) => ({
      input: { colour: parseHex(params.hex)!, season: seasonOf(params.season) },
    }),
  }),
];
