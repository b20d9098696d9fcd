// An animated render in a renderer: the generator's scene played along its timeline, the still
// first and last, recorded frame by frame as only what moves (imaging/frame-recorder.ts), with
// as many frames as the task, the timeline and the output-pixel limit allow.
import type { Generator } from '../art/kit/generator.js';
import { framePainter } from '../art/kit/motion.js';
import { atScale } from '../art/kit/surface.js';
import { drawScale } from '../art/kit/target.js';
import { answerFrames } from '../core/animation.js';
import { InvalidInput, parameterMessage } from '../core/errors.js';
import { outputSize, type TextFitReport } from '../core/raster.js';
import { FrameRecorder } from '../imaging/frame-recorder.js';
import { loadSharp } from '../imaging/encode.js';
import type { WebpMode } from '../imaging/webp-writer.js';
import type { RenderTask } from './task.js';

/** Frames and bytes of a recorded animation, and what drawing it allocated. */
export interface DrawnAnimation {
  readonly body: Buffer;
  readonly textFit: TextFitReport | null;
  /** Bytes of pixels the render allocated (frames read back, rectangles kept): garbage now. */
  readonly drawnBytes: number;
  /** Frames drawn (the still counted once), and frames in the answer (equal ones merged). */
  readonly framesDrawn: number;
  readonly framesWritten: number;
}

/**
 * Draws and encodes `task` as an animation; `generator` must have a motion. All frames
 * together stay within `maxPixels`, counted as the answer holds them: the first frame whole,
 * then each frame's changed rectangle, at the output size. When the whole motion would pass
 * it, fewer frames are drawn (an even pick that keeps the still), never a refusal; a width at
 * which one frame alone passes it is refused (400 naming `width`) before anything is drawn.
 */
export async function drawAnimation(
  generator: Generator<unknown>,
  task: RenderTask,
  maxPixels: number,
  /** For the benchmark's comparisons: a WebP's compression (else as its colours ask). */
  webpMode?: WebpMode,
): Promise<DrawnAnimation> {
  const motion = generator.motion!;
  let scene = motion.animate(task.input);
  const output = outputSize(scene, task.width);
  for (const { width, height } of [scene, output]) {
    if (width * height > maxPixels) {
      const widest = Math.floor(Math.sqrt((maxPixels * scene.width) / scene.height));
      throw new InvalidInput(
        parameterMessage(
          'width',
          `must be at most ${widest} for this picture: ${width}x${height} would pass the limit of ${maxPixels} pixels`,
        ),
      );
    }
  }
  // Wider than its own size, the scene is laid out and drawn again at the width asked (some
  // scenes paint their still while laid out), so its frames stay sharp (kit/target.ts).
  const scale = drawScale(scene, { width: task.width, maxPixels }, scene.pixelArt);
  if (scale !== 1) scene = atScale(scale, () => motion.animate(task.input));
  const format = task.format === 'gif' ? 'gif' : 'webp';
  let most = Math.min(task.frames ?? motion.timeline.frames, motion.timeline.frames);
  let drawnBytes = 0;
  for (;;) {
    const frames = answerFrames(motion.timeline, most);
    const recorder = new FrameRecorder(output.width, output.height, format);
    // Frames are painted under the drawing scale (synchronously, one at a time).
    const painter = atScale(scale, () => framePainter(scene));
    const paint = (t: number) => atScale(scale, () => painter(t));
    let read = 0;
    for (const [i, frame] of frames.entries()) {
      // The last frame is the still again: the first frame's pixels, not drawn twice.
      const again = i > 0 && i === frames.length - 1 && frames[0]!.t === 1;
      const pixels = again ? recorder.firstFrame! : await framePixels(paint(frame.t), output);
      recorder.add(pixels.data, frame.delayMs, pixels.premultiplied);
      read += again ? 0 : pixels.data.byteLength;
      if (recorder.pixels > maxPixels) break;
    }
    drawnBytes += read + recorder.pixels * 4;
    if (recorder.pixels <= maxPixels || most <= 1) {
      const body = await recorder.encode(webpMode);
      return {
        body,
        textFit: scene.textFit ?? null,
        drawnBytes: drawnBytes + body.byteLength,
        framesDrawn: frames.length - (frames.length > 1 ? 1 : 0),
        framesWritten: recorder.count,
      };
    }
    // Over the limit: as many frames as the rectangles so far say would fit.
    const perFrame = recorder.pixels / Math.max(1, recorder.count);
    most = Math.max(1, Math.min(most - 1, Math.floor(maxPixels / perFrame) - 1));
  }
}

/** A frame's pixels at the output size: Skia's premultiplied pixels, or resized (straight). */
async function framePixels(
  surface: { canvas: { width: number; height: number; data(): Buffer } },
  output: { width: number; height: number },
): Promise<{ data: Uint8Array; premultiplied: boolean }> {
  const { width, height } = surface.canvas;
  const data = surface.canvas.data();
  if (output.width === width) return { data, premultiplied: true };
  const sharp = await loadSharp();
  const resized = await sharp(data, { raw: { width, height, channels: 4, premultiplied: true } })
    .resize({ ...output, fit: 'fill', kernel: 'lanczos3' })
    .ensureAlpha()
    .raw()
    .toBuffer();
  return { data: resized, premultiplied: false };
}
