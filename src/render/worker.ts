// A render thread: runs one generator and encodes its pixels. Loaded by the pool (piscina).
import { performance } from 'node:perf_hooks';
import { workerData } from 'node:worker_threads';
import { loadGenerator } from './registry.js';
import { encode, outputSize } from '../imaging/encode.js';
import { strongEtag } from './etag.js';
import { InvalidInput } from '../core/errors.js';
import { registerFonts, shareFontRegistration, warmUpText } from '../text/index.js';
import type { ThreadOutcome, ThreadTask } from './task.js';
import type { RenderThreadData } from './pool.js';
import { BufferGarbage, minorCollection } from './garbage.js';
import { shareStore } from '../art/kit/shared-store.js';
import { leaveInSlot } from './answer-slots.js';

const { maxOutputPixels, fontsLock, sharedPixels, answerSlots } = workerData as RenderThreadData;
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
  task: ThreadTask | { warmUp: true },
): Promise<ThreadOutcome | null> {
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
    const etag = strongEtag(body);
    const textFit = rendering.textFit ?? null;
    if (task.slot !== undefined && leaveInSlot(answerSlots, task.slot, body)) {
      return { ok: true, body: null, slotBytes: body.byteLength, etag, renderMs, textFit };
    }
    return { ok: true, body, slotBytes: 0, etag, renderMs, textFit };
  } catch (error) {
    if (error instanceof InvalidInput) return { ok: false, invalidInput: error.message };
    throw error;
  }
}
