// The nft avatar character: a round, bear-eared critter in a bust portrait with half-lidded
// "unimpressed" eyes, a muzzle and a buck tooth. Shapes are data on a 512 grid (season art
// relies on this geometry; see seasons/types.ts). The eyes and brows move in its animation
// (a pose: pupils aside, lids lower, a brow up), so they are drawn apart from the rest.
import { Path2D } from '@napi-rs/canvas';
import { fill, ink, strokeLine, type Ctx } from '../../../../art/kit/draw.js';
import {
  crescent,
  ellipsePath,
  intersect,
  strokeShape,
  svg as path,
  union,
} from '../../../../art/kit/paths.js';

export interface CritterPalette {
  readonly body: string;
  readonly bodyShade: string;
  readonly light: string;
  readonly lightShade: string;
  readonly outline: string;
  /** Cheek blush already mixed with the body colour. */
  readonly blush: string;
  /** The eyelids: a shade of the body. */
  readonly lid: string;
}

export const CRITTER_LINE = 7;
const INK_DARK = '#231b2e';
const EYE_WHITE = '#ffffff';
const PINK = '#ff8fab';
const NOSE = '#3a2630';
const NOSE_SHINE = '#b0a0a8';

const shoulders = path('M70 530C70 440 146 392 256 392C366 392 442 440 442 530Z');
// Shadow under the head and on the right of the shoulders, split from the lit chest patch.
const shouldersShadow = union(
  crescent(shoulders, -16, 10),
  intersect(shoulders, ellipsePath(256, 392, 132, 22)),
);
const chestPatch = intersect(ellipsePath(256, 490, 74, 62), shoulders);
const chestShadow = intersect(chestPatch, shouldersShadow);
const ears = union(ellipsePath(136, 146, 44, 44), ellipsePath(376, 146, 44, 44));
const earInners = union(ellipsePath(140, 150, 24, 24), ellipsePath(372, 150, 24, 24));
const head = path(
  'M256 110C356 110 412 170 412 250C412 336 348 388 256 388C164 388 100 336 100 250C100 170 156 110 256 110Z',
);
const headShadow = crescent(head, -12, -14);
const headShine = path('M138 200Q150 160 192 138');
const tuft = path('M238 114C226 84 258 70 272 88C262 84 254 92 262 112Z');
const muzzle = ellipsePath(256, 322, 66, 44);
const muzzleShadow = intersect(muzzle, headShadow);
const eyeWhiteList = [ellipsePath(198, 246, 38, 40), ellipsePath(314, 246, 38, 40)];
const eyeWhites = union(...eyeWhiteList);
const pupils = union(ellipsePath(208, 256, 20, 22), ellipsePath(324, 256, 20, 22));
const glints = path(
  'M216 248m-6 0a6 6 0 1 0 12 0a6 6 0 1 0 -12 0M332 248m-6 0a6 6 0 1 0 12 0a6 6 0 1 0 -12 0',
);
// Heavy upper lids: the top ~45% of each eye, with a slightly slanted lower edge.
const lids = intersect(
  path(
    'M158 246C158 218 176 204 198 204C222 204 238 218 238 240C214 236 184 240 158 246Z' +
      'M274 240C274 218 290 204 314 204C336 204 354 218 354 246C328 240 298 236 274 240Z',
  ),
  eyeWhites,
);
const lidLines = path('M158 246C184 240 214 236 238 240M274 240C298 236 328 240 354 246');
const brows = path('M164 192Q196 180 228 190M286 186Q318 178 350 190');
// The brows apart (the left one rises in a pose).
const browLeft = path('M164 192Q196 180 228 190');
const browRight = path('M286 186Q318 178 350 190');
const nose = path(
  'M238 300C238 290 274 290 274 300C274 312 262 318 256 318C250 318 238 312 238 300Z',
);
const noseShine = ellipsePath(250, 298, 5, 3);
const mouth = path('M226 340Q246 352 262 342Q278 334 292 326');
const tooth = path('M246 346L246 358Q246 362 250 362L258 362Q262 362 262 358L262 344');
const cheeks = union(ellipsePath(158, 318, 24, 13), ellipsePath(354, 318, 24, 13));

