// preparePicture: real images in, metadata out; everything else refused with a reason, before
// any pixel of an oversize image is decoded.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RejectedPicture, preparePicture } from '../../src/imaging/picture-file.js';

const LIMITS = { maxPixels: 16_777_216, maxBytes: 10 * 1024 * 1024 };

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } });

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1-bit greyscale PNG of any size: a few kilobytes that decode to huge pixel counts. */
function bombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const row = 1 + Math.ceil(width / 8);
  const pixels = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function rejection(input: Buffer, limits = LIMITS): Promise<string> {
  const error = await preparePicture(input, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RejectedPicture);
  return (error as RejectedPicture).message;
}

describe('preparePicture', () => {
  it('keeps a PNG a PNG, with its size', async () => {
    const picture = await preparePicture(await solid(40, 30).png().toBuffer(), LIMITS);
    expect([picture.format, picture.width, picture.height]).toEqual(['png', 40, 30]);
    expect((await sharp(picture.bytes).metadata()).format).toBe('png');
  });

  it('strips EXIF (camera, GPS) from a JPEG and turns it upright', async () => {
    const input = await solid(60, 20)
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 54/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(input.includes(Buffer.from('SecretCam'))).toBe(true);
    const picture = await preparePicture(input, LIMITS);
    const after = await sharp(picture.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(picture.bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    // Orientation 6 means "rotate 90 degrees clockwise to view": the stored picture is 20x60.
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 20, 60]);
  });

  it('keeps every frame of an animated GIF', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((colour) =>
        sharp({ create: { width: 16, height: 16, channels: 4, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    const input = await sharp(frames, { join: { animated: true } })
      .gif({ delay: 100 })
      .toBuffer();
    const picture = await preparePicture(input, LIMITS);
    expect([picture.format, picture.width, picture.height]).toEqual(['gif', 16, 16]);
    const stored = await sharp(picture.bytes, { animated: true }).metadata();
    expect(stored.pages).toBe(3);
  });

  it('counts every frame of an animation against the pixel limit', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff', '#ffff00'].map((background) =>
        sharp({ create: { width: 32, height: 32, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const input = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect(await rejection(input, { maxPixels: 3 * 32 * 32, maxBytes: LIMITS.maxBytes })).toBe(
      'it is 32x32 with 4 frames, more than the 3072 pixels allowed',
    );
  });

  it('refuses a text file', async () => {
    expect(await rejection(Buffer.from('just some notes\n'))).toBe(
      'it is not a PNG, JPEG, GIF or WebP image',
    );
  });

  it('refuses formats the collections do not serve', async () => {
    expect(await rejection(await solid(8, 8).tiff().toBuffer())).toMatch(/only PNG, JPEG, GIF/);
  });

  it('refuses a truncated PNG', async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#123456' },
    })
      .composite([{ input: await solid(100, 100).png().toBuffer(), left: 10, top: 20 }])
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(await rejection(png.subarray(0, Math.floor(png.length / 2)))).toMatch(
      /cannot be decoded|not a PNG/,
    );
  });

  it('refuses a 20,000 x 20,000 image from its header, without decoding it', async () => {
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await rejection(bomb)).toBe('it is 20000x20000, more than the 16777216 pixels allowed');
  });

  it('refuses a file over the byte limit', async () => {
    const png = await solid(64, 64).png().toBuffer();
    expect(await rejection(png, { maxPixels: 1e6, maxBytes: 100 })).toBe(
      `it is ${png.length} bytes; the limit is 100 bytes`,
    );
  });
});
