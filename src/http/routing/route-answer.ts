// What a route answers with when it succeeds (media types and, for JSON, the body's schema)
// and which statuses beyond the common ones it can return: the data /openapi.json describes.
import { Type, type TProperties, type TSchema } from 'typebox';
import { CONTENT_TYPES, IMAGE_FORMATS } from '../../imaging/formats.js';

export interface RouteAnswer {
  /** Success media types, each with the schema of its body. */
  readonly content: Readonly<Record<string, TSchema>>;
  /** Error statuses this route can return beyond those every route can (see openapi-responses). */
  readonly errors: readonly number[];
  /** Answers carry an ETag and revalidate with If-None-Match (304). */
  readonly conditional: boolean;
  /** Rendered pictures: X-Render-Time, X-Cache and, for text, X-Text-Fit. */
  readonly rendered: boolean;
  /** Description of the success answer. */
  readonly description: string;
  /** An example body of a JSON answer, with URLs on this base (shown in the document). */
  readonly sample?: (baseUrl: string) => unknown;
}

export const BINARY = Type.String({ format: 'binary' });

/** An object of exactly these properties, all present (JSON answers never grow silently). */
export const Exactly = <T extends TProperties>(properties: T, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });

export const Url = (description: string) => Type.String({ format: 'uri', description });

/** A picture drawn by a generator, in the format the client asked for. */
export const RENDERED_IMAGE: RouteAnswer = {
  content: Object.fromEntries(IMAGE_FORMATS.map((format) => [CONTENT_TYPES[format], BINARY])),
  errors: [422, 499, 500, 503],
  conditional: true,
  rendered: true,
  description: 'The picture (PNG unless `format` asks for another).',
};

/** A JSON answer with the given schema. */
export function jsonAnswer(
  schema: TSchema,
  description: string,
  errors: readonly number[] = [],
  conditional = true,
  sample?: (baseUrl: string) => unknown,
): RouteAnswer {
  return {
    content: { 'application/json': schema },
    errors,
    conditional,
    rendered: false,
    description,
    ...(sample ? { sample } : {}),
  };
}

/** A non-JSON, non-picture answer (a page, metrics text). */
export function textAnswer(contentType: string, description: string): RouteAnswer {
  return {
    content: { [contentType]: Type.String() },
    errors: [],
    conditional: false,
    rendered: false,
    description,
  };
}
