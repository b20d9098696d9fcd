// Animated WebPs written from what moves: each frame's changed rectangle encoded by libvips as
// a still WebP (lossless or lossy, as the animation asks), then put in an animation container
// (RIFF: VP8X, ANIM, one ANMF per frame; Google's "WebP Container Specification").
import { loadSharp } from './encode.js';
import type { Rect } from './frame-diff.js';

export interface WebpFrame {
  /** Its place; x and y even (the container stores them halved). */
  readonly rect: Rect;
  /** The rectangle's straight RGBA pixels, replacing the canvas there (no blending). */
  readonly pixels: Uint8Array;
  readonly delayMs: number;
}

/** How an animation's frames are compressed: exactly, or as still WebP answers are. */
export type WebpMode = 'lossless' | 'lossy';

/** A frame's rectangle widened to even x and y, as the container needs (within the canvas). */
export function evenRect(rect: Rect): Rect {
  const x = rect.x & ~1;
  const y = rect.y & ~1;
  return { x, y, width: rect.width + rect.x - x, height: rect.height + rect.y - y };
}

/**
 * One frame's still WebP, as the chunks that go inside its ANMF (ALPH, VP8 or VP8L). Lossy at
 * the quality of still WebP answers, at libwebp's fastest effort: on facts, panel_meme and
 * /http/404 effort 0 took 70-80% of effort 2's time for 6-8% more bytes (2026-11-28).
 */
async function frameChunks(frame: WebpFrame, mode: WebpMode): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width, height } = frame.rect;
  const image = sharp(frame.pixels, { raw: { width, height, channels: 4 } });
  const file =
    mode === 'lossless'
      ? await image.webp({ lossless: true, effort: 1 }).toBuffer()
      : await image.webp({ quality: 90, effort: 0 }).toBuffer();
  // Skip the RIFF header (12 bytes) and any VP8X chunk: the container has its own.
  const chunks: Buffer[] = [];
  for (let at = 12; at + 8 <= file.length;) {
    const size = file.readUInt32LE(at + 4);
    const end = at + 8 + size + (size & 1);
    if (file.toString('latin1', at, at + 4) !== 'VP8X') chunks.push(file.subarray(at, end));
    at = end;
  }
  return Buffer.concat(chunks);
}

function chunk(fourCC: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(fourCC, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat(body.length & 1 ? [header, body, Buffer.alloc(1)] : [header, body]);
}

const uint24 = (buffer: Buffer, at: number, value: number) => buffer.writeUIntLE(value, at, 3);

/** A looping animated WebP of `frames` on a `width` x `height` canvas. */
export async function writeWebp(
  frames: readonly WebpFrame[],
  width: number,
  height: number,
  mode: WebpMode,
): Promise<Buffer> {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x10 | 0x02; // alpha, animation
  uint24(vp8x, 4, width - 1);
  uint24(vp8x, 7, height - 1);
  const anim = Buffer.alloc(6); // background transparent black, loop for ever
  const parts = [chunk('VP8X', vp8x), chunk('ANIM', anim)];
  for (const frame of frames) {
    const { rect } = frame;
    if (rect.x % 2 || rect.y % 2) throw new RangeError('WebP frames start at even offsets');
    const head = Buffer.alloc(16);
    uint24(head, 0, rect.x / 2);
    uint24(head, 3, rect.y / 2);
    uint24(head, 6, rect.width - 1);
    uint24(head, 9, rect.height - 1);
    uint24(head, 12, Math.min(0xffffff, Math.round(frame.delayMs)));
    head[15] = 0x02; // do not blend: the rectangle replaces what was there; keep it after
    parts.push(chunk('ANMF', Buffer.concat([head, await frameChunks(frame, mode)])));
  }
  const body = Buffer.concat(parts);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length + 4, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, body]);
}
