// The route table's building blocks. Every route is declared as data (path, schemas, what it
// produces) and registered here, so the contract rules (GET+HEAD, 405 with Allow, caching,
// format on images) hold structurally for every route, present and future.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import { FORMAT_ALIASES, IMAGE_FORMATS, OUTPUT_WIDTH } from '../../imaging/formats.js';
import type { Config } from '../../config.js';
import type { RenderPipeline } from '../../render/pipeline.js';
import { baseUrl } from '../contract/base-url.js';
import { cacheControlValue, sendCacheable } from '../contract/caching.js';
import { strongEtag } from '../../render/etag.js';
import { jsonBytes, sendError } from '../contract/contract.js';
import type { AccessGate } from '../access/gate.js';
import type { GeneratorName, InputOf } from '../../families/catalogue.js';
import { jsonAnswer, RENDERED_IMAGE, type RouteAnswer } from './route-answer.js';
import { ANIMATION_PARAMS, askedFormat, type FormatQuery } from './animation-params.js';
import { timelineOf } from '../../families/motions.js';
import type { RouteArgs } from '../../art/kit/entry.js';

export interface RouteContext {
  readonly config: Config;
  readonly pipeline: RenderPipeline;
  readonly gate: AccessGate;
}

export type { RouteArgs };

interface RouteBase<P extends TObject, Q extends TObject> {
  /** Fastify path pattern, e.g. /color/:hex */
  readonly path: string;
  readonly summary: string;
  readonly params?: P;
  readonly querystring?: Q;
  /** Listed in the `/` index (API endpoints); operations routes are not. */
  readonly listed: boolean;
  /** A URL that shows the route in action, for the docs page. */
  readonly example?: string;
  /** The family it belongs to: its section of the OpenAPI document and /docs. */
  readonly tag?: string;
}

export interface ImageRouteSpec<
  P extends TObject,
  Q extends TObject,
  N extends GeneratorName,
> extends RouteBase<P, Q> {
  readonly generator: N;
  /** Canonical render input from validated parameters; `random` marks a no-store answer. */
  readonly input: (args: RouteArgs<P, Q>) => { input: InputOf<N>; random?: boolean };
}

/** A schema's type that also accepts readonly values (domain code returns readonly arrays). */
type Answer<T> = T extends readonly (infer U)[]
  ? readonly Answer<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Answer<T[K]> }
    : T;

export interface JsonRouteSpec<
  P extends TObject,
  Q extends TObject,
  R extends TSchema,
> extends RouteBase<P, Q> {
  /** The schema of the answer: the body must be of its type, and the document shows it. */
  readonly returns: R;
  /** Error statuses beyond the common ones (404 for a name, 503 for an empty collection). */
  readonly errors?: readonly number[];
  readonly body: (args: RouteArgs<P, Q>) => { value: Answer<Static<R>>; random?: boolean };
  /** An example answer for the document, with URLs on `baseUrl`. */
  readonly sample: (baseUrl: string) => Answer<Static<R>>;
}

export interface RawRouteSpec extends RouteBase<TObject, TObject> {
  readonly answer: RouteAnswer;
  readonly handle: (request: FastifyRequest, reply: FastifyReply, ctx: RouteContext) => unknown;
}

/** A registered route as the index, the docs page and the OpenAPI document see it. */
export interface RouteDefinition {
  readonly kind: 'image' | 'json' | 'raw';
  readonly path: string;
  readonly summary: string;
  readonly params?: TObject;
  readonly querystring?: TObject;
  readonly listed: boolean;
  readonly example?: string;
  readonly tag?: string;
  readonly answer: RouteAnswer;
  /** An image route's render request from parsed parameters: what its handler renders. */
  readonly renderRequest?: (args: RouteArgs<TObject, TObject>) => {
    generator: GeneratorName;
    input: unknown;
  };
  readonly handler: (
    ctx: RouteContext,
  ) => (request: FastifyRequest, reply: FastifyReply) => unknown;
}

export const FormatParam = Type.Optional(
  Type.Enum([...IMAGE_FORMATS, ...Object.keys(FORMAT_ALIASES)], {
    type: 'string',
    description:
      'Image format of the answer (default png; jpg is jpeg; gif is animated where the picture moves).',
    'x-listed': false,
  }),
);

const WIDTH_RULE = `a whole number from ${OUTPUT_WIDTH.min} to ${OUTPUT_WIDTH.max}`;

export const WidthParam = Type.Optional(
  Type.Integer({
    minimum: OUTPUT_WIDTH.min,
    maximum: OUTPUT_WIDTH.max,
    description: `Width of the answer in pixels, ${OUTPUT_WIDTH.min}..${OUTPUT_WIDTH.max}; the height keeps the aspect ratio (default: as drawn).`,
    'x-rule': WIDTH_RULE,
    'x-listed': false,
  }),
);

function args<P extends TObject, Q extends TObject>(
  request: FastifyRequest,
  ctx: RouteContext,
): RouteArgs<P, Q> {
  return {
    params: request.params as Static<P>,
    query: request.query as Static<Q>,
    baseUrl: baseUrl(request, ctx.config),
  };
}

/** Aborts when the response's connection closes before it was written: the client has gone. */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  const response = reply.raw;
  const closed = () => {
    if (!response.writableFinished) gone.abort();
  };
  if (response.closed) closed();
  else response.once('close', closed);
  return gone.signal;
}

/** Calls `release` once the response is over: written, or its connection gone. */
export function whenAnswered(reply: FastifyReply, release: () => void): void {
  const response = reply.raw;
  if (response.closed) release();
  else response.once('close', release);
}

