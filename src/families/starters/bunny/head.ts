// A bunny's head around (0, 0): ears (upright, lop, laid back), the round cheeky skull with its
// coat markings, a lionhead's mane, and the face (eyes, nose, the little "w" mouth, whiskers).
import type { Path2D } from '@napi-rs/canvas';
import { union } from '../../../art/kit/paths.js';
import type { Coat } from './coats.js';
import type { Ctx, Layer, Tone } from './style.js';
import { INK, at, circle, ellipse, fill, flat, mirror, solid, stroke, svg } from './style.js';

interface Ear {
  /** Rotation from straight up, degrees clockwise. */
  readonly deg: number;
  readonly len: number;
  /** A lop ear hangs in front of the head instead of standing behind it. */
  readonly lop?: boolean;
}
export type Ears = readonly [Ear, Ear];

export const EARS = {
  up: [
    { deg: -12, len: 124 },
    { deg: 12, len: 124 },
  ],
  perky: [
    { deg: -22, len: 120 },
    { deg: 4, len: 128 },
  ],
  lop: [
    { deg: -166, len: 106, lop: true },
    { deg: 166, len: 106, lop: true },
  ],
  half: [
    { deg: -10, len: 122 },
    { deg: 158, len: 102, lop: true },
  ],
  short: [
    { deg: -18, len: 86 },
    { deg: 18, len: 86 },
  ],
  back: [
    { deg: -70, len: 112 },
    { deg: -52, len: 116 },
  ],
  lying: [
    { deg: 66, len: 112 },
    { deg: 80, len: 118 },
  ],
  flat: [
    { deg: -62, len: 112 },
    { deg: 62, len: 112 },
  ],
} as const satisfies Record<string, Ears>;

type Eyes = 'open' | 'happy' | 'sleep' | 'wink' | 'sparkle' | 'up';
type Mouth = 'w' | 'open' | 'teeth' | 'o' | 'chew';

export interface Face {
  readonly eyes: Eyes;
  readonly mouth: Mouth;
  /** -1..1: turns the face towards the viewer's left or right (three-quarter view). */
  readonly facing?: number;
  readonly blush?: boolean;
}

const HEAD = svg(
  'M0 -66C52 -66 84 -36 84 6C84 46 50 66 0 66C-50 66 -84 46 -84 6C-84 -36 -52 -66 0 -66Z',
);
// A lionhead's mane: a ring of overlapping puffs round the cheeks and crown.
const MANE = union(
  ...Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2 + 0.2;
    return circle(Math.cos(a) * 80, 10 + Math.sin(a) * 70, 30);
  }),
);
const HEAD_LIGHT = ellipse(-44, -36, 15, 8, -0.6);
const EYE_Y = 2;
const NOSE_Y = 27;
const NOSE_PINK = '#f48aa5';
const BLUSH = 'rgba(246, 112, 138, 0.45)';

function plain(color: string): Tone {
  return { base: color, shade: color, light: color };
}

/** An ear pointing up from its root at (0, base): narrow root, widest low, rounded tip. */
function earPath(len: number, w: number, base: number, roundRoot = false): Path2D {
  const tip = base - len;
  // A lop ear's root shows above the skull, so it gets a rounded cap instead of a cut.
  const close = roundRoot ? `Q0 ${base + w * 0.5} ${-w * 0.34} ${base}Z` : 'Z';
  return svg(
    `M${-w * 0.34} ${base}C${-w * 0.66} ${base - len * 0.58} ${-w * 0.52} ${tip} 0 ${tip}` +
      `C${w * 0.52} ${tip} ${w * 0.66} ${base - len * 0.58} ${w * 0.34} ${base}${close}`,
  );
}

function earTone(coat: Coat): Tone {
  return coat.marking === 'none' ? coat.fur : coat.mark;
}

function drawEar(ctx: Ctx, coat: Coat, ear: Ear, side: -1 | 1): void {
  const x = side * (ear.lop ? 64 : 30);
  const y = ear.lop ? -40 : -48;
  at(ctx, x, y, ear.deg, 1, () => {
    const outer = earPath(ear.len + 14, ear.lop ? 50 : 44, 14, ear.lop);
    const layers: Layer[] = ear.lop
      ? []
      : [{ path: earPath(ear.len * 0.72, 22, -8), tone: plain(coat.earInner) }];
    solid(ctx, outer, earTone(coat), { layers, shift: [-6, -6] });
    if (ear.lop) {
      stroke(ctx, svg(`M-4 ${-ear.len * 0.3}Q3 ${-ear.len * 0.55} -2 ${-ear.len * 0.82}`), 0.6);
    }
  });
}

