// The sillycat background: a soft sunburst in a colour picked to contrast with the body
// (complementary hue; light behind dark cats, mid-tone behind very light cats).
import { fromOklch, css, type Lch } from './tones.js';
import type { Ctx } from '../../../../art/kit/draw.js';
import { svg as path } from '../../../../art/kit/paths.js';

const SIZE = 512;
const CENTRE_X = 256;
const CENTRE_Y = 230;
const RAYS = 14;

// Alternate wedges of the sunburst, built once.
const rays = (() => {
  const parts: string[] = [];
  const reach = 800;
  for (let i = 0; i < RAYS; i++) {
    const a0 = ((i * 2) / (RAYS * 2)) * Math.PI * 2;
    const a1 = ((i * 2 + 1) / (RAYS * 2)) * Math.PI * 2;
    const x0 = CENTRE_X + Math.cos(a0) * reach;
    const y0 = CENTRE_Y + Math.sin(a0) * reach;
    const x1 = CENTRE_X + Math.cos(a1) * reach;
    const y1 = CENTRE_Y + Math.sin(a1) * reach;
    parts.push(
      `M${CENTRE_X} ${CENTRE_Y}L${x0.toFixed(1)} ${y0.toFixed(1)}L${x1.toFixed(1)} ${y1.toFixed(1)}Z`,
    );
  }
  return path(parts.join(''));
})();

export interface BackdropTones {
  readonly base: string;
  readonly ray: string;
  readonly floor: string;
}

export function backdropTones(body: Lch): BackdropTones {
  const chromatic = body.c > 0.03;
  const hue = chromatic ? (body.h + 165) % 360 : 205;
  const lightCat = body.l > 0.8;
  const l = lightCat ? 0.66 : 0.93;
  const c = lightCat ? 0.09 : 0.045;
  return {
    base: css(fromOklch({ l, c, h: hue })),
    ray: css(fromOklch({ l: l + (lightCat ? 0.04 : 0.035), c: c * 0.8, h: hue })),
    floor: css(fromOklch({ l: l - 0.12, c: c * 1.3, h: hue })),
  };
}

export function drawBackdrop(ctx: Ctx, tones: BackdropTones): void {
  ctx.fillStyle = tones.base;
  ctx.fillRect(0, 0, SIZE, SIZE);
  ctx.fillStyle = tones.ray;
  ctx.fill(rays);
}
