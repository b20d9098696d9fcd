// /openapi.json says what the server does: every JSON answer and error body matches its
// documented schema, every status seen is documented, and access settings change the document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Kiln } from '../../src/app.js';
import { startKiln } from '../helpers/kiln.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ajv = new Ajv2020({ strict: false, validateFormats: false });

let kiln: Kiln;
let doc: Json;
beforeAll(async () => {
  kiln = await startKiln();
  doc = JSON.parse((await kiln.app.inject({ url: '/openapi.json' })).body);
});
afterAll(async () => {
  await kiln.app.close();
});

const openapiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
const operationOf = (path: string): Json => doc.paths[openapiPath(path)].get;

/** The documented response for a status, with `$ref`s to components followed. */
function documented(operation: Json, status: number): Json | undefined {
  const response = operation.responses[status];
  if (!response?.$ref) return response;
  return doc.components.responses[response.$ref.split('/').pop()];
}

function expectDocumented(path: string, status: number, contentType: string, body: string) {
  const response = documented(operationOf(path), status);
  expect(response, `${path} documents ${status}`).toBeDefined();
  const media = response!.content?.[contentType.split(';')[0]!];
  expect(media, `${path} ${status} documents ${contentType}`).toBeDefined();
  if (contentType.startsWith('application/json')) {
    const schema = media.schema.$ref ? doc.components.schemas.Error : media.schema;
    const validate = ajv.compile(schema);
    const valid = validate(JSON.parse(body));
    expect(valid, `${path} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }
}

describe('the OpenAPI document', () => {
  it('documents every route once, with an operationId, a summary and 2xx and 4xx answers', () => {
    for (const route of kiln.routes) {
      const operation = operationOf(route.path);
      expect(operation.summary).toBe(route.summary);
      const statuses = Object.keys(operation.responses).map(Number);
      expect(statuses).toContain(200);
      expect(statuses.some((s) => s >= 400 && s < 500)).toBe(true);
    }
  });

  it('matches every JSON answer of the routes examples against its schema', async () => {
    const examples = kiln.routes.filter((r) => r.kind === 'json' && r.example);
    expect(examples.length).toBeGreaterThanOrEqual(10);
    for (const route of examples) {
      const response = await kiln.app.inject({ url: route.example! });
      expect(response.statusCode, route.example).toBe(200);
      expectDocumented(route.path, 200, String(response.headers['content-type']), response.body);
    }
  });

  it('matches the operations answers, the index and picture info', async () => {
    const cat = JSON.parse((await kiln.app.inject({ url: '/cats?seed=doc' })).body).file;
    const name = new URL(cat).pathname.split('/').pop()!;
    for (const [path, url] of [
      ['/', '/'],
      ['/healthz', '/healthz'],
      ['/readyz', '/readyz'],
      ['/cats/:file/info', `/cats/${name}/info`],
    ] as const) {
      const response = await kiln.app.inject({ url });
      expectDocumented(path, 200, String(response.headers['content-type']), response.body);
    }
  });

  it('documents the pictures media types and the errors the server answers', async () => {
    const cases: [string, string, number][] = [
      ['/color/:hex', '/color/zzz', 400],
      ['/achievement', '/achievement?text=%20', 400],
      ['/achievement', '/achievement?text=hi&format=tiff', 400],
      ['/cats/:file', '/cats/AAAAAAAAAAA_cats.png', 404],
      ['/cats/:file/info', '/cats/AAAAAAAAAAA_cats.png/info', 404],
      ['/cats/:file', '/cats/nope.png', 400],
      ['/http/:code', '/http/99', 400],
    ];
    for (const [path, url, status] of cases) {
      const response = await kiln.app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      expectDocumented(path, status, String(response.headers['content-type']), response.body);
    }
    const picture = await kiln.app.inject({ url: '/achievement?text=docs&format=webp' });
    expectDocumented('/achievement', 200, 'image/webp', '');
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(Object.keys(operationOf('/achievement').responses)).toContain('503');
  });

  it('shows a text parameter limit in characters, the rule the server applies', async () => {
    const text = operationOf('/achievement').parameters.find(
      (p: Json) => p.name === 'text',
    ) as Json;
    expect(text.schema.maxLength).toBe(500);
    expect(text.description).toContain('%0A');
    const over = await kiln.app.inject({ url: `/achievement?text=${'a'.repeat(501)}` });
    expect(over.statusCode).toBe(400);
    expect(JSON.parse(over.body).description).toContain('at most 500 characters');
  });

  it('gives each path parameter of an example an example value', () => {
    expect(operationOf('/color/:hex').parameters[0].example).toBe('00ffd9');
    const code = operationOf('/http/:code').parameters.find((p: Json) => p.name === 'code');
    expect(code.example).toBe(404);
  });

  it('types integer parameters as integers with their range, not as digit patterns', () => {
    const parameter = (path: string, name: string) =>
      operationOf(path).parameters.find((p: Json) => p.name === name).schema as Json;
    // icon and title take any integer (SPEC), so they are integers without a range.
    for (const name of ['icon', 'title']) {
      const schema = parameter('/achievement', name);
      expect(schema.type).toBe('integer');
      expect([schema.minimum, schema.maximum, schema.pattern]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
    }
    const expected: [string, string, number, number][] = [
      ['/achievement', 'width', 16, 2048],
      ['/cats/:file', 'width', 16, 2048],
      ['/http/:code', 'code', 100, 599],
    ];
    for (const [path, name, minimum, maximum] of expected) {
      expect(parameter(path, name), `${path} ${name}`).toMatchObject({
        type: 'integer',
        minimum,
        maximum,
      });
      expect(parameter(path, name).pattern).toBeUndefined();
    }
  });

  it('shows an example of every JSON answer, valid against its schema', () => {
    let count = 0;
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      const media = (item as Json).get.responses[200].content['application/json'];
      if (!media) continue;
      count += 1;
      expect(media.example, `${path} has an example`).toBeDefined();
      const validate = ajv.compile(media.schema);
      expect(validate(media.example), `${path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    expect(count).toBeGreaterThanOrEqual(19);
    for (const response of Object.values(doc.components.responses as Json)) {
      const media = (response as Json).content['application/json'];
      const validate = ajv.compile(doc.components.schemas.Error);
      expect(validate(media.example), ajv.errorsText(validate.errors)).toBe(true);
    }
  });

  it('shows the very answer of the example URL where the answer is deterministic', async () => {
    const urls: [string, string][] = [
      ['/', '/'],
      ['/true', '/true'],
      ['/color/:hex', '/color/00ffd9'],
      ['/colour/:hex', '/colour/00ffd9'],
      ['/sillycat', '/sillycat?seed=kiln'],
      ['/nft', '/nft?seed=kiln'],
    ];
    for (const [path, url] of urls) {
      const answer = JSON.parse((await kiln.app.inject({ url })).body);
      const media = operationOf(path).responses[200].content['application/json'];
      expect(media.example, url).toEqual(answer);
    }
    // A collection's pick names a file as the collections write them.
    const pick = operationOf('/cats').responses[200].content['application/json'].example;
    expect(pick.file).toMatch(/^https:\/\/kiln\.test\/cats\/[A-Za-z0-9_-]{11}_cats\.png$/);
  });

  it('documents 405 with its Allow header on every path, as the server answers it', async () => {
    for (const route of kiln.routes) {
      const operation = operationOf(route.path);
      expect(operation.responses[405], route.path).toEqual({
        $ref: '#/components/responses/MethodNotAllowed',
      });
    }
    const documentedAllow = doc.components.responses.MethodNotAllowed.headers.Allow.$ref;
    expect(doc.components.headers[documentedAllow.split('/').pop()].schema.enum).toEqual([
      'GET, HEAD',
    ]);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await kiln.app.inject({ method, url: '/color/abc' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expectDocumented('/color/:hex', 405, String(response.headers['content-type']), response.body);
    }
  });
});

describe('the OpenAPI document with access control on', () => {
  it('documents 401 on protected paths only, 403 for signatures and 429 with limit headers', async () => {
    const locked = await startKiln({
      API_KEYS: 'openapi-key-0123456789',
      RATE_LIMIT_REQUESTS: '100',
      URL_SIGNING_KEYS: 'k1:0123456789abcdef0123456789abcdef',
    });
    try {
      const lockedDoc = JSON.parse((await locked.app.inject({ url: '/openapi.json' })).body);
      const get = (path: string) => lockedDoc.paths[path].get;
      expect(Object.keys(get('/achievement').responses)).toEqual(
        expect.arrayContaining(['401', '403', '429']),
      );
      expect(Object.keys(get('/healthz').responses)).not.toContain('401');
      expect(Object.keys(get('/healthz').responses)).not.toContain('429');
      expect(Object.keys(get('/achievement').responses[200].headers)).toContain(
        'RateLimit-Remaining',
      );
      expect(lockedDoc.components.responses.Unauthorized.headers).toHaveProperty(
        'WWW-Authenticate',
      );
    } finally {
      await locked.app.close();
    }
  });
});
