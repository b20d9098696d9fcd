// The PNG writer: RGBA rasters to PNG bytes, synchronously, in the calling thread, with node's
// zlib. Renders are small and flat; measured against sharp and Skia in docs/DECISIONS.md.
import { constants, crc32, deflateSync } from 'node:zlib';
import type { Raster } from '../core/raster.js';
import { bandPlan, deflateWithBand, type ScanlineWriter } from './deflate-segments.js';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FILTER_NONE = 0;
const FILTER_UP = 2;
/** Colour type 6: truecolour with alpha, 8 bits per channel. */
const RGBA = 6;
/** zlib level 3: within 5-10% of level 6's bytes on Kiln's pictures at about half the time. */
const DEFLATE_LEVEL = 3;

const byteLength = (parts: readonly Uint8Array[]) => parts.reduce((n, p) => n + p.byteLength, 0);

/** Writes one chunk (length, type, data in parts, CRC) into `out` at `at`; returns its end. */
function writeChunk(out: Buffer, at: number, type: string, parts: readonly Uint8Array[]): number {
  out.writeUInt32BE(byteLength(parts), at);
  out.write(type, at + 4, 'latin1');
  let end = at + 8;
  for (const part of parts) {
    out.set(part, end);
    end += part.byteLength;
  }
  out.writeUInt32BE(crc32(out.subarray(at + 4, end)), end);
  return end + 4;
}

/** Scanline buffers up to this size are reused by the next picture of the thread. */
const REUSED_BYTES = 4 * 1024 * 1024;
let reusable = Buffer.alloc(0);

/**
 * A buffer of `size` bytes for scanlines: the thread's reusable one when it is small enough
 * (deflateSync is done with it before the next call), so encoding touches no fresh pages.
 */
function scratch(size: number): Buffer {
  if (size > REUSED_BYTES) return Buffer.allocUnsafe(size);
  if (reusable.byteLength < size) reusable = Buffer.allocUnsafe(Math.min(REUSED_BYTES, size * 2));
  return reusable.subarray(0, size);
}

/**
 * The scanlines of rows [from, to) with their filter bytes. A row equal to the one above is sent
 * with the Up filter (all zeros: free for gradients and flat backgrounds); every other row
 * unfiltered, which on flat art compresses as well as adaptive filtering at a fraction of the
 * cost. The first row is always unfiltered: a block's bytes must not depend on the row above
 * it, which a band may change (see deflate-segments.ts).
 */
const scanlines: ScanlineWriter = (raster, from, to) => {
  const stride = raster.width * 4;
  const pixels = Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength);
  const out = scratch((stride + 1) * (to - from));
  for (let y = from; y < to; y++) {
    const start = y * stride;
    const at = (y - from) * (stride + 1);
    const row = pixels.subarray(start, start + stride);
    if (y > from && row.equals(pixels.subarray(start - stride, start))) {
      out[at] = FILTER_UP;
      out.fill(0, at + 1, at + 1 + stride);
    } else {
      out[at] = FILTER_NONE;
      out.set(row, at + 1);
    }
  }
  return out;
};

/** Encodes straight-alpha RGBA pixels as an 8-bit RGBA PNG. */
export function encodePng(raster: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(raster.width, 0);
  header.writeUInt32BE(raster.height, 4);
  header[8] = 8;
  header[9] = RGBA;
  // A picture whose rows outside its bands are its base picture's has those rows compressed once
  // per thread (see deflate-segments.ts).
  const plan = bandPlan(raster);
  const data = plan
    ? deflateWithBand(raster, plan, scanlines, DEFLATE_LEVEL)
    : [
        deflateSync(scanlines(raster, 0, raster.height), {
          level: DEFLATE_LEVEL,
          strategy: constants.Z_DEFAULT_STRATEGY,
        }),
      ];
  // One allocation of exactly the file's size, never a slice of node's shared 8 KB pool: the
  // bytes are cloned to the HTTP thread, and cloning a slice copies its whole pool slab, which
  // the response caches would then keep for every small picture.
  const out = Buffer.allocUnsafeSlow(SIGNATURE.byteLength + 12 * 3 + 13 + byteLength(data));
  out.set(SIGNATURE, 0);
  let at = writeChunk(out, SIGNATURE.byteLength, 'IHDR', [header]);
  at = writeChunk(out, at, 'IDAT', data);
  writeChunk(out, at, 'IEND', []);
  return out;
}
