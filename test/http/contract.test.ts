// The contract rules of DESIGN 2.1, checked through fastify.inject on real routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { startKiln } from '../helpers/kiln.js';

let kiln: Kiln;
beforeAll(async () => {
  kiln = await startKiln();
});
afterAll(async () => {
  await kiln.app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  kiln.app.inject({ method: 'GET', url, headers });

function expectErrorBody(body: string, code: number) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(parsed).sort()).toEqual(['code', 'description', 'name']);
  expect(parsed.code).toBe(code);
  expect(typeof parsed.description).toBe('string');
  return parsed as { code: number; name: string; description: string };
}

describe('routing and methods', () => {
  it('answers an unknown path with 404 and the error body', async () => {
    const response = await get('/no/such/thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json');
    const body = expectErrorBody(response.body, 404);
    expect(body.name).toBe('Not Found');
    expect(body.description).toContain('/no/such/thing');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)(
    'answers %s with 405 and Allow',
    async (method) => {
      for (const url of ['/true', '/color/00ffd9', '/color/image/abc', '/']) {
        const response = await kiln.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
        expectErrorBody(response.body, 405);
      }
    },
  );

  it('answers HEAD with the GET headers and no body', async () => {
    const getResponse = await get('/color/image/123456');
    const head = await kiln.app.inject({ method: 'HEAD', url: '/color/image/123456' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers.etag).toBe(getResponse.headers.etag);
    expect(head.headers['content-length']).toBe(String(getResponse.rawPayload.length));
  });

  it('ignores a trailing slash', async () => {
    expect((await get('/true/')).statusCode).toBe(200);
  });
});

describe('headers', () => {
  it('sends JSON as exactly application/json', async () => {
    for (const url of ['/', '/true', '/color/abc', '/healthz']) {
      expect((await get(url)).headers['content-type'], url).toBe('application/json');
    }
  });

  it('puts an X-Request-Id on every response, keeping a sane incoming one', async () => {
    const fresh = await get('/true');
    const next = await get('/true');
    expect(fresh.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{5}-[0-9a-z]+$/);
    expect(next.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
    const kept = await get('/nope', { 'x-request-id': 'proxy-123' });
    expect(kept.headers['x-request-id']).toBe('proxy-123');
    const replaced = await get('/true', { 'x-request-id': 'bad id\twith spaces' });
    expect(replaced.headers['x-request-id']).not.toContain(' ');
  });

  it('opens CORS and answers preflight', async () => {
    expect(
      (await get('/true', { origin: 'https://bot.example' })).headers[
        'access-control-allow-origin'
      ],
    ).toBe('*');
    const preflight = await kiln.app.inject({
      method: 'OPTIONS',
      url: '/color/abc',
      headers: { origin: 'https://bot.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('GET');
  });
});

describe('query parameters', () => {
  it('ignores unknown parameters: same bytes and ETag as without', async () => {
    const plain = await get('/color/image/gradient/ff8800');
    const busted = await get('/color/image/gradient/ff8800?cachebust=12345&v=2');
    expect(busted.statusCode).toBe(200);
    expect(busted.headers.etag).toBe(plain.headers.etag);
    expect(busted.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('lets the first of repeated parameters win', async () => {
    const response = await get('/color/image/abc?format=jpeg&format=png');
    expect(response.headers['content-type']).toBe('image/jpeg');
    const second = await get('/color/image/abc?format=tiff&format=png');
    expect(second.statusCode).toBe(400);
  });

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ])('serves format=%s as %s', async (format, type) => {
    const response = await get(`/color/image/gradient/abc?format=${format}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
  });

  it('rejects an unknown format with the allowed values', async () => {
    const response = await get('/color/image/abc?format=tiff');
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response.body, 400).description).toBe(
      "Parameter 'format' must be one of png, jpeg, webp, avif, gif, jpg.",
    );
  });
});

describe('bad input never produces a 5xx', () => {
  const hexCases = [
    'ggg',
    '12345',
    'x'.repeat(10_000),
    '%00',
    '1234567',
    '%23%23abc',
    '%E2%82%AC',
    '%ZZ',
    '%C0%80',
  ];
  it.each(hexCases.map((h) => [h.length > 20 ? `${h.slice(0, 12)}... (${h.length})` : h, h]))(
    'rejects hex %s with a 400 naming the rule',
    async (_label, hex) => {
      for (const prefix of ['/color/', '/colour/image/', '/color/image/gradient/']) {
        const response = await get(prefix + hex);
        expect(response.statusCode, prefix + hex.slice(0, 20)).toBe(400);
        const body = expectErrorBody(response.body, 400);
        expect(body.description.length).toBeLessThan(200);
      }
    },
  );

  it('names the hex rule in the sentence', async () => {
    const body = expectErrorBody((await get('/color/ggg')).body, 400);
    expect(body.description).toBe(
      "Parameter 'hex' must be 3 or 6 hexadecimal digits, optionally preceded by #.",
    );
  });
});
