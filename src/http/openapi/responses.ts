// Completes the generated OpenAPI document from the route table: every operation's success
// answer (media types, schemas, headers, a JSON example), every error status it can return with
// the shared error body (405 too), 304 where answers revalidate, and parameter examples.
import type { Config } from '../../config.js';
import type { RouteDefinition } from '../routing/route-kit.js';
import { METHOD_NOT_ALLOWED, operationIdOf } from '../routing/route-kit.js';
import type { RouteAnswer } from '../routing/route-answer.js';
import { errorBody } from '../contract/errors.js';

type Json = Record<string, unknown>;

interface ErrorStatus {
  readonly key: string;
  readonly description: string;
  readonly example: string;
  readonly headers?: readonly string[];
}

/** Every error status a route can answer with, as the document names and explains it. */
const errorStatuses = (config: Config): Readonly<Record<number, ErrorStatus>> => ({
  400: {
    key: 'BadRequest',
    description: 'A parameter breaks its rule; the description names it and the rule.',
    example: "Parameter 'hex' must be 3 or 6 hexadecimal digits, with or without a leading #.",
  },
  401: {
    key: 'Unauthorized',
    description: 'An API key is required (`Authorization: Bearer <key>`) or the key is not valid.',
    example: 'An API key is required: send it as "Authorization: Bearer <key>".',
    headers: ['WWW-Authenticate'],
  },
  403: {
    key: 'Forbidden',
    description: 'A signed URL was changed, names an unknown key, or has expired.',
    example: 'The signed URL has expired.',
  },
  404: {
    key: 'NotFound',
    description: 'Nothing has this name.',
    example: 'There is no cats picture named AAAAAAAAAAA_cats.png.',
  },
  405: {
    key: 'MethodNotAllowed',
    description:
      'Any method but GET and HEAD (and the CORS preflight OPTIONS): every path is read-only.',
    example: METHOD_NOT_ALLOWED,
    headers: ['Allow'],
  },
  414: {
    key: 'UriTooLong',
    description: 'The URL is longer than the server accepts.',
    example: `The URL is longer than ${config.maxUrlLength} bytes.`,
  },
  422: {
    key: 'Unrenderable',
    description:
      'Drawing this picture (its parameters, whatever the width or format) crashed a renderer and then a fresh one: it is quarantined and refused at once.',
    example:
      'This picture cannot be rendered: drawing it crashed the renderers twice, so it is refused at every size and format.',
  },
  429: {
    key: 'TooManyRequests',
    description: 'The client used its requests or renders for this window; retry after the delay.',
    example: 'Too many requests: the limit is 60 per 60 s; retry in 12 s.',
    headers: ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'],
  },
  431: {
    key: 'HeadersTooLarge',
    description: 'The request headers are larger than the server accepts.',
    example: `The request headers are larger than ${config.maxHeaderBytes} bytes.`,
  },
  499: {
    key: 'ClientClosedRequest',
    description:
      "The client closed the connection while its picture waited for a renderer: the render was dropped unrendered (nginx's status for it). No client reads it; it shows in logs, access logs and `kiln_renders_dropped_total`.",
    example: 'The client closed the connection before the picture was drawn.',
  },
  500: {
    key: 'RenderCrashed',
    description:
      'Drawing the picture crashed its renderer (the server itself kept serving). The description holds the request id; the same request is answered 422 from then on.',
    example:
      'Drawing this picture crashed the renderer (request a1B2c-9); it has been logged, and the same request will be refused from now on.',
  },
  503: {
    key: 'Unavailable',
    description: 'The server is busy or not ready; retry after the delay.',
    example: 'The server is busy rendering; retry in a moment.',
    headers: ['Retry-After'],
  },
});

const textHeader = (description: string, values?: readonly string[]): Json => ({
  description,
  schema: values ? { type: 'string', enum: values } : { type: 'string' },
});
const integerHeader = (description: string): Json => ({ description, schema: { type: 'integer' } });

const HEADERS: Readonly<Record<string, Json>> = {
  ETag: textHeader('Strong validator of the bytes.'),
  'Cache-Control': textHeader(
    "How long the answer may be kept (no-store for random answers; never past a signed URL's expiry).",
  ),
  'X-Request-Id': textHeader('The request id (a sane incoming one is kept).'),
  'X-Render-Time': textHeader('Milliseconds spent drawing and encoding (0 on a cache hit).'),
  'X-Cache': textHeader('hit or miss.', ['hit', 'miss']),
  'X-Text-Fit': textHeader('How text was fitted: `font-size=<px>; lines=<n>; shrunk=yes|no`.'),
  'Retry-After': integerHeader('Seconds to wait before retrying.'),
  'WWW-Authenticate': textHeader('The bearer challenge.'),
  Allow: textHeader('The methods a path answers.', ['GET, HEAD']),
  'RateLimit-Limit': integerHeader('Requests allowed per window.'),
  'RateLimit-Remaining': integerHeader('Requests left in this window.'),
  'RateLimit-Reset': integerHeader('Seconds until the window resets.'),
};

const ERROR_SCHEMA: Json = {
  type: 'object',
  description: 'Every error: the status, its name and a sentence meant for the client.',
  required: ['code', 'name', 'description'],
  additionalProperties: false,
  properties: {
    code: { type: 'integer', minimum: 400, maximum: 599 },
    name: { type: 'string' },
    description: { type: 'string' },
  },
};

