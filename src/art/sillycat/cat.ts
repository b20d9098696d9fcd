// The silly cat: a chubby sitting cat with a tilted head, one big and one small eye looking
// different ways, a tongue blep and one paw up waving. Shapes are data on a 512 grid.
import { crescent, ellipsePath, ink, path, strokeLine, tube, type Ctx } from './ink.js';

export interface CatPalette {
  readonly body: string;
  /** Translucent paint laid over shadow crescents (darkens, or lifts near-black bodies). */
  readonly shadow: string;
  readonly light: string;
  readonly outline: string;
  readonly marking: string;
  readonly floor: string;
}

const LINE = 7;
const PINK = '#ff8fab';
const PINK_DARK = '#e0577d';
const TONGUE = '#ff6b8f';
const EYE_WHITE = '#ffffff';
const PUPIL = '#1d1a24';

// Body and limbs (canvas coordinates).
const floorShadow = ellipsePath(262, 470, 168, 20);
const tail = path('M330 450C418 462 468 404 446 334C434 294 452 262 482 270');
// Dash pattern along the tail centreline: two marking bands between the base and the tip.
const TAIL_BANDS = [0, 120, 16, 30, 16, 400];
const tailTipClip = ellipsePath(484, 266, 34, 30);
const body = path(
  'M256 236C338 236 384 310 390 388C396 452 350 472 256 472C162 472 116 452 122 388C128 310 174 236 256 236Z',
);
const bodyShadow = crescent(body, -14, -10);
const bib = path(
  'M204 290C236 304 278 304 310 290C320 322 312 352 292 370Q284 384 270 378Q256 392 242 378Q228 384 220 370C200 352 194 322 204 290Z',
);
const flankStripes = path(
  'M112 352Q140 356 160 348Q142 368 114 374ZM114 392Q146 394 166 386Q146 406 116 412ZM400 352Q372 356 352 348Q370 368 398 374ZM398 392Q366 394 346 386Q366 406 396 412Z',
);
const raisedArm = path('M176 336C140 324 104 296 86 258');
const raisedPaw = ellipsePath(80, 238, 34, 32, -0.3);
const pawPad = path('M64 246C64 232 96 232 96 246C96 258 64 258 64 246Z');
const toeBeans = [
  ellipsePath(58, 226, 7, 8),
  ellipsePath(72, 216, 7, 8),
  ellipsePath(88, 216, 7, 8),
  ellipsePath(101, 227, 7, 8),
];
const waveMarks = path('M34 200Q24 226 32 252M18 190Q4 226 16 264M112 180Q124 170 138 172');
const feet = [ellipsePath(190, 463, 46, 22), ellipsePath(326, 463, 46, 22)];
const toeLines = path('M178 452L178 466M198 452L198 466M314 452L314 466M334 452L334 466');
const frontLeg = path('M292 366L290 452C296 474 346 470 344 446L341 366Z');
// The leg's outline stays open at the top so the leg grows out of the chest.
const frontLegEdge = path('M292 372L290 452C296 474 346 470 344 446L341 380');
const frontToes = path('M310 452L310 466M326 452L326 466');
const frontLegShadow = crescent(frontLeg, -8, 0);
const sockClip = path('M260 424L360 424L360 480L260 480Z');

// Head, in head-local coordinates around its centre (translated and tilted when drawn).
const HEAD_X = 256;
const HEAD_Y = 190;
const HEAD_TILT = -0.13;
const leftEar = path('M-126 -36L-118 -150Q-114 -166 -100 -156L-34 -96Z');
const rightEar = path('M34 -96L104 -154Q118 -164 122 -148L130 -36Z');
const leftEarInner = path('M-106 -62L-104 -130L-58 -92Z');
const rightEarInner = path('M58 -92L108 -132L112 -62Z');
const earTipClip = path('M-160 -180L160 -180L160 -118L-160 -118Z');
const head = path(
  'M0 -106C84 -106 142 -72 148 -12C152 26 140 50 124 62L138 74L108 80C78 100 42 106 0 106C-42 106 -78 100 -108 80L-138 74L-124 62C-140 50 -152 26 -148 -12C-142 -72 -84 -106 0 -106Z',
);
const foreheadStripes = path(
  'M-34 -108Q-28 -84 -20 -66Q-16 -86 -16 -108ZM-8 -110Q-2 -80 4 -58Q10 -82 10 -110ZM18 -108Q24 -86 30 -70Q36 -88 36 -106Z',
);
const eyePatch = path('M20 -48C64 -62 106 -40 104 -2C102 34 66 42 38 30C12 18 0 -40 20 -48Z');
const bigEye = ellipsePath(-54, -14, 36, 38);
const bigPupil = ellipsePath(-64, -26, 20, 21);
const smallEye = ellipsePath(56, -6, 22, 21);
const smallPupil = ellipsePath(62, 2, 11, 11);
const highlights = path(
  'M-70 -36m-7 0a7 7 0 1 0 14 0a7 7 0 1 0 -14 0M-54 -16m-3.5 0a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0M60 -2m-4 0a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
);
const nose = path('M-13 18L13 18L0 31Z');
const tongue = path('M-2 42C-4 70 4 84 14 84C25 84 32 70 28 42Z');
const tongueLine = path('M13 50L13 68');
const mouth = path('M-30 38Q-15 54 0 36Q15 54 30 38');
const blush = [ellipsePath(-96, 34, 22, 11), ellipsePath(96, 38, 20, 10)];
const whiskers = path(
  'M-92 18L-178 4M-94 30L-180 34M-90 42L-168 62M92 22L176 6M94 34L180 36M90 46L166 64',
);
const headShadow = crescent(head, -8, -14);
const brows = path('M-82 -66Q-56 -80 -30 -68M38 -42Q58 -50 76 -38');
const headHighlight = path('M-96 -60Q-70 -88 -30 -92');

