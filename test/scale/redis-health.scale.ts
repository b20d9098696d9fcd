// When Redis counts as down (npm run test:scale): a healthy Redis under load, or one with slow
// moments, is never marked down and loses only its late commands' hits; an idle instance facing
// a server that answers junk (or well-formed lies) on its port reconnects at a bounded rate.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killAll, startKilnProcess, startRedis, type Instance } from './cluster.js';
import { junkServer, lyingServer } from './fake-redis.js';

afterAll(() => killAll());

const UNAVAILABLE = 'Redis is unavailable';

/** A counter of an instance's /metrics; NaN when there is no such counter. */
async function counter(instance: Instance, name: string): Promise<number> {
  const text = await (await fetch(`${instance.base}/metrics`)).text();
  return Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? NaN);
}

function unavailableLines(instance: Instance): number {
  return instance
    .output()
    .split('\n')
    .filter((line) => line.includes(UNAVAILABLE)).length;
}

/** Answers that are neither 200 nor an overload's 503 with Retry-After. */
function unexpected(response: Response | null): boolean {
  if (!response) return true;
  return (
    response.status !== 200 && !(response.status === 503 && response.headers.has('retry-after'))
  );
}

/**
 * `clients` clients, each rendering a fresh picture on one instance, then asking the other for
 * it: a hit there only if the first stored it in Redis and the second found it. Pairs where
 * either answer was an overload's 503 do not count.
 */
async function sharedPairs(a: Instance, b: Instance, clients: number, ms: number) {
  const run = Date.now();
  const result = { pairs: 0, hits: 0, failures: [] as string[] };
  const ask = async (instance: Instance, path: string) => {
    const response = await fetch(instance.base + path).catch(() => null);
    await response?.arrayBuffer();
    if (unexpected(response))
      result.failures.push(`${response?.status ?? 'no answer'} for ${path}`);
    return response;
  };
  const until = Date.now() + ms;
  const client = async (n: number) => {
    const [first, second] = n % 2 ? [a, b] : [b, a];
    for (let i = 0; Date.now() < until; i++) {
      const text = `health%20${run}%20${n}%20${i}`;
      const path = i % 2 ? `/captcha?text=${text}` : `/achievement?text=${text}`;
      const stored = await ask(first, path);
      const answer = await ask(second, path);
      if (stored?.status !== 200 || answer?.status !== 200) continue;
      result.pairs++;
      if (answer.headers.get('x-cache') === 'hit') result.hits++;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  return result;
}

/** What both instances say about Redis: times marked down, warnings, late commands. */
async function redisCounts(instances: readonly Instance[]) {
  return {
    down: await Promise.all(instances.map((i) => counter(i, 'kiln_redis_marked_down_total'))),
    warnings: instances.map(unavailableLines),
    late: (await Promise.all(instances.map((i) => counter(i, 'kiln_redis_timeouts_total')))).reduce(
      (x, y) => x + y,
    ),
  };
}

describe('Redis health', () => {
  it('a healthy Redis under 8 clients for 60 s is never marked down and loses no shared hit to the breaker', async () => {
    const redis = await startRedis();
    const [a, b] = await Promise.all([
      startKilnProcess({ REDIS_URL: redis.url }),
      startKilnProcess({ REDIS_URL: redis.url }),
    ]);
    const { pairs, hits, failures } = await sharedPairs(a, b, 8, 60_000);
    const { down, warnings, late } = await redisCounts([a, b]);
    console.log(
      `healthy Redis, 8 clients, 60 s: ${hits} of ${pairs} shared hits, marked down ${down.join(' + ')} times (${warnings.join(' + ')} warnings), ${late} late commands`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(pairs).toBeGreaterThan(200);
    expect(down).toEqual([0, 0]);
    expect(warnings).toEqual([0, 0]);
    // A late command still costs its own request the shared layer (the store on one instance
    // or the lookup on the other): every lost hit is one of those, none a breaker's burst.
    expect(pairs - hits).toBeLessThanOrEqual(late);
    expect(pairs - hits).toBeLessThanOrEqual(Math.ceil(pairs * 0.02));
    a.process.kill('SIGKILL');
    b.process.kill('SIGKILL');
    await redis.stop();
  });

  it('a Redis with slow moments (stopped 100 ms every 600 ms) under load is never marked down', async () => {
    const redis = await startRedis();
    const [a, b] = await Promise.all([
      startKilnProcess({ REDIS_URL: redis.url }),
      startKilnProcess({ REDIS_URL: redis.url }),
    ]);
    let hiccups = 0;
    let stalling = true;
    const stalls = (async () => {
      while (stalling) {
        await sleep(500);
        redis.pause();
        await sleep(100);
        redis.resume();
        hiccups++;
      }
    })();
    const { pairs, hits, failures } = await sharedPairs(a, b, 4, 15_000);
    stalling = false;
    await stalls;
    const { down, warnings, late } = await redisCounts([a, b]);
    console.log(
      `${hiccups} slow moments of Redis: ${hits} of ${pairs} shared hits, marked down ${down.join(' + ')} times (${warnings.join(' + ')} warnings), ${late} late commands`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    // The slow moments did make commands late (each was a "Redis unavailable" before)...
    expect(late).toBeGreaterThan(5);
    // ...yet none is evidence of Redis down, and only the late commands' own requests miss.
    expect(down).toEqual([0, 0]);
    expect(warnings).toEqual([0, 0]);
    expect(pairs - hits).toBeLessThanOrEqual(late);
    a.process.kill('SIGKILL');
    b.process.kill('SIGKILL');
    await redis.stop();
  });

  for (const [name, start] of [
    ['junk', junkServer],
    ['well-formed lies', lyingServer],
  ] as const) {
    it(`an idle instance facing a server answering ${name} reconnects at a low, bounded rate`, async () => {
      const port = await freePort();
      const server = await start(port);
      try {
        const kiln = await startKilnProcess({ REDIS_URL: `redis://127.0.0.1:${port}` });
        // Twenty seconds from the instance's first connection, idle all along.
        const first = server.accepted[0] ?? Date.now();
        await sleep(Math.max(0, first + 20_000 - Date.now()));
        const opened = server.accepted.filter((at) => at < first + 20_000).length;
        const settled = server.accepted.filter(
          (at) => at >= first + 10_000 && at < first + 20_000,
        ).length;
        const status = ((await (await fetch(`${kiln.base}/readyz`)).json()) as { status: string })
          .status;
        console.log(
          `${name}: ${opened} connections in the first 20 s, ${settled} in the last 10 s (${(settled / 10).toFixed(2)}/s)`,
        );
        expect(status).toBe('degraded');
        // The reconnect delay doubles from 100 ms to 5 s, each drawn from the upper half of its
        // step: at most 13 attempts in 20 s, then one every 2.5-5 s.
        expect(opened).toBeLessThanOrEqual(13);
        expect(settled).toBeLessThanOrEqual(4);
        expect(settled).toBeGreaterThanOrEqual(1);
        kiln.process.kill('SIGKILL');
      } finally {
        await server.close();
      }
    });
  }
});
