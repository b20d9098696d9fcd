// A render thread: runs one generator and encodes its pixels. Loaded by the pool (piscina).
import { performance } from 'node:perf_hooks';
import { workerData } from 'node:worker_threads';
import { GENERATORS } from './registry.js';
import { encode } from '../imaging/encode.js';
import { InvalidInput } from '../generators/types.js';
import type { RenderOutcome, RenderTask } from './task.js';
import type { RenderThreadData } from './pool.js';

const { maxOutputPixels } = workerData as RenderThreadData;

async function warmUp(): Promise<void> {
  for (const generator of GENERATORS.values()) await generator.warmUp?.();
}

export default async function run(
  task: RenderTask | { warmUp: true },
): Promise<RenderOutcome | null> {
  if ('warmUp' in task) {
    await warmUp();
    return null;
  }
  const generator = GENERATORS.get(task.generator);
  if (!generator) throw new Error(`unknown generator ${task.generator}`);
  const started = performance.now();
  try {
    const rendering = generator.render(task.input);
    const { width, height } = rendering.raster;
    if (width * height > maxOutputPixels) {
      throw new InvalidInput(
        `The picture would be ${width}x${height}, more than the ${maxOutputPixels} pixels allowed.`,
      );
    }
    const body = await encode(rendering.raster, task.format);
    const renderMs = performance.now() - started;
    return { ok: true, body, renderMs, textFit: rendering.textFit ?? null };
  } catch (error) {
    if (error instanceof InvalidInput) return { ok: false, invalidInput: error.message };
    throw error;
  }
}
