// The colour family over HTTP: JSON values, pictures decoded pixel by pixel, and the
// /colour/... aliases answering byte-identically.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Kiln } from '../../src/app.js';
import { startKiln } from '../helpers/kiln.js';

let kiln: Kiln;
beforeAll(async () => {
  kiln = await startKiln();
});
afterAll(async () => {
  await kiln.app.close();
});

const get = (url: string) => kiln.app.inject({ method: 'GET', url });

async function pixels(body: Buffer) {
  const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return [data[i], data[i + 1], data[i + 2]];
  };
  return { info, at };
}

describe('/color/<hex> JSON', () => {
  it('has the exact shades, tints and brightness of 00ffd9', async () => {
    const response = await get('/color/00ffd9');
    expect(response.statusCode).toBe(200);
    const info = JSON.parse(response.body);
    expect(info.shade).toEqual(
      '00ffd9 00e5c3 00ccad 00b297 009982 007f6c 006556 004c41 00322b 001915 000000'.split(' '),
    );
    expect(info.tint).toEqual(
      '00ffd9 19ffdc 33ffe0 4cffe4 66ffe8 7fffec 99ffef b2fff3 ccfff7 e5fffb ffffff'.split(' '),
    );
    expect(info.brightness).toBe(157);
    expect(info.int).toBe(0x00ffd9);
    expect(info.images).toEqual({
      square: 'https://kiln.test/color/image/00ffd9',
      gradient: 'https://kiln.test/color/image/gradient/00ffd9',
    });
    expect(info.image).toBe(info.images.square);
    expect(info.image_gradient).toBe(info.images.gradient);
    expect(typeof info.name).toBe('string');
    expect(info.blackorwhite_text).toBe('#000000');
  });

  it('accepts 3 digits, any case and a leading # sent as %23', async () => {
    const short = JSON.parse((await get('/color/0FD')).body);
    expect(short.hex.clean).toBe('00ffdd');
    const hashed = JSON.parse((await get('/color/%2300ffd9')).body);
    expect(hashed.hex.clean).toBe('00ffd9');
  });

  it('builds image URLs from the request when PUBLIC_BASE_URL is unset', async () => {
    const local = await startKiln({ PUBLIC_BASE_URL: '' });
    try {
      const response = await local.app.inject({
        url: '/color/abc',
        headers: { host: 'bots.example:8080' },
      });
      expect(JSON.parse(response.body).images.square).toBe(
        'http://bots.example:8080/color/image/aabbcc',
      );
      const forged = await local.app.inject({ url: '/color/abc', headers: { host: 'evil"/<x>' } });
      expect(JSON.parse(forged.body).images.square).toBe('http://localhost/color/image/aabbcc');
    } finally {
      await local.app.close();
    }
  });
});

describe('colour pictures', () => {
  it('draws a 256x256 swatch of the colour', async () => {
    const response = await get('/color/image/ff8800');
    expect(response.headers['content-type']).toBe('image/png');
    const { info, at } = await pixels(response.rawPayload);
    expect([info.width, info.height]).toEqual([256, 256]);
    expect(at(0, 0)).toEqual([255, 136, 0]);
    expect(at(255, 255)).toEqual([255, 136, 0]);
  });

  it('draws a 1024x256 ramp from the lightest tint through the colour to black', async () => {
    const { info, at } = await pixels((await get('/color/image/gradient/ff8800')).rawPayload);
    expect([info.width, info.height]).toEqual([1024, 256]);
    expect(at(0, 128)).toEqual([255, 243, 229]); // the lightest tint, tint[9] = fff3e5
    expect(at(511, 10)).toEqual([255, 136, 0]);
    expect(at(1023, 200)).toEqual([0, 0, 0]);
    const [r1] = at(700, 0);
    const [r2] = at(900, 0);
    expect(r1!).toBeGreaterThan(r2!);
  });
});

describe('/colour aliases', () => {
  it.each(['/%s/00ffd9', '/%s/image/00ffd9', '/%s/image/gradient/00ffd9?format=webp'])(
    'answers %s byte-identically under both spellings',
    async (pattern) => {
      const color = await get(pattern.replace('%s', 'color'));
      const colour = await get(pattern.replace('%s', 'colour'));
      expect(colour.statusCode).toBe(200);
      expect(colour.rawPayload.equals(color.rawPayload)).toBe(true);
      expect(colour.headers.etag).toBe(color.headers.etag);
      expect(colour.headers['content-type']).toBe(color.headers['content-type']);
    },
  );
});
