// When Redis counts as down (npm run test:scale): a healthy Redis under a busy machine's load is
// never marked down and every shared hit is kept; an idle instance facing a server that answers
// junk (or well-formed lies) on the Redis port reconnects at a low, bounded rate.
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

describe('Redis health', () => {
  it('a healthy Redis under 8 clients for 60 s is never marked down and keeps every shared hit', async () => {
    const redis = await startRedis();
    const [a, b] = await Promise.all([
      startKilnProcess({ REDIS_URL: redis.url }),
      startKilnProcess({ REDIS_URL: redis.url }),
    ]);
    const run = Date.now();
    let pairs = 0;
    let hits = 0;
    const failures: string[] = [];
    const ask = async (instance: Instance, path: string) => {
      const response = await fetch(instance.base + path).catch(() => null);
      if (!response) failures.push(`no answer for ${path}`);
      else await response.arrayBuffer();
      if (response && response.status !== 200) failures.push(`${response.status} for ${path}`);
      return response;
    };
    // Each client renders a fresh picture on one instance, then asks the other for it: a hit
    // there only if the first instance stored it in Redis and the second found it.
    const client = async (n: number, until: number) => {
      const [first, second] = n % 2 ? [a, b] : [b, a];
      for (let i = 0; Date.now() < until; i++) {
        const text = `health%20${run}%20${n}%20${i}`;
        const path = i % 2 ? `/captcha?text=${text}` : `/achievement?text=${text}`;
        await ask(first, path);
        const answer = await ask(second, path);
        pairs++;
        if (answer?.headers.get('x-cache') === 'hit') hits++;
      }
    };
    const until = Date.now() + 60_000;
    await Promise.all(Array.from({ length: 8 }, (_, n) => client(n, until)));
    const down = [
      await counter(a, 'kiln_redis_marked_down_total'),
      await counter(b, 'kiln_redis_marked_down_total'),
    ];
    const late =
      (await counter(a, 'kiln_redis_timeouts_total')) +
      (await counter(b, 'kiln_redis_timeouts_total'));
    const lines = [unavailableLines(a), unavailableLines(b)];
    console.log(
      `healthy Redis, 8 clients, 60 s: ${hits} of ${pairs} shared hits, marked down ${down.join(' + ')} times (${lines.join(' + ')} warnings), ${late} late commands`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(pairs).toBeGreaterThan(200);
    expect(down).toEqual([0, 0]);
    expect(lines).toEqual([0, 0]);
    // A late command still costs its own request the shared layer (the store on one instance
    // or the lookup on the other): every lost hit is one of those, none a breaker's burst.
    expect(pairs - hits).toBeLessThanOrEqual(late);
    expect(pairs - hits).toBeLessThanOrEqual(Math.ceil(pairs * 0.02));
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
