// Props the birbs sit on, in or around: branches with leaves or blossoms, a wire, a nest, a
// bird bath with splashes, seed dishes, music notes, hearts, snow mounds and flowers.
import { Path2D } from '@napi-rs/canvas';
import { heartPath, leaf, noteShape } from './backgrounds.js';
import {
  blob,
  ellipse,
  fill,
  inked,
  shaded,
  stroke,
  svg,
  tone,
  tubeLine,
  type Ctx,
  type Tone,
} from './kit.js';

export const WOOD = tone('#a8703f', '#7f4f2a', '#cf9a63');
const STONE = tone('#c3cad6', '#98a1b2', '#e6eaf0');
const WATER = '#8fd3ff';

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

export function flower(ctx: Ctx, x: number, y: number, r: number, petal: string): void {
  const p = new Path2D();
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    p.addPath(ellipse(x + Math.cos(a) * r * 0.62, y + Math.sin(a) * r * 0.62, r * 0.5, r * 0.5));
  }
  blob(ctx, p, petal, 0.7);
  inked(ctx, ellipse(x, y, r * 0.3, r * 0.3), '#ffd84a', 0.6);
}

/** A sagging wire from edge to edge; returns the wire's height at x. */
export function wire(ctx: Ctx, y: number, sag: number): (x: number) => number {
  stroke(ctx, svg(`M-10 ${y}Q256 ${y + sag * 2} 522 ${y}`), 1.2, '#3b3350');
  return (x: number) => {
    const t = (x + 10) / 532;
    return y + 2 * (1 - t) * t * sag * 2;
  };
}

export function nestBack(ctx: Ctx, x: number, y: number, w: number): void {
  inked(ctx, ellipse(x, y, w, w * 0.26), '#7d4f2c');
}

/** The woven front of the nest, drawn over the birds sitting in it. */
export function nestFront(ctx: Ctx, x: number, y: number, w: number): void {
  const bowl = svg(
    `M${x - w * 1.04} ${y - 4}Q${x - w} ${y + w * 0.62} ${x} ${y + w * 0.62}` +
      `Q${x + w} ${y + w * 0.62} ${x + w * 1.04} ${y - 4}Q${x} ${y + w * 0.3} ${x - w * 1.04} ${y - 4}Z`,
  );
  shaded(ctx, bowl, WOOD, 10);
  ctx.save();
  ctx.clip(bowl);
  const weave = new Path2D();
  for (let i = -5; i <= 5; i++) {
    const sx = x + i * w * 0.2;
    weave.moveTo(sx - w * 0.18, y + 2);
    weave.quadraticCurveTo(sx, y + w * 0.3, sx + w * 0.2, y + w * 0.66);
  }
  for (const k of [0.22, 0.42]) {
    weave.moveTo(x - w, y + w * k);
    weave.quadraticCurveTo(x, y + w * (k + 0.3), x + w, y + w * k);
  }
  stroke(ctx, weave, 0.55, WOOD.shade);
  ctx.restore();
  // Stray straws sticking out make it read as a nest rather than a bowl.
  stroke(
    ctx,
    svg(
      `M${x - w * 0.95} ${y + 6}L${x - w * 1.22} ${y - 8}M${x + w * 0.9} ${y + 14}L${x + w * 1.2} ${y + 4}M${x - w * 0.5} ${y + w * 0.55}L${x - w * 0.62} ${y + w * 0.72}`,
    ),
    1.2,
    '#7f4f2a',
  );
  stroke(ctx, bowl);
}

export function egg(ctx: Ctx, x: number, y: number, r: number, colour: string, deg = 0): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate((deg * Math.PI) / 180);
  shaded(
    ctx,
    svg(
      `M0 ${-r * 1.25}C${r} ${-r * 1.25} ${r} ${r} 0 ${r}C${-r} ${r} ${-r} ${-r * 1.25} 0 ${-r * 1.25}Z`,
    ),
    tone(colour, '#a9c6dc', '#ffffff'),
    r * 0.3,
  );
  ctx.restore();
}

/** The stone pedestal and bowl of a bird bath; the water line sits at y. */
export function bathBack(ctx: Ctx, x: number, y: number, w: number): void {
  const stem = svg(
    `M${x - 30} ${y + 40}Q${x - 18} ${y + 120} ${x - 46} ${y + 200}H${x + 46}Q${x + 18} ${y + 120} ${x + 30} ${y + 40}Z`,
  );
  shaded(ctx, stem, STONE, 12);
  inked(ctx, ellipse(x, y, w, w * 0.22), STONE.shade);
  fill(ctx, ellipse(x, y + 4, w * 0.88, w * 0.16), WATER);
}

