// The animation path Kiln had before issue 43, kept for `npm run bench` to measure beside the
// new one: every frame drawn whole and stacked, resized one by one, then written by libvips as
// an animated GIF (libimagequant quantising every frame) or an animated WebP.
import type { Animation } from '../src/core/animation.js';
import { playScene } from '../src/art/kit/motion.js';
import type { Generator } from '../src/art/kit/generator.js';
import { outputSize } from '../src/core/raster.js';
import { loadSharp } from '../src/imaging/encode.js';
import type { RenderTask } from '../src/render/task.js';

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

/**
 * libvips quantises every frame with libimagequant whatever the options (a palette reused from
 * an earlier frame is only chosen after), then maps it to its palette. Measured on achievement's
 * 14 frames of 400x64, CPU ms per GIF (medians of 11 interleaved rounds on a busy 2-core VM):
 * - effort: 4 is the fastest (82 ms, 33.0 KB); 1-3 took 116-130 ms, 5-7 129-181 ms (7 is the
 *   default, 210 ms with dithering).
 * - dither 0: the art is flat fills and outlines, and the scenes' soft gradients band no
 *   visibly more than dithered at 256 colours (looked at: facts and scroll, dither 0 and 1);
 *   dithering costs 10-40% more time and 7% more bytes (noise also differs frame to frame,
 *   which defeats libvips' unchanged-pixel transparency).
 * - interPaletteMaxError stays at its default (3): 32 reuses the first frame's palette and
 *   turned achievement's cookie yellow; it saves no quantising, only a few bytes.
 * - interFrameMaxError 0: 1 saved 0.6% of bytes. colours 256: 32-256 gave the same bytes and
 *   time (libimagequant already stops at fewer on this art, facts' gradients included); 16 was
 *   3x faster but takes colours the scenes need. Duplicate frames are merged (libvips'
 *   default), so the held still is written once.
 */
const GIF_OPTIONS = { effort: 4, dither: 0 } as const;

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
  if (format === 'gif') return image.gif({ ...timing, ...GIF_OPTIONS }).toBuffer();
  // WebP: the same quality as still WebP answers.
  return image.webp({ ...timing, quality: 90, effort: 2 }).toBuffer();
}

/** The old renderer's animated render of `task` (drawAnimation before issue 43). */
export async function oldAnimation(
  generator: Generator<unknown>,
  task: RenderTask,
  maxPixels: number,
): Promise<Buffer> {
  const motion = generator.motion!;
  const scene = motion.animate(task.input);
  const output = outputSize(scene, task.width);
  const within = (w: number, h: number) => Math.max(1, Math.floor(maxPixels / (w * h)));
  const most = Math.min(
    task.frames ?? motion.timeline.frames,
    within(scene.width, scene.height),
    within(output.width, output.height),
  );
  const animation = playScene(scene, motion.timeline, most);
  return encodeAnimation(animation, task.format === 'gif' ? 'gif' : 'webp', task.width);
}
