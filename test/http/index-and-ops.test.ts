// The `/` index, /true, and the operations endpoints (health, readiness, metrics, OpenAPI, docs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { ANIMATED_EXAMPLES, asGif, asWebp } from '../../src/http/pages/animated-examples.js';
import { startKiln } from '../helpers/kiln.js';

let kiln: Kiln;
beforeAll(async () => {
  kiln = await startKiln({
    SUPPORT_SERVER_URL: 'https://chat.example/kiln',
    WRAPPERS: 'python=https://example.org/kiln-py,javascript=https://example.org/kiln-js',
  });
});
afterAll(async () => {
  await kiln.app.close();
});

const get = (url: string) => kiln.app.inject({ method: 'GET', url });

describe('/', () => {
  it('lists every listed route in the SPEC notation, from the route table', async () => {
    const index = JSON.parse((await get('/')).body);
    expect(index.endpoints).toContain('GET /color/<hex>');
    expect(index.endpoints).toContain('GET /colour/image/gradient/<hex>');
    expect(index.endpoints).toContain('GET /true');
    expect(index.endpoints).not.toContain('GET /metrics');
    const listed = kiln.routes.filter((r) => r.listed).length;
    expect(index.endpoints).toHaveLength(listed);
    expect(index.support_server).toBe('https://chat.example/kiln');
    expect(index.wrappers).toEqual({
      _info: 'Community client libraries that work with this API.',
      python: 'https://example.org/kiln-py',
      javascript: 'https://example.org/kiln-js',
    });
  });

  it('answers /true with the JSON value true', async () => {
    const response = await get('/true');
    expect(response.body).toBe('true');
    expect(response.headers['content-type']).toBe('application/json');
  });
});

describe('operations', () => {
  it('reports liveness and readiness', async () => {
    expect((await get('/healthz')).statusCode).toBe(200);
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({
      status: 'ready',
      checks: { renderers: 'ok', pictures: 'ok' },
    });
  });

  it('exposes Prometheus metrics for requests, renders, cache and queue', async () => {
    await get('/color/image/gradient/13579b');
    await get('/color/image/gradient/13579b');
    const text = (await get('/metrics')).body;
    expect(text).toMatch(
      /kiln_http_requests_total\{route="\/color\/image\/gradient\/:hex",method="GET",status="200"\} \d+/,
    );
    expect(text).toMatch(/kiln_render_duration_seconds_count\{generator="gradient"\} [1-9]/);
    expect(text).toMatch(/kiln_render_cache_total\{result="hit",layer="memory"\} [1-9]/);
    expect(text).toMatch(/kiln_render_cache_total\{result="miss",layer="none"\} [1-9]/);
    expect(text).toContain('kiln_render_queue_depth 0');
    expect(text).toContain('kiln_renders_dropped_total 0');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const doc = JSON.parse((await get('/openapi.json')).body);
    expect(doc.openapi).toMatch(/^3\./);
    const gradient = doc.paths['/color/image/gradient/{hex}'].get;
    const names = gradient.parameters.map((p: { name: string }) => p.name).sort();
    expect(names).toEqual(['format', 'hex', 'width']);
    expect(doc.paths['/color/{hex}'].post).toBeUndefined();
    expect(gradient.operationId).toBe('getColorImageGradientHex');
    expect(gradient.tags).toEqual(['Colours']);
    const operations = Object.values(doc.paths).map(
      (p) => (p as { get: { operationId: string } }).get,
    );
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/achievement'].get.tags).toEqual(['Text pictures']);
    expect(doc.paths['/cats/{file}/info'].get.tags).toEqual(['Picture collections']);
    expect(doc.servers).toEqual([{ url: 'https://kiln.test' }]);
    expect(doc.security).toEqual([]);
  });

  it('describes the bearer scheme in the OpenAPI document when API keys are on', async () => {
    const keyed = await startKiln({ API_KEYS: 'openapi-key-0123456789' });
    try {
      const doc = JSON.parse((await keyed.app.inject({ url: '/openapi.json' })).body);
      expect(doc.components.securitySchemes.apiKey).toMatchObject({
        type: 'http',
        scheme: 'bearer',
      });
      expect(doc.security).toEqual([{ apiKey: [] }]);
      expect(doc.paths['/healthz'].get.security).toEqual([]);
      expect(doc.paths['/achievement'].get.security).toBeUndefined();
      // /docs with keys on: the animated routes' URLs, and why their pictures are not shown.
      const docs = (await keyed.app.inject({ url: '/docs' })).body;
      const animated = docs.slice(docs.indexOf('<section id="animated"'));
      expect(animated).not.toContain('<img');
      expect(animated).toContain('This server needs an API key, so the pictures are not shown');
    } finally {
      await keyed.app.close();
    }
  });

  it('serves the API reference at /docs with every asset from this server', async () => {
    const response = await get('/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const links = [...response.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) =>
      m[1]!.replaceAll('&#38;', '&'),
    );
    // The page's own files, and the animated examples under the reference (gallery.test.ts
    // renders those): nothing from elsewhere.
    const examples = ANIMATED_EXAMPLES.flatMap(({ path }) => [asGif(path), asWebp(path)]);
    const assets = links.filter((link) => !examples.includes(link));
    expect(links.length - assets.length).toBe(2 * examples.length); // a link and a picture each
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/docs\//);
      expect((await get(asset)).statusCode, asset).toBe(200);
    }
    const initializer = (await get('/docs/static/initializer.js')).body;
    expect(initializer).toContain('"validatorUrl":null');
    expect(initializer).toContain('"url":"/openapi.json"');
    expect(initializer).toContain('"filter":true');
    expect((await get('/docs/static/../package.json')).statusCode).toBe(404);
    // Keys off: pictures, no notice. The intro's inline code stays inline; a figure's URLs
    // are one per line; "required" never breaks inside the word on a phone.
    expect(response.body).not.toContain('needs an API key');
    const css = (await get('/docs/static/kiln.css')).body;
    expect(css).toContain('.kiln-animated figcaption code{display:block');
    expect(css).not.toMatch(/\.kiln-animated code\{/);
    expect(css).toContain(
      '.parameter__name.required:after{display:inline-block;white-space:nowrap}',
    );
    expect(css).not.toContain('word-break:break-word');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('http');
  });
});
