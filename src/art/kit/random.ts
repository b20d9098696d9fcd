// The seeded PRNG every collection scatters its details with: the project's mulberry32 scaled
// to [0, 1), so picture recipes stay deterministic without a second copy of the generator.
import { mulberry32 } from '../../core/random.js';

/** A deterministic generator of numbers in [0, 1) for scattered background details. */
export function seeded(seed: number): () => number {
  const next = mulberry32(seed);
  return () => next() / 4294967296;
}
