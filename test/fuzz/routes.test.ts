// Property-based fuzzing of every route and parameter: whatever a client sends, the answer is
// never a 5xx, every 4xx has the standard error body, and the server stays healthy.
// FUZZ_RUNS raises the number of cases per route (default 40); the seed is fixed.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import type { RouteDefinition } from '../../src/http/route-kit.js';
import { startKiln } from '../helpers/kiln.js';
import { listenKiln, rawGet, type Listening } from '../helpers/listening.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = 20261122;

/** Raw URL fragments: well-formed, broken percent-encoding, overlong UTF-8, surrogates, NUL. */
const hostile = fc.constantFrom(
  '%ZZ',
  '%',
  '%4',
  '%C0%80',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%00',
  '%FF%FE',
  '..',
  '%2e%2e',
  '%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '%252e',
  '+',
  '%20',
  '#',
  '%23',
  '-1',
  '0',
  '1e3',
  '0x10',
  '99999999999999999999999999',
  '-99999999999999999999',
  'random',
  'NaN',
  '%E2%80%AE',
  '%F0%9F%98%80',
);
const shortText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
  hostile,
);
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeURIComponent),
  fc
    .string({ unit: 'binary', maxLength: 40 })
    .map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, ''))),
  fc.array(hostile, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')),
  fc.integer({ min: 100, max: 100_000 }).map((n) => 'x'.repeat(n)),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
);

let kiln: Kiln;
beforeAll(async () => {
  kiln = await startKiln({ RENDER_QUEUE_MAX: '10000' });
});
afterAll(async () => {
  await kiln.app.close();
});

function urlFor(path: string, segments: string[], query: [string, string][]): string {
  let i = 0;
  const filled = path.replace(/:[A-Za-z_]+/g, () => segments[i++] ?? 'x');
  const qs = query.map(([k, v]) => `${k}=${v}`).join('&');
  return qs ? `${filled}?${qs}` : filled;
}

/** A route's fuzzed path segments and query parameters (its own names and hostile ones). */
function routeArbitraries(route: RouteDefinition) {
  const names = [
    ...Object.keys(route.querystring?.properties ?? {}),
    'cachebust',
    '__proto__',
    'constructor',
  ];
  const query = fc.array(fc.tuple(fc.constantFrom(...names), text), { maxLength: 6 });
  const repeated = fc
    .tuple(fc.constantFrom(...names), shortText, fc.integer({ min: 2, max: 3000 }))
    .map(([k, v, n]) => Array.from({ length: n }, () => [k, v] as [string, string]));
  return {
    segments: fc.array(text, { minLength: 2, maxLength: 2 }),
    params: fc.oneof(query, repeated),
  };
}

function checkResponse(url: string, status: number, type: unknown, body: string) {
  expect(status, url.slice(0, 200)).toBeLessThan(500);
  if (status >= 400) {
    expect(type, url.slice(0, 200)).toBe('application/json');
    const parsed = JSON.parse(body) as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual(['code', 'description', 'name']);
    expect(parsed.code).toBe(status);
  }
}

describe('fuzzing every route through the router', () => {
  it('never answers 5xx and always uses the error body', async () => {
    for (const route of kiln.routes) {
      const { segments, params: anyParams } = routeArbitraries(route);
      await fc.assert(
        fc.asyncProperty(segments, anyParams, async (parts, params) => {
          const url = urlFor(route.path, parts, params);
          const response = await kiln.app.inject({ method: 'GET', url });
          checkResponse(url, response.statusCode, response.headers['content-type'], response.body);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }
    expect((await kiln.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('fuzzing over a real socket', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listenKiln();
  });
  afterAll(() => server.close());

  it('handles hostile raw paths and query strings', async () => {
    const paths = fc
      .tuple(
        fc.constantFrom(...server.kiln.routes.map((r) => r.path)),
        fc.array(text, { minLength: 2, maxLength: 2 }),
      )
      .map(([path, parts]) => urlFor(path, parts, []));
    const anyPath = fc.oneof(
      paths,
      fc.array(hostile, { minLength: 1, maxLength: 6 }).map((p) => `/${p.join('/')}`),
    );
    await fc.assert(
      fc.asyncProperty(
        anyPath,
        fc.array(fc.tuple(text, text), { maxLength: 80 }),
        async (path, query) => {
          const url = `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}`;
          const response = await rawGet(server.port, url);
          checkResponse(url, response.status, response.headers['content-type'], response.body);
        },
      ),
      { numRuns: RUNS * 4, seed: SEED },
    );
    expect((await rawGet(server.port, '/healthz')).status).toBe(200);
  });

  it('never answers 5xx, not even 503, on any route with four requests in flight', async () => {
    // Every route's example with its first parameter varied (new renders), then its fuzzed
    // cases.
    const urls = server.kiln.routes.flatMap((route, r) => {
      const { segments, params } = routeArbitraries(route);
      const cases = fc.sample(fc.tuple(segments, params), { numRuns: RUNS, seed: SEED + r });
      const fresh = route.example
        ? Array.from({ length: 4 }, (_, i) => route.example!.replace(/=([^&]*)/, `=$1%20${i}`))
        : [];
      return [...fresh, ...cases.map(([parts, query]) => urlFor(route.path, parts, query))];
    });
    let next = 0;
    const statuses = new Map<number, number>();
    const client = async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const response = await rawGet(server.port, url);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        checkResponse(url, response.status, response.headers['content-type'], response.body);
      }
    };
    await Promise.all(Array.from({ length: 4 }, client));
    expect(statuses.get(200) ?? 0).toBeGreaterThan(server.kiln.routes.length);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
  });
});
