// The colour emoji face is registered from a plain file unpacked from its WOFF (without the SVG
// table), which every renderer maps instead of decompressing its own copy: the file is a valid
// font of the other tables, written once, and Skia draws the same pixels from it as from the
// packaged WOFF2.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { FONT_FACES } from '../../src/text/font-catalog.js';
import { fontFilePath, packageDir } from '../../src/text/fonts.js';
import { unpackedFontFile, unpackWoff } from '../../src/text/unpacked-font.js';

const emoji = FONT_FACES.find((face) => face.unpack)!;
const woffPath = join(packageDir(emoji.pkg!), emoji.unpack!.woff);

/** Table tags of a plain font file, from its directory. */
function tags(font: Buffer): string[] {
  const count = font.readUInt16BE(4);
  return Array.from({ length: count }, (_, i) => font.toString('latin1', 12 + i * 16, 16 + i * 16));
}

function draw(family: string, text: string): Uint8ClampedArray {
  const canvas = createCanvas(420, 80);
  const ctx = canvas.getContext('2d');
  ctx.font = `48px "${family}"`;
  ctx.textBaseline = 'top';
  ctx.fillText(text, 4, 8);
  return ctx.getImageData(0, 0, 420, 80).data;
}

describe('the unpacked colour emoji face', () => {
  it('holds every table of the WOFF but SVG, each where the directory says', () => {
    const woff = readFileSync(woffPath);
    const font = unpackWoff(woff, new Set(emoji.unpack!.leaveOut));
    const woffTags = Array.from({ length: woff.readUInt16BE(12) }, (_, i) =>
      woff.toString('latin1', 44 + i * 20, 48 + i * 20),
    );
    expect(tags(font)).toEqual(woffTags.filter((tag) => tag !== 'SVG '));
    expect(font.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    for (let i = 0; i < tags(font).length; i++) {
      const offset = font.readUInt32BE(12 + i * 16 + 8);
      const length = font.readUInt32BE(12 + i * 16 + 12);
      expect(offset % 4).toBe(0);
      expect(offset + length).toBeLessThanOrEqual(font.length);
    }
    // The SVG table was most of it.
    expect(font.length).toBeLessThan(woff.readUInt32BE(16) / 3);
  });

  it('is written once and found again', () => {
    const path = unpackedFontFile(woffPath, emoji.unpack!.leaveOut);
    expect(unpackedFontFile(woffPath, emoji.unpack!.leaveOut)).toBe(path);
    expect(readFileSync(path).equals(unpackWoff(readFileSync(woffPath), new Set(['SVG '])))).toBe(
      true,
    );
  });

  it('draws the same pixels as the packaged WOFF2', () => {
    expect(GlobalFonts.registerFromPath(fontFilePath(emoji), 'Test Emoji Packed')).toBeTruthy();
    const unpacked = unpackedFontFile(woffPath, emoji.unpack!.leaveOut);
    expect(GlobalFonts.registerFromPath(unpacked, 'Test Emoji Unpacked')).toBeTruthy();
    const text = '🔥🎉😀👍🏽🇫🇷❤️';
    const packed = draw('Test Emoji Packed', text);
    // In colour: drawn from the emoji face, not from a fallback's black outlines.
    const coloured = (pixels: Uint8ClampedArray, i: number) =>
      pixels[i + 3]! > 0 && Math.abs(pixels[i]! - pixels[i + 2]!) > 60;
    expect(packed.some((_, i) => i % 4 === 0 && coloured(packed, i))).toBe(true);
    expect(Buffer.from(draw('Test Emoji Unpacked', text)).equals(Buffer.from(packed))).toBe(true);
  });
});