function formatTextFit(fit: { fontSize: number; lines: number; shrunk: boolean }): string {
  return `font-size=${fit.fontSize}; lines=${fit.lines}; shrunk=${fit.shrunk ? 'yes' : 'no'}`;
}

/** What every kind of route shows the index, the docs page and the OpenAPI document. */
function describedBy<P extends TObject, Q extends TObject>(spec: RouteBase<P, Q>) {
  const { path, summary, params, listed, example, tag } = spec;
  return { path, summary, params, listed, example, tag };
}

/** An image route: every one accepts `format` and renders through the pipeline. */
export function imageRoute<P extends TObject, Q extends TObject, N extends GeneratorName>(
  spec: ImageRouteSpec<P, Q, N>,
): RouteDefinition {
  const queryProperties: TProperties = {
    ...(spec.querystring?.properties ?? {}),
    format: FormatParam,
    width: WidthParam,
    ...(timelineOf(spec.generator) ? ANIMATION_PARAMS : {}),
  };
  return {
    ...describedBy(spec),
    kind: 'image',
    querystring: Type.Object(queryProperties),
    answer: RENDERED_IMAGE,
    renderRequest: (routeArgs) => ({
      generator: spec.generator,
      input: spec.input(routeArgs as RouteArgs<P, Q>).input,
    }),
    handler: (ctx) => {
      const cacheControl = cacheControlValue(ctx.config);
      return async (request, reply) => {
        const routeArgs = args<P, Q>(request, ctx);
        const { input, random = false } = spec.input(routeArgs);
        const query = request.query as FormatQuery & { width?: number };
        const asked = askedFormat(spec.generator, query, ctx.config.maxAnimationFrames);
        const { image, cached } = await ctx.pipeline.render(
          { generator: spec.generator, input, width: query.width, ...asked },
          {
            beforeRender: (cost) => ctx.gate.chargeRender(request.raw, cost),
            requestId: request.id,
            clientGone: clientGoneSignal(reply),
          },
        );
        if (image.release) whenAnswered(reply, image.release);
        reply
          .header('x-render-time', image.renderMs.toFixed(2))
          .header('x-cache', cached ? 'hit' : 'miss');
        if (image.textFit) reply.header('x-text-fit', formatTextFit(image.textFit));
        return sendCacheable(request, reply, cacheControl, { ...image, random });
      };
    },
  };
}

const descriptionOf = (schema: TSchema) =>
  (schema as { description?: string }).description ?? 'The answer.';

/** A JSON route: the body is serialised once, with Content-Type exactly application/json. */
export function jsonRoute<P extends TObject, Q extends TObject, R extends TSchema>(
  spec: JsonRouteSpec<P, Q, R>,
): RouteDefinition {
  return {
    ...describedBy(spec),
    kind: 'json',
    querystring: spec.querystring,
    answer: jsonAnswer(spec.returns, descriptionOf(spec.returns), spec.errors, true, spec.sample),
    handler: (ctx) => {
      const cacheControl = cacheControlValue(ctx.config);
      return (request, reply) => {
        const { value, random = false } = spec.body(args<P, Q>(request, ctx));
        const body = jsonBytes(value);
        const etag = strongEtag(body);
        return sendCacheable(request, reply, cacheControl, {
          body,
          contentType: 'application/json',
          etag,
          random,
        });
      };
    },
  };
}

/** An operations route that answers by itself (health, metrics, docs). */
export function rawRoute(spec: RawRouteSpec & { handle: RawRouteSpec['handle'] }): RouteDefinition {
  return {
    ...describedBy(spec),
    kind: 'raw',
    querystring: spec.querystring,
    answer: spec.answer,
    handler: (ctx) => (request, reply) => spec.handle(request, reply, ctx),
  };
}

const OTHER_METHODS = ['DELETE', 'PATCH', 'POST', 'PUT'] as const;

export const METHOD_NOT_ALLOWED = 'Only GET and HEAD are allowed on this endpoint.';

function methodNotAllowed(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, 405, METHOD_NOT_ALLOWED, {
    allow: 'GET, HEAD',
  });
}

/** `/color/image/:hex` -> `getColorImageHex`: unique per path, stable across versions. */
export function operationIdOf(path: string): string {
  const words = path.split(/[/:_]+/).filter((word) => word !== '');
  const camel = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return `get${camel || 'Index'}`;
}

/** The OpenAPI tag of a route: its family's (declared with it), else by what it is. */
function tagOf(route: RouteDefinition): string {
  if (route.tag) return route.tag;
  const first = route.path.split('/')[1] ?? '';
  if (['healthz', 'readyz', 'metrics', 'openapi.json', 'docs', 'gallery'].includes(first)) {
    return 'Operations';
  }
  if (first === '' || first === 'true') return 'Index';
  return 'Picture collections';
}

/** Registers GET (HEAD is derived by fastify) and a 405 for every other method. */
export function registerRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  routes: readonly RouteDefinition[],
): void {
  for (const route of routes) {
    const schema: Record<string, unknown> = {
      summary: route.summary,
      operationId: operationIdOf(route.path),
      tags: [tagOf(route)],
    };
    // Public paths need no key, whatever the document's default security says.
    if (ctx.config.publicPaths.includes(route.path)) schema.security = [];
    if (route.params) schema.params = route.params;
    if (route.querystring) schema.querystring = route.querystring;
    app.route({ method: 'GET', url: route.path, schema, handler: route.handler(ctx) });
    app.route({
      method: [...OTHER_METHODS],
      url: route.path,
      schema: { hide: true },
      handler: methodNotAllowed,
    });
  }
}
