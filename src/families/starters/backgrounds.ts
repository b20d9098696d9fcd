// Whole-canvas background pieces the collections share: a flat colour, a vertical gradient and
// the sunburst rays of the sticker backdrops. Each covers every PICTURE_SIZE pixel it paints.
import { Path2D } from '@napi-rs/canvas';
import type { Ctx } from '../../art/kit/draw.js';
import { PICTURE_SIZE as S } from './types.js';

/** The whole canvas in one flat colour. */
export function flatBackground(ctx: Ctx, colour: string): void {
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, S, S);
}

/** The whole canvas in a top-to-bottom gradient. */
export function verticalGradient(ctx: Ctx, top: string, bottom: string): void {
  const g = ctx.createLinearGradient(0, 0, 0, S);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, S, S);
}

/** `n` sunburst rays from (cx, cy) filled in `ray`, long enough to reach every corner. */
export function sunburstRays(ctx: Ctx, ray: string, cx: number, cy: number, n = 16): void {
  const p = new Path2D();
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const b = a + Math.PI / n;
    p.moveTo(cx, cy);
    p.lineTo(cx + Math.cos(a) * 800, cy + Math.sin(a) * 800);
    p.lineTo(cx + Math.cos(b) * 800, cy + Math.sin(b) * 800);
    p.closePath();
  }
  ctx.fillStyle = ray;
  ctx.fill(p);
}
