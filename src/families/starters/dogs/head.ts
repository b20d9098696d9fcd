// A dog's head seen from the front, centred on (0, 0) about 190 px wide: skull, ears, ruff,
// markings and the face (eyes, brows, muzzle, nose, mouth), all driven by a Breed and a Face.
import { Path2D, PathOp } from '@napi-rs/canvas';
import { COLORS } from '../../../art/kit/palette.js';
import { intersect, union } from '../../../art/kit/paths.js';
import type { Breed } from './breeds.js';
import {
  coat,
  fill,
  gleam,
  INK,
  line,
  outline,
  tone,
  within,
  type Ctx,
  type Mark,
} from './paint.js';
import { egg, oval, scallop, smooth } from './shapes.js';

export type Eyes = 'open' | 'happy' | 'closed' | 'wink' | 'up';
export type Mouth = 'smile' | 'tongue' | 'open' | 'grin' | 'hold';

export interface Face {
  readonly eyes: Eyes;
  readonly mouth: Mouth;
}

const INNER_EAR = tone('#f5a6b4', '#e0818f', '#ffd0d8');
const NOSE = '#3a2c44';

interface Layout {
  readonly skull: Path2D;
  /** Eye spacing (half) and height; nose centre height. */
  readonly ex: number;
  readonly ey: number;
  readonly ny: number;
}

function layout(b: Breed): Layout {
  switch (b.head) {
    case 'wide':
      return { skull: egg(0, 8, 104, [84, 66], [0.68, 0.74]), ex: 46, ey: -2, ny: 16 };
    case 'long':
      return { skull: egg(0, 6, 84, [88, 82], [0.6, 0.66]), ex: 36, ey: -8, ny: 26 };
    default:
      return { skull: egg(0, 6, 92, [88, 72], [0.64, 0.7]), ex: 38, ey: -6, ny: 20 };
  }
}

function earPath(b: Breed, s: number): Path2D {
  const p = new Path2D();
  const tri = (ix: number, iy: number, tx: number, ty: number, ox: number, oy: number) => {
    p.moveTo(s * ix, iy);
    p.quadraticCurveTo(s * (ix + tx) * 0.45, ty + 8, s * tx, ty);
    p.quadraticCurveTo(s * (ox + 12), (ty + oy) * 0.5, s * ox, oy);
    p.closePath();
  };
  switch (b.ears) {
    case 'tall':
      tri(16, -64, 104, -152, 94, -18);
      return p;
    case 'small':
      tri(30, -70, 74, -116, 84, -34);
      return p;
    case 'pointy':
      tri(22, -70, 84, -132, 90, -26);
      return p;
    case 'bat':
      return egg(s * 72, -78, 34, [54, 30], [0.7, 0.6]);
    case 'fold':
      p.moveTo(s * 22, -80);
      p.quadraticCurveTo(s * 62, -108, s * 98, -66);
      p.quadraticCurveTo(s * 94, -40, s * 76, -26);
      p.quadraticCurveTo(s * 50, -50, s * 22, -80);
      p.closePath();
      return p;
    case 'puff':
      return scallop(s * 92, 22, 32, 60, [11, 0.2]);
    case 'long':
      p.moveTo(s * 38, -74);
      p.bezierCurveTo(s * 100, -92, s * 122, -30, s * 116, 40);
      p.bezierCurveTo(s * 112, 92, s * 88, 112, s * 72, 94);
      p.bezierCurveTo(s * 58, 78, s * 70, 20, s * 64, -18);
      p.bezierCurveTo(s * 60, -44, s * 48, -62, s * 38, -74);
      p.closePath();
      return p;
    default:
      p.moveTo(s * 36, -76);
      p.bezierCurveTo(s * 92, -94, s * 124, -46, s * 118, 6);
      p.bezierCurveTo(s * 114, 42, s * 94, 58, s * 78, 46);
      p.bezierCurveTo(s * 62, 32, s * 72, -8, s * 62, -28);
      p.bezierCurveTo(s * 56, -48, s * 46, -62, s * 36, -76);
      p.closePath();
      return p;
  }
}

const EARS_BEHIND = new Set(['tall', 'small', 'pointy', 'bat']);

