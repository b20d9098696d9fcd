// /sillycat and /nft over HTTP: the SPEC JSON shapes, seeds, random answers and bad input. The
// pictures themselves are compared with golden images in test/generators/golden.test.ts (slow
// suite).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kiln } from '../../src/app.js';
import { SEASONS } from '../../src/families/avatars/answers.js';
import { seededChoices } from '../../src/families/avatars/kiln-seed.js';
import { startKiln } from '../helpers/kiln.js';

let kiln: Kiln;
beforeAll(async () => {
  kiln = await startKiln({ RENDER_THREADS: '2' });
});
afterAll(async () => {
  await kiln.app.close();
});
const get = (url: string) => kiln.app.inject({ url });
const hex = (rgb: { r: number; g: number; b: number }) =>
  [rgb.r, rgb.g, rgb.b].map((c) => c.toString(16).padStart(2, '0')).join('');

describe('/sillycat JSON', () => {
  it('answers a seed with the SPEC 2.2 object, deterministically', async () => {
    const response = await get('/sillycat?seed=kiln');
    expect(response.headers['cache-control']).toMatch(/^public/);
    const body = JSON.parse(response.body);
    const { right, left } = seededChoices('kiln').sillycat;
    expect(Object.keys(body).sort()).toEqual(['_docs', '_variables', 'images', 'left', 'right']);
    expect(body._docs).toEqual([
      'GET /sillycat[?seed=string]',
      'GET /sillycat/:HEX',
      'GET /sillycat/:HEX/:HEX',
    ]);
    expect(Object.keys(body._variables)).toEqual(['HEX']);
    expect(body.right.hex).toBe(`#${hex(right)}`);
    expect(body.left.hex).toBe(`#${hex(left)}`);
    expect(typeof body.left.name).toBe('string');
    expect(body.images).toEqual({
      simple: `https://kiln.test/sillycat/${hex(right)}`,
      complex: `https://kiln.test/sillycat/${hex(right)}/${hex(left)}`,
    });
    expect((await get('/sillycat?seed=kiln')).body).toBe(response.body);
  });

  it('is random and no-store without a seed', async () => {
    const one = await get('/sillycat');
    const two = await get('/sillycat');
    expect(one.headers['cache-control']).toBe('no-store');
    expect(one.headers.etag).toBeUndefined();
    expect(one.body).not.toBe(two.body);
  });

  it('rejects a seed over 256 characters', async () => {
    const response = await get(`/sillycat?seed=${'s'.repeat(257)}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).description).toBe(
      "Parameter 'seed' must be at most 256 characters long.",
    );
    expect((await get(`/nft?seed=${'s'.repeat(256)}`)).statusCode).toBe(200);
  });
});

describe('/nft JSON', () => {
  it('answers a seed with the SPEC 2.3 object', async () => {
    const body = JSON.parse((await get('/nft?seed=kiln')).body);
    const { colour, season } = seededChoices('kiln').nft;
    expect(Object.keys(body).sort()).toEqual([
      '_docs',
      '_variables',
      'hex',
      'image',
      'name',
      'season',
    ]);
    expect(body._variables.SEASON).toEqual([...SEASONS]);
    expect(body.hex).toBe(`#${hex(colour)}`);
    expect(body.season).toBe(season);
    expect(body.image).toBe(`https://kiln.test/nft/${hex(colour)}/${season}`);
  });
});

describe('pictures', () => {
  it.each([
    [
      '/sillycat/zzz',
      "Parameter 'hex_right' must be 3 or 6 hexadecimal digits, optionally preceded by #, or the word random.",
    ],
    [
      '/sillycat/abc/12345',
      "Parameter 'hex_left' must be 3 or 6 hexadecimal digits, optionally preceded by #, or the word random.",
    ],
    ['/nft/random', "Parameter 'hex' must be 3 or 6 hexadecimal digits, optionally preceded by #."],
    ['/nft/abc/easterr', `Parameter 'season' must be one of ${SEASONS.join(', ')}.`],
  ])('rejects %s', async (url, description) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).description).toBe(description);
  });
});
