// The scale suite (npm run test:scale): Redis, two Kiln instances and nginx on loopback.
// Shows a render (a still and an animation) shared across instances, a rate limit held across them, zero failures when
// Redis dies under load, and zero dropped requests when one instance drains under load.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  killAll,
  load,
  startKilnProcess,
  startNginx,
  startRedis,
  waitFor,
  type Instance,
  type Redis,
} from './cluster.js';

let redis: Redis;
let a: Instance;
let b: Instance;

async function readiness(instance: Instance): Promise<string> {
  const report = (await (await fetch(`${instance.base}/readyz`)).json()) as { status: string };
  return report.status;
}

async function metric(instance: Instance, pattern: RegExp): Promise<number> {
  const text = await (await fetch(`${instance.base}/metrics`)).text();
  return Number(pattern.exec(text)?.[1] ?? 0);
}

beforeAll(async () => {
  redis = await startRedis();
  [a, b] = await Promise.all([
    startKilnProcess({ REDIS_URL: redis.url }),
    startKilnProcess({ REDIS_URL: redis.url }),
  ]);
  // Ready answers 200 while Redis is still connecting ("degraded"): sharing starts at "ready".
  await waitFor(async () => (await readiness(a)) === 'ready' && (await readiness(b)) === 'ready');
});
afterAll(() => killAll());

describe('two instances and Redis', () => {
  it.each([
    ['a picture', '/color/image/gradient/5a3c7e?format=webp', 'gradient'],
    ['an animation', '/achievement?text=Shared%20across%20instances&format=gif', 'achievement'],
  ])('serves %s rendered on A from the shared cache on B', async (_, path, generator) => {
    const first = await fetch(a.base + path);
    expect(first.headers.get('x-cache')).toBe('miss');
    const sharedHits = /kiln_render_cache_total\{result="hit",layer="shared"\} (\d+)/;
    const before = await metric(b, sharedHits);
    const second = await fetch(b.base + path);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(await metric(b, sharedHits)).toBe(before + 1);
    const renders = new RegExp(
      `kiln_render_duration_seconds_count\\{generator="${generator}"\\} (\\d+)`,
    );
    expect(await metric(b, renders)).toBe(0);
  });

  it('holds a rate limit across both instances', async () => {
    const [c, d] = await Promise.all([
      startKilnProcess({
        REDIS_URL: redis.url,
        RATE_LIMIT_REQUESTS: '10',
        RATE_LIMIT_WINDOW_SECONDS: '60',
      }),
      startKilnProcess({
        REDIS_URL: redis.url,
        RATE_LIMIT_REQUESTS: '10',
        RATE_LIMIT_WINDOW_SECONDS: '60',
      }),
    ]);
    // Both counted in Redis (not yet connected, each would count in its own memory).
    await waitFor(async () => (await readiness(c)) === 'ready' && (await readiness(d)) === 'ready');
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push((await fetch(`${(i % 2 ? d : c).base}/color/abc`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(4).fill(429));
    c.process.kill('SIGKILL');
    d.process.kill('SIGKILL');
  });

  it('loses no request when Redis dies in the middle of a bounded load', async () => {
    const nginx = await startNginx([a.port, b.port]);
    const urls = Array.from(
      { length: 200 },
      (_, i) => `/color/image/gradient/${(0x10000 + i * 97).toString(16).padStart(6, '0')}`,
    );
    let stopped = false;
    const statuses = await load(nginx.base, urls, 3000, 16, (done) => {
      if (done === 1000 && !stopped) {
        stopped = true;
        void redis.stop();
      }
    });
    expect(stopped).toBe(true);
    expect(Object.fromEntries(statuses)).toEqual({ 200: 3000 });
    expect(await readiness(a)).toBe('degraded');

    // Redis comes back; the instances reconnect by themselves.
    await redis.start();
    await waitFor(async () => (await readiness(a)) === 'ready', 15_000);
    // One warning per state change, not one per request.
    const warnings = a
      .output()
      .split('\n')
      .filter((line) => line.includes('Redis is unavailable'));
    expect(warnings.length).toBe(1);
  });

  it('drops no request when one instance drains on SIGTERM under load', async () => {
    const nginx = await startNginx([a.port, b.port]);
    const urls = Array.from(
      { length: 300 },
      (_, i) => `/color/image/${(0x200000 + i * 31).toString(16)}?format=webp`,
    );
    let signalled = false;
    const exited = new Promise<number | null>((resolve) => a.process.once('exit', resolve));
    const statuses = await load(nginx.base, urls, 3000, 16, (done) => {
      if (done === 800 && !signalled) {
        signalled = true;
        a.process.kill('SIGTERM');
      }
    });
    expect(signalled).toBe(true);
    expect(Object.fromEntries(statuses)).toEqual({ 200: 3000 });
    expect(await exited).toBe(0);
  });

  it('draws identical collections on instances with their own folders', async () => {
    // Two fresh folders: each instance draws its own starter sets on first start. The files are
    // content-addressed, so a seeded answer and its file are the same on both.
    const own = async () =>
      startKilnProcess({ PICTURES_DIR: await mkdtemp(join(tmpdir(), 'kiln-scale-pics-')) });
    const instances = await Promise.all([own(), own()]);
    for (const category of ['birb', 'bunny', 'cats', 'dogs', 'sadcat']) {
      const [fromC, fromD] = await Promise.all(
        instances.map(async (instance) => {
          const answer = await fetch(`${instance.base}/${category}?seed=scale`);
          return ((await answer.json()) as { file: string }).file.replace(instance.base, '');
        }),
      );
      expect(fromD).toBe(fromC);
      const [bytesC, bytesD] = await Promise.all(
        instances.map(async (instance) =>
          Buffer.from(await (await fetch(instance.base + fromC)).arrayBuffer()),
        ),
      );
      expect(bytesD).toEqual(bytesC);
    }
  });
});
