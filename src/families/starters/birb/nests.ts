// Birb homes and eggs: a woven nest drawn in two layers around its chicks, an egg, a
// birdhouse with a hole to peek out of and a hatchling's cracked shell.
import { Path2D } from '@napi-rs/canvas';
import { ellipse, fill, inked, shaded, stroke, svg, tone, tubeLine, type Ctx } from './kit.js';
import { WOOD } from './perches.js';

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

/** A birdhouse; returns the entrance hole so the scene can draw a birb peeking out of it. */
export function birdhouse(ctx: Ctx, x: number, y: number, w: number, wall: string): Path2D {
  stroke(ctx, svg(`M${x} ${y + w * 1.3}L${x} 530`), 6, '#7f4f2a');
  const house = svg(
    `M${x - w * 0.7} ${y - w * 0.2}L${x} ${y - w * 0.8}L${x + w * 0.7} ${y - w * 0.2}V${y + w * 1.3}H${x - w * 0.7}Z`,
  );
  shaded(ctx, house, tone(wall, '#d9ab59', '#fff0c6'), 14);
  const roof = svg(
    `M${x - w * 0.9} ${y - w * 0.1}L${x} ${y - w * 0.95}L${x + w * 0.9} ${y - w * 0.1}L${x + w * 0.8} ${y + w * 0.02}L${x} ${y - w * 0.72}L${x - w * 0.8} ${y + w * 0.02}Z`,
  );
  shaded(ctx, roof, tone('#e2535b', '#b93b45', '#f48b8f'), 6);
  const hole = ellipse(x, y + w * 0.38, w * 0.42, w * 0.42);
  inked(ctx, hole, '#4a3148');
  const peg = svg(`M${x - 10} ${y + w * 0.98}H${x + 10}`);
  tubeLine(ctx, peg, 10, WOOD.base);
  return hole;
}

/** The lower half of a cracked egg shell, drawn over a hatchling. */
export function shellBottom(ctx: Ctx, x: number, y: number, w: number): void {
  const zig = [-1, -0.7, -0.4, -0.1, 0.2, 0.5, 0.8, 1]
    .map((t, i) => `L${x + t * w} ${y + (i % 2 ? -w * 0.18 : 0)}`)
    .join('');
  const p = svg(
    `M${x - w} ${y}${zig}C${x + w * 1.05} ${y + w * 0.9} ${x + w * 0.6} ${y + w * 1.1} ${x} ${y + w * 1.1}C${x - w * 0.6} ${y + w * 1.1} ${x - w * 1.05} ${y + w * 0.9} ${x - w} ${y}Z`,
  );
  shaded(ctx, p, tone('#fffaf0', '#e8dcc6', '#ffffff'), w * 0.14);
  fill(ctx, ellipse(x + w * 0.4, y + w * 0.55, w * 0.09, w * 0.07), '#c8e6f5');
  fill(ctx, ellipse(x - w * 0.45, y + w * 0.7, w * 0.07, w * 0.06), '#c8e6f5');
}

/** The shell's cap, worn at an angle (in the head's frame, centred at its local origin). */
export function shellCap(ctx: Ctx, w: number): void {
  const p = svg(
    `M${-w} 0C${-w} ${-w * 1.1} ${w} ${-w * 1.1} ${w} 0L${w * 0.6} ${-w * 0.18}L${w * 0.2} 0L${-w * 0.2} ${-w * 0.18}L${-w * 0.6} 0Z`,
  );
  shaded(ctx, p, tone('#fffaf0', '#e8dcc6', '#ffffff'), w * 0.14);
}
