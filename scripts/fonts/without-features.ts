// A source font with some of its GSUB features switched off in the file itself: each named
// feature keeps its record but points at no lookups, so no shaper applies it, and every other
// byte of the font (outlines, hinting, kerning, the features kept) stays the source's own.
import { readFileSync } from 'node:fs';
import { plainFont } from './plain-font.js';

const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

interface TableEntry {
  readonly entry: number;
  readonly offset: number;
  readonly length: number;
}

function tableEntry(font: Buffer, tag: string): TableEntry | undefined {
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    if (font.toString('latin1', entry, entry + 4) === tag) {
      return { entry, offset: font.readUInt32BE(entry + 8), length: font.readUInt32BE(entry + 12) };
    }
  }
  return undefined;
}

/** The OpenType table checksum: the sum of its big-endian 32-bit words, zero-padded. */
function checksum(bytes: Buffer): number {
  let sum = 0;
  for (let i = 0; i < bytes.length; i += 4) {
    let word = 0;
    for (let j = 0; j < 4; j++) word = word * 256 + (bytes[i + j] ?? 0);
    sum = (sum + word) >>> 0;
  }
  return sum;
}

/** Sets the feature records tagged `tags` to no lookups; returns how many it emptied. */
function emptyFeatures(gsub: Buffer, tags: ReadonlySet<string>): number {
  const minor = gsub.readUInt16BE(2);
  // GSUB 1.1 may swap feature tables per variation instance; none of Kiln's sources has any.
  if (minor >= 1 && gsub.readUInt32BE(10) !== 0) throw new Error('GSUB has feature variations');
  const featureList = gsub.readUInt16BE(6);
  const count = gsub.readUInt16BE(featureList);
  let emptied = 0;
  for (let i = 0; i < count; i++) {
    const record = featureList + 2 + i * 6;
    if (!tags.has(gsub.toString('latin1', record, record + 4))) continue;
    const feature = featureList + gsub.readUInt16BE(record + 4);
    gsub.writeUInt16BE(0, feature + 2); // lookupIndexCount
    emptied++;
  }
  return emptied;
}

/**
 * The font at `sourcePath` (WOFF2, WOFF or plain) as a plain font file without the GSUB
 * features `tags`. Throws when a tag names no feature of the font, so a new source that
 * renamed or dropped one is noticed rather than silently kept.
 */
export async function withoutFeatures(
  sourcePath: string,
  tags: readonly string[],
): Promise<Buffer> {
  const font = await plainFont(sourcePath, readFileSync(sourcePath));
  const gsub = tableEntry(font, 'GSUB');
  const head = tableEntry(font, 'head');
  if (!gsub || !head) throw new Error(`${sourcePath}: no GSUB or head table`);
  const table = font.subarray(gsub.offset, gsub.offset + gsub.length);
  for (const tag of tags) {
    if (emptyFeatures(table, new Set([tag])) === 0) {
      throw new Error(`${sourcePath}: no GSUB feature ${tag}`);
    }
  }
  font.writeUInt32BE(checksum(table), gsub.entry + 4);
  // The whole file sums to 0xB1B0AFBA once head's adjustment is set (counted as 0 meanwhile).
  font.writeUInt32BE(0, head.offset + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, head.offset + 8);
  return font;
}
