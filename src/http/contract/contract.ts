// The HTTP contract of DESIGN 2.1 applied to the whole app: request ids, CORS, the
// {code, name, description} error body for every error, 404, exact JSON content type, and
// query-string decoding (first of repeated parameters wins).
import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import { InvalidInput } from '../../core/errors.js';
import { ClientGone, DeadlineExceeded, Overloaded, RenderCrashed } from '../../render/pool.js';
import { Unrenderable } from '../../render/quarantine.js';
import { HttpError } from '../../core/errors.js';
import { errorJson } from './errors.js';
import { validationSentence, type SchemaError } from './validation-message.js';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Request ids are unique, not secret: a random per-process prefix and a counter, which costs a
 * tenth of a UUID per request (measured ~5% of a cached answer). Kept under 13 characters up to
 * 36^6 requests: V8 joins longer strings lazily, and node's header check then takes a slow path.
 */
const ID_PREFIX = randomBytes(4).toString('base64url').slice(0, 5);
let idCounter = 0;

/** Reuses a sane incoming X-Request-Id (a proxy's), else makes one. */
export function requestId(request: { headers: Record<string, unknown> }): string {
  return requestIdFrom(request.headers['x-request-id']);
}

/** The request id for an incoming X-Request-Id value (undefined when there is none). */
export function requestIdFrom(incoming: unknown): string {
  if (typeof incoming === 'string' && CLIENT_REQUEST_ID.test(incoming)) return incoming;
  idCounter = (idCounter + 1) % Number.MAX_SAFE_INTEGER;
  return `${ID_PREFIX}-${idCounter.toString(36)}`;
}

/** `a=1&a=2&b=x+y` -> {a: '1', b: 'x y'}: the first of repeated parameters wins. */
export function parseQueryString(query: string): Record<string, string> {
  const result: Record<string, string> = Object.create(null);
  for (const [key, value] of new URLSearchParams(query)) {
    if (!(key in result)) result[key] = value;
  }
  return result;
}

/**
 * JSON as bytes: fastify appends "; charset=utf-8" to string payloads even on paths that skip
 * hooks (early framework errors), and clients compare the content type with ===.
 */
export function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  description: string,
  headers: Readonly<Record<string, string>> = {},
): FastifyReply {
  return reply
    .code(statusCode)
    .headers(headers)
    .header('cache-control', 'no-store')
    .type('application/json')
    .send(errorJson(statusCode, description));
}

type Lookup = (name: string) => { description?: string; 'x-rule'?: string } | undefined;

function schemaLookup(request: FastifyRequest, context: string | undefined): Lookup {
  const schema = request.routeOptions.schema as Record<string, unknown> | undefined;
  const part = schema?.[context ?? ''] as { properties?: Record<string, object> } | undefined;
  return (name) => part?.properties?.[name];
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    const lookup = schemaLookup(request, error.validationContext);
    return sendError(reply, 400, validationSentence(error.validation as SchemaError[], lookup));
  }
  if (error instanceof HttpError)
    return sendError(reply, error.statusCode, error.description, error.headers);
  if (error instanceof InvalidInput) return sendError(reply, 400, error.message);
  if (error instanceof DeadlineExceeded) {
    return sendError(reply, 503, 'The picture took too long to render; retry in a moment.', {
      'retry-after': '5',
    });
  }
  if (error instanceof ClientGone) {
    // Nobody reads this answer; the drop is logged so an operator sees abandoned renders.
    request.log.info(
      { waitedMs: Math.round(error.waitedMs) },
      'client went away while its render waited; dropped unrendered',
    );
    return sendError(reply, 499, 'The client closed the connection before the picture was drawn.');
  }
  if (error instanceof Overloaded) {
    return sendError(reply, 503, 'The server is busy rendering; retry in a moment.', {
      'retry-after': String(error.retryAfterSeconds),
    });
  }
  // Logged once, with this id, by the render pool when the renderer ended (see app.ts).
  if (error instanceof RenderCrashed) {
    return sendError(
      reply,
      500,
      `Drawing this picture crashed the renderer (request ${request.id}); it has been logged, and the same request will be refused from now on.`,
    );
  }
  if (error instanceof Unrenderable) {
    return sendError(
      reply,
      422,
      'This picture cannot be rendered: drawing it crashed the renderers twice, so it is refused at every size and format.',
    );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendError(reply, status, 'The request could not be understood.');
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, 'Something went wrong on our side; the error has been logged.');
}

function shortPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.length > 80 ? `${path.slice(0, 80)}...` : path;
}

export async function applyContract(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD'],
    exposedHeaders: [
      'ETag',
      'X-Request-Id',
      'X-Render-Time',
      'X-Text-Fit',
      'X-Cache',
      'Retry-After',
    ],
    maxAge: 86400,
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Plugins (and fastify's own defaults) may add "; charset=utf-8"; clients compare with ===.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json;')) {
      reply.header('content-type', 'application/json');
    }
    done(null, payload);
  });

  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `There is no endpoint at ${shortPath(request.url)}; GET / lists them.`),
  );
}

/** Fastify's own early failures (a malformed URL) get the same error body. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const description =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The request path is not valid percent-encoded UTF-8.'
      : 'The request could not be understood.';
  return sendError(reply, 400, description);
}
