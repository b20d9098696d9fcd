// Little things floating over a scene: music notes, hearts, fireflies and the white speed
// lines behind a flying birb.
import { heartPath, noteShape } from './backgrounds.js';
import { blob, ellipse, fill, inked, svg, type Ctx } from './kit.js';

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

export function fireflies(ctx: Ctx, spots: readonly (readonly [number, number])[]): void {
  for (const [x, y] of spots) {
    fill(ctx, ellipse(x, y, 14, 14), 'rgba(255, 240, 140, 0.25)');
    fill(ctx, ellipse(x, y, 5, 5), '#fff48a');
  }
}

/** White streaks trailing a flying birb, from SVG path data. */
export function speedLines(ctx: Ctx, d: string): void {
  ctx.lineWidth = 5;
  ctx.lineCap = 'round';
  ctx.strokeStyle = '#ffffff';
  ctx.stroke(svg(d));
}
