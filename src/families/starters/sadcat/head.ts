// The sad cat's head, drawn around its own centre (about 236 x 184 units): drooping ears,
// coat markings, huge glossy watery eyes, worried brows, trembling mouths and tears.
import { Path2D } from '@napi-rs/canvas';
import {
  C,
  INK,
  drop,
  ellipse,
  fill,
  place,
  solid,
  stroke,
  svg,
  tubeStroke,
  type Coat,
  type Ctx,
} from './paint.js';

export type Mouth = 'wobble' | 'frown' | 'wail' | 'pout';
type Tears = 'none' | 'well' | 'drop' | 'stream';

export interface Face {
  readonly mouth: Mouth;
  readonly tears: Tears;
  /** Ear angle from upright, degrees: 30 perky-ish, 70 flattened, 100 drooping. */
  readonly ears?: number;
  /** Where the pupils look, each component -1..1. */
  readonly gaze?: readonly [number, number];
  /** Heavy upper lids sloping down to the outside. */
  readonly lids?: boolean;
  /** Soaked: spiky wet fur along the crown and drips. */
  readonly wet?: boolean;
  /** Ears drawn (false when something covers them, like a hood). */
  readonly showEars?: boolean;
}

const HEAD = svg(
  'M0 -92C70 -92 116 -58 118 -8C120 22 112 40 100 52L114 62L88 66C68 84 38 92 0 92' +
    'C-38 92 -68 84 -88 66L-114 62L-100 52C-112 40 -120 22 -118 -8C-116 -58 -70 -92 0 -92Z',
);
const EAR = svg('M-42 16C-38 -30 -22 -64 -4 -80Q4 -86 10 -78C28 -56 40 -24 44 16Z');
const EAR_INNER = svg('M-24 6C-21 -22 -12 -46 0 -60C12 -44 21 -20 24 6Z');
const EAR_TUFT = svg('M-8 6L-4 -24M6 6L10 -18');
const MUZZLE = new Path2D();
MUZZLE.addPath(ellipse(-22, 42, 30, 24));
MUZZLE.addPath(ellipse(22, 42, 30, 24));
const TABBY = svg(
  'M-28 -94L-18 -56L-10 -94ZM-7 -96L0 -48L7 -96ZM10 -94L18 -56L28 -94Z' +
    'M-122 -6L-92 2L-122 12ZM-122 20L-96 26L-120 34ZM122 -6L92 2L122 12ZM122 20L96 26L120 34Z',
);
const BLAZE = svg(
  'M0 -50C12 -16 36 12 74 30C66 76 34 96 0 96C-34 96 -66 76 -74 30C-36 12 -12 -16 0 -50Z',
);
// Wet fur clumps into points: spikes around the crown, drawn behind the head fill.
const WET_SPIKES = svg(
  'M-44 -76Q-42 -108 -24 -118Q-26 -98 -12 -86Q-4 -116 14 -124Q8 -100 20 -84Q34 -106 52 -106' +
    'Q40 -90 46 -72Z' +
    'M-110 -14L-142 4L-118 16L-144 34L-114 40L-132 62L-98 56Z' +
    'M110 -14L142 4L118 16L144 34L114 40L132 62L98 56Z',
);
const WET_DRIPS = [
  [-124, 76, 6],
  [126, 70, 7],
  [-30, 118, 6],
  [70, 124, 5],
] as const;
const EYE_X = 46;
const EYE_Y = -2;
const EYE_RX = 31;
const EYE_RY = 35;

function ears(ctx: Ctx, coat: Coat, angle: number): void {
  for (const side of [-1, 1]) {
    place(ctx, side * 70, -54, 1, side * angle, () => {
      const tip =
        coat.pattern === 'points'
          ? coat.mark
          : coat.pattern === 'calico'
            ? side < 0
              ? coat.mark
              : coat.mark2
            : coat.fur;
      solid(ctx, EAR, tip, coat.shade, { shift: 7 });
      fill(ctx, EAR_INNER, C.pink, 0);
      stroke(ctx, EAR_TUFT, 2.5, coat.fur === '#fdfaf6' ? '#e8ddd8' : coat.light);
    });
  }
}

