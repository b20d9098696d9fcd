// The picture collections (DESIGN 2.4): `/<category>[?seed=]` answers {"file": url} with a
// random (no-store) or seeded pick, `/<category>/<file>` serves a listed file, immutable (resized
// by a renderer when asked with `width`), and `/<category>/<file>/info` describes it (size, type,
// credit, licence, when it was added). Only names the manifest lists now are answered.
import { Type } from 'typebox';
import { CATEGORIES, type Category } from '../../core/categories.js';
import type { Collections } from '../../pictures/collections.js';
import { fileNamePattern } from '../../pictures/manifest.js';
import { HttpError } from '../../core/errors.js';
import { sendCacheable } from '../contract/caching.js';
import {
  jsonRoute,
  rawRoute,
  whenAnswered,
  WidthParam,
  type RouteContext,
  type RouteDefinition,
} from '../routing/route-kit.js';
import { pictureFormatOf } from '../../imaging/picture-formats.js';
import { pictureFileTask } from '../../render/picture-file-task.js';
import type { PictureFile } from '../../pictures/collections.js';
import type { FastifyRequest } from 'fastify';
import { SeedQuery } from './seed-query.js';
import { BINARY, Exactly, jsonAnswer, Url } from '../routing/route-answer.js';
import { PICTURE_CONTENT_TYPES, PICTURE_FILE_FORMATS } from '../../imaging/picture-formats.js';

const PickAnswer = Exactly({ file: Url('The picture file.') }, 'The URL of the picture picked.');

const Nullable = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

const InfoAnswer = Exactly(
  {
    file: Url('The picture file.'),
    category: Type.String(),
    width: Type.Integer({ description: 'Pixels.' }),
    height: Type.Integer({ description: 'Pixels.' }),
    bytes: Type.Integer(),
    type: Type.String({ description: 'The content type of the file.' }),
    credit: Nullable('Who made it, when known.'),
    licence: Nullable('Its licence, when known.'),
    added: Nullable('When it was added (ISO 8601), when known.'),
  },
  'What is known of the file.',
);

const PICTURE_FILE_ANSWER = {
  ...jsonAnswer(PickAnswer, 'The picture file.', [404]),
  content: Object.fromEntries(PICTURE_FILE_FORMATS.map((f) => [PICTURE_CONTENT_TYPES[f], BINARY])),
};

/** Content-addressed files never change meaning: clients and CDNs may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const LABELS: Readonly<Record<Category, string>> = {
  birb: 'bird',
  bunny: 'rabbit',
  cats: 'cat',
  dogs: 'dog',
  sadcat: 'sad cat',
};

/**
 * A stored file at `width`, resized by a renderer through the pipeline (its caches, the render
 * budget, the deadline); the file itself when its format is not one Kiln resizes.
 */
async function resizedFile(
  ctx: RouteContext,
  request: FastifyRequest,
  category: Category,
  file: string,
  stored: PictureFile,
  width: number,
): Promise<PictureFile & { release?: () => void }> {
  const format = pictureFormatOf(stored.contentType);
  if (!format) return stored;
  const { image } = await ctx.pipeline.render(pictureFileTask({ category, file }, format, width), {
    beforeRender: (cost) => ctx.gate.chargeRender(request.raw, cost),
    requestId: request.id,
  });
  return image;
}

/** A file name as the collections write them (the document's examples; not a real file). */
const sampleFile = (category: Category) => `7elCLr6i11-_${category}.png`;

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
      returns: PickAnswer,
      errors: [503],
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
      sample: (baseUrl) => ({ file: `${baseUrl}/${category}/${sampleFile(category)}` }),
    }),
    rawRoute({
      path: `/${category}/:file`,
      summary: `A ${LABELS[category]} picture file, as listed by /${category}.`,
      params: FileParams,
      querystring: Type.Object({ width: WidthParam }),
      listed: false,
      answer: PICTURE_FILE_ANSWER,
      handle: async (request, reply, ctx) => {
        const { file } = request.params as { file: string };
        const { width } = request.query as { width?: number };
        const stored = await collections.file(category, file);
        if (!stored) throw notFound(category, file);
        const picture: PictureFile & { release?: () => void } =
          width === undefined
            ? stored
            : await resizedFile(ctx, request, category, file, stored, width);
        if (picture.release) whenAnswered(reply, picture.release);
        reply.header('link', `</${category}/${file}/info>; rel="describedby"`);
        return sendCacheable(request, reply, IMMUTABLE, { ...picture, random: false });
      },
    }),
    jsonRoute({
      path: `/${category}/:file/info`,
      summary: `What is known of a ${LABELS[category]} picture file: size, type, credit, licence, when it was added.`,
      params: FileParams,
      listed: false,
      returns: InfoAnswer,
      errors: [404],
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
      sample: (baseUrl) => ({
        file: `${baseUrl}/${category}/${sampleFile(category)}`,
        category,
        width: 512,
        height: 512,
        bytes: 69107,
        type: 'image/png',
        credit: 'Photo: A. Person',
        licence: 'CC BY 4.0',
        added: '2026-01-01T12:00:00.000Z',
      }),
    }),
  ];
}

export function pictureRoutes(collections: Collections): RouteDefinition[] {
  return CATEGORIES.flatMap((category) => pictureRoutesOf(category, collections));
}
