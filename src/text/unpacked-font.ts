// Unpacks a WOFF font file into a plain font file in the OS's temp folder, once per machine,
// so that every renderer maps the same file (its pages shared between processes) instead of
// FreeType decompressing a private copy in each one; tables Skia never reads can be left out.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;
/** Bumped when what this module writes changes, so old unpacked files are not reused. */
const FORMAT = 1;

interface Table {
  readonly tag: string;
  readonly checksum: number;
  readonly data: Buffer;
}

/** The tables of a WOFF file, decompressed, in the file's (sorted) order. */
function woffTables(
  woff: Buffer,
  leaveOut: ReadonlySet<string>,
): { flavor: number; tables: Table[] } {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('not a WOFF file');
  }
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < count; i++) {
    const entry = WOFF_HEADER + i * WOFF_ENTRY;
    const tag = woff.toString('latin1', entry, entry + 4);
    if (leaveOut.has(tag)) continue;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(stored) : stored;
    if (data.length !== length)
      throw new Error(`table ${tag}: ${data.length} bytes, not ${length}`);
    tables.push({ tag, checksum: woff.readUInt32BE(entry + 16), data });
  }
  return { flavor, tables };
}

/** A plain (sfnt) font file of `tables`, each at a 4-byte boundary, as the format asks. */
function sfnt(flavor: number, tables: readonly Table[]): Buffer {
  const padded = (n: number) => (n + 3) & ~3;
  const directory = SFNT_HEADER + tables.length * SFNT_ENTRY;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), directory);
  const out = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(tables.length));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(tables.length, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(tables.length * 16 - power * 16, 10);
  let offset = directory;
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY;
    out.write(table.tag, entry, 'latin1');
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

/** `woff` as a plain font file without the tables `leaveOut` names. */
export function unpackWoff(woff: Buffer, leaveOut: ReadonlySet<string> = new Set()): Buffer {
  const { flavor, tables } = woffTables(woff, leaveOut);
  return sfnt(flavor, tables);
}

/**
 * The path of `woffPath` unpacked (without `leaveOut`'s tables), written on first use. Named
 * after the source file, its size and time, and what is left out: a new font package gets a
 * new file. Written under a temporary name and renamed, so processes unpacking it at the same
 * moment never see half a file.
 */
export function unpackedFontFile(woffPath: string, leaveOut: readonly string[]): string {
  const source = statSync(woffPath);
  const key = createHash('sha256')
    .update(`${FORMAT}|${woffPath}|${source.size}|${source.mtimeMs}|${leaveOut.join(',')}`)
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), 'kiln-fonts');
  const path = join(dir, `${basename(woffPath, '.woff')}-${key}.ttf`);
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  // Skia parses what it finds here: a folder another user made (or may write in) is not used.
  const folder = statSync(dir);
  if (folder.uid !== process.getuid?.() || (folder.mode & 0o022) !== 0) {
    throw new Error(`${dir} belongs to another user or is writable by others`);
  }
  try {
    statSync(path);
    return path;
  } catch {
    // Not unpacked yet on this machine.
  }
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, unpackWoff(readFileSync(woffPath), new Set(leaveOut)));
  renameSync(temporary, path);
  return path;
}
