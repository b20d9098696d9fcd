// A render thread: runs one generator and encodes its pixels. Loaded by the pool (piscina).
import { performance } from 'node:perf_hooks';
import { workerData } from 'node:worker_threads';
import { GENERATORS } from './registry.js';
import { encode } from '../imaging/encode.js';
import { InvalidInput } from '../generators/types.js';
import { registerFonts } from '../text/index.js';
import type { RenderOutcome, RenderTask } from './task.js';
import type { RenderThreadData } from './pool.js';

const { maxOutputPixels, fontsLock } = workerData as RenderThreadData;
const fontsState = new Int32Array(fontsLock);
const FONTS_COLD = 0;
const FONTS_LOADING = 1;
const FONTS_WARM = 2;

/**
 * Registered fonts live in Skia, once per process, and take ~160 ms of CPU (the colour emoji
 * file alone ~140 ms). The first thread registers them while the others wait instead of
 * repeating the same work on the same cores, which would delay readiness.
 */
function warmSharedFonts(): void {
  if (Atomics.compareExchange(fontsState, 0, FONTS_COLD, FONTS_LOADING) === FONTS_COLD) {
    try {
      registerFonts();
    } finally {
      Atomics.store(fontsState, 0, FONTS_WARM);
      Atomics.notify(fontsState, 0);
    }
    return;
  }
  while (Atomics.load(fontsState, 0) !== FONTS_WARM)
    Atomics.wait(fontsState, 0, FONTS_LOADING, 5000);
}

async function warmUp(): Promise<void> {
  warmSharedFonts();
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
