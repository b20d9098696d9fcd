// The quarantine through Redis: an input whose render crashed A's renderer and then a fresh one
// is refused with 422 by B, at every width and format, without reaching any of B's renderers;
// `kiln quarantine list` shows it and `lift` lets every instance draw it again within 5 s. An
// operator's kill -SEGV of a renderer under load quarantines nothing, anywhere. Both instances
// run in this process with the test-only generator that faults natively.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { runKiln } from '../helpers/cli.js';
import { startKiln } from '../helpers/kiln.js';
import { killAll, startRedis, type Redis } from './cluster.js';

let redis: Redis;
let a: Kiln;
let b: Kiln;

async function counter(kiln: Kiln, series: string): Promise<number> {
  const text = (await kiln.app.inject({ url: '/metrics' })).body;
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

const crashes = (kiln: Kiln) => counter(kiln, 'kiln_render_crashes_total{generator="test-crash"}');

const quarantineList = async () => {
  const listed = await runKiln(['quarantine', 'list'], { env: { REDIS_URL: redis.url } });
  expect(listed).toMatchObject({ code: 0, stderr: '' });
  return listed.stdout;
};

beforeAll(async () => {
  redis = await startRedis();
  const env = {
    REDIS_URL: redis.url,
    PICTURES_DIR: await mkdtemp(join(tmpdir(), 'kiln-quarantine-pics-')),
    // Redis on loopback under a test's load: no spurious "unavailable" for this test.
    REDIS_TIMEOUT_MS: '1000',
    RENDER_QUEUE_MAX_WAIT_MS: '20000',
    RENDER_DEADLINE_MS: '30000',
  };
  [a, b] = await Promise.all([
    startKiln(env, { crashRoute: true }),
    startKiln(env, { crashRoute: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([a?.app.close(), b?.app.close()]);
  killAll();
});

describe('the quarantine through Redis', () => {
  it("quarantines nothing when an operator kills A's renderer with SIGSEGV under load", async () => {
    const statuses: number[] = [];
    let running = true;
    let n = 0;
    const client = async () => {
      while (running) {
        const url = `/test/crash?mode=draw&text=${encodeURIComponent(`load ${n++}`)}`;
        statuses.push((await a.app.inject({ url })).statusCode);
      }
    };
    const clients = [client(), client(), client()];
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(a.pool.pids[0]!, 'SIGSEGV');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await Promise.all(clients);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await quarantineList()).toBe('no input is quarantined\n');
    expect(await counter(a, 'kiln_quarantined_inputs')).toBe(0);
  });

  it('refuses on B, at once and at any size, the input that crashed A twice; lifted, B draws it', async () => {
    const url = '/test/crash?mode=segv&text=shared%20quarantine';
    const [crashesA, crashesB] = [await crashes(a), await crashes(b)];
    const first = await a.app.inject({ url });
    expect(first.statusCode).toBe(500);
    // A's renderer, then a fresh one: the input is at fault.
    expect(await crashes(a)).toBe(crashesA + 2);
    for (const options of ['', '&format=webp', '&width=48', '&format=gif&frames=2']) {
      expect((await b.app.inject({ url: `${url}${options}` })).statusCode, options).toBe(422);
    }
    expect(await crashes(b)).toBe(crashesB);
    // A different, harmless request is still drawn by both.
    expect((await b.app.inject({ url: '/test/crash?mode=draw&text=fine' })).statusCode).toBe(200);

    const listed = await quarantineList();
    const [line, ...others] = listed.trim().split('\n');
    expect(others).toEqual([]);
    expect(line).toMatch(
      /^[A-Za-z0-9_-]{16} {2}test-crash {2}since \S+ {2}(7d 0h|6d 23h) left {2}SIGSEGV/,
    );
    expect(line).toContain('shared quarantine');
    const id = line!.split(' ')[0]!;

    const lifted = await runKiln(['quarantine', 'lift', id], { env: { REDIS_URL: redis.url } });
    expect(lifted).toMatchObject({ code: 0, stderr: '' });
    expect(lifted.stdout).toContain(`lifted 1: ${id}`);
    expect(await quarantineList()).toBe('no input is quarantined\n');
    // B had it in memory: it looks in Redis again within 5 s, then draws it (and crashes).
    const liftedAt = Date.now();
    let status = 422;
    let askedAt = liftedAt;
    while (status === 422 && Date.now() - liftedAt < 8000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      askedAt = Date.now();
      status = (await b.app.inject({ url: `${url}&width=64` })).statusCode;
    }
    expect(status).toBe(500);
    // The first request B drew was asked within 5 s (and a poll) of the lift.
    expect(askedAt - liftedAt).toBeLessThan(5500);
    expect(await crashes(b)).toBe(crashesB + 2);
  });
});
