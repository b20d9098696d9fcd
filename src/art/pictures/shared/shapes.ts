// Path builders and ink helpers the collections share: paths from SVG data and ellipses, flat
// fills, outlines of a fixed output width, and a moved/turned/scaled drawing frame.
import { Path2D } from '@napi-rs/canvas';
import { at as drawAt, type Ctx } from '../../illustrations/draw.js';
import { INK } from '../../illustrations/palette.js';

export { ellipsePath as ellipse } from '../../illustrations/draw.js';

export function svg(d: string): Path2D {
  return new Path2D(d);
}

export function fill(ctx: Ctx, p: Path2D, colour: string): void {
  ctx.fillStyle = colour;
  ctx.fill(p);
}

/** Points at angle `a` on an ellipse scaled by `k` about its centre: scallops, tufts, fluff. */
export function ellipsePoint(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
): (a: number, k: number) => [number, number] {
  return (a, k) => [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k];
}

/** A width of `px` output pixels expressed in the current user space, whatever the scale. */
export function inkWidth(ctx: Ctx, px: number): number {
  const m = ctx.getTransform();
  return px / Math.hypot(m.a, m.b);
}

/** A round-jointed stroke `px` output pixels wide. */
export function inkStroke(ctx: Ctx, p: Path2D, px: number, colour: string = INK): void {
  ctx.lineWidth = inkWidth(ctx, px);
  ctx.strokeStyle = colour;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.stroke(p);
}

/**
 * Runs `draw` moved to (x, y), rotated by `deg` degrees, scaled, and mirrored if `flip`: the
 * illustrations' `at` plus the mirror some collections need.
 */
export function at(
  ctx: Ctx,
  x: number,
  y: number,
  deg: number,
  scale: number,
  draw: () => void,
  flip = false,
): void {
  if (!flip) {
    drawAt(ctx, x, y, deg, scale, draw);
    return;
  }
  drawAt(ctx, x, y, deg, 1, () => {
    ctx.scale(-scale, scale);
    draw();
  });
}