function markings(ctx: Ctx, coat: Coat): void {
  switch (coat.pattern) {
    case 'tabby':
      fill(ctx, TABBY, coat.mark, 0);
      break;
    case 'calico':
      fill(ctx, ellipse(-86, -70, 70, 52, 0.4), coat.mark, 0);
      fill(ctx, ellipse(110, -70, 46, 40, -0.5), coat.mark2, 0);
      break;
    case 'tuxedo':
      fill(ctx, BLAZE, coat.belly, 0);
      return;
    case 'points':
      fill(ctx, ellipse(0, 40, 64, 50), coat.mark, 0);
      return;
    default:
      break;
  }
  fill(ctx, MUZZLE, coat.belly, 0);
}

function eye(ctx: Ctx, coat: Coat, side: number, face: Face): void {
  const [gx, gy] = face.gaze ?? [0, 0];
  const cx = side * EYE_X;
  const shape = ellipse(cx, EYE_Y, EYE_RX, EYE_RY);
  ctx.save();
  ctx.fillStyle = coat.iris;
  ctx.fill(shape);
  ctx.clip(shape);
  const px0 = cx + gx * 8;
  const py0 = EYE_Y + gy * 9;
  ctx.fillStyle = C.pupil;
  ctx.fill(ellipse(px0, py0 + 2, 24, 28));
  // The wet lower part of the eye: a pale wash and a bright waterline.
  ctx.fillStyle = 'rgba(140, 210, 255, 0.45)';
  ctx.fill(ellipse(cx, EYE_Y + EYE_RY + 4, EYE_RX + 4, 20));
  if (face.lids) {
    ctx.fillStyle = coat.pattern === 'points' ? coat.mark : coat.fur;
    const lid = new Path2D();
    lid.moveTo(cx - 40, EYE_Y - 60);
    lid.lineTo(cx + 40, EYE_Y - 60);
    lid.lineTo(cx + 40, EYE_Y - (side > 0 ? 6 : 30));
    lid.lineTo(cx - 40, EYE_Y - (side > 0 ? 30 : 6));
    lid.closePath();
    ctx.fill(lid);
    stroke(
      ctx,
      svg(`M${cx - 40} ${EYE_Y - (side > 0 ? 30 : 6)}L${cx + 40} ${EYE_Y - (side > 0 ? 6 : 30)}`),
      5,
    );
  }
  ctx.restore();
  stroke(ctx, shape, 5);
  const hx = px0 - 9;
  const hy = py0 - (face.lids ? 4 : 13);
  ctx.fillStyle = C.white;
  ctx.fill(ellipse(hx, hy, 10, 11, -0.4));
  ctx.fill(ellipse(px0 + 11, py0 + 8, 5, 5));
  ctx.fill(ellipse(hx + 14, hy - 2, 3, 3));
  // The tear welling on the lower lid, spilling a little past the eye.
  const well = new Path2D();
  well.moveTo(cx - EYE_RX * 0.95, EYE_Y + EYE_RY * 0.45);
  well.quadraticCurveTo(cx, EYE_Y + EYE_RY + 24, cx + EYE_RX * 0.95, EYE_Y + EYE_RY * 0.45);
  well.quadraticCurveTo(cx, EYE_Y + EYE_RY * 0.95, cx - EYE_RX * 0.95, EYE_Y + EYE_RY * 0.45);
  well.closePath();
  ctx.fillStyle = 'rgba(175, 225, 255, 0.92)';
  ctx.fill(well);
  stroke(ctx, well, 2.5, C.tearEdge);
  stroke(
    ctx,
    svg(
      `M${cx - 14} ${EYE_Y + EYE_RY + 5}Q${cx} ${EYE_Y + EYE_RY + 10} ${cx + 12} ${EYE_Y + EYE_RY + 4}`,
    ),
    2.5,
    C.white,
  );
}

function wobblePath(y: number, half: number, sag: number, waves: number, amp: number): Path2D {
  const p = new Path2D();
  const n = 16;
  for (let i = 0; i <= n; i++) {
    const t = -1 + (2 * i) / n;
    const x = t * half;
    const yy = y - sag * (1 - t * t) + amp * Math.sin((t + 1) * Math.PI * waves);
    if (i === 0) p.moveTo(x, yy);
    else p.lineTo(x, yy);
  }
  return p;
}

