// The shape of one season's art: an optional scene behind the critter (replacing the plain
// backdrop) and the things worn or held in front of it. Both are colour-independent.
import type { Ctx } from '../../sillycat/ink.js';

export interface SeasonArt {
  /** Paints the whole 512x512 background; absent means the plain colour backdrop. */
  readonly backdrop?: (ctx: Ctx) => void;
  /** Hats, glasses, scarves and foreground props, drawn over the critter. */
  readonly front?: (ctx: Ctx) => void;
}
