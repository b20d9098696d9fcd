// The sillycat and nft generators: size, determinism, that the input colours really appear,
// that one- and two-colour cats differ, and that every nft season is visibly its own picture.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sillycat } from '../../src/families/avatars/sillycat/draw.js';
import { nft } from '../../src/families/avatars/nft/draw.js';
import { InvalidInput } from '../../src/core/errors.js';
import { type Raster } from '../../src/core/raster.js';
import { SEASONS, type Rgb, type Season } from '../../src/families/avatars/nft/seasons.js';

const SIZE = 512;
const PIXELS = SIZE * SIZE;

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** How many pixels have exactly this colour. */
function countColour(raster: Raster, c: Rgb): number {
  let n = 0;
  const d = raster.data;
  for (let i = 0; i < d.length; i += 4) {
    if (d[i] === c.r && d[i + 1] === c.g && d[i + 2] === c.b) n++;
  }
  return n;
}

/** How many pixels differ between two rasters of the same size. */
function differingPixels(a: Raster, b: Raster): number {
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (
      a.data[i] !== b.data[i] ||
      a.data[i + 1] !== b.data[i + 1] ||
      a.data[i + 2] !== b.data[i + 2]
    ) {
      n++;
    }
  }
  return n;
}

/**
 * Asserts two pixel arrays are of one kind and equal byte for byte. (toEqual compares a 1 MB
 * array element by element, which takes seconds; Buffer#equals is a memcmp.)
 */
function expectSameBytes(
  actual: Uint8Array | Uint8ClampedArray,
  expected: Uint8Array | Uint8ClampedArray | undefined,
): void {
  if (!expected) throw new Error('nothing to compare with');
  expect(actual.constructor).toBe(expected.constructor);
  expect(actual.length).toBe(expected.length);
  const a = Buffer.from(actual.buffer, actual.byteOffset, actual.byteLength);
  const b = Buffer.from(expected.buffer, expected.byteOffset, expected.byteLength);
  if (!a.equals(b)) {
    const at = a.findIndex((byte, i) => byte !== b[i]);
    expect(a[at], `first differing byte at index ${at}`).toBe(b[at]);
  }
}

function expectOpaqueSquare(raster: Raster): void {
  expect(raster.width).toBe(SIZE);
  expect(raster.height).toBe(SIZE);
  expect(raster.data.length).toBe(PIXELS * 4);
  let opaque = true;
  for (let i = 3; i < raster.data.length; i += 4) if (raster.data[i] !== 255) opaque = false;
  expect(opaque).toBe(true);
}

const CAT_COLOURS = ['000000', 'ffffff', 'ffff00', '808080', 'ff8800', '2f6bff', '1f7a3a'];