/** Components the document refers to, collected while operations are written. */
class Used {
  readonly headers = new Set<string>();
  readonly statuses = new Set<number>();

  constructor(readonly errors: Readonly<Record<number, ErrorStatus>>) {}

  headerRefs(names: readonly string[]): Json {
    for (const name of names) this.headers.add(name);
    return Object.fromEntries(
      names.map((name) => [name, { $ref: `#/components/headers/${name}` }]),
    );
  }

  errorRef(status: number): Json {
    this.statuses.add(status);
    return { $ref: `#/components/responses/${this.errors[status]!.key}` };
  }
}

function errorResponse(status: number, used: Used): Json {
  const { description, example, headers = [] } = used.errors[status]!;
  return {
    description,
    headers: used.headerRefs(['X-Request-Id', ...headers]),
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/Error' },
        example: errorBody(status, example),
      },
    },
  };
}

interface Access {
  readonly keysOn: boolean;
  readonly signingOn: boolean;
  readonly limitsOn: boolean;
  readonly publicPaths: readonly string[];
}

/** The error statuses of one route under this configuration, in order. */
export function errorStatusesOf(route: RouteDefinition, access: Access): number[] {
  const open = access.publicPaths.includes(route.path);
  const statuses = new Set<number>([400, 405, 414, 431, ...route.answer.errors]);
  if (access.keysOn && !open) statuses.add(401);
  if (access.signingOn) statuses.add(403);
  if (access.limitsOn && !open) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

function successResponse(
  answer: RouteAnswer,
  limitsOn: boolean,
  used: Used,
  sampleBase: string,
): Json {
  const headers = ['X-Request-Id'];
  if (answer.conditional) headers.push('ETag', 'Cache-Control');
  if (answer.rendered) headers.push('X-Render-Time', 'X-Cache', 'X-Text-Fit');
  if (limitsOn) headers.push('RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset');
  const content = Object.fromEntries(
    Object.entries(answer.content).map(([type, schema]) => [
      type,
      type === 'application/json' && answer.sample
        ? { schema, example: answer.sample(sampleBase) }
        : { schema },
    ]),
  );
  return { description: answer.description, headers: used.headerRefs(headers), content };
}

/** Path and query values of the route's example URL, by parameter name. */
function exampleValues(route: RouteDefinition): Map<string, string> {
  const values = new Map<string, string>();
  if (!route.example) return values;
  const [path = '', query = ''] = route.example.split('?');
  const pattern = route.path.split('/');
  path.split('/').forEach((segment, i) => {
    const name = pattern[i];
    if (name?.startsWith(':')) values.set(name.slice(1), decodeURIComponent(segment));
  });
  for (const [key, value] of new URLSearchParams(query)) values.set(key, value);
  return values;
}

const openapiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

/** Fills in responses, components and examples; `document` is what @fastify/swagger built. */
export function completeDocument(
  generated: Json,
  routes: readonly RouteDefinition[],
  config: Config,
): Json {
  // A copy: the generated parts may share objects with the schemas fastify validates with.
  const document = structuredClone(generated);
  const access: Access = {
    keysOn: config.apiKeys.length + config.apiKeysFromFile.length > 0,
    signingOn: config.urlSigningKeys.length > 0,
    limitsOn: config.rateLimitRequests + config.rateLimitRenders > 0,
    publicPaths: config.publicPaths,
  };
  const paths = document.paths as Record<string, Record<string, Json>>;
  const used = new Used(errorStatuses(config));
  // Examples show URLs as this server writes them: on PUBLIC_BASE_URL, else on a local start.
  const sampleBase = config.publicBaseUrl ?? `http://localhost:${config.port}`;
  for (const route of routes) {
    const operation = paths[openapiPath(route.path)]?.get;
    if (!operation || operation.operationId !== operationIdOf(route.path)) continue;
    const responses: Json = {
      200: successResponse(route.answer, access.limitsOn, used, sampleBase),
    };
    if (route.answer.conditional) {
      responses[304] = {
        description: 'Not modified: the ETag sent in If-None-Match still matches.',
        headers: used.headerRefs(['ETag', 'X-Request-Id']),
      };
    }
    for (const status of errorStatusesOf(route, access)) responses[status] = used.errorRef(status);
    operation.responses = responses;
    const examples = exampleValues(route);
    for (const parameter of (operation.parameters ?? []) as Json[]) {
      const value = examples.get(parameter.name as string);
      const schema = parameter.schema as Json;
      if (value !== undefined) {
        parameter.example = schema.type === 'integer' ? Number(value) : value;
      }
      // A text's limit is in characters after normalisation; the raw cap is only a guard.
      if (typeof schema['x-max-characters'] === 'number') {
        schema.maxLength = schema['x-max-characters'];
      }
    }
  }
  const errorResponses = [...used.statuses]
    .sort((a, b) => a - b)
    .map((status) => [used.errors[status]!.key, errorResponse(status, used)]);
  const components = (document.components ?? {}) as Json;
  document.components = {
    ...components,
    schemas: { ...(components.schemas as Json), Error: ERROR_SCHEMA },
    headers: Object.fromEntries([...used.headers].sort().map((name) => [name, HEADERS[name]])),
    responses: Object.fromEntries(errorResponses),
  };
  return document;
}
