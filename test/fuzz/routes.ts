// The routes the fuzz knows, read from the served /openapi.json (generated from the route table,
// so a new route or parameter is fuzzed without touching this file), and the raw URL fragments
// that no schema describes.

/** A JSON schema of one parameter, as the OpenAPI document shows it. */
export interface ParamSchema {
  readonly type?: string;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly string[];
  readonly maxLength?: number;
  readonly 'x-max-characters'?: number;
  readonly 'x-rule'?: string;
}

export interface ParamShape {
  readonly name: string;
  readonly required: boolean;
  readonly schema: ParamSchema;
  readonly description: string;
  /** Values known to be valid: the document's example, listed files. */
  readonly known: readonly string[];
}

export interface RouteShape {
  /** Fastify notation: /nft/:hex/:season */
  readonly path: string;
  readonly pathParams: readonly ParamShape[];
  readonly query: readonly ParamShape[];
}

interface OpenApiParameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly description?: string;
  readonly example?: unknown;
  readonly schema: ParamSchema;
}

interface OpenApiDocument {
  readonly paths: Record<string, { get?: { parameters?: OpenApiParameter[] } }>;
}

/**
 * Every GET route of the server at `base` with its parameters. A `file` segment also gets the
 * names its collection lists (`/<category>?seed=`), or it would only ever be a 404.
 */
export async function loadRouteShapes(base: string): Promise<RouteShape[]> {
  const document = (await (await fetch(`${base}/openapi.json`)).json()) as OpenApiDocument;
  const shapes: RouteShape[] = [];
  for (const [openapiPath, item] of Object.entries(document.paths)) {
    const parameters = item.get?.parameters ?? [];
    const path = openapiPath.replace(/\{([^}]+)\}/g, ':$1');
    const shapeOf = async (p: OpenApiParameter): Promise<ParamShape> => ({
      name: p.name,
      required: p.required ?? false,
      schema: p.schema,
      description: p.description ?? '',
      known: [
        ...(p.example === undefined ? [] : [String(p.example)]),
        ...(p.name === 'file' ? await listedFiles(base, path.split('/')[1]!) : []),
      ],
    });
    // Path parameters in the order they appear in the path.
    const inPath = [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
    shapes.push({
      path,
      pathParams: await Promise.all(
        inPath.map((name) => shapeOf(parameters.find((p) => p.name === name && p.in === 'path')!)),
      ),
      query: await Promise.all(parameters.filter((p) => p.in === 'query').map(shapeOf)),
    });
  }
  return shapes;
}

async function listedFiles(base: string, category: string): Promise<string[]> {
  const names = new Set<string>();
  for (const seed of ['a', 'b', 'c', 'd']) {
    const answer = await fetch(`${base}/${category}?seed=${seed}`);
    if (!answer.ok) continue;
    const { file } = (await answer.json()) as { file: string };
    names.add(file.split('/').pop()!);
  }
  return [...names];
}

/** Raw URL fragments: broken percent-encoding, invalid UTF-8, traversal, numbers, NUL, bytes. */
export const HOSTILE_FRAGMENTS: readonly string[] = [
  '%ZZ',
  '%',
  '%4',
  '%C0%80',
  '%C0%AE',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%ED%A0%BD%ED%B8%80',
  '%F4%90%80%80',
  '%F8%88%80%80%80',
  '%E2%80',
  '%80',
  '%00',
  '%FF%FE',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '%252e',
  '%25',
  '+',
  '%20',
  '#',
  '%23',
  '?',
  '&',
  '=',
  ';',
  '-1',
  '0',
  '1e3',
  '0x10',
  '99999999999999999999999999',
  '-99999999999999999999',
  'random',
  'NaN',
  'Infinity',
  'undefined',
  'null',
  'true',
  '[]',
  '{}',
  '%E2%80%AE',
  '%E2%80%8B',
  '%E2%80%8F',
  '%C2%AD',
  '%EF%BB%BF',
  '%EF%BF%BE',
  '%F3%A0%80%81',
  '%F0%9F%98%80',
  '%0A',
  '%0D%0A',
  '%09',
  // Bytes a client can send unencoded (Latin-1 on the wire): not UTF-8, not ASCII.
  '\u00e9',
  '\u00ff',
  '\u0080',
];

/** Parameter names beyond a route's own: cache-busters and prototype keys. */
export const EXTRA_NAMES: readonly string[] = [
  'cachebust',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  '',
  'text[]',
  'TEXT',
  'signature',
  'expires',
];