function headLayers(coat: Coat, fx: number): Layer[] {
  const layers: Layer[] = [];
  if (coat.marking === 'dutch') {
    layers.push({ path: svg('M-100 -100H100V100H-100Z'), tone: coat.mark });
    layers.push({
      path: svg(
        `M${fx - 9} -80L${fx + 9} -80C${fx + 12} -20 ${fx + 16} 8 ${fx + 30} 18` +
          `C${fx + 50} 24 70 22 100 30L100 100L-100 100L-100 30` +
          `C-70 22 ${fx - 50} 24 ${fx - 30} 18C${fx - 16} 8 ${fx - 12} -20 ${fx - 9} -80Z`,
      ),
      tone: coat.fur,
    });
  } else if (coat.marking === 'spots') {
    const spots = svg('');
    spots.addPath(circle(fx - 32, EYE_Y, 19));
    spots.addPath(ellipse(fx + 34, EYE_Y - 2, 16, 15));
    spots.addPath(ellipse(fx - 9, NOSE_Y + 2, 9, 11, 0.4));
    spots.addPath(ellipse(fx + 9, NOSE_Y + 2, 9, 11, -0.4));
    spots.addPath(ellipse(fx + 10, -48, 12, 8));
    layers.push({ path: spots, tone: coat.mark });
  }
  if (coat.muzzle) {
    const m = svg('');
    m.addPath(ellipse(fx * 1.15 - 13, NOSE_Y + 10, 18, 14));
    m.addPath(ellipse(fx * 1.15 + 13, NOSE_Y + 10, 18, 14));
    layers.push({ path: m, tone: coat.belly });
  }
  return layers;
}

export function drawHead(ctx: Ctx, coat: Coat, ears: Ears, face: Face): void {
  const fx = (face.facing ?? 0) * 20;
  const [left, right] = ears;
  if (!left.lop) drawEar(ctx, coat, left, -1);
  if (!right.lop) drawEar(ctx, coat, right, 1);
  if (coat.mane) {
    solid(ctx, MANE, coat.mane, { shift: [-8, -8] });
  }
  solid(ctx, HEAD, coat.fur, {
    layers: headLayers(coat, fx),
    light: HEAD_LIGHT,
    shift: [-10, -9],
  });
  if (coat.mane) {
    const x = fx * 0.3;
    const tuft = union(circle(x - 16, -60, 15), circle(x + 2, -70, 17), circle(x + 18, -60, 14));
    solid(ctx, tuft, coat.mane, { shift: [-4, -4] });
  }
  drawFace(ctx, face, coat);
  if (left.lop) drawEar(ctx, coat, left, -1);
  if (right.lop) drawEar(ctx, coat, right, 1);
}

function drawEye(ctx: Ctx, x: number, y: number, rx: number, kind: Eyes, coat: Coat): void {
  const ry = 17;
  const m = mirror(ctx);
  if (kind === 'happy') {
    stroke(ctx, svg(`M${x - 11} ${y + 4}Q${x} ${y - 12} ${x + 11} ${y + 4}`), 1);
    return;
  }
  if (kind === 'sleep') {
    stroke(ctx, svg(`M${x - 11} ${y}Q${x} ${y + 10} ${x + 11} ${y}`), 1);
    stroke(ctx, svg(`M${x + 9 * m} ${y + 4}l${5 * m} 4M${x + 3 * m} ${y + 6}l${2 * m} 5`), 0.55);
    return;
  }
  const eye = ellipse(x, y, rx, ry);
  fill(ctx, eye, INK);
  const look = kind === 'up' ? -5 : 0;
  fill(ctx, ellipse(x, y + 7, rx * 0.72, ry * 0.5), coat.iris);
  const big = kind === 'sparkle' ? 7 : 5.5;
  fill(ctx, circle(x - rx * 0.35 * m, y - 6 + look, big), '#ffffff');
  fill(ctx, circle(x + rx * 0.4 * m, y + 6 + look * 0.5, 2.6), '#ffffff');
  if (kind === 'sparkle') fill(ctx, circle(x + rx * 0.2 * m, y - 1, 1.6), '#ffffff');
}