function mouth(ctx: Ctx, kind: Mouth): void {
  stroke(ctx, svg('M0 30L0 38'), 4);
  switch (kind) {
    case 'wobble':
      stroke(ctx, wobblePath(50, 24, 10, 2, 2.6), 4.5);
      break;
    case 'frown':
      stroke(ctx, svg('M-20 54Q-10 38 0 38Q10 38 20 54'), 4.5);
      break;
    case 'pout': {
      // A pushed-out lower lip sitting under a steep frown, with a trembling chin.
      fill(ctx, svg('M-17 58Q0 32 17 58Q0 70 -17 58Z'), C.tongue, 0);
      stroke(ctx, svg('M-24 60Q-12 36 0 38Q12 36 24 60'), 4.5);
      stroke(ctx, svg('M-17 58Q0 70 17 58'), 4);
      stroke(ctx, svg('M-10 80Q-5 76 0 80Q5 84 10 80'), 3);
      break;
    }
    case 'wail': {
      const open = new Path2D();
      open.moveTo(-24, 50);
      open.quadraticCurveTo(-12, 36, 0, 40);
      open.quadraticCurveTo(12, 36, 24, 50);
      open.quadraticCurveTo(30, 78, 0, 78);
      open.quadraticCurveTo(-30, 78, -24, 50);
      open.closePath();
      ctx.save();
      fill(ctx, open, C.mouth, 0);
      ctx.clip(open);
      ctx.fillStyle = C.tongue;
      ctx.fill(ellipse(0, 80, 18, 12));
      ctx.restore();
      stroke(ctx, open, 4.5);
      break;
    }
  }
}

function tears(ctx: Ctx, kind: Tears): void {
  if (kind === 'drop') {
    drop(ctx, -70, 62, 9);
    drop(ctx, 74, 92, 7);
  }
  if (kind !== 'stream') return;
  for (const side of [-1, 1]) {
    const x = side * EYE_X;
    const river = svg(
      `M${x + side * 6} 36C${x + side * 14} 70 ${x - side * 4} 92 ${x + side * 8} 122` +
        `S${x + side * 4} 150 ${x + side * 10} 176`,
    );
    tubeStroke(ctx, river, 15, C.tear, 4);
    ctx.save();
    ctx.translate(-side * 3, -2);
    stroke(ctx, river, 3, 'rgba(255, 255, 255, 0.85)');
    ctx.restore();
    drop(ctx, x + side * 12, 206, 8);
  }
}

/** The head centred on the origin; callers place and scale it. */
export function drawHead(ctx: Ctx, coat: Coat, face: Face, beforeFace?: () => void): void {
  if (face.showEars ?? true) ears(ctx, coat, face.ears ?? 62);
  if (face.wet) solid(ctx, WET_SPIKES, coat.fur, coat.shade, { shift: 4, outline: 5 });
  solid(ctx, HEAD, coat.fur, coat.shade, {
    markings: () => markings(ctx, coat),
    shift: 12,
  });
  stroke(ctx, svg('M-84 -50Q-62 -74 -30 -80'), 5, coat.light);
  beforeFace?.();
  ctx.fillStyle = C.blush;
  ctx.fill(ellipse(-80, 38, 19, 10));
  ctx.fill(ellipse(80, 38, 19, 10));
  for (const side of [-1, 1]) eye(ctx, coat, side, face);
  // Worried brows: the inner ends lifted.
  const dark = coat.fur === '#4b4362';
  const whiskerInk = dark ? '#ddd6ee' : INK;
  stroke(ctx, svg('M-72 -50Q-52 -52 -28 -66M72 -50Q52 -52 28 -66'), 5, dark ? '#cfc6e6' : INK);
  stroke(
    ctx,
    svg('M-84 44L-146 56M-82 54L-140 74M-78 62L-126 90M84 44L146 56M82 54L140 74M78 62L126 90'),
    3,
    whiskerInk,
  );
  mouth(ctx, face.mouth);
  fill(ctx, svg('M-11 20Q0 15 11 20Q8 30 0 32Q-8 30 -11 20Z'), C.pink, 4);
  tears(ctx, face.tears);
  if (face.wet) {
    for (const [x, y, r] of WET_DRIPS) drop(ctx, x, y, r, 3);
  }
}
