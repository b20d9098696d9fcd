// The silly cat: a chubby sitting cat with a tilted head, one big and one small eye looking
// different ways, a tongue blep and one paw up waving. Shapes are data on a 512 grid; every
// clipped or shaded region is precomputed path algebra, so a still is only opaque fills.
// The moving parts of its animation (the eyes blinking, the paw waving) are drawn here too.
import type { Path2D } from '@napi-rs/canvas';
import { strokeLine, type Ctx } from '../../../../art/kit/draw.js';
import {
  crescent,
  ellipsePath,
  intersect,
  rectangle,
  strokeShape,
  svg as path,
  union,
} from '../../../../art/kit/paths.js';
import { drawEyes } from './eyes.js';

/** Opaque CSS colours for every region of the cat. */
export interface CatPalette {
  readonly body: string;
  readonly bodyShade: string;
  readonly marking: string;
  readonly markingShade: string;
  /** The chest bib: the marking colour (two colours) or a lighter body tone (one colour). */
  readonly bib: string;
  readonly bibShade: string;
  readonly light: string;
  readonly outline: string;
  /** Cheek blush already mixed with the body colour. */
  readonly blush: string;
  readonly floor: string;
}

const LINE = 7;
const PINK = '#ff8fab';
const PINK_DARK = '#e0577d';
const TONGUE = '#ff6b8f';

/** A region split into its lit part and the part inside a shadow crescent. */
interface Shaded {
  readonly lit: Path2D;
  readonly shaded: Path2D;
}
function shadedBy(region: Path2D, shadow: Path2D): Shaded {
  return { lit: region, shaded: intersect(region, shadow) };
}

/** A part outlined by `d`, with the shadow crescent left by shifting it (dx, dy). */
interface Part {
  readonly shape: Path2D;
  readonly shadow: Path2D;
  readonly region: Shaded;
}
function part(d: string, dx: number, dy: number): Part {
  const shape = path(d);
  const shadow = crescent(shape, dx, dy);
  return { shape, shadow, region: shadedBy(shape, shadow) };
}

/** Markings (stripes, patches) trimmed to a part and shaded by its shadow. */
function marking(d: string, on: Part): Shaded {
  return shadedBy(intersect(path(d), on.shape), on.shadow);
}

/** A round-ended limb `width` wide along a centreline, and its outline band around it. */
interface Limb {
  readonly centreline: Path2D;
  readonly shape: Path2D;
  readonly outline: Path2D;
}
function limb(d: string, width: number): Limb {
  const centreline = path(d);
  return {
    centreline,
    shape: strokeShape(centreline, width),
    outline: strokeShape(centreline, width + LINE + 2),
  };
}

/** The outline band first, then the limb over it, so the limb reads as one inked shape. */
function fillLimb(ctx: Ctx, l: Limb, p: CatPalette): void {
  ctx.fillStyle = p.outline;
  ctx.fill(l.outline);
  ctx.fillStyle = p.body;
  ctx.fill(l.shape);
}

function fillShaded(ctx: Ctx, region: Shaded, lit: string, shade: string): void {
  ctx.fillStyle = lit;
  ctx.fill(region.lit);
  ctx.fillStyle = shade;
  ctx.fill(region.shaded);
}

