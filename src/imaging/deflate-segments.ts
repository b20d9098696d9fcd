// Deflating a picture whose rows outside some bands are a base picture's (a shared scene under
// its text): the base is compressed once per thread in blocks of rows, each ending byte-aligned
// (a full flush), and a render compresses only the blocks its bands touch, reusing the others.
// PNG's zlib stream allows it, with the checksum of the whole combined from the blocks'.
import { constants, deflateRawSync } from 'node:zlib';
import type { Raster, SameRows } from '../core/raster.js';

const ADLER_MODULUS = 65521;
/** zlib header: deflate with a 32 KB window, no preset dictionary, check bits valid. */
const ZLIB_HEADER = Buffer.from([0x78, 0x5e]);

/**
 * Words summed at once before their lanes are folded: the running sum of lane sums then stays
 * under 255 * 22 * 21 / 2 = 58,905, inside a 16-bit lane.
 */
const WORDS_PER_FOLD = 22;

/**
 * Adler-32 (RFC 1950) of `bytes`. It runs on every banded render, so it reads four bytes at a
 * time: bytes 0 and 2 of a word, and 1 and 3, are summed in two 16-bit lanes of one number
 * (SWAR), about twice as fast in V8 as one byte at a time.
 */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  let i = 0;
  const length = bytes.byteLength;
  // Single bytes up to a 4-byte boundary, where the words start.
  while (i < length && ((bytes.byteOffset + i) & 3) !== 0) {
    a += bytes[i++]!;
    b += a;
  }
  const aligned = ((bytes.byteOffset + i) & 3) === 0;
  const words = aligned
    ? new Uint32Array(bytes.buffer, bytes.byteOffset + i, (length - i) >>> 2)
    : new Uint32Array(0);
  for (let w = 0; w < words.length;) {
    const count = Math.min(WORDS_PER_FOLD, words.length - w);
    // even/odd: lane sums of bytes 0|2 and 1|3; evenBefore/oddBefore: sums of those sums
    // before each word, which weigh every byte by how many bytes follow it.
    let even = 0;
    let odd = 0;
    let evenBefore = 0;
    let oddBefore = 0;
    for (const end = w + count; w < end; w++) {
      const word = words[w]!;
      evenBefore += even;
      oddBefore += odd;
      even += word & 0x00ff00ff;
      odd += (word >>> 8) & 0x00ff00ff;
    }
    const byte0 = even & 0xffff;
    const byte2 = even >>> 16;
    const byte1 = odd & 0xffff;
    const byte3 = odd >>> 16;
    const before =
      (evenBefore & 0xffff) + (evenBefore >>> 16) + (oddBefore & 0xffff) + (oddBefore >>> 16);
    b =
      (b + 4 * count * a + 4 * before + 4 * byte0 + 3 * byte1 + 2 * byte2 + byte3) % ADLER_MODULUS;
    a = (a + byte0 + byte1 + byte2 + byte3) % ADLER_MODULUS;
  }
  for (i += words.length * 4; i < length; i++) {
    a += bytes[i]!;
    b += a;
  }
  return (((b % ADLER_MODULUS) << 16) | (a % ADLER_MODULUS)) >>> 0;
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
 * Scanline bytes per block: twice deflate's 32 KB window, so a block, which cannot refer back to
 * the one before it, loses little (Kiln's scenes: 1-2.5% more bytes than one stream, against
 * 4-6% with 32 KB blocks, which fit a band tighter but saved no more time).
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
  for (const { top, bottom } of same.bands) {
    if (bottom === top) continue;
    const first = Math.floor(top / blockRows);
    const end = Math.ceil(bottom / blockRows);
    const last = runs.at(-1);
    if (last && first <= last[1]) last[1] = end;
    else runs.push([first, end]);
  }
  const rowsOf = ([first, end]: [number, number]) =>
    Math.min(end * blockRows, raster.height) - first * blockRows;
  const fresh = runs.reduce((rows, run) => rows + rowsOf(run), 0);
  // A run's checksum is summed in JavaScript (about 0.5 ns a byte) and saves deflating the rows
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
