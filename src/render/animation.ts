// An animated render in a renderer: the generator's scene played along its timeline, with as
// many frames as the task, the timeline and the output-pixel limit (all frames counted) allow.
import type { Generator } from '../art/kit/generator.js';
import { framesWithin, playScene } from '../art/kit/motion.js';
import { InvalidInput } from '../core/errors.js';
import type { TextFitReport } from '../core/raster.js';
import { encodeAnimation } from '../imaging/animated.js';
import { outputSize } from '../imaging/encode.js';
import type { RenderTask } from './task.js';

/**
 * Draws and encodes `task` as an animation; `generator` must have a motion. `drawnBytes`: the
 * frames' pixels, garbage once encoded.
 */
export async function drawAnimation(
  generator: Generator<unknown>,
  task: RenderTask,
  maxPixels: number,
): Promise<{ body: Buffer; textFit: TextFitReport | null; drawnBytes: number }> {
  const motion = generator.motion!;
  const scene = motion.animate(task.input);
  const output = outputSize(scene, task.width);
  for (const { width, height } of [scene, output]) {
    if (width * height > maxPixels) {
      throw new InvalidInput(
        `The picture would be ${width}x${height}, more than the ${maxPixels} pixels allowed.`,
      );
    }
  }
  // Every frame counts against the limit, drawn and sent: a large width gets fewer frames.
  const most = Math.min(
    task.frames ?? motion.timeline.frames,
    framesWithin(scene.width, scene.height, maxPixels),
    framesWithin(output.width, output.height, maxPixels),
  );
  const animation = playScene(scene, motion.timeline, most);
  const format = task.format === 'gif' ? 'gif' : 'webp';
  const body = await encodeAnimation(animation, format, task.width);
  return { body, textFit: animation.textFit ?? null, drawnBytes: animation.data.byteLength };
}
