// A signed URL's answer is never cacheable past its expiry: the Cache-Control bound itself, and
// over a real socket (router replies, 304s, response-cache replays, the 403 before any cache).
// The HTTP tests freeze Date (only Date) so the seconds left are exact, not timed.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UrlSigner } from '../../src/http/access/signed-urls.js';
import { boundCacheControl } from '../../src/http/contract/signed-caching.js';
import { listenKiln, rawGet, type Listening } from '../helpers/listening.js';

/** A request with any method, for HEAD (rawGet sends GET). */
function request(port: number, path: string, method: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, method, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    })
      .on('error', reject)
      .end();
  });
}

const DEFAULT = 'public, max-age=86400, stale-while-revalidate=604800';

/** Seconds a cache may keep an answer with this Cache-Control, freshness and stale together. */
function keptFor(value: string): number {
  if (value === 'no-store') return 0;
  const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(value)?.[1] ?? 0);
  const fresh = Math.max(seconds('max-age'), seconds('s-maxage'));
  return fresh + Math.max(seconds('stale-while-revalidate'), seconds('stale-if-error'));
}

describe('boundCacheControl', () => {
  it('caps max-age at the whole seconds left and drops a stale window with nothing left for it', () => {
    expect(boundCacheControl(DEFAULT, 3600)).toBe('public, max-age=3600');
    expect(boundCacheControl(DEFAULT, 4.99)).toBe('public, max-age=4');
    expect(boundCacheControl(DEFAULT, 1)).toBe('public, max-age=1');
  });

  it('keeps the configured lifetime when more is left, the stale window shortened to the rest', () => {
    expect(boundCacheControl(DEFAULT, 7 * 86400)).toBe(
      'public, max-age=86400, stale-while-revalidate=518400',
    );
    expect(boundCacheControl(DEFAULT, 30 * 86400)).toBe(DEFAULT);
  });

  it('answers no-store under a whole second left, and leaves no-store alone', () => {
    expect(boundCacheControl(DEFAULT, 0.99)).toBe('no-store');
    expect(boundCacheControl(DEFAULT, 0)).toBe('no-store');
    expect(boundCacheControl(DEFAULT, -5)).toBe('no-store');
    expect(boundCacheControl('no-store', 100)).toBe('no-store');
  });

  it('bounds s-maxage and stale-if-error too, and keeps the other directives', () => {
    const value = 'public, max-age=60, s-maxage=600, stale-if-error=3600';
    expect(boundCacheControl(value, 300)).toBe('public, max-age=60, s-maxage=300');
    expect(boundCacheControl(value, 1000)).toBe(
      'public, max-age=60, s-maxage=600, stale-if-error=400',
    );
    expect(boundCacheControl('public, max-age=31536000, immutable', 100)).toBe(
      'public, max-age=100, immutable',
    );
  });

  it('gives an answer without a lifetime one, so no cache guesses a longer one', () => {
    expect(boundCacheControl('public', 50)).toBe('public, max-age=50');
    expect(boundCacheControl('no-cache', 50)).toBe('no-cache');
  });

  it('never lets freshness and stale windows together outlast the seconds left', () => {
    const values = [
      DEFAULT,
      'public, max-age=10, stale-while-revalidate=10, stale-if-error=100',
      'public, s-maxage=500, max-age=5, stale-if-error=1000',
      'public, max-age=0, stale-while-revalidate=50',
    ];
    for (const value of values) {
      for (const left of [0.5, 1, 7.5, 59, 60, 61, 999, 86400, 1e7]) {
        const bounded = boundCacheControl(value, left);
        expect(keptFor(bounded), `${value} with ${left} s left: ${bounded}`).toBeLessThanOrEqual(
          Math.floor(left),
        );
      }
    }
  });
});