/** The bowl's front lip and the water surface over a bathing birb, plus splash drops. */
export function bathFront(ctx: Ctx, x: number, y: number, w: number): void {
  const water = svg(
    `M${x - w * 0.9} ${y + 2}Q${x} ${y + w * 0.2} ${x + w * 0.9} ${y + 2}L${x + w * 0.9} ${y + 14}H${x - w * 0.9}Z`,
  );
  fill(ctx, water, WATER);
  const bowl = svg(
    `M${x - w} ${y}Q${x - w * 0.9} ${y + w * 0.5} ${x} ${y + w * 0.52}Q${x + w * 0.9} ${y + w * 0.5} ${x + w} ${y}Q${x} ${y + w * 0.24} ${x - w} ${y}Z`,
  );
  shaded(ctx, bowl, STONE, 10);
  stroke(
    ctx,
    svg(`M${x - w * 0.6} ${y + 8}Q${x - w * 0.3} ${y + 2} ${x} ${y + 10}`),
    0.6,
    '#ffffff',
  );
}

export function drops(ctx: Ctx, spots: readonly (readonly [number, number, number])[]): void {
  for (const [x, y, r] of spots) {
    const d = svg(
      `M${x} ${y - r * 1.6}Q${x + r} ${y - r * 0.2} ${x + r} ${y + r * 0.2}A${r} ${r} 0 0 1 ${x - r} ${y + r * 0.2}Q${x - r} ${y - r * 0.2} ${x} ${y - r * 1.6}Z`,
    );
    inked(ctx, d, WATER, 0.7);
    fill(ctx, ellipse(x - r * 0.35, y - r * 0.1, r * 0.25, r * 0.35), '#ffffff');
  }
}

export function notes(
  ctx: Ctx,
  spots: readonly (readonly [number, number, number, string])[],
): void {
  for (const [x, y, r, c] of spots) blob(ctx, noteShape(x, y, r), c, 0.8);
}

export function hearts(
  ctx: Ctx,
  spots: readonly (readonly [number, number, number])[],
  c = '#ff6f91',
): void {
  for (const [x, y, r] of spots) {
    inked(ctx, heartPath(x, y, r), c, 0.8);
    fill(ctx, ellipse(x - r * 0.5, y - r * 0.45, r * 0.22, r * 0.16, -0.6), '#ffffff');
  }
}

/** A soft snow drift across the bottom, with an ink top edge. */
export function snowDrift(ctx: Ctx, y: number): void {
  const p = svg(
    `M-10 ${y}Q90 ${y - 30} 180 ${y - 6}Q300 ${y + 20} 380 ${y - 14}Q450 ${y - 34} 522 ${y - 4}V522H-10Z`,
  );
  shaded(ctx, p, tone('#ffffff', '#d6e6f5', '#ffffff'), 14);
}

export function seedDish(ctx: Ctx, x: number, y: number, w: number, dish: Tone): void {
  inked(ctx, ellipse(x, y, w, w * 0.24), dish.shade);
  const seeds = new Path2D();
  const pos = [-0.6, -0.3, 0, 0.3, 0.6, -0.45, -0.15, 0.15, 0.45];
  pos.forEach((t, i) => seeds.addPath(ellipse(x + t * w, y - 4 - (i > 4 ? 8 : 0), 7, 4.5, t)));
  fill(ctx, seeds, '#f4e2b8');
  stroke(ctx, seeds, 0.45, '#b58a55');
  const bowl = svg(
    `M${x - w} ${y}Q${x - w * 0.9} ${y + w * 0.55} ${x} ${y + w * 0.55}Q${x + w * 0.9} ${y + w * 0.55} ${x + w} ${y}Q${x} ${y + w * 0.26} ${x - w} ${y}Z`,
  );
  shaded(ctx, bowl, dish, 10);
}

export function looseSeeds(ctx: Ctx, spots: readonly (readonly [number, number])[]): void {
  const p = new Path2D();
  spots.forEach(([x, y], i) => p.addPath(ellipse(x, y, 7, 4.5, i * 0.9)));
  inked(ctx, p, '#f4e2b8', 0.6);
}

/** A wooden dowel perch on two posts, as in a tidy bird room; the bar's top is at y. */
export function perch(ctx: Ctx, y: number): void {
  for (const x of [78, 434]) shaded(ctx, svg(`M${x - 12} ${y}H${x + 12}V530H${x - 12}Z`), WOOD, 6);
  shaded(ctx, svg(`M50 ${y - 4}H462V${y + 18}H50Z`), WOOD, 6);
}