// Body, tail and limbs (canvas coordinates).
const floorShadow = ellipsePath(262, 470, 168, 20);
const TAIL_WIDTH = 34;
const tail = limb('M330 450C418 462 468 404 446 334C434 294 452 262 482 270', TAIL_WIDTH);
const tailTip = intersect(tail.shape, ellipsePath(484, 266, 34, 30));
// Dash pattern along the tail centreline: two marking bands between the base and the tip.
const TAIL_BANDS = [0, 120, 16, 30, 16, 400];
const body = part(
  'M256 236C338 236 384 310 390 388C396 452 350 472 256 472C162 472 116 452 122 388C128 310 174 236 256 236Z',
  -14,
  -10,
);
const bib = shadedBy(
  path(
    'M204 290C236 304 278 304 310 290C320 322 312 352 292 370Q284 384 270 378Q256 392 242 378Q228 384 220 370C200 352 194 322 204 290Z',
  ),
  body.shadow,
);
const flankStripes = marking(
  'M112 352Q140 356 160 348Q142 368 114 374ZM114 392Q146 394 166 386Q146 406 116 412ZM400 352Q372 356 352 348Q370 368 398 374ZM398 392Q366 394 346 386Q366 406 396 412Z',
  body,
);
const raisedArm = limb('M176 336C140 324 104 296 86 258', 40);
// The arm's end: the paw waves about it.
const WRIST = { x: 86, y: 258 } as const;
const raisedPaw = ellipsePath(80, 238, 34, 32, -0.3);
const pawPad = path('M64 246C64 232 96 232 96 246C96 258 64 258 64 246Z');
const toeBeans = union(
  ellipsePath(58, 226, 7, 8),
  ellipsePath(72, 216, 7, 8),
  ellipsePath(88, 216, 7, 8),
  ellipsePath(101, 227, 7, 8),
);
const waveMarks = path('M34 200Q24 226 32 252M18 190Q4 226 16 264M112 180Q124 170 138 172');
const feet = union(ellipsePath(190, 463, 46, 22), ellipsePath(326, 463, 46, 22));
const toeLines = path('M178 452L178 466M198 452L198 466M314 452L314 466M334 452L334 466');
const frontLeg = path('M292 366L290 452C296 474 346 470 344 446L341 366Z');
// The leg's outline stays open at the top so the leg grows out of the chest.
const frontLegEdge = path('M292 372L290 452C296 474 346 470 344 446L341 380');
const frontToes = path('M310 452L310 466M326 452L326 466');
const frontLegShadow = crescent(frontLeg, -8, 0);
const frontLegRegion = shadedBy(frontLeg, union(frontLegShadow, intersect(frontLeg, body.shadow)));
const sock = shadedBy(intersect(frontLeg, rectangle(260, 424, 100, 56)), frontLegShadow);

// Head, in head-local coordinates around its centre (translated and tilted when drawn).
const HEAD_X = 256;
const HEAD_Y = 190;
const HEAD_TILT = -0.13;
const ears = [
  path('M-126 -36L-118 -150Q-114 -166 -100 -156L-34 -96Z'),
  path('M34 -96L104 -154Q118 -164 122 -148L130 -36Z'),
];
const earTipBand = rectangle(-160, -180, 320, 62);
const earTips = union(...ears.map((ear) => intersect(ear, earTipBand)));
const earInners = union(path('M-106 -62L-104 -130L-58 -92Z'), path('M58 -92L108 -132L112 -62Z'));
const head = part(
  'M0 -106C84 -106 142 -72 148 -12C152 26 140 50 124 62L138 74L108 80C78 100 42 106 0 106C-42 106 -78 100 -108 80L-138 74L-124 62C-140 50 -152 26 -148 -12C-142 -72 -84 -106 0 -106Z',
  -8,
  -14,
);
const headMarkings = marking(
  'M-34 -108Q-28 -84 -20 -66Q-16 -86 -16 -108ZM-8 -110Q-2 -80 4 -58Q10 -82 10 -110ZM18 -108Q24 -86 30 -70Q36 -88 36 -106Z' +
    'M20 -48C64 -62 106 -40 104 -2C102 34 66 42 38 30C12 18 0 -40 20 -48Z',
  head,
);
const headHighlight = path('M-96 -60Q-70 -88 -30 -92');
const blush = union(ellipsePath(-96, 34, 22, 11), ellipsePath(96, 38, 20, 10));
const whiskers = path(
  'M-92 18L-178 4M-94 30L-180 34M-90 42L-168 62M92 22L176 6M94 34L180 36M90 46L166 64',
);
const brows = path('M-82 -66Q-56 -80 -30 -68M38 -42Q58 -50 76 -38');
const nose = path('M-13 18L13 18L0 31Z');
const tongue = path('M-2 42C-4 70 4 84 14 84C25 84 32 70 28 42Z');
const tongueLine = path('M13 50L13 68');
const mouth = path('M-30 38Q-15 54 0 36Q15 54 30 38');

function fillThenStroke(ctx: Ctx, shape: Path2D, fill: string, outline: string, width: number) {
  ctx.fillStyle = fill;
  ctx.fill(shape);
  strokeLine(ctx, shape, outline, width);
}

/** Runs `draw` in head-local coordinates (the head's centre, tilted). */
function inHead(ctx: Ctx, draw: () => void): void {
  ctx.save();
  ctx.translate(HEAD_X, HEAD_Y);
  ctx.rotate(HEAD_TILT);
  draw();
  ctx.restore();
}

