// /sillycat and /nft pictures over HTTP: size, colours, seasons in any case, random as no-store
// (their golden pictures are the catalogue's, test/generators/golden.test.ts).
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

describe('pictures', () => {
  it('draws sillycat in one and two colours, and random as no-store', async () => {
    const one = await get('/sillycat/ff9900');
    const two = await get('/sillycat/ff9900/5a3c7e');
    const meta = await sharp(one.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(one.rawPayload.equals(two.rawPayload)).toBe(false);
    const random = await get('/sillycat/random/5a3c7e');
    expect(random.statusCode).toBe(200);
    expect(random.headers['cache-control']).toBe('no-store');
  });

  it('draws nft by season, case-insensitively', async () => {
    const plain = await get('/nft/5a3c7e');
    expect((await get('/nft/5a3c7e/default')).rawPayload.equals(plain.rawPayload)).toBe(true);
    const upper = await get('/nft/5a3c7e/BIRTHDAY');
    const lower = await get('/nft/5a3c7e/birthday');
    expect(upper.rawPayload.equals(lower.rawPayload)).toBe(true);
  });
});
