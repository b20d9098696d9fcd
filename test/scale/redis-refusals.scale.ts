// A Redis that refuses writes is not down (npm run test:scale): full under `noeviction` (OOM)
// and a read-only replica (READONLY), under load on two instances. Redis is never marked down,
// /readyz stays "ready", pictures already shared are still read from it, every refused write
// is counted, one warning a minute at most, and every request is answered.
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis as RedisClient } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { killAll, startKilnProcess, startRedis, waitFor, type Instance } from './cluster.js';

afterAll(() => killAll());

async function counter(instance: Instance, series: string): Promise<number> {
  const text = await (await fetch(`${instance.base}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

const SHARED_HITS = 'kiln_render_cache_total{result="hit",layer="shared"}';

function lines(instance: Instance, text: string): number {
  return instance
    .output()
    .split('\n')
    .filter((line) => line.includes(text)).length;
}

/** Fills Redis with 100 KB values until it refuses a write (maxmemory, noeviction). */
async function fill(url: string): Promise<void> {
  const client = new RedisClient(url);
  const value = Buffer.alloc(100_000, 7);
  try {
    for (let i = 0; i < 1000; i++) await client.set(`filler:${i}`, value);
    throw new Error('Redis took 100 MB without refusing');
  } catch (error) {
    expect((error as Error).message).toMatch(/^OOM/);
  } finally {
    client.disconnect();
  }
}

/**
 * For `ms`: clients on every instance asking for pictures stored before (`shared`, read from
 * Redis on a first ask) and new ones (each a refused write), while /readyz is polled.
 */
async function loadWatchingReadiness(instances: readonly Instance[], shared: string[], ms: number) {
  for (const instance of instances) {
    await waitFor(async () =>
      (await (await fetch(`${instance.base}/readyz`)).text()).includes('"ready"'),
    );
  }
  const until = Date.now() + ms;
  const statuses = new Map<number, number>();
  const readiness = new Set<string>();
  let n = 0;
  const client = async (instance: Instance) => {
    while (Date.now() < until) {
      const i = n++;
      const path =
        i % 4 === 0 && shared.length > 0
          ? shared.pop()!
          : `/achievement?text=refused%20write%20${i}%20${Date.now()}`;
      const status = await fetch(instance.base + path).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const watch = async () => {
    while (Date.now() < until) {
      for (const instance of instances) {
        const report = (await (await fetch(`${instance.base}/readyz`)).json()) as {
          status: string;
        };
        readiness.add(report.status);
      }
      await sleep(100);
    }
  };
  await Promise.all([watch(), ...instances.flatMap((i) => [client(i), client(i), client(i)])]);
  return { statuses: Object.fromEntries(statuses), readiness: [...readiness] };
}

describe('a Redis that refuses writes', () => {
  it('full (OOM with noeviction): read on, writes skipped and counted, never marked down', async () => {
    const redis = await startRedis(['--maxmemory', '8mb', '--maxmemory-policy', 'noeviction']);
    const env = { REDIS_URL: redis.url, RATE_LIMIT_REQUESTS: '1000000' };
    const [a, b] = await Promise.all([startKilnProcess(env), startKilnProcess(env)]);
    // Pictures rendered by A and stored while Redis had room: B reads them once it is full.
    const shared = Array.from({ length: 30 }, (_, i) => `/captcha?text=stored%20before%20${i}`);
    for (const path of shared) expect((await fetch(a.base + path)).status).toBe(200);
    await fill(redis.url);
    const hitsBefore = await counter(b, SHARED_HITS);

    const { statuses, readiness } = await loadWatchingReadiness([a, b], [], 20_000);
    console.log(
      `full Redis, 20 s of 6 clients: ${JSON.stringify(statuses)}; /readyz said ${readiness.join(', ')}; ` +
        `refused writes ${await counter(a, 'kiln_redis_writes_refused_total')} + ${await counter(b, 'kiln_redis_writes_refused_total')}; ` +
        `marked down ${await counter(a, 'kiln_redis_marked_down_total')} + ${await counter(b, 'kiln_redis_marked_down_total')}`,
    );
    expect(Object.keys(statuses)).toEqual(['200']);
    expect(readiness).toEqual(['ready']);
    for (const instance of [a, b]) {
      expect(await counter(instance, 'kiln_redis_marked_down_total')).toBe(0);
      expect(await counter(instance, 'kiln_redis_writes_refused_total')).toBeGreaterThan(20);
      // One warning in these 20 s (at most one a minute), no "unavailable".
      expect(lines(instance, 'Redis refuses writes (OOM)')).toBe(1);
      expect(lines(instance, 'Redis is unavailable')).toBe(0);
    }
    // Reading went on: after 20 s of refused writes, B finds every picture A stored.
    for (const path of shared) {
      const response = await fetch(b.base + path);
      expect([response.status, response.headers.get('x-cache')]).toEqual([200, 'hit']);
    }
    expect((await counter(b, SHARED_HITS)) - hitsBefore).toBe(shared.length);
  });

  it('a read-only replica (READONLY): the same, and its data is read', async () => {
    const master = await startRedis();
    const seed = await startKilnProcess({ REDIS_URL: master.url });
    const shared = Array.from({ length: 20 }, (_, i) => `/scroll?text=from%20the%20master%20${i}`);
    for (const path of shared) expect((await fetch(seed.base + path)).status).toBe(200);
    const replica = await startRedis(['--replicaof', '127.0.0.1', String(master.port)]);
    const probe = new RedisClient(replica.url);
    // The replica has the master's entries once its first sync is done.
    while ((await probe.info('replication')).includes('master_link_status:down')) await sleep(50);
    await expect(probe.set('kiln:probe', '1')).rejects.toThrow(/^READONLY/);
    probe.disconnect();

    const c = await startKilnProcess({ REDIS_URL: replica.url, RATE_LIMIT_REQUESTS: '1000000' });
    const { statuses, readiness } = await loadWatchingReadiness([c], [...shared], 10_000);
    expect(Object.keys(statuses)).toEqual(['200']);
    expect(readiness).toEqual(['ready']);
    expect(await counter(c, 'kiln_redis_marked_down_total')).toBe(0);
    expect(await counter(c, 'kiln_redis_writes_refused_total')).toBeGreaterThan(10);
    expect(lines(c, 'Redis refuses writes (READONLY)')).toBe(1);
    expect(await counter(c, SHARED_HITS)).toBeGreaterThanOrEqual(5);
  });
});
