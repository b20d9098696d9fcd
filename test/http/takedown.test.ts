// A takedown takes effect in every layer of a running instance within seconds: after a picture
// is removed from its collection, its file at every width and format, its info, an If-None-Match
// with its ETag and a seeded pick that named it are no longer answered from the response cache,
// the rendered-image cache or the resize path, however often they were asked before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removePictures } from '../../src/pictures/writer.js';
import { listenKiln, rawGet, type Listening } from '../helpers/listening.js';
import { smallCollection } from '../helpers/small-collection.js';

let server: Listening;
let dir: string;
let taken: string;
let seed: string;

beforeAll(async () => {
  const collection = await smallCollection();
  dir = collection.dir;
  taken = collection.cats[0]!;
  seed = await collection.seedFor(taken);
  server = await listenKiln({ PICTURES_DIR: dir });
});
afterAll(() => server.close());

describe('a picture removed from its collection', () => {
  it('is answered 404 within seconds at every URL asked before, and no pick names it', async () => {
    const urls = [
      `/cats/${taken}`,
      `/cats/${taken}?width=20`,
      `/cats/${taken}?width=33&cache-buster=1`,
      `/cats/${taken}/info`,
    ];
    const first = await rawGet(server.port, urls[0]!);
    const etag = String(first.headers.etag);
    // Each asked twice: the second comes from the response cache.
    for (const url of urls) {
      for (let i = 0; i < 2; i++) expect((await rawGet(server.port, url)).status, url).toBe(200);
    }
    expect((await rawGet(server.port, urls[0]!, { 'if-none-match': etag })).status).toBe(304);
    const pick = `/cats?seed=${seed}`;
    expect((await rawGet(server.port, pick)).body).toContain(taken);

    await removePictures(dir, 'cats', [taken]);
    const removedAt = Date.now();
    const gone = async () => {
      for (const url of urls) if ((await rawGet(server.port, url)).status !== 404) return false;
      if ((await rawGet(server.port, urls[0]!, { 'if-none-match': etag })).status !== 404) {
        return false;
      }
      return !(await rawGet(server.port, pick)).body.includes(taken);
    };
    while (!(await gone())) {
      expect(Date.now() - removedAt, 'still served').toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(`takedown: every layer of the instance 404 after ${Date.now() - removedAt} ms`);
    const error = JSON.parse((await rawGet(server.port, urls[1]!)).body) as { code: number };
    expect(error.code).toBe(404);
  });
});
