// Formats and sizes on every picture route: AVIF and JPEG (and the jpg alias) by their file
// signatures, `width` giving exactly the asked width with the aspect ratio kept, the limits.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { startKiln } from '../helpers/kiln.js';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const withParam = (url: string, param: string) => `${url}${url.includes('?') ? '&' : '?'}${param}`;

describe('formats and sizes', () => {
  let kiln: Kiln;
  beforeAll(async () => {
    kiln = await startKiln();
  });
  afterAll(() => kiln.app.close());
  const get = (url: string) => kiln.app.inject({ method: 'GET', url });

  it('answers format=avif with an AVIF file and format=jpg exactly as format=jpeg', async () => {
    const avif = await get('/achievement?text=Small%20and%20sharp&format=avif');
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    const jpg = await get('/color/image/ff8800?format=jpg');
    const jpeg = await get('/color/image/ff8800?format=jpeg');
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect([...jpg.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpg.headers.etag).toBe(jpeg.headers.etag);
  });

  it('gives every picture route exactly the asked width, aspect ratio kept', async () => {
    const routes = kiln.routes.filter((route) => route.kind === 'image' && route.example);
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const route of routes) {
      const example = route.example!;
      const drawn = await get(example);
      expect(drawn.statusCode, example).toBe(200);
      const original = pngSize(drawn.rawPayload);
      for (const width of [16, 100, 777]) {
        const sized = await get(withParam(example, `width=${width}`));
        expect(sized.statusCode, `${example} width=${width}`).toBe(200);
        const size = pngSize(sized.rawPayload);
        expect(size.width, example).toBe(width);
        const expected = Math.max(1, Math.round((original.height * width) / original.width));
        expect(size.height, `${example} width=${width}`).toBe(expected);
      }
    }
  });

  it('keys caches and ETags by width and format', async () => {
    const a = await get('/color/image/123456?width=64');
    const b = await get('/color/image/123456?width=65');
    const c = await get('/color/image/123456?width=64&format=webp');
    expect(new Set([a.headers.etag, b.headers.etag, c.headers.etag]).size).toBe(3);
    const again = await get('/color/image/123456?width=64');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers.etag).toBe(a.headers.etag);
  });

  it('keeps transparency when resizing (the cut corners of the toast stay clear)', async () => {
    const sized = await get('/achievement?text=Edges&width=800');
    expect(sized.statusCode).toBe(200);
    const { data, info } = await sharp(sized.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0);
    const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4;
    expect(data[middle + 3]).toBe(255);
  });

  it('refuses a width or format outside the rules with a 400 naming the parameter', async () => {
    for (const url of [
      '/color/image/abc?width=15',
      '/color/image/abc?width=2049',
      '/color/image/abc?width=12.5',
      '/color/image/abc?width=wide',
      '/color/image/abc?format=tiff',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const name = url.includes('format') ? 'format' : 'width';
      expect(response.body, url).toContain(name);
    }
  });

  it('reads width as plain decimal digits only, on generated and collection pictures', async () => {
    const rule = "Parameter 'width' must be a whole number from 16 to 2048.";
    const cat = JSON.parse((await get('/cats?seed=width')).body).file as string;
    const file = new URL(cat).pathname;
    const spellings = ['12abc', '1e3', ' 64', '64 ', '+64', '0x40', '64.0', '-64', '', '６４'];
    for (const path of ['/color/image/abc', file]) {
      for (const width of [...spellings, '9'.repeat(400), '2049', '15']) {
        const response = await get(`${path}?width=${encodeURIComponent(width)}`);
        expect(response.statusCode, `${path} width=${width}`).toBe(400);
        expect(JSON.parse(response.body).description, width).toBe(rule);
      }
    }
    // Leading zeros were always read as the number they spell.
    const padded = await get('/color/image/abc?width=0064');
    expect(padded.statusCode).toBe(200);
    expect(padded.headers.etag).toBe((await get('/color/image/abc?width=64')).headers.etag);
  });
});

describe('width and the pixel limit', () => {
  let kiln: Kiln;
  beforeAll(async () => {
    kiln = await startKiln({ MAX_OUTPUT_PIXELS: '65536' });
  });
  afterAll(() => kiln.app.close());

  it('counts the asked size against MAX_OUTPUT_PIXELS', async () => {
    const small = await kiln.app.inject({ method: 'GET', url: '/color/image/abc?width=200' });
    expect(small.statusCode).toBe(200);
    const big = await kiln.app.inject({ method: 'GET', url: '/color/image/abc?width=2048' });
    expect(big.statusCode).toBe(400);
    // Named as for animations: the parameter, and the widest this picture allows.
    expect(JSON.parse(big.body).description).toBe(
      "Parameter 'width' must be at most 256 for this picture: 2048x2048 would pass the limit of 65536 pixels.",
    );
    const widest = await kiln.app.inject({ method: 'GET', url: '/color/image/abc?width=256' });
    expect(widest.statusCode).toBe(200);
    const past = await kiln.app.inject({ method: 'GET', url: '/color/image/abc?width=257' });
    expect(past.statusCode).toBe(400);
  });
});
