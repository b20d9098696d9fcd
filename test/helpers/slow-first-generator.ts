// A test-only generator (the pool's extraGenerators) whose first render in each renderer takes
// COLD_MS, a stand-in for a fresh renderer's one-time costs; later ones draw 8x8 pixels at once.
import type { Generator } from '../../src/art/kit/generator.js';

export const COLD_MS = 500;
let first = true;

const slowFirst: Generator<{ readonly text: string }> = {
  name: 'test-slow-first',
  render: () => {
    if (first) {
      first = false;
      const until = Date.now() + COLD_MS;
      while (Date.now() < until) {
        // Busy, as a renderer parsing faces or compiling code is.
      }
    }
    return { raster: { width: 8, height: 8, data: new Uint8ClampedArray(8 * 8 * 4) } };
  },
};

export default slowFirst;
