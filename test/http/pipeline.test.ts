// The render pipeline seen from HTTP: ETag and 304, Cache-Control, the byte cache,
// single-flight, and the bounded queue answering 503 with Retry-After.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import type { Kiln } from '../../src/app.js';
import { startKiln } from '../helpers/kiln.js';

describe('caching', () => {
  let kiln: Kiln;
  beforeAll(async () => {
    kiln = await startKiln({ CACHE_MAX_AGE: '3600', CACHE_STALE_WHILE_REVALIDATE: '60' });
  });
  afterAll(async () => {
    await kiln.app.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a strong ETag and answers If-None-Match with 304', async () => {
    const first = await kiln.app.inject({ url: '/color/image/0a0b0c' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=60');
    const again = await kiln.app.inject({
      url: '/color/image/0a0b0c',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const listed = await kiln.app.inject({
      url: '/color/image/0a0b0c',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(listed.statusCode).toBe(304);
    const stale = await kiln.app.inject({
      url: '/color/image/0a0b0c',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('gives JSON a strong ETag and 304 too', async () => {
    const first = await kiln.app.inject({ url: '/color/0a0b0c' });
    const again = await kiln.app.inject({
      url: '/color/0a0b0c',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the second request from the byte cache without rendering', async () => {
    const run = vi.spyOn(kiln.pool, 'runLent');
    const first = await kiln.app.inject({ url: '/color/image/gradient/1f2e3d' });
    const second = await kiln.app.inject({ url: '/color/image/gradient/1f2e3d' });
    expect(run).toHaveBeenCalledTimes(1);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(Number(first.headers['x-render-time'])).toBeGreaterThan(0);
  });

  it('renders 50 identical concurrent requests once', async () => {
    const run = vi.spyOn(kiln.pool, 'runLent');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => kiln.app.inject({ url: '/color/image/gradient/777123' })),
    );
    expect(run).toHaveBeenCalledTimes(1);
    const etags = new Set(responses.map((r) => r.headers.etag));
    expect(etags.size).toBe(1);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
  });

  it('keeps the format in the cache key', async () => {
    const png = await kiln.app.inject({ url: '/color/image/445566' });
    const webp = await kiln.app.inject({ url: '/color/image/445566?format=webp' });
    expect(png.headers.etag).not.toBe(webp.headers.etag);
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
  });
});

describe('the render queue', () => {
  let kiln: Kiln;
  let small: Kiln;
  beforeAll(async () => {
    // Started side by side: each mostly waits for its renderer process.
    [kiln, small] = await Promise.all([
      startKiln({ RENDER_THREADS: '1', CACHE_MAX_BYTES: '0' }),
      startKiln({ RENDER_THREADS: '1', RENDER_QUEUE_MAX: '2', CACHE_MAX_BYTES: '0' }),
    ]);
  });
  afterAll(async () => {
    await kiln.app.close();
    await small.app.close();
  });

  it('serves a burst of renders larger than the threads without refusing any', async () => {
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        kiln.app.inject({ url: `/color/image/gradient/${(0x200000 + i).toString(16)}` }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
  });

  it('answers 503 with Retry-After to the longest-waiting renders once the queue is full', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        small.app.inject({ url: `/color/image/gradient/${(0x100000 + i).toString(16)}` }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    // One running and the two newest waiting are served; each newcomer pushed the oldest out.
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.slice(1, 10)).toEqual(Array.from({ length: 9 }, () => 503));
    const refused = responses.find((r) => r.statusCode === 503)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(JSON.parse(refused.body)).toMatchObject({ code: 503, name: 'Service Unavailable' });
    // Once the burst is over, the same requests succeed.
    expect((await small.app.inject({ url: '/color/image/gradient/100005' })).statusCode).toBe(200);
  });
});