/** The head but its eyes: they touch nothing else on it, so they can be drawn last. */
function drawHead(ctx: Ctx, p: CatPalette): void {
  inHead(ctx, () => drawFace(ctx, p));
}

function drawFace(ctx: Ctx, p: CatPalette): void {
  for (const ear of ears) {
    ctx.fillStyle = p.body;
    ctx.fill(ear);
  }
  ctx.fillStyle = p.marking;
  ctx.fill(earTips);
  for (const ear of ears) strokeLine(ctx, ear, p.outline, LINE);
  ctx.fillStyle = PINK;
  ctx.fill(earInners);

  fillShaded(ctx, head.region, p.body, p.bodyShade);
  fillShaded(ctx, headMarkings, p.marking, p.markingShade);
  strokeLine(ctx, head.shape, p.outline, LINE);
  strokeLine(ctx, headHighlight, p.light, 6);
  ctx.fillStyle = p.blush;
  ctx.fill(blush);

  strokeLine(ctx, whiskers, p.outline, 3.5);
  strokeLine(ctx, brows, p.outline, 5);

  fillThenStroke(ctx, tongue, TONGUE, p.outline, 5);
  strokeLine(ctx, tongueLine, PINK_DARK, 3);
  strokeLine(ctx, mouth, p.outline, 5);
  fillThenStroke(ctx, nose, PINK, p.outline, 4);
}

/** The cat's eyes, `closure` shut (0: open, the still), over the head of drawCatBody. */
export function drawCatEyes(ctx: Ctx, p: CatPalette, closure = 0): void {
  inHead(ctx, () => drawEyes(ctx, p.outline, closure));
}

/**
 * The cat but its eyes and raised paw, which move (drawCatEyes and drawPaw draw them, in that
 * order, over it). Neither touches what is drawn after it in the still, so the still is the
 * same whatever the order.
 */
export function drawCatBody(ctx: Ctx, p: CatPalette): void {
  ctx.fillStyle = p.floor;
  ctx.fill(floorShadow);

  fillLimb(ctx, tail, p);
  ctx.save();
  ctx.lineCap = 'butt';
  ctx.setLineDash(TAIL_BANDS);
  ctx.strokeStyle = p.marking;
  ctx.lineWidth = TAIL_WIDTH;
  ctx.stroke(tail.centreline);
  ctx.restore();
  ctx.fillStyle = p.marking;
  ctx.fill(tailTip);

  fillLimb(ctx, raisedArm, p);

  fillShaded(ctx, body.region, p.body, p.bodyShade);
  fillShaded(ctx, flankStripes, p.marking, p.markingShade);
  fillShaded(ctx, bib, p.bib, p.bibShade);
  strokeLine(ctx, body.shape, p.outline, LINE);

  fillThenStroke(ctx, feet, p.body, p.outline, LINE);
  strokeLine(ctx, toeLines, p.outline, 4);

  fillShaded(ctx, frontLegRegion, p.body, p.bodyShade);
  fillShaded(ctx, sock, p.marking, p.markingShade);
  strokeLine(ctx, frontLegEdge, p.outline, LINE);
  strokeLine(ctx, frontToes, p.outline, 4);

  drawHead(ctx, p);
}

/**
 * The raised paw turned `turn` radians about the wrist (the arm's round end, so the arm needs
 * no redrawing), and the wave marks beside it at `marks` opacity. Both 0 and 1: the still.
 */
export function drawPaw(ctx: Ctx, p: CatPalette, turn = 0, marks = 1): void {
  if (turn !== 0) {
    ctx.save();
    ctx.translate(WRIST.x, WRIST.y);
    ctx.rotate(turn);
    ctx.translate(-WRIST.x, -WRIST.y);
  }
  fillThenStroke(ctx, raisedPaw, p.body, p.outline, LINE);
  ctx.fillStyle = PINK;
  ctx.fill(pawPad);
  ctx.fill(toeBeans);
  if (turn !== 0) ctx.restore();
  if (marks <= 0) return;
  if (marks < 1) {
    ctx.save();
    ctx.globalAlpha = marks;
  }
  strokeLine(ctx, waveMarks, p.outline, 5);
  if (marks < 1) ctx.restore();
}
