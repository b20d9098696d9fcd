// /calling, /panel_meme, /facts, /scroll and /http/<code> over HTTP: pictures with X-Text-Fit
// and caching headers, the index notation, and a 400 naming the rule for every bad input.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { startKiln } from '../helpers/kiln.js';

let kiln: Kiln;
beforeAll(async () => {
  kiln = await startKiln({ RENDER_THREADS: '2' });
});
afterAll(async () => {
  await kiln.app.close();
});
const get = (url: string) => kiln.app.inject({ url });
const q = encodeURIComponent;

async function expect400(url: string, description: string | RegExp) {
  const response = await get(url);
  expect(response.statusCode, url.slice(0, 60)).toBe(400);
  expect(response.headers['content-type']).toBe('application/json');
  const body = JSON.parse(response.body);
  expect(body.code).toBe(400);
  expect(body.name).toBe('Bad Request');
  if (typeof description === 'string') expect(body.description).toBe(description);
  else expect(body.description).toMatch(description);
}

const ONE_TEXT = [
  { path: '/calling', width: 670, height: 470 },
  { path: '/facts', width: 480, height: 530 },
  { path: '/scroll', width: 500, height: 520 },
] as const;

describe.each(ONE_TEXT)('$path', ({ path, width, height }) => {
  it('answers a PNG of its size with X-Text-Fit and caching headers', async () => {
    const response = await get(`${path}?text=${q('When the build passes on the first try')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-text-fit']).toMatch(/^font-size=\d+; lines=\d+; shrunk=(yes|no)$/);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=/);
    expect(response.headers.etag).toBeDefined();
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it('reports shrinking for long text and accepts exactly 500 characters', async () => {
    const response = await get(`${path}?text=${q('Wrap me please. '.repeat(32).slice(0, 500))}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-text-fit']).toMatch(/shrunk=yes/);
  });

  it('refuses missing, empty, blank and over-long text', async () => {
    await expect400(path, "Parameter 'text' is required.");
    await expect400(`${path}?text=`, "Parameter 'text' is required and must not be empty.");
    await expect400(
      `${path}?text=%01%02%7F`,
      "Parameter 'text' is required and must not be empty.",
    );
    await expect400(
      `${path}?text=${'a'.repeat(501)}`,
      /must be at most 500 characters long \(got 501\)/,
    );
    // Past the raw-size guard the schema answers, with the same limit.
    await expect400(`${path}?text=${'a'.repeat(2001)}`, /at most 500 characters long\.$/);
  });

  it('refuses text that cannot fit legibly, and an unknown format', async () => {
    await expect400(
      `${path}?text=${'W'.repeat(500)}`,
      /^Parameter 'text' is too long to fit legibly/,
    );
    await expect400(
      `${path}?text=hi&format=tiff`,
      "Parameter 'format' must be one of png, jpeg, webp, avif, gif, jpg.",
    );
  });

  it('serves other formats', async () => {
    const response = await get(`${path}?text=hi&format=webp`);
    expect(response.headers['content-type']).toBe('image/webp');
  });
});

describe('/panel_meme', () => {
  it('answers a 500x500 PNG with both texts fitted', async () => {
    const response = await get(`/panel_meme?top=${q('Tabs')}&bottom=${q('Spaces')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-text-fit']).toMatch(/lines=2; shrunk=no$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([500, 500]);
  });

  it('accepts 500 characters together and refuses more', async () => {
    const ok = await get(`/panel_meme?top=${'a '.repeat(125)}&bottom=${'b '.repeat(125)}`);
    expect(ok.statusCode).toBe(200);
    await expect400(
      `/panel_meme?top=${'a'.repeat(300)}&bottom=${'b'.repeat(201)}`,
      "Parameters 'top' and 'bottom' must be at most 500 characters long together (got 501).",
    );
  });

  it('refuses a missing or empty top or bottom', async () => {
    await expect400('/panel_meme?bottom=yes', "Parameter 'top' is required.");
    await expect400('/panel_meme?top=no', "Parameter 'bottom' is required.");
    await expect400(
      '/panel_meme?top=&bottom=yes',
      "Parameter 'top' is required and must not be empty.",
    );
    await expect400(
      '/panel_meme?top=no&bottom=%20%20',
      "Parameter 'bottom' is required and must not be empty.",
    );
    await expect400(
      `/panel_meme?top=no&bottom=${'W'.repeat(498)}`,
      /^Parameter 'bottom' is too long to fit legibly/,
    );
  });
});

describe('/http/<code>', () => {
  it('answers 200 with an 800x600 picture for registered, unofficial and unassigned codes', async () => {
    for (const code of ['100', '200', '404', '418', '477', '599']) {
      const response = await get(`/http/${code}`);
      expect(response.statusCode, code).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-text-fit']).toBeUndefined();
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([800, 600]);
    }
  });

  it('refuses anything but a three-digit integer from 100 to 599', async () => {
    const rule = "Parameter 'code' must be an integer from 100 to 599.";
    const bad = [
      '600',
      '99',
      '099',
      'abc',
      '1e3',
      '0404',
      '-404',
      '404.0',
      '4O4',
      '%20404',
      '404%20',
      '+404',
      '0x1f',
    ];
    for (const code of bad) await expect400(`/http/${code}`, rule);
    await expect400(`/http/${'9'.repeat(10_000)}`, rule);
  });

  it('is listed with an integer parameter', async () => {
    const { endpoints } = JSON.parse((await get('/')).body);
    expect(endpoints).toContain('GET /http/<int:code>');
    expect(endpoints).toContain('GET /calling?text=text');
    expect(endpoints).toContain('GET /panel_meme?top=text&bottom=text');
    expect(endpoints).toContain('GET /facts?text=text');
    expect(endpoints).toContain('GET /scroll?text=text');
  });

  it('answers HEAD and refuses other methods', async () => {
    const head = await kiln.app.inject({ method: 'HEAD', url: '/http/404' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const post = await kiln.app.inject({ method: 'POST', url: '/http/404' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});
