// The shape of one season's art: an optional scene behind the critter (replacing the plain
// backdrop) and the things worn or held in front of it. Both are colour-independent.
import type { Ctx } from '../../../../../art/kit/draw.js';

// The critter geometry season art is drawn against (512 grid, see ../critter.ts): head from
// x 100..412 and y 110..388 (centre 256,250), eyes centred at (198,246) and (314,246) with
// radius ~40, ears centred at (136,146) and (376,146) with radius 44, shoulders from y 392
// down to the bottom edge between x 70 and 442. Hats sit on y ~110..150, glasses on y ~246.

export interface SeasonArt {
  /** Paints the whole 512x512 background; absent means the plain colour backdrop. */
  readonly backdrop?: (ctx: Ctx) => void;
  /** Hats, glasses, scarves and foreground props, drawn over the critter. */
  readonly front?: (ctx: Ctx) => void;
}
