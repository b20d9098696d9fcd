// Water and snow: a stone bird bath drawn in two layers around a bather, splash drops,
// puddles and a snow drift.
import { ellipse, fill, inked, shaded, stroke, svg, tone, type Ctx } from './kit.js';

const STONE = tone('#c3cad6', '#98a1b2', '#e6eaf0');

const WATER = '#8fd3ff';

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

export function puddle(ctx: Ctx, x: number, y: number, w: number): void {
  inked(ctx, ellipse(x, y, w, w * 0.18), '#a9c9f2', 0.8);
  stroke(
    ctx,
    svg(`M${x - w * 0.5} ${y}Q${x - w * 0.2} ${y - 8} ${x + w * 0.1} ${y}`),
    0.5,
    '#ffffff',
  );
}

/** A soft snow drift across the bottom, with an ink top edge. */
export function snowDrift(ctx: Ctx, y: number): void {
  const p = svg(
    `M-10 ${y}Q90 ${y - 30} 180 ${y - 6}Q300 ${y + 20} 380 ${y - 14}Q450 ${y - 34} 522 ${y - 4}V522H-10Z`,
  );
  shaded(ctx, p, tone('#ffffff', '#d6e6f5', '#ffffff'), 14);
}
