// The picture collections over HTTP (DESIGN 2.4): {"file": url} answers, random or seeded; the
// files themselves with their content type, strong ETag and immutable caching; nothing outside
// a manifest is ever served; an empty collection says so with 503.
import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { CATEGORIES } from '../../src/core/categories.js';
import { seededPick } from '../../src/pictures/collections.js';
import { emptyManifest, manifestText } from '../../src/pictures/manifest.js';
import { addPictures, readManifest } from '../../src/pictures/writer.js';
import { STARTER_LICENCE } from '../../src/pictures/starter.js';
import { startKiln } from '../helpers/kiln.js';
import { rawGet } from '../helpers/listening.js';

let kiln: Kiln;
let picturesDir: string;
let addedByTest: string[] = [];
const ADDED = '2026-11-25T05:00:00.000Z';
beforeAll(async () => {
  // Collections of its own, so these tests do not depend on the starter art.
  picturesDir = await mkdtemp(join(tmpdir(), 'kiln-routes-'));
  for (const [n, category] of CATEGORIES.entries()) {
    const pictures = await Promise.all(
      [0, 1, 2, 3].map(async (i) => {
        const format = i === 3 ? ('jpeg' as const) : ('png' as const);
        const background = { r: 40 * n, g: 60 * i, b: 200 };
        const image = sharp({ create: { width: 32 + i, height: 24, channels: 3, background } });
        const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
        return { bytes, format, width: 32 + i, height: 24, credit: 'test', licence: 'CC0-1.0' };
      }),
    );
    await addPictures(picturesDir, category, pictures);
  }
  // Two more, as `kiln pictures add` records them: with a credit and licence, and without.
  const extra = await Promise.all(
    [1, 2].map((shade) =>
      sharp({ create: { width: 9, height: 7, channels: 3, background: { r: shade, g: 2, b: 3 } } })
        .png()
        .toBuffer(),
    ),
  );
  const report = await addPictures(picturesDir, 'dogs', [
    {
      bytes: extra[0]!,
      format: 'png',
      width: 9,
      height: 7,
      credit: 'Ada L.',
      licence: 'CC-BY-4.0',
      added: ADDED,
    },
    {
      bytes: extra[1]!,
      format: 'png',
      width: 9,
      height: 7,
      credit: null,
      licence: null,
      added: ADDED,
    },
  ]);
  addedByTest = report.added.map((entry) => entry.file);
  kiln = await startKiln({ PICTURES_DIR: picturesDir });
});
afterAll(async () => {
  await kiln.app.close();
});
const get = (url: string, headers: Record<string, string> = {}) =>
  kiln.app.inject({ url, headers });
const fileOf = (body: string) => (JSON.parse(body) as { file: string }).file;

