// Encoding animations: frames resized one by one (no blur across frame edges), then written by
// libvips as an animated GIF (palette quantised, dithered) or an animated WebP, looping for ever.
import type { Animation } from '../core/animation.js';
import { loadSharp, outputSize } from './encode.js';

export type AnimatedFormat = 'gif' | 'webp';

/** The animation's frames at `width` (aspect kept), still stacked; as they are when unchanged. */
async function resizedFrames(animation: Animation, width?: number): Promise<Animation> {
  const size = outputSize(animation, width);
  if (size.width === animation.width) return animation;
  const sharp = await loadSharp();
  const frameBytes = animation.width * animation.height * 4;
  const data = new Uint8Array(size.width * size.height * 4 * animation.delays.length);
  for (let i = 0; i < animation.delays.length; i++) {
    const frame = animation.data.subarray(i * frameBytes, (i + 1) * frameBytes);
    const raw = { width: animation.width, height: animation.height, channels: 4 as const };
    const resized = await sharp(frame, { raw })
      .resize({ ...size, fit: 'fill', kernel: 'lanczos3' })
      .ensureAlpha()
      .raw()
      .toBuffer();
    data.set(resized, i * size.width * size.height * 4);
  }
  return { ...animation, ...size, data };
}

/** An animated GIF or WebP of `animation`, resized to `width` first when it differs. */
export async function encodeAnimation(
  animation: Animation,
  format: AnimatedFormat,
  width?: number,
): Promise<Buffer> {
  const frames = await resizedFrames(animation, width);
  const sharp = await loadSharp();
  const count = frames.delays.length;
  const image = sharp(frames.data, {
    raw: {
      width: frames.width,
      height: frames.height * count,
      channels: 4,
      pageHeight: frames.height,
    },
  });
  const timing = { loop: 0, delay: [...frames.delays] };
  // GIF: effort 4 of 10 and full dithering keep gradients smooth at a quarter of the default
  // effort's time; WebP: the same quality as still WebP answers.
  if (format === 'gif') return image.gif({ ...timing, effort: 4, dither: 1 }).toBuffer();
  return image.webp({ ...timing, quality: 90, effort: 2 }).toBuffer();
}
