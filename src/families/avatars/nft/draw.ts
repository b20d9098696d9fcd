// The nft generator (DESIGN 2.2): a 512x512 collectible-style avatar critter in one colour,
// wearing the chosen season's theme (backdrop, hat, props) from src/art/nft/seasons/.
// Animated, it raises a brow and looks aside, unimpressed, then blinks slowly.
import { isSeason, type Rgb, type Season } from './seasons.js';
import { drawCritterBody, drawCritterEyes, STILL_POSE, type CritterPose } from './art/critter.js';
import { critterPalette, plainBackdrop } from './art/palette.js';
import { SEASON_ART } from './art/seasons/index.js';
import { easeInOut, easeOut, phase, stillOf, type MotionScene } from '../../../art/kit/motion.js';
import { TIMELINE } from './timeline.js';
import { assertRgb } from '../sillycat/draw.js';
import { InvalidInput } from '../../../core/errors.js';
import { type Generator } from '../../../art/kit/generator.js';

export interface NftInput {
  readonly colour: Rgb;
  readonly season: Season;
}

export const NFT_SIZE = 512;

/** How far the pupils look aside, the lids drop in a blink, the brow rises, in px. */
const LOOK = -22;
const BLINK_DROP = 50;
const BROW_LIFT = 9;

/**
 * The face at t: the left brow rises as the pupils slide aside and the lids sink a little
 * (side-eye), holds, comes back, then a slow blink; at t = 1 the still face.
 */
function poseAt(t: number): CritterPose {
  // The glance is quick and has begun by the first frame; the return is unhurried.
  const aside = easeOut(phase(t, -0.04, 0.2)) - easeInOut(phase(t, 0.45, 0.6));
  const blink = Math.min(1, Math.max(0, (0.16 - Math.abs(t - 0.8)) / 0.1));
  if (aside === 0 && blink === 0) return STILL_POSE;
  return {
    look: LOOK * aside,
    lidDrop: 6 * aside + BLINK_DROP * blink,
    browLift: BROW_LIFT * aside,
  };
}

/**
 * The avatar as a scene: backdrop and critter but its eyes and brows are the base; per frame
 * the face in its pose and the season's props in front (glasses may cover the eyes).
 */
function scene({ colour, season }: NftInput): MotionScene {
  assertRgb(colour);
  if (!isSeason(season)) throw new InvalidInput(`Unknown season "${String(season)}".`);
  const art = SEASON_ART[season];
  const palette = critterPalette(colour);
  return {
    width: NFT_SIZE,
    height: NFT_SIZE,
    frame: 'square',
    paintBase: (ctx) => {
      if (art.backdrop) {
        art.backdrop(ctx);
      } else {
        ctx.fillStyle = plainBackdrop(colour);
        ctx.fillRect(0, 0, NFT_SIZE, NFT_SIZE);
      }
      drawCritterBody(ctx, palette);
    },
    paintFrame: (ctx, t) => {
      drawCritterEyes(ctx, palette, poseAt(t));
      art.front?.(ctx);
    },
  };
}

export const nft: Generator<NftInput> = {
  name: 'nft',
  render: (input, target) => stillOf(scene(input), target),
  motion: { timeline: TIMELINE, animate: scene },
  warmUp() {
    // Builds the surface and runs Skia's first-draw setup before a request pays for it.
    nft.render({ colour: { r: 58, g: 160, b: 255 }, season: 'default' });
  },
};
