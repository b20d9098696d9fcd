// SharedPictures, overlaid and cropped: pictures painted once into shared memory and seen by every
// holder of the buffer; text laid over an opaque picture in memory as Skia would paint it
// there; a box cut out of a picture.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { SharedPictures } from '../../src/art/kit/shared-pictures.js';
import { cropped, overlaid } from '../../src/art/kit/overlay.js';
import type { Raster } from '../../src/core/raster.js';
import { SHARED_STORE_BYTES, sharedRegion } from '../../src/art/kit/shared-store.js';

const SIZES = { sky: { width: 4, height: 2 }, sea: { width: 2, height: 2 } };

const region = (buffer: SharedArrayBuffer) => ({
  buffer,
  byteOffset: 0,
  byteLength: buffer.byteLength,
});

function filled(width: number, height: number, rgba: readonly number[]): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return data;
}

/** A picture of one colour, as a paint function returns it. */
function picture(width: number, height: number, rgba: readonly number[]): Raster {
  return { width, height, data: filled(width, height, rgba) };
}

describe('SharedPictures', () => {
  it('paints a picture once and shows it to every holder of the buffer', () => {
    const buffer = new SharedArrayBuffer(1024);
    let paints = 0;
    const paintSky = () => {
      paints++;
      return picture(4, 2, [10, 20, 30, 255]);
    };
    const here = new SharedPictures(region(buffer), SIZES);
    const sky = here.get('sky', paintSky);
    expect(here.get('sky', paintSky)).toBe(sky);
    // Another thread's view of the same buffer: already painted.
    const there = new SharedPictures(region(buffer), SIZES).get('sky', paintSky);
    expect(paints).toBe(1);
    expect(there.data.buffer).toBe(buffer);
    expect([...there.data.subarray(0, 4)]).toEqual([10, 20, 30, 255]);
    expect(there).toMatchObject({ width: 4, height: 2 });
  });

  it('refuses a picture that is not opaque or not its size, and lets it be painted again', () => {
    const pictures = new SharedPictures(region(new SharedArrayBuffer(1024)), SIZES);
    expect(() => pictures.get('sea', () => picture(2, 2, [0, 0, 0, 254]))).toThrow('not opaque');
    expect(() => pictures.get('sea', () => picture(2, 1, [0, 0, 0, 255]))).toThrow('wrong size');
    expect([
      ...pictures.get('sea', () => picture(2, 2, [1, 2, 3, 255])).data.subarray(0, 4),
    ]).toEqual([1, 2, 3, 255]);
  });

  it('keeps the pictures of two regions of one buffer apart', () => {
    const buffer = new SharedArrayBuffer(2048);
    const first = new SharedPictures({ buffer, byteOffset: 0, byteLength: 1024 }, SIZES);
    const second = new SharedPictures({ buffer, byteOffset: 1024, byteLength: 1024 }, SIZES);
    first.get('sky', () => picture(4, 2, [1, 1, 1, 255]));
    const other = second.get('sky', () => picture(4, 2, [2, 2, 2, 255]));
    expect(other.data[0]).toBe(2);
    expect(first.get('sky', () => picture(4, 2, [3, 3, 3, 255])).data[0]).toBe(1);
  });

  it('gives each family of the process its own region of one buffer', () => {
    const scenes = sharedRegion('scenes');
    const page = sharedRegion('searchPage');
    expect(page.buffer).toBe(scenes.buffer);
    expect(scenes.buffer.byteLength).toBe(SHARED_STORE_BYTES);
    const [low, high] = scenes.byteOffset < page.byteOffset ? [scenes, page] : [page, scenes];
    expect(low.byteOffset + low.byteLength).toBeLessThanOrEqual(high.byteOffset);
    expect(high.byteOffset + high.byteLength).toBeLessThanOrEqual(SHARED_STORE_BYTES);
  });

  it('refuses a buffer too small for its pictures', () => {
    expect(() => new SharedPictures(region(new SharedArrayBuffer(256 + 40)), SIZES)).toThrow(
      RangeError,
    );
  });
});

