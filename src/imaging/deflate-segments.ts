// Deflating a picture whose rows outside a band are a base picture's (a shared scene under its
// text): the base is compressed once per thread in blocks of rows, each ending byte-aligned (a
// full flush), and a render compresses only the blocks its band touches; the rest are reused.
// PNG's zlib stream allows it, with the checksum of the whole combined from the blocks'.
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

/**
 * Scanline bytes per block: deflate's 32 KB window, so a block, which cannot refer back to the
 * one before it, loses little; smaller blocks would fit a band tighter but compress worse.
 */
const BLOCK_BYTES = 64 * 1024;

/**
 * Filtered scanlines of `raster`'s rows [from, to), the first one written without reference to
 * the row above it: a reused block must not depend on a row a band may have changed.
 */
export type ScanlineWriter = (raster: Raster, from: number, to: number) => Uint8Array;

/** What a render compresses itself: runs of blocks [first, end) of `blockRows` rows each. */
export interface BandPlan {
  readonly base: Raster;
  readonly blockRows: number;
  /** In order and apart. */
  readonly runs: readonly (readonly [first: number, end: number])[];
}

/** The declared bands, when they fit the picture and each other; null otherwise. */
function bandsOf(raster: Raster): SameRows | null {
  const same = raster.sameRowsAs;
  if (!same || same.raster.width !== raster.width || same.raster.height !== raster.height) {
    return null;
  }
  let previous = 0;
  for (const { top, bottom } of same.bands) {
    const fits =
      Number.isInteger(top) && Number.isInteger(bottom) && previous <= top && top <= bottom;
    if (!fits) return null;
    previous = bottom;
  }
  return previous <= raster.height ? same : null;
}

/**
 * The blocks to compress for `raster`, when it declares bands over a base picture of its size
 * and their blocks are at most half the picture; null otherwise (compress it whole).
 */
export function bandPlan(raster: Raster): BandPlan | null {
  const same = bandsOf(raster);
  if (!same) return null;
  const blockRows = Math.max(1, Math.ceil(BLOCK_BYTES / (raster.width * 4 + 1)));
  const runs: [number, number][] = [];
  let fresh = 0;
  for (const { top, bottom } of same.bands) {
    if (bottom === top) continue;
    const first = Math.floor(top / blockRows);
    const end = Math.ceil(bottom / blockRows);
    const last = runs.at(-1);
    if (last && first <= last[1]) {
      fresh -= Math.min(last[1] * blockRows, raster.height) - last[0] * blockRows;
      last[1] = end;
    } else {
      runs.push([first, end]);
    }
    const run = runs.at(-1)!;
    fresh += Math.min(run[1] * blockRows, raster.height) - run[0] * blockRows;
  }
  // A run's checksum is summed in JavaScript (about 1 ns a byte) and saves deflating the rows
  // around it (2-4 ns a byte): worth it only when those are at least half the picture.
  return fresh * 2 <= raster.height ? { base: same.raster, blockRows, runs } : null;
}

/** A base picture's blocks, compressed on its first use in this thread, kept while it lives. */
const baseBlocks = new WeakMap<Raster, Part[]>();

function blocksOf(plan: BandPlan, scanlines: ScanlineWriter, level: number): Part[] {
  let blocks = baseBlocks.get(plan.base);
  if (!blocks) {
    const { base, blockRows } = plan;
    blocks = [];
    for (let from = 0; from < base.height; from += blockRows) {
      const to = Math.min(from + blockRows, base.height);
      blocks.push(part(scanlines(base, from, to), level, to === base.height));
    }
    baseBlocks.set(base, blocks);
  }
  return blocks;
}

/** The zlib stream of `raster`'s scanlines, compressing only the runs of blocks `plan` names. */
export function deflateWithBand(
  raster: Raster,
  plan: BandPlan,
  scanlines: ScanlineWriter,
  level: number,
): Buffer[] {
  const blocks = blocksOf(plan, scanlines, level);
  const { blockRows } = plan;
  const parts: Part[] = [];
  let next = 0;
  for (const [first, end] of plan.runs) {
    parts.push(...blocks.slice(next, first));
    const rows = scanlines(raster, first * blockRows, Math.min(end * blockRows, raster.height));
    parts.push(part(rows, level, end >= blocks.length));
    next = end;
  }
  parts.push(...blocks.slice(next));
  let adler = 1;
  for (const { adler: checksum, length } of parts) adler = combineAdler32(adler, checksum, length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler, 0);
  return [ZLIB_HEADER, ...parts.map(({ deflated }) => deflated), trailer];
}
