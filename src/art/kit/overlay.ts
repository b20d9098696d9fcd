// Pictures combined in memory: straight-alpha pixels laid over an opaque picture (how text
// painted on a small transparent frame joins a shared picture without Skia drawing the whole
// picture again), a box of a picture painted on and put back, and a box cut out of a picture.
import { ImageData, type SKRSContext2D } from '@napi-rs/canvas';
import type { Raster } from '../../core/raster.js';
import type { Rgb } from '../../colour/hex.js';
import { frameSurface, toRaster } from './surface.js';

/** A rectangle of whole pixels. */
export interface PixelBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The smallest box of whole pixels holding `points` with `margin` pixels to spare (room for
 * antialiased edges), cut to a `width` x `height` picture.
 */
export function boxAround(
  points: readonly { readonly x: number; readonly y: number }[],
  margin: number,
  width: number,
  height: number,
): PixelBox {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const left = clamp(Math.floor(Math.min(...xs)) - margin, width);
  const top = clamp(Math.floor(Math.min(...ys)) - margin, height);
  const right = clamp(Math.ceil(Math.max(...xs)) + margin, width);
  const bottom = clamp(Math.ceil(Math.max(...ys)) + margin, height);
  return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** A picture being written on: paint with `ctx` in the picture's pixels, then take the result. */
export interface OverlayFrame {
  readonly ctx: SKRSContext2D;
  readonly finish: () => Raster;
}

/**
 * The thread's transparent frame over `box` of `base`, in `base`'s coordinates: whatever is
 * painted inside the box is laid over `base` by `finish`, and only the box is read back from
 * Skia; paint outside the box is cut off.
 */
export function overlayFrame(base: Raster, box: PixelBox): OverlayFrame {
  const surface = frameSurface(box.width, box.height);
  surface.ctx.translate(-box.x, -box.y);
  return { ctx: surface.ctx, finish: () => overlaid(base, toRaster(surface), box.x, box.y) };
}

/**
 * The thread's frame over `box` of opaque `base`, holding that box of `base`, in `base`'s
 * coordinates: what is painted inside the box is blended by Skia onto the base's own pixels,
 * exactly as when painting on the whole picture, and `finish` puts the box back into a copy of
 * `base`. Only the box goes through Skia; paint outside it is cut off.
 */
export function patchFrame(base: Raster, box: PixelBox): OverlayFrame {
  const surface = frameSurface(box.width, box.height);
  surface.ctx.putImageData(boxPixels(base, box), 0, 0);
  surface.ctx.translate(-box.x, -box.y);
  return { ctx: surface.ctx, finish: () => patched(base, toRaster(surface), box) };
}

/** Boxes of long-lived pictures as Skia takes them, made on first use, kept while the picture is. */
const boxes = new WeakMap<Raster, Map<string, ImageData>>();

/**
 * `box` of `base` as ImageData, cut and kept on first use: ImageData copies its pixels, and
 * copying the whole picture for every render cost more than drawing its texts.
 */
function boxPixels(base: Raster, box: PixelBox): ImageData {
  let cut = boxes.get(base);
  if (!cut) boxes.set(base, (cut = new Map()));
  const key = `${box.x},${box.y},${box.width},${box.height}`;
  let pixels = cut.get(key);
  if (!pixels) {
    const rows = new Uint8ClampedArray(box.width * box.height * 4);
    for (let row = 0; row < box.height; row++) {
      const at = ((box.y + row) * base.width + box.x) * 4;
      rows.set(base.data.subarray(at, at + box.width * 4), row * box.width * 4);
    }
    pixels = new ImageData(rows, box.width, box.height);
    cut.set(key, pixels);
  }
  return pixels;
}

/** A fresh copy of `base` with the rows of `box` taken from `patch`, the rows that changed as bands. */
function patched(base: Raster, patch: Raster, box: PixelBox): Raster {
  const bytes = base.width * base.height * 4;
  const data = new Uint8ClampedArray(Buffer.allocUnsafeSlow(bytes).buffer, 0, bytes);
  data.set(base.data);
  const all = Buffer.from(data.buffer);
  const rows = Buffer.from(patch.data.buffer, patch.data.byteOffset, patch.data.byteLength);
  const rowBytes = box.width * 4;
  const bands: { top: number; bottom: number }[] = [];
  for (let row = 0; row < box.height; row++) {
    const from = rows.subarray(row * rowBytes, (row + 1) * rowBytes);
    const at = ((box.y + row) * base.width + box.x) * 4;
    if (from.equals(all.subarray(at, at + rowBytes))) continue;
    all.set(from, at);
    const last = bands.at(-1);
    if (last?.bottom === box.y + row) last.bottom++;
    else bands.push({ top: box.y + row, bottom: box.y + row + 1 });
  }
  // Rows outside the changed ones are the base's own: the PNG writer reuses their compressed form.
  return { width: base.width, height: base.height, data, sameRowsAs: { raster: base, bands } };
}

/**
 * A fresh copy of opaque `base` with `overlay` laid over it (source-over), its top-left at
 * (`x`, `y`); the overlay must lie inside the base. Colours are blended with the overlay's
 * coverage as Skia does, so the result matches painting on the base itself within rounding.
 */
export function overlaid(base: Raster, overlay: Raster, x: number, y: number): Raster {
  if (
    !Number.isInteger(x) ||
    !Number.isInteger(y) ||
    x < 0 ||
    y < 0 ||
    x + overlay.width > base.width ||
    y + overlay.height > base.height
  ) {
    throw new RangeError('the overlay must lie inside the picture');
  }
  // Every byte is written below, so the buffer need not be zeroed first.
  const bytes = base.width * base.height * 4;
  const data = new Uint8ClampedArray(Buffer.allocUnsafeSlow(bytes).buffer, 0, bytes);
  data.set(base.data);
  const top = overlay.data;
  // The rows the overlay paints, as bands: the others stay the base's own.
  const bands: { top: number; bottom: number }[] = [];
  for (let row = 0; row < overlay.height; row++) {
    let painted = false;
    let from = row * overlay.width * 4;
    let to = ((y + row) * base.width + x) * 4;
    for (let column = 0; column < overlay.width; column++, from += 4, to += 4) {
      const alpha = top[from + 3]!;
      if (alpha === 0) continue;
      painted = true;
      if (alpha === 255) {
        data[to] = top[from]!;
        data[to + 1] = top[from + 1]!;
        data[to + 2] = top[from + 2]!;
        continue;
      }
      // The clamped array rounds to the nearest level, as Skia's blend does.
      const rest = 255 - alpha;
      data[to] = (top[from]! * alpha + data[to]! * rest) / 255;
      data[to + 1] = (top[from + 1]! * alpha + data[to + 1]! * rest) / 255;
      data[to + 2] = (top[from + 2]! * alpha + data[to + 2]! * rest) / 255;
    }
    if (!painted) continue;
    const last = bands.at(-1);
    if (last?.bottom === y + row) last.bottom++;
    else bands.push({ top: y + row, bottom: y + row + 1 });
  }
  // Rows outside the painted ones are the base's own: the PNG writer reuses their compressed form.
  const sameRowsAs = { raster: base, bands };
  return { width: base.width, height: base.height, data, sameRowsAs };
}

/** An opaque colour as one RGBA pixel read as a 32-bit word (in this machine's byte order). */
export function opaqueWord(colour: Rgb): number {
  return new Uint32Array(new Uint8Array([colour.r, colour.g, colour.b, 255]).buffer)[0]!;
}

/**
 * A fresh copy of the pixels of `raster` inside `box`. The box must lie inside the raster,
 * unless an opaque `outside` colour is given for what lies beyond its edges.
 */
export function cropped(raster: Raster, box: PixelBox, outside?: Rgb): Raster {
  const { x, y, width, height } = box;
  const inside = x >= 0 && y >= 0 && x + width <= raster.width && y + height <= raster.height;
  if (![x, y, width, height].every(Number.isInteger) || width < 1 || height < 1) {
    throw new RangeError('the box must be whole pixels, at least one of each');
  }
  if (!inside && !outside) throw new RangeError('the box must lie inside the picture');
  const rowBytes = width * 4;
  const data = new Uint8ClampedArray(
    Buffer.allocUnsafeSlow(rowBytes * height).buffer,
    0,
    rowBytes * height,
  );
  if (!inside && outside) new Uint32Array(data.buffer).fill(opaqueWord(outside));
  // The part of the box over the raster, copied row by row.
  const left = Math.max(x, 0);
  const right = Math.min(x + width, raster.width);
  for (let row = Math.max(y, 0); row < Math.min(y + height, raster.height) && left < right; row++) {
    const from = (row * raster.width + left) * 4;
    data.set(
      raster.data.subarray(from, from + (right - left) * 4),
      ((row - y) * width + left - x) * 4,
    );
  }
  return { width, height, data };
}
