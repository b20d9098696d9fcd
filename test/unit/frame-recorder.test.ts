// Animations recorded as what moves (imaging/frame-recorder.ts, gif-writer.ts, webp-writer.ts):
// decoded again by libvips, every frame must be what was drawn: flat colours exact in a GIF
// even past 256 colours, pixels turning transparent, equal frames merged, WebP lossless exact.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { FrameRecorder, type AnimatedFormat } from '../../src/imaging/frame-recorder.js';

const W = 64;
const H = 48;

/** A frame: a gradient band (many colours) at the top, flat fills, a moving square. */
function frame(step: number, clearSquare = false): Uint8Array {
  const px = new Uint8Array(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      let rgba: number[];
      if (y < 12) rgba = [x * 4, y * 20, 255 - x * 3, 255];
      else if (x < 20) rgba = [200, 40, 40, 255];
      else if (x < 40)
        rgba = [250, 210, 30, 255]; // the cookie yellow
      else rgba = [0, 0, 0, 0]; // transparent
      const inSquare = x >= 10 + step * 6 && x < 18 + step * 6 && y >= 20 && y < 28;
      if (inSquare && !clearSquare) rgba = [20, 90, 200, 255];
      px.set(rgba, i);
    }
  }
  return px;
}

async function decoded(body: Buffer) {
  const image = sharp(body, { animated: true });
  const meta = await image.metadata();
  return { meta, raw: await image.ensureAlpha().raw().toBuffer() };
}

describe.each<AnimatedFormat>(['gif', 'webp'])('a %s recorded from what moves', (format) => {
  it('decodes to every drawn frame, equal frames merged, their delays added', async () => {
    const frames = [frame(0), frame(1), frame(1), frame(2), frame(5), frame(6, true), frame(0)];
    const recorder = new FrameRecorder(W, H, format);
    for (const f of frames) recorder.add(f, 100, false);
    expect(recorder.count).toBe(6);
    const body = await recorder.encode(format === 'webp' ? 'lossless' : undefined);
    const { meta, raw } = await decoded(body);
    expect(meta.pages).toBe(6);
    expect(meta.delay).toEqual([100, 200, 100, 100, 100, 100]);
    expect(meta.loop).toBe(0);
    const distinct = [frames[0]!, frames[1]!, frames[3]!, frames[4]!, frames[5]!, frames[6]!];
    distinct.forEach((expected, page) => {
      const got = raw.subarray(page * W * H * 4, (page + 1) * W * H * 4);
      for (let i = 0; i < W * H; i++) {
        const a = expected[i * 4 + 3]!;
        expect(got[i * 4 + 3]! >= 128, `page ${page} pixel ${i} shown`).toBe(a >= 128);
        if (a < 128) continue;
        const y = Math.floor(i / W);
        for (let c = 0; c < 3; c++) {
          const d = Math.abs(got[i * 4 + c]! - expected[i * 4 + c]!);
          // Flat fills exact; the gradient band within the palette's reach.
          expect(d, `page ${page} pixel ${i}`).toBeLessThanOrEqual(y < 12 ? 24 : 0);
        }
      }
    });
  });
});

it('keeps a GIF within one palette and a small file when little moves', async () => {
  const recorder = new FrameRecorder(W, H, 'gif');
  for (let s = 0; s < 6; s++) recorder.add(frame(s), 70, false);
  // The first frame whole, then only the square's path (about 14 x 8 pixels each).
  expect(recorder.pixels).toBeLessThan(W * H + 5 * 14 * 8 + 1);
  const body = await recorder.encode();
  expect(body.subarray(0, 6).toString('latin1')).toBe('GIF89a');
});
