// Deflating a picture in three independent parts when its rows above and below a band equal a
// base picture's (a shared scene under its text): the outer parts are compressed once per
// thread and reused, so only the band is compressed per render. PNG's zlib stream allows it:
// each part ends byte-aligned (a full flush), and the checksum of the whole is combined.
import { constants, deflateRawSync } from 'node:zlib';
import type { Raster, SameRows } from '../core/raster.js';

const ADLER_MODULUS = 65521;
/** zlib header: deflate with a 32 KB window, no preset dictionary, check bits valid. */
const ZLIB_HEADER = Buffer.from([0x78, 0x5e]);

/** Adler-32 (RFC 1950) of `bytes`. */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  let i = 0;
  while (i < bytes.length) {
    // 5552 bytes is the most that can be summed before b could pass 2^32 (as zlib reasons).
    const end = Math.min(i + 5552, bytes.length);
    // Four bytes a step: a third faster than one in V8, and this runs on every render.
    for (; i + 4 <= end; i += 4) {
      a += bytes[i]!;
      b += a;
      a += bytes[i + 1]!;
      b += a;
      a += bytes[i + 2]!;
      b += a;
      a += bytes[i + 3]!;
      b += a;
    }
    for (; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= ADLER_MODULUS;
    b %= ADLER_MODULUS;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of two byte runs one after the other, from each run's own checksum. */
export function combineAdler32(first: number, second: number, secondLength: number): number {
  const a1 = first & 0xffff;
  const b1 = first >>> 16;
  const a2 = second & 0xffff;
  const b2 = second >>> 16;
  // Every running sum of the second run grows by (a1 - 1), once per byte of it.
  const shift =
    ((secondLength % ADLER_MODULUS) * ((a1 + ADLER_MODULUS - 1) % ADLER_MODULUS)) % ADLER_MODULUS;
  const a = (a1 + a2 + ADLER_MODULUS - 1) % ADLER_MODULUS;
  const b = (b1 + b2 + shift) % ADLER_MODULUS;
  return ((b << 16) | a) >>> 0;
}

interface Part {
  readonly deflated: Buffer;
  readonly adler: number;
  readonly length: number;
}

function part(bytes: Uint8Array, level: number, last: boolean): Part {
  const deflated = deflateRawSync(bytes, {
    level,
    finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
  });
  return { deflated, adler: adler32(bytes), length: bytes.byteLength };
}

/** A template's band is fixed; this only bounds what an unexpected caller could make us keep. */
const MAX_BANDS_PER_PICTURE = 8;
/** Outer parts per base picture and band, kept as long as the base picture lives. */
const outerParts = new WeakMap<Raster, Map<string, { head: Part; tail: Part }>>();

/** The band a raster declares, when it is usable for `raster`'s size; null otherwise. */
export function usableBand(raster: Raster): SameRows | null {
  const same = raster.sameRowsAs;
  if (!same) return null;
  const fits =
    same.raster.width === raster.width &&
    same.raster.height === raster.height &&
    Number.isInteger(same.top) &&
    Number.isInteger(same.bottom) &&
    same.top >= 0 &&
    same.top <= same.bottom &&
    same.bottom <= raster.height;
  // The band's checksum is summed in JavaScript (about 1 ns a byte) and saves the deflating of
  // the rows around it (2-4 ns a byte): worth it only when those are at least half the picture.
  const outside = raster.height - (same.bottom - same.top);
  return fits && outside * 2 >= raster.height ? same : null;
}

/**
 * The zlib stream of `scanlines` (filtered rows of `rowBytes` each) for a raster whose rows
 * outside `band` are its base picture's. The first row below the band must be filtered without
 * reference to the band (the caller sends it unfiltered), so the tail's bytes never change.
 */
export function deflateWithBand(
  scanlines: Uint8Array,
  rowBytes: number,
  band: SameRows,
  level: number,
): Buffer[] {
  const headEnd = band.top * rowBytes;
  const tailStart = band.bottom * rowBytes;
  let parts = outerParts.get(band.raster);
  if (!parts || parts.size >= MAX_BANDS_PER_PICTURE) {
    parts = new Map();
    outerParts.set(band.raster, parts);
  }
  const key = `${band.top}:${band.bottom}`;
  let outer = parts.get(key);
  if (!outer) {
    outer = {
      head: part(scanlines.subarray(0, headEnd), level, false),
      tail: part(scanlines.subarray(tailStart), level, true),
    };
    parts.set(key, outer);
  }
  const middle = part(scanlines.subarray(headEnd, tailStart), level, false);
  const adler = combineAdler32(
    combineAdler32(outer.head.adler, middle.adler, middle.length),
    outer.tail.adler,
    outer.tail.length,
  );
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler, 0);
  return [ZLIB_HEADER, outer.head.deflated, middle.deflated, outer.tail.deflated, checksum];
}