function drawEars(ctx: Ctx, b: Breed, s: number, flop: number): void {
  const ear = earPath(b, s);
  const t = b.darkEars ? b.mark : b.coat;
  ctx.save();
  // Hanging ears swing from their root; upright ears only lean.
  const pivotY = EARS_BEHIND.has(b.ears) ? -60 : -70;
  ctx.translate(s * 50, pivotY);
  ctx.rotate(s * flop);
  ctx.translate(-s * 50, -pivotY);
  if (EARS_BEHIND.has(b.ears)) {
    coat(ctx, ear, t);
    const inner = new Path2D();
    inner.addPath(ear, { a: 0.62, b: 0, c: 0, d: 0.62, e: s * 28, f: -30 });
    fill(ctx, inner, b.ears === 'bat' ? '#e9a0a8' : INNER_EAR.base);
  } else {
    coat(ctx, ear, t, [], { shade: 0.8 });
  }
  ctx.restore();
}

function headMarks(b: Breed, lay: Layout): Mark[] {
  const marks: Mark[] = [];
  const { ex, ey, ny } = lay;
  if (b.marks.includes('mask')) {
    const cap = smooth(
      [
        [130, 40],
        [98, 30],
        [74, -34],
        [40, -30],
        [12, -22],
        [0, 8],
        [-12, -22],
        [-40, -30],
        [-74, -34],
        [-98, 30],
        [-130, 40],
        [-130, -200],
        [130, -200],
      ],
      true,
    );
    const brows = union(oval(ex, ey - 34, 13, 8), oval(-ex, ey - 34, 13, 8));
    marks.push({ path: new Path2D(cap).op(brows, PathOp.Difference), tone: b.mark });
  }
  if (b.marks.includes('patch')) marks.push({ path: oval(ex + 4, ey - 2, 30, 27), tone: b.mark });
  if (b.marks.includes('spots')) {
    marks.push({ path: union(oval(-50, -52, 11, 10), oval(-20, -74, 7, 7)), tone: b.mark });
  }
  if (b.marks.includes('blaze')) {
    marks.push({ path: egg(0, -20, 13, [70, 40], [0.45, 0.7]), tone: b.cream });
  }
  if (b.marks.includes('brows') && !b.wiry) {
    marks.push({ path: union(oval(ex, ey - 28, 11, 8), oval(-ex, ey - 28, 11, 8)), tone: b.mark });
    marks.push({
      path: union(oval(58, ny + 12, 26, 22), oval(-58, ny + 12, 26, 22)),
      tone: b.mark,
    });
  }
  const dy = b.head === 'long' ? 8 : 0;
  const muzzle = union(
    oval(-22, ny + 18 + dy * 0.5, 30, 24 + dy * 0.4),
    oval(22, ny + 18 + dy * 0.5, 30, 24 + dy * 0.4),
    oval(0, ny + 6, 26, 30 + dy),
  );
  marks.push({ path: muzzle, tone: b.marks.includes('flatface') ? b.mark : b.cream });
  return marks;
}

function eye(ctx: Ctx, x: number, y: number, kind: Eyes, s: number): void {
  if (kind === 'happy' || (kind === 'wink' && s > 0)) {
    const p = new Path2D();
    p.moveTo(x - 13, y + 5);
    p.quadraticCurveTo(x, y - 13, x + 13, y + 5);
    line(ctx, p, 1.15);
    return;
  }
  if (kind === 'closed') {
    const p = new Path2D();
    p.moveTo(x - 13, y);
    p.quadraticCurveTo(x, y + 12, x + 13, y);
    line(ctx, p, 1.05);
    const lash = new Path2D();
    lash.moveTo(x - s * 12, y + 1);
    lash.lineTo(x - s * 18, y - 3);
    line(ctx, lash, 0.8);
    return;
  }
  const look = kind === 'up' ? -4 : 0;
  fill(ctx, oval(x, y, 14, 17), INK);
  fill(ctx, oval(x - 4.5, y - 6 + look, 5.6, 6), COLORS.glint);
  fill(ctx, oval(x + 5, y + 6 + look, 2.6, 2.6), COLORS.glint);
}

function nosePath(ny: number, w: number): Path2D {
  const p = new Path2D();
  p.moveTo(-w, ny - 8);
  p.bezierCurveTo(-w, ny - 16, w, ny - 16, w, ny - 8);
  p.bezierCurveTo(w, ny + 2, 6, ny + 12, 0, ny + 12);
  p.bezierCurveTo(-6, ny + 12, -w, ny + 2, -w, ny - 8);
  p.closePath();
  return p;
}

