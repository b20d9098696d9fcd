// Draws the collections' starter pictures in the renderers (see src/pictures/starter.ts),
// waiting for a free place when requests keep the queue full rather than failing the seeding.
import { setTimeout as sleep } from 'node:timers/promises';
import type { StarterRenderer } from '../pictures/starter.js';
import { Overloaded, type RenderPool } from './pool.js';

export function starterRenderer(pool: RenderPool): StarterRenderer {
  return async (category, index) => {
    for (;;) {
      try {
        const outcome = await pool.run({
          generator: 'starter-picture',
          input: { category, index },
          format: 'png',
        });
        if (!outcome.ok) throw new Error(outcome.invalidInput);
        return outcome.body;
      } catch (error) {
        if (!(error instanceof Overloaded)) throw error;
        await sleep(100);
      }
    }
  };
}