describe('sillycat', () => {
  it('renders an opaque 512x512 picture in both forms', () => {
    expectOpaqueSquare(sillycat.render({ right: rgb('ff8800'), left: null }).raster);
    expectOpaqueSquare(sillycat.render({ right: rgb('ff8800'), left: rgb('333333') }).raster);
  });

  it('is deterministic', () => {
    const input = { right: rgb('2f6bff'), left: rgb('ffd23f') };
    expectSameBytes(sillycat.render(input).raster.data, sillycat.render(input).raster.data);
  });

  it('returns pixels that later renders do not overwrite', () => {
    const first = sillycat.render({ right: rgb('ff8800'), left: null }).raster;
    const copy = Uint8Array.from(first.data);
    sillycat.render({ right: rgb('2f6bff'), left: rgb('ffd23f') });
    expectSameBytes(Uint8Array.from(first.data), copy);
  });

  it('warms up without error', async () => {
    await sillycat.warmUp?.();
    await nft.warmUp?.();
  });

  it.each(CAT_COLOURS)('paints a large area of body colour %s', (hex) => {
    const body = rgb(hex);
    const raster = sillycat.render({ right: body, left: null }).raster;
    // The body, head and tail cover well over a tenth of the picture.
    expect(countColour(raster, body)).toBeGreaterThan(PIXELS * 0.1);
  });

  it('paints the marking colour in the two-colour form', () => {
    const left = rgb('7a3cff');
    const raster = sillycat.render({ right: rgb('ffff00'), left }).raster;
    expect(countColour(raster, left)).toBeGreaterThan(PIXELS * 0.02);
  });

  it('differs between the one- and two-colour forms', () => {
    for (const hex of CAT_COLOURS) {
      const one = sillycat.render({ right: rgb(hex), left: null }).raster;
      const two = sillycat.render({
        right: rgb(hex),
        left: rgb(hex === '000000' ? 'ffffff' : '000000'),
      }).raster;
      expect(differingPixels(one, two)).toBeGreaterThan(PIXELS * 0.02);
    }
  });

  it('keeps the body colour for any colour (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        (r, g, b) => {
          const raster = sillycat.render({ right: { r, g, b }, left: null }).raster;
          expect(countColour(raster, { r, g, b })).toBeGreaterThan(PIXELS * 0.1);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('rejects channels outside 0..255', () => {
    expect(() => sillycat.render({ right: { r: 256, g: 0, b: 0 }, left: null })).toThrow(
      InvalidInput,
    );
    expect(() => sillycat.render({ right: rgb('000000'), left: { r: 0, g: -1, b: 0 } })).toThrow(
      InvalidInput,
    );
    expect(() => sillycat.render({ right: { r: 1.5, g: 0, b: 0 }, left: null })).toThrow(
      InvalidInput,
    );
  });
});

describe('nft', () => {
  const colour = rgb('3aa0ff');
  const bySeason = new Map<Season, Raster>(
    SEASONS.map((season) => [season, nft.render({ colour, season }).raster]),
  );

  it.each([...SEASONS])(
    'renders season %s as an opaque 512x512 picture with the colour',
    (season) => {
      const raster = bySeason.get(season);
      if (!raster) throw new Error('missing');
      expectOpaqueSquare(raster);
      expect(countColour(raster, colour)).toBeGreaterThan(PIXELS * 0.1);
    },
  );

  it('draws every season visibly differently from default', () => {
    const plain = bySeason.get('default');
    if (!plain) throw new Error('missing');
    for (const season of SEASONS) {
      if (season === 'default') continue;
      const raster = bySeason.get(season);
      if (!raster) throw new Error('missing');
      // Backdrop, hat and props: at least a fifth of the picture changes.
      expect(differingPixels(plain, raster), season).toBeGreaterThan(PIXELS * 0.2);
    }
  });

  it('draws every pair of seasons differently', () => {
    for (const [i, a] of SEASONS.entries()) {
      for (const b of SEASONS.slice(i + 1)) {
        const ra = bySeason.get(a);
        const rb = bySeason.get(b);
        if (!ra || !rb) throw new Error('missing');
        expect(differingPixels(ra, rb), `${a} vs ${b}`).toBeGreaterThan(PIXELS * 0.1);
      }
    }
  });

  it('is deterministic', () => {
    const again = nft.render({ colour, season: 'halloween' }).raster;
    expectSameBytes(again.data, bySeason.get('halloween')?.data);
  });

  it.each(['000000', 'ffffff', 'ffff00', '808080'])('keeps colour %s visible', (hex) => {
    const c = rgb(hex);
    for (const season of ['default', 'winter', 'norway'] as const) {
      const raster = nft.render({ colour: c, season }).raster;
      expect(countColour(raster, c), season).toBeGreaterThan(PIXELS * 0.1);
    }
  });

  it('changes with the colour', () => {
    const other = nft.render({ colour: rgb('ff8800'), season: 'default' }).raster;
    const plain = bySeason.get('default');
    if (!plain) throw new Error('missing');
    expect(differingPixels(plain, other)).toBeGreaterThan(PIXELS * 0.3);
  });

  it('rejects an unknown season and bad channels', () => {
    expect(() => nft.render({ colour, season: 'monday' as Season })).toThrow(InvalidInput);
    expect(() => nft.render({ colour: { r: 0, g: 300, b: 0 }, season: 'default' })).toThrow(
      InvalidInput,
    );
  });
});
