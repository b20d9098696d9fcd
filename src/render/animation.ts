// An animated render in a renderer: the generator's scene played along its timeline, with as
// many frames as the task, the timeline and the output-pixel limit (all frames counted) allow.
import type { Generator } from '../art/kit/generator.js';
import { framesWithin, playScene } from '../art/kit/motion.js';
import { atScale, scaledLength } from '../art/kit/surface.js';
import { drawScale } from '../art/kit/target.js';
import { assertPixelsWithin, outputSize, type TextFitReport } from '../core/raster.js';
import { encodeAnimation } from '../imaging/animated.js';
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
  let scene = motion.animate(task.input);
  const output = outputSize(scene, task.width);
  for (const size of [scene, output]) assertPixelsWithin(size, maxPixels);
  // Wider than its own size, the scene is laid out and drawn again at the width asked (some
  // scenes paint their still while laid out), so its frames stay sharp (kit/target.ts).
  const scale = drawScale(scene, { width: task.width }, scene.pixelArt);
  if (scale !== 1) scene = atScale(scale, () => motion.animate(task.input));
  const drawn = {
    width: scaledLength(scene.width, scale),
    height: scaledLength(scene.height, scale),
  };
  // Every frame counts against the limit, drawn and sent: a large width gets fewer frames.
  const most = Math.min(
    task.frames ?? motion.timeline.frames,
    framesWithin(drawn.width, drawn.height, maxPixels),
    framesWithin(output.width, output.height, maxPixels),
  );
  const animation = atScale(scale, () => playScene(scene, motion.timeline, most));
  const format = task.format === 'gif' ? 'gif' : 'webp';
  const body = await encodeAnimation(animation, format, task.width);
  return { body, textFit: animation.textFit ?? null, drawnBytes: animation.data.byteLength };
}