describe('signed answers over HTTP', () => {
  const KEY = { id: 'k1', secret: 'first-secret-0123456789abcdefghijkl' };
  const API_KEY = 'test-key-0123456789abcdef';
  const keyed = { authorization: `Bearer ${API_KEY}` };
  const signer = new UrlSigner([KEY]);
  /** Now, for the frozen clock: a whole second, so the seconds left are whole too. */
  const NOW = 1_900_000_000;
  let server: Listening;

  beforeAll(async () => {
    server = await listenKiln({ API_KEYS: API_KEY, URL_SIGNING_KEYS: `${KEY.id}:${KEY.secret}` });
  });
  afterAll(() => server.close());
  afterEach(() => vi.useRealTimers());

  const at = (seconds: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(seconds * 1000);
  };
  const replays = async () => {
    const text = (await rawGet(server.port, '/metrics', keyed)).body;
    return Number(/^kiln_response_cache_hits_total (\d+)/m.exec(text)?.[1] ?? 0);
  };

  it('bounds max-age by the time left, on the first answer and on the response cache replays', async () => {
    at(NOW);
    const url = signer.sign('/achievement?text=Kept%20briefly', { expiresAt: NOW + 120 });
    const first = await rawGet(server.port, url);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=120');
    expect(first.headers.expires).toBeUndefined();
    expect(first.headers.age).toBeUndefined();

    at(NOW + 100);
    const before = await replays();
    const later = await rawGet(server.port, url);
    expect(await replays()).toBe(before + 1);
    expect(later.headers['cache-control']).toBe('public, max-age=20');
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(later.body).toBe(first.body);

    // The response cache kept the unsigned URL's own headers, not the bounded ones.
    const unsigned = await rawGet(server.port, '/achievement?text=Kept%20briefly', keyed);
    expect(unsigned.headers['cache-control']).toBe(DEFAULT);
    expect(unsigned.headers.etag).toBe(first.headers.etag);
  });

  it('answers no-store in the last second, and 403 from the expiry on, cached answer or not', async () => {
    at(NOW);
    const url = signer.sign('/color/1a2b3c', { expiresAt: NOW + 60 });
    expect((await rawGet(server.port, url)).headers['cache-control']).toBe('public, max-age=60');
    at(NOW + 59.2);
    const last = await rawGet(server.port, url);
    expect(last.status).toBe(200);
    expect(last.headers['cache-control']).toBe('no-store');
    at(NOW + 60);
    const expired = await rawGet(server.port, url);
    expect(expired.status).toBe(403);
    expect(expired.headers['cache-control']).toBe('no-store');
    expect(expired.body).toContain('expired');
  });

  it('bounds the Cache-Control of a 304, from the router and from the response cache', async () => {
    at(NOW);
    const url = signer.sign('/color/image/4d5e6f', { expiresAt: NOW + 3600 });
    // HEAD and 304 answers are not kept by the response cache: these two go to the router.
    const head = await request(server.port, url, 'HEAD');
    expect(head.headers['cache-control']).toBe('public, max-age=3600');
    const tag = String(head.headers.etag);
    at(NOW + 600);
    const before = await replays();
    const fromRouter = await rawGet(server.port, url, { 'if-none-match': tag });
    expect(fromRouter.status).toBe(304);
    expect(fromRouter.headers['cache-control']).toBe('public, max-age=3000');
    expect(fromRouter.headers.etag).toBe(tag);
    expect(await replays()).toBe(before);

    expect((await rawGet(server.port, url)).status).toBe(200);
    at(NOW + 3000);
    const fromCache = await rawGet(server.port, url, { 'if-none-match': tag });
    expect(await replays()).toBe(before + 1);
    expect(fromCache.status).toBe(304);
    expect(fromCache.headers['cache-control']).toBe('public, max-age=600');
    expect(fromCache.headers.etag).toBe(tag);
  });

  it('keeps the usual headers for a signed URL without an expiry', async () => {
    at(NOW);
    const answer = await rawGet(server.port, signer.sign('/color/image/7a8b9c'));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(DEFAULT);
    const again = await rawGet(server.port, signer.sign('/color/image/7a8b9c'));
    expect(again.headers['cache-control']).toBe(DEFAULT);
  });
});