function mouth(ctx: Ctx, ny: number, kind: Mouth): void {
  const m = ny + 12;
  const w = new Path2D();
  w.moveTo(-22, m + 6);
  w.quadraticCurveTo(-11, m + 18, 0, m + 7);
  w.quadraticCurveTo(11, m + 18, 22, m + 6);
  const stem = new Path2D();
  stem.moveTo(0, m);
  stem.lineTo(0, m + 7);
  if (kind === 'open' || kind === 'grin') {
    const o = new Path2D();
    o.moveTo(-24, m + 6);
    o.quadraticCurveTo(-11, m + 18, 0, m + 8);
    o.quadraticCurveTo(11, m + 18, 24, m + 6);
    o.bezierCurveTo(24, m + 44, -24, m + 44, -24, m + 6);
    o.closePath();
    fill(ctx, o, COLORS.mouth);
    fill(ctx, intersect(oval(0, m + 36, 17, 13), o), COLORS.tongue);
    outline(ctx, o, 0.85);
    if (kind === 'grin') tongue(ctx, m + 22, 14, 30);
  } else {
    if (kind === 'tongue') tongue(ctx, m + 10, 12, 28);
    line(ctx, w, 0.85);
  }
  line(ctx, stem, 0.85);
}

function tongue(ctx: Ctx, top: number, hw: number, len: number): void {
  const t = new Path2D();
  t.moveTo(-hw, top);
  t.bezierCurveTo(-hw - 2, top + len + 4, hw + 2, top + len + 4, hw, top);
  t.closePath();
  fill(ctx, t, COLORS.tongue);
  fill(ctx, oval(-hw * 0.35, top + len * 0.45, hw * 0.3, len * 0.2), '#f9a0a7');
  outline(ctx, t, 0.85);
  const mid = new Path2D();
  mid.moveTo(0, top + 4);
  mid.lineTo(0, top + len * 0.55);
  line(ctx, mid, 0.6, '#c94a5b');
}

function beard(ctx: Ctx, b: Breed, ny: number): void {
  coat(ctx, scallop(0, ny + 22, 42, 26, [10, 0.2, 0.3]), b.cream, [], { shade: 0.6 });
  const smile = new Path2D();
  smile.moveTo(-12, ny + 34);
  smile.quadraticCurveTo(0, ny + 42, 12, ny + 34);
  line(ctx, smile, 0.7);
}

interface HeadOptions {
  /** Ear swing in radians (positive swings ears outward). */
  readonly flop?: number;
  /** Skip the blush (for sleeping or dark faces). */
  readonly blush?: boolean;
}

export function drawHead(ctx: Ctx, b: Breed, face: Face, opts: HeadOptions = {}): void {
  const lay = layout(b);
  const { ex, ey, ny, skull } = lay;
  const flop = opts.flop ?? 0;
  if (EARS_BEHIND.has(b.ears)) for (const s of [-1, 1]) drawEars(ctx, b, s, flop);
  if (b.fluff > 0) {
    const r = b.ruff === 'coat' ? b.coat : b.ruff === 'cream' ? b.cream : b.mark;
    coat(ctx, scallop(0, 22, 114, 100, [16, 0.16, 0.2]), r);
  }
  coat(ctx, skull, b.coat, headMarks(b, lay));
  gleam(ctx, 0, 8, 74, 3.75, 4.15);
  if (b.curly) coat(ctx, scallop(0, -80, 58, 38, [9, 0.3, 0.3]), b.coat, [], { shade: 0.7 });
  if (b.marks.includes('flatface')) {
    const wr = new Path2D();
    wr.moveTo(-16, ey - 26);
    wr.quadraticCurveTo(0, ey - 32, 16, ey - 26);
    wr.moveTo(-10, ey - 16);
    wr.quadraticCurveTo(0, ey - 20, 10, ey - 16);
    line(ctx, wr, 0.6, b.coat.shade);
  }
  if (!EARS_BEHIND.has(b.ears)) for (const s of [-1, 1]) drawEars(ctx, b, s, flop);
  for (const s of [-1, 1]) eye(ctx, s * ex, ey, face.eyes, s);
  if (b.wiry) {
    for (const s of [-1, 1]) {
      within(ctx, s * (ex + 2), ey - 34, s * 4, 1, () => {
        coat(ctx, scallop(0, 0, 18, 7, [6, 0.4, 0.3]), b.cream, [], { shade: 0.4 });
      });
    }
    beard(ctx, b, ny);
  }
  if (opts.blush ?? true) {
    for (const s of [-1, 1]) fill(ctx, oval(s * (ex + 26), ny + 8, 14, 8), COLORS.blush);
  }
  const flat = b.marks.includes('flatface');
  const nose = nosePath(ny - (flat ? 4 : 0), flat ? 20 : 17);
  fill(ctx, nose, b.nose ?? NOSE);
  fill(ctx, oval(-6, ny - 10 - (flat ? 4 : 0), 5, 3), 'rgba(255,255,255,0.75)');
  outline(ctx, nose, 0.7);
  if (!b.wiry || face.mouth === 'grin' || face.mouth === 'tongue') mouth(ctx, ny, face.mouth);
}
