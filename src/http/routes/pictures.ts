// The picture collections (DESIGN 2.4): `/<category>[?seed=]` answers {"file": url} with a
// random (no-store) or seeded pick, `/<category>/<file>` serves a listed file, immutable, and
// `/<category>/<file>/info` describes it (size, type, credit, licence, when it was added).
import { Type } from 'typebox';
import { CATEGORIES, type Category } from '../../pictures/categories.js';
import type { Collections } from '../../pictures/collections.js';
import { fileNamePattern } from '../../pictures/manifest.js';
import { HttpError } from '../errors.js';
import { sendCacheable } from '../caching.js';
import { jsonRoute, rawRoute, type RouteDefinition } from '../route-kit.js';
import { SeedQuery } from './seed-query.js';

/** Content-addressed files never change meaning: clients and CDNs may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const LABELS: Readonly<Record<Category, string>> = {
  birb: 'bird',
  bunny: 'rabbit',
  cats: 'cat',
  dogs: 'dog',
  sadcat: 'sad cat',
};

const notFound = (category: Category, file: string) =>
  new HttpError(404, `There is no ${category} picture named ${file}.`);

function pictureRoutesOf(category: Category, collections: Collections): RouteDefinition[] {
  const FileParams = Type.Object({
    file: Type.String({
      maxLength: 64,
      pattern: fileNamePattern(category),
      description: `A file name from /${category}.`,
      'x-rule': `a ${category} file name as given by /${category}`,
    }),
  });
  return [
    jsonRoute({
      path: `/${category}`,
      summary: `A random ${LABELS[category]} picture (or the seed's): {"file": url}.`,
      querystring: SeedQuery,
      listed: true,
      example: `/${category}?seed=kiln`,
      body: ({ query, baseUrl }) => {
        const entry = collections.pick(category, query.seed);
        if (!entry) {
          throw new HttpError(503, `The ${category} collection has no pictures yet.`, {
            'retry-after': '5',
          });
        }
        const value = { file: `${baseUrl}/${category}/${entry.file}` };
        return { value, random: query.seed === undefined };
      },
    }),
    rawRoute({
      path: `/${category}/:file`,
      summary: `A ${LABELS[category]} picture file, as listed by /${category}.`,
      params: FileParams,
      listed: false,
      handle: async (request, reply) => {
        const { file } = request.params as { file: string };
        const picture = await collections.file(category, file);
        if (!picture) throw notFound(category, file);
        reply.header('link', `</${category}/${file}/info>; rel="describedby"`);
        return sendCacheable(request, reply, IMMUTABLE, { ...picture, random: false });
      },
    }),
    jsonRoute({
      path: `/${category}/:file/info`,
      summary: `What is known of a ${LABELS[category]} picture file: size, type, credit, licence, when it was added.`,
      params: FileParams,
      listed: false,
      body: ({ params, baseUrl }) => {
        const entry = collections.entry(category, params.file);
        if (!entry) throw notFound(category, params.file);
        const value = {
          file: `${baseUrl}/${category}/${entry.file}`,
          category,
          width: entry.width,
          height: entry.height,
          bytes: entry.bytes,
          type: entry.content_type,
          credit: entry.credit,
          licence: entry.licence,
          added: entry.added ?? null,
        };
        return { value, random: false };
      },
    }),
  ];
}

export function pictureRoutes(collections: Collections): RouteDefinition[] {
  return CATEGORIES.flatMap((category) => pictureRoutesOf(category, collections));
}
