// The quarantine is shared through Redis: a request whose render crashed the renderers of
// instance A is refused with 422 by instance B without reaching any of B's renderers. Both
// instances run in this process with the test-only generator that faults natively.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { startKiln } from '../helpers/kiln.js';
import { killAll, startRedis, type Redis } from './cluster.js';

let redis: Redis;
let a: Kiln;
let b: Kiln;

async function crashes(kiln: Kiln): Promise<number> {
  const text = (await kiln.app.inject({ url: '/metrics' })).body;
  return Number(/^kiln_render_crashes_total\{generator="test-crash"\} (\d+)/m.exec(text)?.[1] ?? 0);
}

beforeAll(async () => {
  redis = await startRedis();
  const env = {
    REDIS_URL: redis.url,
    PICTURES_DIR: await mkdtemp(join(tmpdir(), 'kiln-quarantine-pics-')),
    // Redis on loopback under a test's load: no spurious "unavailable" for this test.
    REDIS_TIMEOUT_MS: '1000',
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
  it('refuses on B, at once, the request whose render crashed A', async () => {
    const url = '/test/crash?mode=segv&text=shared%20quarantine';
    const first = await a.app.inject({ url });
    expect(first.statusCode).toBe(500);
    expect(await crashes(a)).toBe(1);
    const onB = await b.app.inject({ url });
    expect(onB.statusCode).toBe(422);
    expect(await crashes(b)).toBe(0);
    // The same picture in another format is another request: it is drawn (and crashes) anew.
    expect((await b.app.inject({ url: `${url}&format=webp` })).statusCode).toBe(500);
    // A different, harmless request is still drawn by both.
    expect((await b.app.inject({ url: '/test/crash?mode=draw&text=fine' })).statusCode).toBe(200);
  });
});
