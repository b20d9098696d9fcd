// The sillycat and nft JSON objects match SPEC 2.2 / 2.3 key for key and format for format.
import { describe, expect, it } from 'vitest';
import {
  nftDescription,
  sillycatDescription,
  SEASONS,
} from '../../src/families/avatars/answers.js';
import type { Rgb } from '../../src/families/avatars/answers.js';

const nameOf = (rgb: Rgb) => `name-${rgb.r}-${rgb.g}-${rgb.b}`;
const orange = { r: 255, g: 136, b: 0 };
const teal = { r: 0, g: 171, b: 205 };

describe('sillycatDescription (SPEC 2.2)', () => {
  const json = JSON.parse(
    JSON.stringify(sillycatDescription(orange, teal, 'https://kiln.example', nameOf)),
  );

  it('has exactly the SPEC keys', () => {
    expect(Object.keys(json).sort()).toEqual(['_docs', '_variables', 'images', 'left', 'right']);
    expect(Object.keys(json._variables)).toEqual(['HEX']);
    expect(Object.keys(json.images).sort()).toEqual(['complex', 'simple']);
    expect(Object.keys(json.left).sort()).toEqual(['hex', 'name']);
    expect(Object.keys(json.right).sort()).toEqual(['hex', 'name']);
  });

  it('lists the three usage lines', () => {
    expect(json._docs).toEqual([
      'GET /sillycat[?seed=string]',
      'GET /sillycat/:HEX',
      'GET /sillycat/:HEX/:HEX',
    ]);
  });

  it('describes HEX as a hex colour or the word random', () => {
    expect(typeof json._variables.HEX).toBe('string');
    expect(json._variables.HEX).toMatch(/hex colour/i);
    expect(json._variables.HEX).toMatch(/\brandom\b/);
  });

  it('puts the first path colour on the right and the second on the left', () => {
    expect(json.right).toEqual({ hex: '#ff8800', name: 'name-255-136-0' });
    expect(json.left).toEqual({ hex: '#00abcd', name: 'name-0-171-205' });
    expect(json.images).toEqual({
      simple: 'https://kiln.example/sillycat/ff8800',
      complex: 'https://kiln.example/sillycat/ff8800/00abcd',
    });
  });

  it('writes hex with # in JSON and without in URLs, zero-padded and lowercase', () => {
    const dark = sillycatDescription(
      { r: 1, g: 2, b: 3 },
      { r: 171, g: 205, b: 239 },
      'http://h:8080/',
      nameOf,
    );
    expect(dark.right.hex).toBe('#010203');
    expect(dark.left.hex).toBe('#abcdef');
    expect(dark.images.simple).toBe('http://h:8080/sillycat/010203');
    expect(dark.images.complex).toBe('http://h:8080/sillycat/010203/abcdef');
    for (const side of [dark.left, dark.right]) expect(side.hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('nftDescription (SPEC 2.3)', () => {
  const json = JSON.parse(
    JSON.stringify(nftDescription(teal, 'halloween', 'https://kiln.example', nameOf)),
  );

  it('has exactly the SPEC keys', () => {
    expect(Object.keys(json).sort()).toEqual([
      '_docs',
      '_variables',
      'hex',
      'image',
      'name',
      'season',
    ]);
    expect(Object.keys(json._variables).sort()).toEqual(['HEX', 'SEASON']);
  });

  it('lists the usage lines and the fifteen seasons in SPEC order', () => {
    expect(json._docs).toEqual([
      'GET /nft[?seed=string]',
      'GET /nft/:HEX',
      'GET /nft/:HEX/:SEASON',
    ]);
    expect(typeof json._variables.HEX).toBe('string');
    expect(json._variables.HEX).toMatch(/hex colour/i);
    expect(json._variables.SEASON).toEqual([
      'default',
      'april',
      'autumn',
      'birthday',
      'christmas',
      'easter',
      'halloween',
      'newyear',
      'pride',
      'spring',
      'stpatricks',
      'summer',
      'valentines',
      'winter',
      'norway',
    ]);
    expect(SEASONS).toHaveLength(15);
  });

  it('fills colour, name, season and image URL', () => {
    expect(json.hex).toBe('#00abcd');
    expect(json.name).toBe('name-0-171-205');
    expect(json.season).toBe('halloween');
    expect(json.image).toBe('https://kiln.example/nft/00abcd/halloween');
  });

  it('uses the season in the URL for every season', () => {
    for (const season of SEASONS) {
      const d = nftDescription({ r: 0, g: 0, b: 0 }, season, 'https://k.example/', nameOf);
      expect(d.image).toBe(`https://k.example/nft/000000/${season}`);
    }
  });
});
