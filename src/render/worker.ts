// A render thread: runs one generator and encodes its pixels. Loaded by the pool (piscina).
import { performance } from 'node:perf_hooks';
import { workerData } from 'node:worker_threads';
import { loadGenerator } from './registry.js';
import { encode, outputSize } from '../imaging/encode.js';
import { strongEtag } from './etag.js';
import { InvalidInput } from '../core/errors.js';
import { registerFonts, shareFontRegistration, warmUpText } from '../text/index.js';
import type { RenderOutcome, RenderTask } from './task.js';
import type { RenderThreadData } from './pool.js';
import { BufferGarbage, minorCollection } from './garbage.js';
import { shareStore } from '../art/kit/shared-store.js';

const { maxOutputPixels, fontsLock, sharedPixels } = workerData as RenderThreadData;
shareFontRegistration(fontsLock);
shareStore(sharedPixels);
const garbage = new BufferGarbage(minorCollection());

/**
 * Readiness of a thread: fonts registered and the faces of Latin text parsed. Each generator
 * loads its module and art on its first picture in the thread (registry.ts).
 */
function warmUp(): void {
  registerFonts();
  warmUpText();
}

export default async function run(
  task: RenderTask | { warmUp: true },
): Promise<RenderOutcome | null> {
  if ('warmUp' in task) {
    warmUp();
    return null;
  }
  const generator = await loadGenerator(task.generator);
  if (!generator) throw new Error(`unknown generator ${task.generator}`);
  const started = performance.now();
  try {
    const rendering = generator.render(task.input);
    const drawn = rendering.raster;
    const { width, height } = outputSize(drawn, task.width);
    for (const [w, h] of [
      [drawn.width, drawn.height],
      [width, height],
    ] as const) {
      if (w * h > maxOutputPixels) {
        throw new InvalidInput(
          `The picture would be ${w}x${h}, more than the ${maxOutputPixels} pixels allowed.`,
        );
      }
    }
    const body = await encode(drawn, task.format, width);
    const renderMs = performance.now() - started;
    garbage.add(drawn.data.byteLength + body.byteLength);
    return { ok: true, body, etag: strongEtag(body), renderMs, textFit: rendering.textFit ?? null };
  } catch (error) {
    if (error instanceof InvalidInput) return { ok: false, invalidInput: error.message };
    throw error;
  }
}
