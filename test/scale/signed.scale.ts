// Signed URLs that expire, through the repository's own deploy/nginx.conf (its cache on) in front
// of two instances: 200 while the signature holds, 403 from its expiry on, never a cached 200;
// not even when every instance is down. Other URLs are still cached as before.
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UrlSigner } from '../../src/http/access/signed-urls.js';
import { killAll, startBundledNginx, startKilnProcess, type Instance } from './cluster.js';

const KEY = { id: 'k1', secret: 'scale-secret-0123456789abcdefghijkl' };
const signer = new UrlSigner([KEY]);
/** A few seconds of life: enough for the first answers on a loaded machine. */
const LIFE_SECONDS = 5;

let a: Instance;
let b: Instance;
let base: string;

beforeAll(async () => {
  const env = { URL_SIGNING_KEYS: `${KEY.id}:${KEY.secret}` };
  // One after the other: two starting at once on a busy machine can outlast the start timeout.
  a = await startKilnProcess(env);
  b = await startKilnProcess(env);
  base = (await startBundledNginx([a.port, b.port])).base;
});
afterAll(() => killAll());

/** A URL signed to expire LIFE_SECONDS from now, and when (Unix seconds). */
function expiring(path: string): { url: string; expiresAt: number } {
  const expiresAt = Math.floor(Date.now() / 1000) + LIFE_SECONDS;
  return { url: signer.sign(path, { expiresAt }), expiresAt };
}

async function get(url: string) {
  const sentAt = Date.now() / 1000;
  const response = await fetch(base + url);
  await response.arrayBuffer();
  return {
    status: response.status,
    sentAt,
    cacheControl: response.headers.get('cache-control') ?? '',
    proxyCache: response.headers.get('x-proxy-cache'),
  };
}

const maxAge = (cacheControl: string) => Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);

async function exited(instance: Instance): Promise<void> {
  const child = instance.process;
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
}

async function untilPast(expiresAt: number): Promise<void> {
  const wait = expiresAt * 1000 - Date.now();
  if (wait > -100) await sleep(wait + 100);
}

describe('signed URLs through the bundled nginx', () => {
  it('answers 200 until the expiry, then 403, not a cached 200', async () => {
    const { url, expiresAt } = expiring('/achievement?text=Five%20seconds');
    const answers = [await get(url), await get(url)];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(maxAge(answer.cacheControl)).toBeLessThanOrEqual(expiresAt - answer.sentAt);
      expect(answer.cacheControl).not.toContain('stale');
      expect(answer.proxyCache).toBe('BYPASS');
    }
    // Not a cache that keeps nothing: a signed URL without an expiry, and an unsigned one, are
    // kept by nginx with Kiln's usual headers.
    for (const kept of [signer.sign('/color/image/0f1e2d'), '/color/image/2d1e0f']) {
      expect((await get(kept)).proxyCache).toBe('MISS');
      const again = await get(kept);
      expect(again.proxyCache).toBe('HIT');
      expect(again.cacheControl).toBe('public, max-age=86400, stale-while-revalidate=604800');
    }

    await untilPast(expiresAt);
    const expired = await get(url);
    expect(expired.status).toBe(403);
    expect(expired.cacheControl).toBe('no-store');
    expect(expired.proxyCache).toBe('BYPASS');
  });

  it('serves no stale copy of an expired signed URL when every instance is down', async () => {
    const { url, expiresAt } = expiring('/color/6b5a49');
    expect((await get(url)).status).toBe(200);
    const unsigned = '/color/6b5a49';
    await get(unsigned);
    expect((await get(unsigned)).proxyCache).toBe('HIT');

    await untilPast(expiresAt);
    for (const instance of [a, b]) instance.process.kill('SIGKILL');
    await Promise.all([a, b].map(exited));
    const expired = await get(url);
    expect(expired.status).toBe(502);
    // nginx still answers what it may keep, from its cache.
    const cached = await get(unsigned);
    expect(cached.status).toBe(200);
    expect(cached.proxyCache).toBe('HIT');
  });
});
