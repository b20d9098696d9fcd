// A picture whose rows outside some bands are its base picture's is deflated in blocks, those
// the bands do not touch reused (src/imaging/deflate-segments.ts): the file must decode to
// exactly its own pixels, whichever bands, on the first use of a base and on every later one,
// and the checksums must be zlib's.
import { randomBytes } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Raster, RowBand } from '../../src/core/raster.js';
import { adler32, bandPlan, combineAdler32 } from '../../src/imaging/deflate-segments.js';
import { encodePng } from '../../src/imaging/png.js';

/** zlib's own Adler-32 of `bytes`: the trailer of a stored (level 0) zlib stream. */
function zlibAdler(bytes: Uint8Array): number {
  const stream = deflateSync(bytes, { level: 0 });
  return stream.readUInt32BE(stream.byteLength - 4);
}

const WIDTH = 40;
/** 64 KB of scanlines of 161 bytes: blocks of 408 rows, the last one shorter. */
const BLOCK_ROWS = 408;
const HEIGHT = 5 * BLOCK_ROWS + 30;

/** An opaque base picture with detail in every row (so rows differ and filters vary). */
function basePicture(): Raster {
  const data = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    const y = Math.floor(i / WIDTH);
    // Some rows repeat the one above, so the writer's Up filter is exercised inside the blocks
    // too, and across a block's first row.
    const row = y % 100 >= 10 && y % 100 <= 12 ? y - (y % 100) + 9 : y === BLOCK_ROWS ? y - 1 : y;
    data.set([(row * 8) & 255, (i % WIDTH) * 6, (row * 31) & 255, 255], i * 4);
  }
  return { width: WIDTH, height: HEIGHT, data };
}

/** A copy of `base` with random pixels in `bands`, declaring them. */
function withBands(base: Raster, bands: readonly RowBand[]): Raster {
  const data = Uint8Array.from(base.data);
  for (const { top, bottom } of bands) {
    const band = randomBytes((bottom - top) * WIDTH * 4);
    for (let i = 3; i < band.byteLength; i += 4) band[i] = 255;
    data.set(band, top * WIDTH * 4);
  }
  return { width: WIDTH, height: HEIGHT, data, sameRowsAs: { raster: base, bands } };
}

async function decodedPixels(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect(info).toMatchObject({ width: WIDTH, height: HEIGHT, channels: 4 });
  return data;
}

describe('Adler-32', () => {
  it.each([0, 1, 3, 87, 88, 89, 5551, 5552, 5553, 100_003])(
    'matches zlib over %i bytes',
    (length) => {
      const memory = randomBytes(length + 3);
      // Words are read from 4-byte boundaries: start on and off them.
      for (const offset of [0, 1, 2, 3]) {
        const bytes = new Uint8Array(memory.buffer, memory.byteOffset + offset, length);
        expect(adler32(bytes)).toBe(zlibAdler(bytes));
      }
    },
  );

  it('matches zlib over bytes that fill its sums most (all 255)', () => {
    const bytes = Buffer.alloc(300_001, 255);
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

const band = (top: number, bottom: number): RowBand => ({ top, bottom });

describe('PNG of a picture with bands over a base picture', () => {
  it.each([
    ['in the middle of a block', [band(500, 530)]],
    ['across a block boundary', [band(800, 830)]],
    ['on block boundaries', [band(BLOCK_ROWS, 2 * BLOCK_ROWS)]],
    // The next block's first row repeats this band's last one in the base picture.
    ["ending at a block's last row", [band(400, BLOCK_ROWS)]],
    ['at the top', [band(0, 6)]],
    ['at the bottom, in the short last block', [band(HEIGHT - 6, HEIGHT)]],
    ['empty', [band(15, 15)]],
    ['none', []],
    ['two, blocks apart', [band(20, 40), band(1300, 1310)]],
    ['two in one block', [band(420, 430), band(500, 510)]],
    ['two in neighbouring blocks', [band(420, 430), band(830, 840)]],
  ])('decodes to its own pixels, bands %s, first and later uses', async (_, bands) => {
    const base = basePicture();
    for (let use = 0; use < 3; use++) {
      const raster = withBands(base, bands);
      expect(bandPlan(raster)).not.toBeNull();
      const png = encodePng(raster);
      expect(Buffer.compare(await decodedPixels(png), Buffer.from(raster.data))).toBe(0);
    }
  });

  it('compresses only the blocks the bands touch, neighbouring ones in one run', () => {
    const base = basePicture();
    const runs = (...bands: RowBand[]) => bandPlan(withBands(base, bands))?.runs;
    expect(bandPlan(withBands(base, [band(20, 40)]))?.blockRows).toBe(BLOCK_ROWS);
    expect(runs(band(20, 40), band(830, 840))).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(runs(band(420, 430), band(500, 510))).toEqual([[1, 2]]);
    expect(runs(band(400, 410), band(420, 430))).toEqual([[0, 2]]);
    expect(runs(band(2000, 2001))).toEqual([[4, 5]]);
    expect(runs(band(15, 15))).toEqual([]);
  });

  it('keeps the rows below a band right after a first picture whose band matched them', async () => {
    // Base rows 10-12 repeat row 9: a first picture declaring them changed, though equal to the
    // base, has them Up-filtered against row 9; the next one changes row 9 itself.
    const base = basePicture();
    const plain = { ...base, sameRowsAs: { raster: base, bands: [band(8, 11)] } };
    expect(Buffer.compare(await decodedPixels(encodePng(plain)), Buffer.from(base.data))).toBe(0);
    const raster = withBands(base, [band(8, 10)]);
    expect(Buffer.compare(await decodedPixels(encodePng(raster)), Buffer.from(raster.data))).toBe(
      0,
    );
  });

  it('writes a zlib stream whose checksum zlib accepts', () => {
    const base = basePicture();
    encodePng(withBands(base, [band(5, 12), band(900, 910)]));
    const png = encodePng(withBands(base, [band(5, 12), band(900, 910)]));
    const idat = png.indexOf('IDAT');
    const length = png.readUInt32BE(idat - 4);
    // inflateSync verifies the Adler-32 trailer and throws on a mismatch.
    const rows = inflateSync(png.subarray(idat + 4, idat + 4 + length));
    expect(rows.byteLength).toBe(HEIGHT * (WIDTH * 4 + 1));
  });

  it.each([
    ['upside down', [band(9, 4)]],
    ['out of order', [band(900, 910), band(5, 12)]],
    ['overlapping', [band(5, 12), band(10, 20)]],
    ['past the bottom', [band(HEIGHT - 2, HEIGHT + 1)]],
    ['not whole rows', [band(4.5, 9)]],
  ])('compresses the whole picture when the bands are %s', async (_, bands) => {
    const base = basePicture();
    const raster = withBands(base, [band(4, 20)]);
    const wrong = { ...raster, sameRowsAs: { raster: base, bands } };
    expect(bandPlan(wrong)).toBeNull();
    const png = encodePng(wrong);
    expect(Buffer.compare(await decodedPixels(png), Buffer.from(raster.data))).toBe(0);
  });

  it('compresses the whole picture when the bands touch more than half of it', () => {
    const base = basePicture();
    expect(bandPlan(withBands(base, [band(0, 10), band(1300, 1310)]))).not.toBeNull();
    expect(bandPlan(withBands(base, [band(0, 10), band(900, 910), band(1300, 1310)]))).toBeNull();
  });
});
