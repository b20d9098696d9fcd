// A font file's plain (sfnt) form, whatever it ships as: WOFF is unpacked, WOFF2 decoded by
// Google's own decoder (wawoff2, a devDependency), for the tools that read only plain fonts
// (HarfBuzz in tests) and for fonts derived from a WOFF2 source.
import decompressWoff2 from 'wawoff2/decompress.js';
import { unpackWoff } from '../../src/text/unpacked-font.js';

export async function plainFont(path: string, bytes: Buffer): Promise<Buffer> {
  if (path.endsWith('.woff2')) return Buffer.from(await decompressWoff2(bytes));
  if (path.endsWith('.woff')) return unpackWoff(bytes);
  return Buffer.from(bytes);
}
