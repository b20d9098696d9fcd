// Opaque pictures painted once per process and shared by every thread in it: one
// SharedArrayBuffer holds each picture's pixels at a fixed place, so N threads hold one copy
// instead of N (a thread's own canvas per scene cost ~14 MB per thread). A renderer process
// has one thread; the test runner has several.
import { ProcessOnce } from '../../runtime/process-once.js';
import type { Raster } from '../../core/raster.js';

export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

/** Where in a shared buffer a set of pictures lives. */
export interface SharedRegion {
  readonly buffer: SharedArrayBuffer;
  readonly byteOffset: number;
  readonly byteLength: number;
}

/** Bytes before the first picture: one Int32 per picture for ProcessOnce, cache-line aligned. */
const HEADER_BYTES = 256;

/**
 * Pictures by name, in a region every thread lays out the same way (the order of `sizes`).
 * Pixels are straight RGBA, as getImageData gives them; only opaque pictures are accepted.
 */
export class SharedPictures<Name extends string> {
  private readonly once: ProcessOnce;
  private readonly slots = new Map<Name, { index: number; raster: Raster }>();

  constructor(region: SharedRegion, sizes: Readonly<Record<Name, PictureSize>>) {
    const { buffer, byteOffset, byteLength } = region;
    const names = Object.keys(sizes) as Name[];
    if (names.length > HEADER_BYTES / 4) throw new RangeError('too many shared pictures');
    this.once = new ProcessOnce(buffer, { byteOffset, slots: HEADER_BYTES / 4 });
    let offset = HEADER_BYTES;
    names.forEach((name, index) => {
      const { width, height } = sizes[name];
      const bytes = width * height * 4;
      if (offset + bytes > byteLength) {
        throw new RangeError(
          `shared pictures need more than ${byteLength} bytes (at ${String(name)})`,
        );
      }
      const data = new Uint8ClampedArray(buffer, byteOffset + offset, bytes);
      this.slots.set(name, { index, raster: { width, height, data } });
      offset += bytes;
    });
  }

  /**
   * `name`'s pixels, painted by `paint` in whichever thread asks first (the others wait for
   * it). `paint` returns the picture at its size. The result is read-only.
   */
  get(name: Name, paint: () => Raster): Raster {
    const slot = this.slots.get(name);
    if (!slot) throw new RangeError(`no shared picture ${String(name)}`);
    if (this.once.isDone(slot.index)) return slot.raster;
    this.once.run(slot.index, () => {
      const { width, height, data } = paint();
      if (width !== slot.raster.width || height !== slot.raster.height) {
        throw new RangeError(`${String(name)} was painted at the wrong size`);
      }
      for (let alpha = 3; alpha < data.length; alpha += 4) {
        if (data[alpha] !== 255) throw new RangeError(`${String(name)} is not opaque`);
      }
      slot.raster.data.set(data);
    });
    return slot.raster;
  }
}
