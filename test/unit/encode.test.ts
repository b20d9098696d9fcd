// Encoded pictures own exactly their bytes (src/imaging): they are cloned from a render thread
// to the HTTP thread, and a clone carries the whole memory under a view, which the response
// caches would then keep for as long as the picture.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encode } from '../../src/imaging/encode.js';
import { IMAGE_FORMATS } from '../../src/imaging/formats.js';

/** A small flat picture with a stripe: the kind whose PNG is far under node's 4 KB pool limit. */
function smallRaster(): { width: number; height: number; data: Uint8Array } {
  const width = 64;
  const height = 32;
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const stripe = i % width < 8;
    data.set(stripe ? [200, 40, 90, 255] : [20, 120, 220, 255], i * 4);
  }
  return { width, height, data };
}

describe('encode', () => {
  it.each(IMAGE_FORMATS)('gives %s bytes that a clone copies alone', async (format) => {
    const body = await encode(smallRaster(), format);
    expect(body.byteLength).toBeLessThan(4096);
    expect(body.buffer.byteLength).toBe(body.byteLength);
    expect(structuredClone(body).buffer.byteLength).toBe(body.byteLength);
  });

  it('writes a PNG that decodes to the same pixels', async () => {
    const raster = smallRaster();
    const decoded = await sharp(await encode(raster, 'png'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(decoded.info).toMatchObject({ width: 64, height: 32, channels: 4 });
    expect(Buffer.compare(decoded.data, Buffer.from(raster.data))).toBe(0);
  });
});
