// Which renders are a renderer's first of their kind: they pay one-time costs (a generator's
// art painted, its code run and compiled for the first time, an encoder loaded), which the
// admission does not count as evidence of overload (admission.ts, excuse).
import type { RenderTask } from './task.js';

/**
 * Renders of each generator, and of each output format, that count as cold on one renderer.
 * V8 compiles a function for speed only after several calls, so a second picture of a kind is
 * still slower than the hundredth; the third is near it (docs/DECISIONS.md, "Warm before ready").
 */
export const COLD_RENDERS_PER_KIND = 2;

export class ColdRenders {
  private readonly counts = new WeakMap<object, Map<string, number>>();

  /**
   * Counts `task` on `renderer`: true when it is among the renderer's first
   * COLD_RENDERS_PER_KIND of its generator or of its format (resized or not).
   */
  take(renderer: object, task: RenderTask): boolean {
    let counts = this.counts.get(renderer);
    if (!counts) {
      counts = new Map();
      this.counts.set(renderer, counts);
    }
    let cold = false;
    const resized = task.width === undefined ? '' : ' resized';
    for (const kind of [`generator ${task.generator}`, `format ${task.format}${resized}`]) {
      const count = counts.get(kind) ?? 0;
      if (count < COLD_RENDERS_PER_KIND) {
        cold = true;
        counts.set(kind, count + 1);
      }
    }
    return cold;
  }
}