describe('/<category> JSON', () => {
  it.each(CATEGORIES)('/%s answers a random picture of the collection, no-store', async (c) => {
    const response = await get(`/${c}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(response.body);
    expect(Object.keys(body)).toEqual(['file']);
    expect(body.file).toMatch(
      new RegExp(`^https://kiln\\.test/${c}/[A-Za-z0-9_-]{11}_${c}\\.(png|jpg|gif|webp)$`),
    );
    const manifest = await readManifest(picturesDir, c);
    const names = manifest?.pictures.map((p) => p.file) ?? [];
    expect(names).toContain(body.file.split('/').pop());
  });

  it('answers a seed with the kiln-pick-v1 choice, cacheable, on every call', async () => {
    const manifest = await readManifest(picturesDir, 'cats');
    for (const seed of ['kiln', 'Ünïcödé 🐈', '']) {
      const response = await get(`/cats?seed=${encodeURIComponent(seed)}`);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=/);
      expect(response.headers.etag).toMatch(/^"/);
      const expected = seededPick(manifest!.pictures, seed)!.file;
      expect(fileOf(response.body)).toBe(`https://kiln.test/cats/${expected}`);
      expect((await get(`/cats?seed=${encodeURIComponent(seed)}`)).body).toBe(response.body);
    }
  });

  it('rejects a seed over 256 characters', async () => {
    const response = await get(`/dogs?seed=${'x'.repeat(257)}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).description).toBe(
      "Parameter 'seed' must be at most 256 characters long.",
    );
  });
});

describe('/<category>/<file>', () => {
  it('serves the listed file with its type, a strong ETag and immutable caching', async () => {
    const url = fileOf((await get('/birb?seed=file')).body).replace('https://kiln.test', '');
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const name = url.split('/').pop()!;
    const entry = (await readManifest(picturesDir, 'birb'))!.pictures.find((p) => p.file === name)!;
    expect(response.headers['content-type']).toBe(entry.content_type);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${entry.sha256.slice(0, 27)}"`);
    expect(response.rawPayload).toEqual(await readFile(join(picturesDir, 'birb', name)));
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([entry.width, entry.height]);

    const revalidated = await get(url, { 'if-none-match': String(response.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const head = await kiln.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(entry.content_type);
    expect(head.rawPayload.length).toBe(0);
  });

  it('ignores format on a file route: a file is served as it is stored', async () => {
    const url = fileOf((await get('/bunny?seed=format')).body).replace('https://kiln.test', '');
    const plain = await get(url);
    const asked = await get(`${url}?format=webp`);
    expect(asked.headers['content-type']).toBe(plain.headers['content-type']);
    expect(asked.rawPayload).toEqual(plain.rawPayload);
  });

  it('answers 404 for a well-formed name that is not in the collection', async () => {
    const response = await get('/sadcat/AAAAAAAAAAA_sadcat.png');
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toEqual({
      code: 404,
      name: 'Not Found',
      description: 'There is no sadcat picture named AAAAAAAAAAA_sadcat.png.',
    });
  });

  it('never serves a path outside the collection, even on a raw socket', async () => {
    const cat = fileOf((await get('/cats?seed=x')).body)
      .split('/')
      .pop()!;
    const attempts = [
      '/cats/..%2Fpackage.json',
      '/cats/..%2F..%2Fetc%2Fpasswd',
      '/cats/%2e%2e',
      '/cats/..',
      '/cats/../../package.json',
      '/cats/manifest.json',
      '/cats/.lock',
      `/dogs/${cat}`, // another collection's file
      `/cats/${cat.replace('_cats.', '_dogs.')}`,
      `/cats/${cat}%00.txt`,
      '/cats/AAAAAAAAAAA_cats.png%2F..%2F..%2Fpackage.json',
      '/cats/%5c..%5cpackage.json',
    ];
    // A real socket: the path reaches the router exactly as sent, dot segments and all.
    await kiln.app.listen({ host: '127.0.0.1', port: 0 });
    const address = kiln.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    for (const path of attempts) {
      const response = await rawGet(port, path);
      expect(response.headers['content-type'], path).toBe('application/json');
      expect(response.body, path).not.toMatch(/"devDependencies"|root:x:0/);
      if (response.status !== 200) {
        expect([400, 404], path).toContain(response.status);
        expect(Object.keys(JSON.parse(response.body)), path).toEqual([
          'code',
          'name',
          'description',
        ]);
      }
    }
  });

  it('names the rule for a malformed file name', async () => {
    const response = await get('/dogs/not-a-picture.txt');
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).description).toMatch(/'file'.*dogs file name/);
  });
});

describe('an empty collection', () => {
  it('answers 503 with Retry-After until pictures are added', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kiln-empty-'));
    for (const category of CATEGORIES) {
      await mkdir(join(dir, category));
      await writeFile(join(dir, category, 'manifest.json'), manifestText(emptyManifest(category)));
    }
    const empty = await startKiln({ PICTURES_DIR: dir });
    try {
      const response = await empty.app.inject({ url: '/dogs' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(JSON.parse(response.body).description).toBe(
        'The dogs collection has no pictures yet.',
      );
    } finally {
      await empty.app.close();
    }
  });
});

describe('/<category>/<file>/info', () => {
  it('describes a listed picture from its manifest, and the file links to it', async () => {
    const file = fileOf((await get('/cats?seed=credits')).body);
    const name = file.split('/').pop()!;
    const info = await get(`/cats/${name}/info`);
    expect(info.statusCode).toBe(200);
    expect(info.headers['content-type']).toBe('application/json');
    const body = JSON.parse(info.body);
    expect(Object.keys(body)).toEqual([
      'file',
      'category',
      'width',
      'height',
      'bytes',
      'type',
      'credit',
      'licence',
      'added',
    ]);
    const entry = (await readManifest(picturesDir, 'cats'))!.pictures.find((p) => p.file === name)!;
    expect(body).toEqual({
      file,
      category: 'cats',
      width: entry.width,
      height: entry.height,
      bytes: entry.bytes,
      type: entry.content_type,
      credit: 'test',
      licence: 'CC0-1.0',
      added: null,
    });
    const picture = await get(`/cats/${name}`);
    expect(picture.headers.link).toBe(`</cats/${name}/info>; rel="describedby"`);
    expect(JSON.parse((await get('/cats?seed=credits')).body)).toEqual({ file });
  });

  it('answers 404 for a name the manifest does not list, 400 for a malformed one', async () => {
    expect((await get('/cats/AAAAAAAAAAA_cats.png/info')).statusCode).toBe(404);
    expect((await get('/cats/not-a-name/info')).statusCode).toBe(400);
  });

  it('reports the credit, licence and time of an added picture, and null when not given', async () => {
    const [credited, anonymous] = addedByTest;
    const info = await get(`/dogs/${credited}/info`);
    expect(JSON.parse(info.body)).toMatchObject({
      credit: 'Ada L.',
      licence: 'CC-BY-4.0',
      added: ADDED,
    });
    const bare = JSON.parse((await get(`/dogs/${anonymous}/info`)).body);
    expect(bare).toMatchObject({ credit: null, licence: null, added: ADDED });
  });
});

describe('info of the starter set', () => {
  it('credits the starter pictures to Kiln, with their licence and no added time', async () => {
    const starter = await startKiln();
    try {
      const { file } = JSON.parse(
        (await starter.app.inject({ url: '/bunny?seed=credits' })).body,
      ) as { file: string };
      const name = file.split('/').pop()!;
      const info = JSON.parse((await starter.app.inject({ url: `/bunny/${name}/info` })).body);
      expect(info.credit).toMatch(/^Kiln starter set: \S/);
      expect(info.licence).toBe(STARTER_LICENCE);
      expect(info.added).toBeNull();
      expect(info.file).toBe(file);
    } finally {
      await starter.app.close();
    }
  });
});

describe('/<category>/<file>?width=', () => {
  it('serves a stored picture at the asked width, same format, aspect kept', async () => {
    const manifest = (await readManifest(picturesDir, 'sadcat'))!;
    for (const entry of manifest.pictures) {
      const response = await get(`/sadcat/${entry.file}?width=64`);
      expect(response.statusCode, entry.file).toBe(200);
      expect(response.headers['content-type']).toBe(entry.content_type);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.width).toBe(64);
      expect(meta.height).toBe(Math.round((entry.height * 64) / entry.width));
      const stored = await get(`/sadcat/${entry.file}`);
      expect(response.headers.etag).not.toBe(stored.headers.etag);
      expect(response.headers['cache-control']).toBe(stored.headers['cache-control']);
    }
  });

  it('resizes in a renderer, once per width (then from the caches), and answers 304 by ETag', async () => {
    const { file } = JSON.parse((await get('/sadcat?seed=renderer')).body) as { file: string };
    const name = file.split('/').pop()!;
    const run = vi.spyOn(kiln.pool, 'runLent');
    try {
      const first = await get(`/sadcat/${name}?width=40`);
      const again = await get(`/sadcat/${name}?width=40`);
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(again.rawPayload).toEqual(first.rawPayload);
      expect(run).toHaveBeenCalledTimes(1);
      expect(run.mock.calls[0]![0]).toMatchObject({
        generator: 'picture-file',
        input: { category: 'sadcat', file: name },
        width: 40,
      });
      const notModified = await kiln.app.inject({
        url: `/sadcat/${name}?width=40`,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(notModified.statusCode).toBe(304);
    } finally {
      run.mockRestore();
    }
  });

  it('refuses a width outside 16..2048 with a 400 naming it', async () => {
    const { file } = JSON.parse((await get('/sadcat?seed=w')).body) as { file: string };
    const name = file.split('/').pop()!;
    for (const width of ['8', '4096', 'big']) {
      const response = await get(`/sadcat/${name}?width=${width}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("'width'");
    }
  });
});
