// Plants and fruit: a five-petal flower, a sunflower on its stem, a giant leaf held as an
// umbrella and a strawberry.
import { Path2D } from '@napi-rs/canvas';
import { leaf } from './backgrounds.js';
import type { Ctx } from './kit.js';
import { blob, ellipse, fill, inked, shaded, stroke, svg, tone, tubeLine } from './kit.js';

export function flower(ctx: Ctx, x: number, y: number, r: number, petal: string): void {
  const p = new Path2D();
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    p.addPath(ellipse(x + Math.cos(a) * r * 0.62, y + Math.sin(a) * r * 0.62, r * 0.5, r * 0.5));
  }
  blob(ctx, p, petal, 0.7);
  inked(ctx, ellipse(x, y, r * 0.3, r * 0.3), '#ffd84a', 0.6);
}

export function sunflower(ctx: Ctx, x: number, y: number, r: number): void {
  tubeLine(ctx, svg(`M${x} ${y}Q${x + 20} ${y + 160} ${x - 10} 530`), 18, '#5aa85a');
  leaf(ctx, x + 60, y + 170, 46, -0.5, '#6cc06a');
  leaf(ctx, x - 56, y + 230, 40, 3.6, '#6cc06a');
  const petals = new Path2D();
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    petals.addPath(
      ellipse(x + Math.cos(a) * r * 0.95, y + Math.sin(a) * r * 0.95 * 0.8, r * 0.42, r * 0.17, a),
    );
  }
  blob(ctx, petals, '#ffd23f', 0.8);
  const disc = ellipse(x, y, r * 0.62, r * 0.52);
  shaded(ctx, disc, tone('#8a5a3a', '#6b4329', '#b07a52'), 8);
  const dots = new Path2D();
  for (let i = 0; i < 14; i++) {
    const a = i * 2.4;
    const d = Math.sqrt(i / 14) * r * 0.45;
    dots.addPath(ellipse(x + Math.cos(a) * d, y + Math.sin(a) * d * 0.82, 3, 3));
  }
  fill(ctx, dots, '#5c341a');
}

/** A giant leaf held as an umbrella: stem from (sx, sy), blade centred at (x, y). */
export function leafUmbrella(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  sx: number,
  sy: number,
): void {
  tubeLine(
    ctx,
    svg(`M${sx} ${sy}Q${x + r * 0.2} ${(sy + y) / 2} ${x} ${y + r * 0.1}`),
    8,
    '#4a9a4f',
  );
  const blade = svg(
    `M${x - r * 1.2} ${y + r * 0.35}Q${x - r} ${y - r * 0.8} ${x} ${y - r * 0.75}Q${x + r} ${y - r * 0.8} ${x + r * 1.2} ${y + r * 0.35}Q${x + r * 0.6} ${y + r * 0.1} ${x} ${y + r * 0.28}Q${x - r * 0.6} ${y + r * 0.1} ${x - r * 1.2} ${y + r * 0.35}Z`,
  );
  shaded(ctx, blade, tone('#6cc06a', '#4a9a4f', '#a6e39a'), 10);
  stroke(
    ctx,
    svg(
      `M${x} ${y + r * 0.28}L${x} ${y - r * 0.7}M${x} ${y - r * 0.1}L${x - r * 0.6} ${y - r * 0.3}M${x} ${y - r * 0.1}L${x + r * 0.6} ${y - r * 0.3}M${x} ${y + r * 0.12}L${x - r * 0.9} ${y + r * 0.1}M${x} ${y + r * 0.12}L${x + r * 0.9} ${y + r * 0.1}`,
    ),
    0.55,
    '#3d8442',
  );
}

export function strawberry(ctx: Ctx, x: number, y: number, r: number): void {
  const berry = svg(
    `M${x} ${y + r * 1.1}C${x - r * 1.3} ${y + r * 0.4} ${x - r * 1.1} ${y - r * 0.8} ${x} ${y - r * 0.7}C${x + r * 1.1} ${y - r * 0.8} ${x + r * 1.3} ${y + r * 0.4} ${x} ${y + r * 1.1}Z`,
  );
  shaded(ctx, berry, tone('#ff5a6e', '#d93a55', '#ff9aa6'), r * 0.16);
  const seeds = new Path2D();
  for (const [dx, dy] of [
    [-0.4, -0.2],
    [0.1, -0.3],
    [0.5, -0.1],
    [-0.2, 0.2],
    [0.3, 0.3],
    [0, 0.7],
    [-0.5, 0.3],
  ] as const)
    seeds.addPath(ellipse(x + dx * r, y + dy * r, r * 0.06, r * 0.09));
  fill(ctx, seeds, '#ffe08a');
  const calyx = svg(
    `M${x - r * 0.7} ${y - r * 0.7}Q${x - r * 0.3} ${y - r * 0.4} ${x} ${y - r * 0.62}Q${x + r * 0.3} ${y - r * 0.4} ${x + r * 0.7} ${y - r * 0.7}Q${x + r * 0.3} ${y - r * 0.95} ${x} ${y - r * 0.85}Q${x - r * 0.3} ${y - r * 0.95} ${x - r * 0.7} ${y - r * 0.7}Z`,
  );
  inked(ctx, calyx, '#6cc06a', 0.8);
  tubeLine(
    ctx,
    svg(`M${x} ${y - r * 0.85}Q${x + 2} ${y - r * 1.1} ${x + r * 0.2} ${y - r * 1.2}`),
    5,
    '#4a9a4f',
  );
}
