// Animated GIFs written from what moves: the first frame whole, then each frame's changed
// rectangle, all mapped to one palette (gif-palette.ts) and LZW-encoded by gifenc.
import { gifenc } from './gifenc.js';
import { GifPalette, KEEP } from './gif-palette.js';
import type { Rect } from './frame-diff.js';

/** One frame of a GIF: its rectangle's straight RGBA pixels (transparent: left as they were). */
export interface GifFrame {
  readonly rect: Rect;
  readonly pixels: Uint8Array;
  readonly delayMs: number;
  /** Clear the rectangle to transparent before the next frame (it turns pixels transparent). */
  readonly clearAfter: boolean;
}

/** GIF disposal methods (graphic control extension): keep the frame, or clear its rectangle. */
const DISPOSE_KEEP = 1;
const DISPOSE_CLEAR = 2;
/** Bytes of gifenc's graphic control extension, which precedes each image descriptor. */
const CONTROL_BYTES = 8;

/**
 * A looping GIF of `frames` on a `width` x `height` canvas; the first frame must cover it.
 * The palette is built from every frame's pixels (each rectangle is counted whole when it is
 * small, every few pixels when large: the colours of moving parts repeat).
 */
export function writeGif(frames: readonly GifFrame[], width: number, height: number): Buffer {
  const first = frames[0];
  if (!first || first.rect.width !== width || first.rect.height !== height) {
    throw new RangeError('the first frame of a GIF must cover its canvas');
  }
  const palette = new GifPalette();
  const counted = frames.reduce((n, f) => n + f.rect.width * f.rect.height, 0);
  // About 300,000 pixels of the moving parts counted at most: they repeat the same colours
  // from frame to frame, and the palette did not change with more.
  const step = Math.max(1, Math.round(counted / 300_000));
  palette.count(first.pixels);
  for (const frame of frames.slice(1)) palette.count(frame.pixels, step);
  const colours = palette.settle();
  const gif = gifenc.GIFEncoder({ initialCapacity: 1 << 16 });
  frames.forEach((frame, i) => {
    const { rect } = frame;
    const at = gif.stream.bytesView().length;
    gif.writeFrame(palette.map(frame.pixels), rect.width, rect.height, {
      ...(i === 0 ? { palette: colours, repeat: 0 } : {}),
      delay: frame.delayMs,
      transparent: true,
      transparentIndex: KEEP,
      dispose: frame.clearAfter ? DISPOSE_CLEAR : DISPOSE_KEEP,
    });
    // gifenc places every frame at 0,0: the rectangle's place is written into its image
    // descriptor (separator byte, then left and top, little-endian).
    if (i > 0) {
      const bytes = gif.stream.bytesView();
      const descriptor = at + CONTROL_BYTES;
      if (bytes[descriptor] !== 0x2c) throw new Error('unexpected GIF frame layout');
      bytes[descriptor + 1] = rect.x & 255;
      bytes[descriptor + 2] = rect.x >> 8;
      bytes[descriptor + 3] = rect.y & 255;
      bytes[descriptor + 4] = rect.y >> 8;
    }
  });
  gif.finish();
  const bytes = gif.bytesView();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