describe('overlaid', () => {
  const base: Raster = { width: 3, height: 2, data: filled(3, 2, [200, 100, 0, 255]) };

  it('keeps the base under clear pixels, replaces it under solid ones and blends the rest', () => {
    const top: Raster = {
      width: 2,
      height: 1,
      data: new Uint8ClampedArray([0, 0, 255, 255, 0, 0, 255, 51]),
    };
    const out = overlaid(base, top, 1, 1);
    expect([...out.data.subarray(0, 16)]).toEqual([...base.data.subarray(0, 16)]);
    expect([...out.data.subarray(16, 20)]).toEqual([0, 0, 255, 255]);
    // 20% blue over orange: (200 * 204) / 255 = 160, (100 * 204) / 255 = 80, 255 * 51 / 255 = 51.
    expect([...out.data.subarray(20, 24)]).toEqual([160, 80, 51, 255]);
    expect([...base.data.subarray(16, 20)]).toEqual([200, 100, 0, 255]);
  });

  it("declares the rows it paints as bands; the others are the base's", () => {
    const tall: Raster = { width: 3, height: 5, data: filled(3, 5, [200, 100, 0, 255]) };
    // Rows 0 and 2 of the overlay paint a pixel, row 1 is clear.
    const top: Raster = {
      width: 2,
      height: 3,
      data: new Uint8ClampedArray([
        0, 0, 0, 0, 9, 9, 9, 1, 0, 0, 0, 0, 0, 0, 0, 0, 9, 9, 9, 255, 0, 0, 0, 0,
      ]),
    };
    const out = overlaid(tall, top, 1, 1);
    expect(out.sameRowsAs?.raster).toBe(tall);
    expect(out.sameRowsAs?.bands).toEqual([
      { top: 1, bottom: 2 },
      { top: 3, bottom: 4 },
    ]);
    const clear: Raster = { width: 2, height: 3, data: new Uint8ClampedArray(24) };
    expect(overlaid(tall, clear, 0, 0).sameRowsAs?.bands).toEqual([]);
  });

  it('refuses an overlay that leaves the picture', () => {
    const top: Raster = { width: 2, height: 2, data: new Uint8ClampedArray(16) };
    expect(() => overlaid(base, top, 2, 0)).toThrow(RangeError);
    expect(() => overlaid(base, top, -1, 0)).toThrow(RangeError);
  });

  it('matches text painted by Skia on the picture itself, within rounding', () => {
    const width = 120;
    const height = 40;
    const paintText = (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => {
      ctx.font = '24px sans-serif';
      ctx.fillStyle = 'rgba(20, 40, 200, 0.8)';
      ctx.fillText('Kiln gjq', 6, 28);
    };
    const direct = createCanvas(width, height);
    const directCtx = direct.getContext('2d');
    directCtx.fillStyle = '#f0d090';
    directCtx.fillRect(0, 0, width, height);
    const background = directCtx.getImageData(0, 0, width, height).data;
    paintText(directCtx);
    const expected = directCtx.getImageData(0, 0, width, height).data;

    const clear = createCanvas(width, height);
    paintText(clear.getContext('2d'));
    const text = clear.getContext('2d').getImageData(0, 0, width, height).data;
    const out = overlaid({ width, height, data: background }, { width, height, data: text }, 0, 0);
    let worst = 0;
    for (let i = 0; i < expected.length; i++) {
      worst = Math.max(worst, Math.abs(expected[i]! - out.data[i]!));
    }
    expect(worst).toBeLessThanOrEqual(3);
    expect(Buffer.from(out.data).equals(Buffer.from(background))).toBe(false);
  });
});

describe('cropped', () => {
  // A 4x3 picture whose pixel (x, y) is [x, y, 7, 255].
  const data = new Uint8ClampedArray(4 * 3 * 4);
  for (let y = 0; y < 3; y++) for (let x = 0; x < 4; x++) data.set([x, y, 7, 255], (y * 4 + x) * 4);
  const source: Raster = { width: 4, height: 3, data };

  it('copies the pixels inside the box, row by row', () => {
    const out = cropped(source, { x: 1, y: 1, width: 3, height: 2 });
    expect([out.width, out.height]).toEqual([3, 2]);
    const pixels = Array.from({ length: 6 }, (_, i) =>
      Array.from(out.data.subarray(i * 4, i * 4 + 2)),
    );
    expect(pixels).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    expect(out.data.buffer).not.toBe(source.data.buffer);
  });

  it('fills what lies beyond the picture with the colour given for it', () => {
    const out = cropped(source, { x: 3, y: -1, width: 2, height: 2 }, { r: 9, g: 8, b: 7 });
    const pixels = Array.from({ length: 4 }, (_, i) =>
      Array.from(out.data.subarray(i * 4, i * 4 + 4)),
    );
    expect(pixels).toEqual([
      [9, 8, 7, 255],
      [9, 8, 7, 255],
      [3, 0, 7, 255],
      [9, 8, 7, 255],
    ]);
  });

  it('refuses a box that leaves the picture or is empty', () => {
    expect(() => cropped(source, { x: 2, y: 0, width: 3, height: 1 })).toThrow(RangeError);
    expect(() => cropped(source, { x: -1, y: 0, width: 1, height: 1 })).toThrow(RangeError);
    expect(() => cropped(source, { x: 0, y: 0, width: 0, height: 1 })).toThrow(RangeError);
    const red = { r: 255, g: 0, b: 0 };
    expect(() => cropped(source, { x: 0, y: 0, width: 0, height: 1 }, red)).toThrow(RangeError);
  });
});
