// Body parts shared by every pose: legs with open tops, paws, tails, body spots and the
// fluffy or curly versions of a torso, all in a part's own local frame.
import { Path2D } from '@napi-rs/canvas';
import type { Tone } from '../../../art/kit/palette.js';
import { strokeShape, union } from '../../../art/kit/paths.js';
import type { Breed } from './breeds.js';
import { seeded as rng } from '../../../art/kit/random.js';
import { coat, line, outline, type Ctx, type Mark } from './paint.js';
import { egg, oval, scallop, smooth } from './shapes.js';

/** A rounded torso, scalloped for fluffy or curly coats. */
export function torsoPath(b: Breed, cx: number, cy: number, rx: number, ry: number): Path2D {
  if (b.curly) return scallop(cx, cy, rx, ry, [Math.round((rx + ry) / 9), 0.14, 0.3]);
  if (b.fluff === 2) return scallop(cx, cy, rx, ry, [Math.round((rx + ry) / 12), 0.1, 0.5]);
  return oval(cx, cy, rx, ry);
}

/** Dark spots scattered over a region (deterministic per seed). */
export function spots(seed: number, cx: number, cy: number, rx: number, ry: number, n: number) {
  const r = rng(seed);
  const parts: Path2D[] = [];
  for (let i = 0; i < n; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    const s = 7 + r() * 8;
    parts.push(oval(cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, s, s * 0.85, r()));
  }
  return union(...parts);
}

/** Body markings for a breed over a torso of the given box. */
export function bodyMarks(b: Breed, cx: number, cy: number, rx: number, ry: number): Mark[] {
  const m: Mark[] = [];
  if (b.marks.includes('saddle'))
    m.push({ path: oval(cx, cy - ry * 0.9, rx * 1.1, ry * 0.75), tone: b.mark });
  if (b.marks.includes('spots'))
    m.push({ path: spots(cx * 7 + 3, cx, cy, rx, ry, 9), tone: b.mark });
  return m;
}

/**
 * A straight leg from `top` down to a paw at `bottom`, outlined only below `cut` so it grows
 * out of the body without a seam.
 */
export function leg(
  ctx: Ctx,
  b: Breed,
  cx: number,
  w: number,
  top: number,
  bottom: number,
  cut: number,
  t: Tone = b.coat,
): void {
  const r = w / 2;
  const shaft = new Path2D();
  shaft.roundRect(cx - r, top, w, bottom - top - 4, r);
  const paw = b.curly
    ? scallop(cx, bottom - 12, r + 8, 15, [7, 0.25])
    : egg(cx, bottom - 11, r + 4, [13, 11]);
  const shape = union(shaft, paw);
  const sock = b.socks ? [{ path: oval(cx, bottom - 8, r + 10, 22), tone: b.cream }] : [];
  coat(ctx, shape, t, sock, { outline: false, shade: 0.7 });
  ctx.save();
  ctx.beginPath();
  ctx.rect(cx - 200, cut, 400, 600);
  ctx.clip();
  outline(ctx, shape);
  ctx.restore();
  toes(ctx, cx, bottom, r);
}

export function toes(ctx: Ctx, cx: number, bottom: number, r: number): void {
  const p = new Path2D();
  for (const k of [-0.35, 0.35]) {
    p.moveTo(cx + k * r, bottom - 9);
    p.lineTo(cx + k * r, bottom - 2);
  }
  line(ctx, p, 0.6);
}

/** A paw seen end-on, for raised or resting front legs. */
export function paw(
  ctx: Ctx,
  b: Breed,
  x: number,
  y: number,
  r: number,
  deg = 0,
  t: Tone = b.socks ? b.cream : b.coat,
): void {
  const p = b.curly
    ? scallop(x, y, r * 1.15, r * 0.9, [7, 0.25])
    : oval(x, y, r * 1.1, r * 0.85, (deg * Math.PI) / 180);
  coat(ctx, p, t, [], { shade: 0.5 });
  const toe = new Path2D();
  const a = (deg * Math.PI) / 180;
  for (const k of [-0.35, 0.35]) {
    const px = x + Math.cos(a) * k * r * 2;
    const py = y + Math.sin(a) * k * r * 2;
    toe.moveTo(px + Math.sin(a) * r * 0.85, py - Math.cos(a) * r * 0.85);
    toe.lineTo(px + Math.sin(a) * r * 0.4, py - Math.cos(a) * r * 0.4);
  }
  line(ctx, toe, 0.55);
}

/** A limb along a smooth centreline, as one outlined shape (side views, raised paws). */
export function limb(
  ctx: Ctx,
  b: Breed,
  pts: readonly [number, number][],
  w: number,
  t: Tone = b.coat,
): void {
  const shape = strokeShape(smooth(pts), w);
  const [ex, ey] = pts[pts.length - 1] as [number, number];
  coat(ctx, b.curly ? union(shape, scallop(ex, ey, w * 0.7, w * 0.55, [7, 0.25])) : shape, t, [], {
    shade: 0.6,
  });
}

/** The tail, rooted at (0, 0) and pointing up and to the right in its own frame. */
export function tail(ctx: Ctx, b: Breed, wag = 0): void {
  ctx.save();
  ctx.rotate(wag);
  const dark = b.marks.includes('saddle') || b.marks.includes('spots');
  switch (b.tail) {
    case 'stub':
      coat(ctx, scallop(10, -8, 20, 16, [7, 0.18]), b.coat);
      break;
    case 'curl':
      if (b.fluff > 0) {
        coat(ctx, scallop(16, -40, 30, 38, [9, 0.2, 0.4]), b.mark);
      } else {
        const c = new Path2D();
        c.moveTo(0, 0);
        c.bezierCurveTo(8, -40, 48, -40, 40, -14);
        c.bezierCurveTo(36, -2, 22, -8, 24, -18);
        coat(ctx, strokeShape(c, 14), b.coat, [], { shade: 0.5 });
      }
      break;
    case 'plume':
      coat(
        ctx,
        union(
          scallop(14, -20, 24, 22, [7, 0.2]),
          scallop(32, -52, 22, 26, [7, 0.22, 1]),
          scallop(40, -84, 16, 20, [6, 0.25, 2]),
        ),
        dark ? b.mark : b.coat,
      );
      break;
    case 'pom':
      coat(
        ctx,
        strokeShape(
          smooth([
            [0, 0],
            [16, -22],
            [20, -44],
          ]),
          11,
        ),
        b.coat,
        [],
        { shade: 0.4 },
      );
      coat(ctx, scallop(22, -58, 20, 18, [8, 0.25]), b.coat);
      break;
    default: {
      const t = smooth(
        [
          [-10, 2],
          [30, -6],
          [46, -58],
          [48, -64],
          [38, -50],
          [18, -18],
          [8, -12],
        ],
        true,
      );
      // A hound's tail ends in a white flag.
      const flag = b.marks.includes('blaze')
        ? [{ path: oval(46, -60, 10, 14, 0.3), tone: b.cream }]
        : [];
      coat(ctx, t, dark ? b.mark : b.coat, flag, { shade: 0.4 });
    }
  }
  ctx.restore();
}

/** Little motion arcs beside a wagging tail. */
export function wagLines(ctx: Ctx, x: number, y: number, s = 1): void {
  const p = new Path2D();
  p.moveTo(x, y);
  p.quadraticCurveTo(x + s * 10, y + 12, x + s * 4, y + 26);
  p.moveTo(x + s * 14, y - 6);
  p.quadraticCurveTo(x + s * 26, y + 10, x + s * 18, y + 30);
  line(ctx, p, 0.75);
}
