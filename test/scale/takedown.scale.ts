// A takedown under load (npm run test:scale): two instances sharing a picture folder and Redis,
// behind the repository's own deploy/nginx.conf, serving 8 clients; `kiln pictures remove` of a
// picture every layer has served (each instance's response cache, its resized copies in the
// render caches and Redis, its info, its ETag, a seeded pick naming it, and nginx's cache of
// each) stops being served by every one of them within 5 s (DESIGN 2.4). Prints each layer's time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKiln } from '../helpers/cli.js';
import { smallCollection, type SmallCollection } from '../helpers/small-collection.js';
import {
  killAll,
  startBundledNginx,
  startKilnProcess,
  startRedis,
  type Instance,
} from './cluster.js';

let collection: SmallCollection;
let a: Instance;
let b: Instance;
let nginx: string;

beforeAll(async () => {
  collection = await smallCollection(4);
  const redis = await startRedis();
  const env = { PICTURES_DIR: collection.dir, REDIS_URL: redis.url };
  a = await startKilnProcess(env);
  b = await startKilnProcess(env);
  nginx = (await startBundledNginx([a.port, b.port])).base;
});
afterAll(() => killAll());

interface Asked {
  readonly status: number;
  readonly body: string;
  readonly proxyCache: string | null;
}

async function ask(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers });
  const body = response.headers.get('content-type')?.startsWith('image/')
    ? (await response.arrayBuffer(), '')
    : await response.text();
  return { status: response.status, body, proxyCache: response.headers.get('x-proxy-cache') };
}

/** A layer: where it is asked, and whether its answer still serves the removed picture. */
interface Layer {
  readonly name: string;
  readonly ask: () => Promise<Asked>;
  readonly serves: (answer: Asked) => boolean;
}

describe('a takedown under load, behind the bundled nginx', () => {
  it('stops every layer of both instances and nginx serving the picture within 5 s', async () => {
    const [taken, ...kept] = collection.cats;
    const seed = await collection.seedFor(taken!);
    const etag = (await fetch(`${a.base}/cats/${taken}`)).headers.get('etag')!;
    const layers: Layer[] = [];
    for (const [where, base] of [
      ['A', a.base],
      ['B', b.base],
      ['nginx', nginx],
    ] as const) {
      const found = (answer: Asked) => answer.status !== 404;
      layers.push(
        { name: `${where} file`, ask: () => ask(base, `/cats/${taken}`), serves: found },
        {
          name: `${where} resized`,
          ask: () => ask(base, `/cats/${taken}?width=24`),
          serves: found,
        },
        { name: `${where} info`, ask: () => ask(base, `/cats/${taken}/info`), serves: found },
        {
          name: `${where} ETag`,
          ask: () => ask(base, `/cats/${taken}`, { 'if-none-match': etag }),
          serves: found,
        },
        {
          name: `${where} seeded pick`,
          ask: () => ask(base, `/cats?seed=${seed}`),
          serves: (answer) => answer.body.includes(taken!),
        },
      );
    }
    // Every layer serves it, from its caches (asked three times: nginx keeps it from the second).
    for (let round = 0; round < 3; round++) {
      for (const layer of layers) expect(layer.serves(await layer.ask()), layer.name).toBe(true);
    }
    expect((await ask(nginx, `/cats/${taken}`)).proxyCache).toBe('HIT');
    // A random pick (no-store) is never kept by nginx, though it sets the collections' lifetime.
    for (let i = 0; i < 5; i++) expect((await ask(nginx, '/cats')).proxyCache).not.toBe('HIT');

    // 8 clients meanwhile: new renders, the kept pictures at new widths, picks.
    let running = true;
    const statuses = new Map<number, number>();
    let n = 0;
    const client = async (base: string) => {
      while (running) {
        const i = n++;
        const path =
          i % 3 === 0
            ? `/achievement?text=takedown%20load%20${i}`
            : i % 3 === 1
              ? `/cats/${kept[i % kept.length]}?width=${16 + (i % 300)}`
              : `/cats?seed=load${i}`;
        const status = (await ask(base, path)).status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const clients = [nginx, nginx, nginx, nginx, a.base, a.base, b.base, b.base].map(client);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const removed = await runKiln(['pictures', 'remove', 'cats', taken!], {
      env: { PICTURES_DIR: collection.dir },
    });
    expect(removed).toMatchObject({ code: 0, stderr: '' });
    const removedAt = Date.now();
    const stoppedAfter = new Map<string, number>();
    while (stoppedAfter.size < layers.length && Date.now() - removedAt < 10_000) {
      for (const layer of layers) {
        if (stoppedAfter.has(layer.name)) continue;
        if (!layer.serves(await layer.ask())) stoppedAfter.set(layer.name, Date.now() - removedAt);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    running = false;
    await Promise.all(clients);
    console.log(
      `takedown under 8 clients (${JSON.stringify(Object.fromEntries(statuses))}), ms until each layer stopped serving: ` +
        JSON.stringify(Object.fromEntries(stoppedAfter)),
    );
    for (const layer of layers) {
      expect(stoppedAfter.get(layer.name), layer.name).toBeLessThan(5000);
    }
    // Once stopped, each stays stopped.
    for (const layer of layers) expect(layer.serves(await layer.ask()), layer.name).toBe(false);
    expect([...statuses.keys()]).toEqual([200]);
  });
});