function drawMouth(ctx: Ctx, nx: number, ny: number, mouth: Mouth): void {
  if (mouth === 'open' || mouth === 'o') {
    const w = mouth === 'o' ? 7 : 11;
    const p = svg(
      `M${nx - w} ${ny + 9}Q${nx} ${ny + 5} ${nx + w} ${ny + 9}` +
        `Q${nx + w} ${ny + 26} ${nx} ${ny + 26}Q${nx - w} ${ny + 26} ${nx - w} ${ny + 9}Z`,
    );
    fill(ctx, p, '#7a2a3d');
    ctx.save();
    ctx.clip(p);
    fill(ctx, ellipse(nx, ny + 27, w * 0.9, 8), '#f2727c');
    ctx.restore();
    stroke(ctx, p, 0.8);
    if (mouth === 'open')
      flat(ctx, svg(`M${nx - 6} ${ny + 8}h12v6.5q0 2-2 2h-8q-2 0-2-2Z`), '#ffffff', 0.45);
    return;
  }
  const dx = mouth === 'chew' ? 4 : 0;
  const x = nx + dx;
  if (mouth === 'teeth') {
    flat(ctx, svg(`M${x - 6} ${ny + 11}h12v8q0 2.5-2.5 2.5h-7q-2.5 0-2.5-2.5Z`), '#ffffff', 0.55);
    stroke(ctx, svg(`M${x} ${ny + 12}v8`), 0.4);
  }
  stroke(
    ctx,
    svg(
      `M${nx} ${ny + 4}L${x} ${ny + 10}Q${x - 4} ${ny + 16} ${x - 11} ${ny + 13}` +
        `M${x} ${ny + 10}Q${x + 4} ${ny + 16} ${x + 11} ${ny + 13}`,
    ),
    0.75,
  );
  if (mouth === 'chew') {
    stroke(ctx, svg(`M${nx + 34} ${ny + 2}q6 6 2 13M${nx - 30} ${ny + 4}q-5 5-2 10`), 0.55);
  }
}

function drawFace(ctx: Ctx, face: Face, coat: Coat): void {
  const f = face.facing ?? 0;
  const fx = f * 20;
  const spread = 32 * (1 - Math.abs(f) * 0.15);
  const leftEye = face.eyes === 'wink' ? 'open' : face.eyes;
  const rightEye = face.eyes === 'wink' ? 'happy' : face.eyes;
  const near = 13;
  drawEye(ctx, fx - spread, EYE_Y, f > 0 ? near : near * (1 + f * 0.25), leftEye, coat);
  drawEye(ctx, fx + spread, EYE_Y, f < 0 ? near : near * (1 - f * 0.25), rightEye, coat);
  if (face.blush ?? true) {
    fill(ctx, ellipse(fx - spread - 16, NOSE_Y + 4, 13, 8), BLUSH);
    fill(ctx, ellipse(fx + spread + 16, NOSE_Y + 4, 13, 8), BLUSH);
  }
  const nx = fx * 1.15;
  const nose = svg(
    `M${nx - 8} ${NOSE_Y - 4}Q${nx} ${NOSE_Y - 8} ${nx + 8} ${NOSE_Y - 4}` +
      `Q${nx + 6} ${NOSE_Y + 4} ${nx} ${NOSE_Y + 5}Q${nx - 6} ${NOSE_Y + 4} ${nx - 8} ${NOSE_Y - 4}Z`,
  );
  flat(ctx, nose, NOSE_PINK, 0.6);
  fill(ctx, ellipse(nx - 2.5, NOSE_Y - 3, 2.5, 1.5), '#ffd3de');
  drawMouth(ctx, nx, NOSE_Y, face.mouth);
  const whiskers = svg(
    `M${nx - 40} ${NOSE_Y + 8}q-22 -6 -44 -4M${nx - 40} ${NOSE_Y + 14}q-22 2 -42 10` +
      `M${nx + 40} ${NOSE_Y + 8}q22 -6 44 -4M${nx + 40} ${NOSE_Y + 14}q22 2 42 10`,
  );
  stroke(ctx, whiskers, 0.42);
}
