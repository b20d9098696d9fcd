// A picture whose rows around a band are its base picture's is deflated in parts, the outer ones
// reused (src/imaging/deflate-segments.ts): the file must decode to exactly its own pixels,
// whichever band, on the first use of a base and on every later one, and the checksums must
// be zlib's.
import { randomBytes } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Raster } from '../../src/core/raster.js';
import { adler32, combineAdler32, usableBand } from '../../src/imaging/deflate-segments.js';
import { encodePng } from '../../src/imaging/png.js';

/** zlib's own Adler-32 of `bytes`: the trailer of a stored (level 0) zlib stream. */
function zlibAdler(bytes: Uint8Array): number {
  const stream = deflateSync(bytes, { level: 0 });
  return stream.readUInt32BE(stream.byteLength - 4);
}

const WIDTH = 40;
const HEIGHT = 30;

/** An opaque base picture with detail in every row (so rows differ and filters vary). */
function basePicture(): Raster {
  const data = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    const y = Math.floor(i / WIDTH);
    // Rows 10-12 repeat row 9, so the writer's Up filter is exercised inside the parts too.
    const row = y >= 10 && y <= 12 ? 9 : y;
    data.set([(row * 8) & 255, (i % WIDTH) * 6, (row * 31) & 255, 255], i * 4);
  }
  return { width: WIDTH, height: HEIGHT, data };
}

/** A copy of `base` with random pixels in rows [top, bottom), declaring that band. */
function withBand(base: Raster, top: number, bottom: number): Raster {
  const data = Uint8Array.from(base.data);
  const band = randomBytes((bottom - top) * WIDTH * 4);
  for (let i = 3; i < band.byteLength; i += 4) band[i] = 255;
  data.set(band, top * WIDTH * 4);
  return { width: WIDTH, height: HEIGHT, data, sameRowsAs: { raster: base, top, bottom } };
}

async function decodedPixels(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect(info).toMatchObject({ width: WIDTH, height: HEIGHT, channels: 4 });
  return data;
}

describe('Adler-32', () => {
  it.each([0, 1, 3, 5551, 5552, 5553, 100_003])('matches zlib over %i bytes', (length) => {
    const bytes = randomBytes(length);
    expect(adler32(bytes)).toBe(zlibAdler(bytes));
  });

  it('of two runs combines into that of both', () => {
    const bytes = randomBytes(70_001);
    for (const split of [0, 1, 5552, 40_000, 70_001]) {
      const first = bytes.subarray(0, split);
      const second = bytes.subarray(split);
      expect(combineAdler32(adler32(first), adler32(second), second.byteLength)).toBe(
        zlibAdler(bytes),
      );
    }
  });
});

describe('PNG of a picture with a band over a base picture', () => {
  it.each([
    ['in the middle', 8, 14],
    ['at the top', 0, 6],
    ['at the bottom', 24, 30],
    ['empty', 15, 15],
  ])('decodes to its own pixels, band %s, first and later uses', async (_, top, bottom) => {
    const base = basePicture();
    for (let use = 0; use < 3; use++) {
      const raster = withBand(base, top, bottom);
      expect(usableBand(raster)).not.toBeNull();
      const png = encodePng(raster);
      expect(Buffer.compare(await decodedPixels(png), Buffer.from(raster.data))).toBe(0);
    }
  });

  it('keeps the rows below the band right after a first picture whose band matched them', async () => {
    // Base rows 9-12 are equal: a first picture with the base's own band [8, 11) has row 11
    // equal to row 10, which an Up filter would encode against the band; the next one has not.
    const base = basePicture();
    const plain = { ...base, sameRowsAs: { raster: base, top: 8, bottom: 11 } };
    expect(Buffer.compare(await decodedPixels(encodePng(plain)), Buffer.from(base.data))).toBe(0);
    const raster = withBand(base, 8, 11);
    expect(Buffer.compare(await decodedPixels(encodePng(raster)), Buffer.from(raster.data))).toBe(
      0,
    );
  });

  it('writes a zlib stream whose checksum zlib accepts', () => {
    const base = basePicture();
    encodePng(withBand(base, 5, 12));
    const png = encodePng(withBand(base, 5, 12));
    const idat = png.indexOf('IDAT');
    const length = png.readUInt32BE(idat - 4);
    // inflateSync verifies the Adler-32 trailer and throws on a mismatch.
    const rows = inflateSync(png.subarray(idat + 4, idat + 4 + length));
    expect(rows.byteLength).toBe(HEIGHT * (WIDTH * 4 + 1));
  });

  it('ignores a band that does not fit the picture', async () => {
    const base = basePicture();
    const raster = withBand(base, 4, 9);
    const wrong = { ...raster, sameRowsAs: { raster: base, top: 9, bottom: 4 } };
    expect(usableBand(wrong)).toBeNull();
    const png = encodePng(wrong);
    expect(Buffer.compare(await decodedPixels(png), Buffer.from(raster.data))).toBe(0);
  });
});
