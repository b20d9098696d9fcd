// The composed-from-colour JSON (SPEC 2.2, 2.3; DESIGN 2.5): /sillycat and /nft, seeded or
// random (unseeded answers are no-store). Their pictures are the catalogue's
// (families/avatars/).
import { Type } from 'typebox';
import { nearestColourName } from '../../colour/names.js';
import { nftDescription, sillycatDescription } from '../../families/avatars/answers.js';
import { randomChoices, seededChoices } from '../../families/avatars/kiln-seed.js';
import { jsonRoute, type RouteDefinition } from '../routing/route-kit.js';
import { SeedQuery } from './seed-query.js';
import { Exactly, Url } from '../routing/route-answer.js';

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
    tag: 'Avatars',
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
  jsonRoute({
    path: '/nft',
    tag: 'Avatars',
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
];