/** How the face moves: pupils `look` px to the right, lids `lidDrop` px lower, the left brow
 * `browLift` px higher. All 0: the still. */
export interface CritterPose {
  readonly look: number;
  readonly lidDrop: number;
  readonly browLift: number;
}

export const STILL_POSE: CritterPose = { look: 0, lidDrop: 0, browLift: 0 };

/** Everything but the eyes and brows (drawCritterEyes; nothing else touches them). */
export function drawCritterBody(ctx: Ctx, p: CritterPalette): void {
  // Shoulders and chest.
  fill(ctx, shoulders, p.body);
  fill(ctx, shouldersShadow, p.bodyShade);
  fill(ctx, chestPatch, p.light);
  fill(ctx, chestShadow, p.lightShade);
  strokeLine(ctx, shoulders, p.outline, CRITTER_LINE);

  // Ears behind the head.
  ink(ctx, ears, p.body, p.outline, CRITTER_LINE);
  fill(ctx, earInners, PINK);

  // Head.
  fill(ctx, head, p.body);
  fill(ctx, headShadow, p.bodyShade);
  fill(ctx, muzzle, p.light);
  fill(ctx, muzzleShadow, p.lightShade);
  strokeLine(ctx, head, p.outline, CRITTER_LINE);
  strokeLine(ctx, headShine, p.light, 8);
  ink(ctx, tuft, p.body, p.outline, 5);
  fill(ctx, cheeks, p.blush);

  // Nose, smirk and buck tooth.
  ink(ctx, nose, NOSE, p.outline, 4);
  fill(ctx, noseShine, NOSE_SHINE);
  ink(ctx, tooth, EYE_WHITE, p.outline, 4);
  strokeLine(ctx, mouth, p.outline, 5);
}

/** How far down the lid line goes in a blink: about three quarters down the eye. */
const LID_CREASE = 30;

/** The region above the lids' lower edge moved `drop` px down (the eyes' width, any height). */
function aboveLids(drop: number): Path2D {
  const y = (v: number) => v + drop;
  return path(
    `M158 ${y(246)}C184 ${y(240)} 214 ${y(236)} 238 ${y(240)}L238 150L158 150Z` +
      `M274 ${y(240)}C298 ${y(236)} 328 ${y(240)} 354 ${y(246)}L354 150L274 150Z`,
  );
}

const moved = (shape: Path2D, dx: number, dy: number) =>
  new Path2D(shape).transform({ a: 1, b: 0, c: 0, d: 1, e: dx, f: dy });

/** Eyes and brows in `pose`: whites, pupils, glints, then heavy lids over them, and brows. */
export function drawCritterEyes(ctx: Ctx, p: CritterPalette, pose: CritterPose): void {
  const { look, lidDrop, browLift } = pose;
  fill(ctx, eyeWhites, EYE_WHITE);
  // Pupils looking aside stay inside the whites.
  fill(ctx, look ? intersect(moved(pupils, look, 0), eyeWhites) : pupils, INK_DARK);
  fill(ctx, look ? intersect(moved(glints, look, 0), eyeWhites) : glints, EYE_WHITE);
  if (lidDrop) {
    fill(ctx, intersect(aboveLids(lidDrop), eyeWhites), p.lid);
    // Past the crease the lid line stays there as the lid shuts the rest: a closed eye.
    const line = moved(lidLines, 0, Math.min(lidDrop, LID_CREASE));
    fill(ctx, intersect(strokeShape(line, 5), eyeWhites), p.outline);
  } else {
    fill(ctx, lids, p.lid);
    strokeLine(ctx, lidLines, p.outline, 5);
  }
  strokeLine(ctx, eyeWhites, p.outline, 5);
  if (browLift) {
    strokeLine(ctx, moved(browLeft, 0, -browLift), p.outline, 6);
    strokeLine(ctx, browRight, p.outline, 6);
  } else {
    strokeLine(ctx, brows, p.outline, 6);
  }
}
