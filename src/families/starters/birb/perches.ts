// What birbs perch on: a branch with leaves or blossoms, a sagging wire, a tidy dowel perch,
// a swing with a bell and a tree stump; the wood tone they share.
import { Path2D } from '@napi-rs/canvas';
import { leaf } from './backgrounds.js';
import { ellipse, inked, shaded, stroke, svg, tone, tubeLine, type Ctx } from './kit.js';
import { flower } from './plants.js';

export const WOOD = tone('#a8703f', '#7f4f2a', '#cf9a63');

/** A branch along a quadratic curve, shaded on its lower edge, with optional leaf clusters. */
export function branch(
  ctx: Ctx,
  pts: readonly [number, number, number, number, number, number],
  width: number,
  leafColour?: string,
  blossom?: string,
): void {
  const [x1, y1, cx, cy, x2, y2] = pts;
  const p = svg(`M${x1} ${y1}Q${cx} ${cy} ${x2} ${y2}`);
  tubeLine(ctx, p, width, WOOD.shade);
  ctx.save();
  ctx.translate(0, -width * 0.16);
  ctx.lineWidth = width * 0.62;
  ctx.strokeStyle = WOOD.base;
  ctx.lineCap = 'round';
  ctx.stroke(p);
  ctx.restore();
  const at = (t: number): [number, number] => [
    (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * cx + t * t * x2,
    (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * cy + t * t * y2,
  ];
  for (const t of [0.12, 0.86]) {
    const [x, y] = at(t);
    const twig = svg(`M${x} ${y}Q${x + 6} ${y - 26} ${x + 22} ${y - 38}`);
    tubeLine(ctx, twig, width * 0.3, WOOD.base);
    if (leafColour) {
      leaf(ctx, x + 30, y - 44, 18, -0.7, leafColour);
      leaf(ctx, x - 8, y - 30, 15, -2.4, leafColour);
    }
    if (blossom) flower(ctx, x + 24, y - 40, 13, blossom);
  }
}

/** A sagging wire from edge to edge; returns the wire's height at x. */
export function wire(ctx: Ctx, y: number, sag: number): (x: number) => number {
  stroke(ctx, svg(`M-10 ${y}Q256 ${y + sag * 2} 522 ${y}`), 1.2, '#3b3350');
  return (x: number) => {
    const t = (x + 10) / 532;
    return y + 2 * (1 - t) * t * sag * 2;
  };
}

/** A wooden dowel perch on two posts, as in a tidy bird room; the bar's top is at y. */
export function perch(ctx: Ctx, y: number): void {
  for (const x of [78, 434]) shaded(ctx, svg(`M${x - 12} ${y}H${x + 12}V530H${x - 12}Z`), WOOD, 6);
  shaded(ctx, svg(`M50 ${y - 4}H462V${y + 18}H50Z`), WOOD, 6);
}

const GOLD = tone('#f6c544', '#d49a1c', '#fff0a8');

export function swing(ctx: Ctx, x: number, y: number, w: number): void {
  stroke(ctx, svg(`M${x - w} -10L${x - w} ${y}M${x + w} -10L${x + w} ${y}`), 1, '#8f5629');
  stroke(ctx, svg(`M${x - w} -10L${x - w} ${y}M${x + w} -10L${x + w} ${y}`), 0.5, '#d99e63');
  const bar = new Path2D();
  bar.roundRect(x - w - 14, y - 4, 2 * w + 28, 20, 10);
  shaded(ctx, bar, WOOD, 5);
  // A little bell hangs under the bar.
  stroke(ctx, svg(`M${x + w * 0.55} ${y + 16}L${x + w * 0.55} ${y + 34}`), 0.8);
  const bx = x + w * 0.55;
  const by = y + 34;
  shaded(
    ctx,
    svg(
      `M${bx - 22} ${by + 40}Q${bx - 20} ${by} ${bx} ${by}Q${bx + 20} ${by} ${bx + 22} ${by + 40}Z`,
    ),
    GOLD,
    6,
  );
  inked(ctx, ellipse(bx, by + 44, 7, 7), GOLD.shade, 0.8);
}

export function stump(ctx: Ctx, x: number, y: number, w: number): void {
  const side = svg(
    `M${x - w} ${y}V${y + w * 0.9}Q${x - w * 1.25} ${y + w * 1.1} ${x - w * 1.3} ${y + w * 1.2}H${x + w * 1.3}Q${x + w * 1.2} ${y + w * 1.1} ${x + w} ${y + w * 0.9}V${y}Z`,
  );
  shaded(ctx, side, WOOD, 14);
  stroke(
    ctx,
    svg(
      `M${x - w * 0.5} ${y + w * 0.3}V${y + w * 0.8}M${x + w * 0.2} ${y + w * 0.4}V${y + w}M${x + w * 0.6} ${y + w * 0.2}V${y + w * 0.6}`,
    ),
    0.6,
    WOOD.shade,
  );
  inked(ctx, ellipse(x, y, w, w * 0.26), '#e8c391');
  stroke(ctx, ellipse(x, y, w * 0.6, w * 0.15), 0.5, '#c99a62');
  stroke(ctx, ellipse(x, y, w * 0.25, w * 0.06), 0.5, '#c99a62');
}