function drawHead(ctx: Ctx, p: CatPalette, markingEars: boolean): void {
  ctx.save();
  ctx.translate(HEAD_X, HEAD_Y);
  ctx.rotate(HEAD_TILT);

  for (const [ear, inner] of [
    [leftEar, leftEarInner],
    [rightEar, rightEarInner],
  ] as const) {
    ink(ctx, ear, p.body, p.outline, LINE);
    if (markingEars) {
      ctx.save();
      ctx.clip(ear);
      ctx.clip(earTipClip);
      ctx.fillStyle = p.marking;
      ctx.fill(ear);
      ctx.restore();
      ctx.strokeStyle = p.outline;
      ctx.lineWidth = LINE;
      ctx.stroke(ear);
    }
    ink(ctx, inner, PINK, PINK, 0);
  }

  ctx.fillStyle = p.body;
  ctx.fill(head);
  ctx.save();
  ctx.clip(head);
  ctx.fillStyle = p.marking;
  ctx.fill(foreheadStripes);
  ctx.fill(eyePatch);
  ctx.restore();
  ctx.fillStyle = p.shadow;
  ctx.fill(headShadow);
  strokeLine(ctx, head, p.outline, LINE);
  strokeLine(ctx, headHighlight, p.light, 6);

  ctx.globalAlpha = 0.55;
  ctx.fillStyle = PINK;
  for (const b of blush) ctx.fill(b);
  ctx.globalAlpha = 1;

  strokeLine(ctx, whiskers, p.outline, 3.5);
  strokeLine(ctx, brows, p.outline, 5);

  ink(ctx, bigEye, EYE_WHITE, p.outline, 5);
  ink(ctx, smallEye, EYE_WHITE, p.outline, 5);
  ctx.fillStyle = PUPIL;
  ctx.fill(bigPupil);
  ctx.fill(smallPupil);
  ctx.fillStyle = EYE_WHITE;
  ctx.fill(highlights);

  ink(ctx, tongue, TONGUE, p.outline, 5);
  strokeLine(ctx, tongueLine, PINK_DARK, 3);
  strokeLine(ctx, mouth, p.outline, 5);
  ink(ctx, nose, PINK, p.outline, 4);

  ctx.restore();
}

export function drawCat(ctx: Ctx, p: CatPalette, twoColour: boolean): void {
  ctx.fillStyle = p.floor;
  ctx.fill(floorShadow);

  tube(ctx, tail, 34, p.body, p.outline, LINE / 2 + 1);
  ctx.save();
  ctx.clip(tailTipClip);
  tube(ctx, tail, 34, p.marking, p.outline, 0);
  ctx.restore();
  ctx.save();
  ctx.lineCap = 'butt';
  ctx.setLineDash(TAIL_BANDS);
  ctx.strokeStyle = p.marking;
  ctx.lineWidth = 34;
  ctx.stroke(tail);
  ctx.restore();

  tube(ctx, raisedArm, 40, p.body, p.outline, LINE / 2 + 1);

  ctx.fillStyle = p.body;
  ctx.fill(body);
  ctx.save();
  ctx.clip(body);
  ctx.fillStyle = p.marking;
  ctx.fill(flankStripes);
  ctx.fillStyle = twoColour ? p.marking : p.light;
  ctx.fill(bib);
  ctx.restore();
  ctx.fillStyle = p.shadow;
  ctx.fill(bodyShadow);
  strokeLine(ctx, body, p.outline, LINE);

  for (const foot of feet) ink(ctx, foot, p.body, p.outline, LINE);
  strokeLine(ctx, toeLines, p.outline, 4);

  ctx.fillStyle = p.body;
  ctx.fill(frontLeg);
  ctx.save();
  ctx.clip(frontLeg);
  ctx.fillStyle = p.marking;
  ctx.fill(sockClip);
  ctx.fillStyle = p.shadow;
  ctx.fill(frontLegShadow);
  ctx.restore();
  strokeLine(ctx, frontLegEdge, p.outline, LINE);
  strokeLine(ctx, frontToes, p.outline, 4);

  drawHead(ctx, p, true);

  ink(ctx, raisedPaw, p.body, p.outline, LINE);
  ctx.fillStyle = PINK;
  ctx.fill(pawPad);
  for (const bean of toeBeans) ctx.fill(bean);
  strokeLine(ctx, waveMarks, p.outline, 5);
}
