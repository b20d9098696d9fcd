// Props for the status mascots: a magnifying glass, an arrow signpost, a folded map, flames,
// smoke puffs, sparks, a sticking plaster and confetti, each drawn about its own origin.
import { Path2D } from '@napi-rs/canvas';
import { at, flat, shaded, strokeInk, tube, type Ctx } from '../../../art/kit/draw.js';
import { curvePath, ellipsePath, polyPath, rectPath } from '../../../art/kit/paths.js';
import { COLORS, TONES } from '../../../art/kit/palette.js';

/** A magnifying glass: lens centred at the origin (radius 26), handle going down to +y. */
export function drawMagnifier(ctx: Ctx): void {
  tube(
    ctx,
    curvePath([
      { x: 0, y: 28 },
      { x: 0, y: 78 },
    ]),
    13,
    TONES.wood,
  );
  const ring = ellipsePath(0, 0, 28, 28, 0);
  shaded(ctx, ring, TONES.gold, { shift: { x: -3, y: -3 } });
  const glass = ellipsePath(0, 0, 20, 20, 0);
  flat(ctx, glass, '#d6efff');
  ctx.save();
  ctx.clip(glass);
  ctx.fillStyle = '#ffffff';
  ctx.fill(ellipsePath(-7, -8, 7, 4.5, -0.7));
  ctx.fillStyle = '#b7ddf7';
  ctx.fill(ellipsePath(9, 10, 12, 8, -0.7));
  ctx.restore();
  strokeInk(ctx, glass);
}

/** A tall wooden signpost whose arrow board points to +x; origin at the post's foot. */
export function drawSignpost(ctx: Ctx): void {
  const post = rectPath(-9, -330, 18, 330, 4);
  shaded(ctx, post, TONES.darkWood, { shift: { x: -5, y: 0 } });
  ctx.save();
  ctx.translate(0, -160);
  const arrow = polyPath([
    { x: -50, y: -176 },
    { x: 58, y: -176 },
    { x: 58, y: -190 },
    { x: 96, y: -150 },
    { x: 58, y: -110 },
    { x: 58, y: -124 },
    { x: -50, y: -124 },
  ]);
  shaded(ctx, arrow, TONES.sign, { shift: { x: -4, y: -6 } });
  // Wood grain and nails.
  strokeInk(
    ctx,
    curvePath([
      { x: -38, y: -160 },
      { x: 10, y: -163 },
      { x: 46, y: -158 },
    ]),
    0.55,
    TONES.sign.shade,
  );
  strokeInk(
    ctx,
    curvePath([
      { x: -30, y: -138 },
      { x: 30, y: -140 },
    ]),
    0.55,
    TONES.sign.shade,
  );
  for (const y of [-164, -136]) flat(ctx, ellipsePath(0, y, 3, 3, 0), TONES.metal.shade);
  ctx.restore();
  // A tuft of grass at the foot.
  const tuft = new Path2D();
  tuft.moveTo(-24, 0);
  tuft.quadraticCurveTo(-20, -18, -12, -6);
  tuft.quadraticCurveTo(-6, -24, 0, -6);
  tuft.quadraticCurveTo(8, -22, 12, -6);
  tuft.quadraticCurveTo(20, -16, 24, 0);
  tuft.closePath();
  shaded(ctx, tuft, TONES.leaf, { shift: { x: -3, y: 0 } });
}

/** An unfolded map, centred at the origin, ~96 wide, with a dotted route going nowhere. */
export function drawMap(ctx: Ctx): void {
  const panels = [-48, -16, 16];
  panels.forEach((x, i) => {
    const skew = i % 2 === 0 ? -5 : 5;
    const panel = polyPath([
      { x, y: -34 + skew },
      { x: x + 32, y: -34 - skew },
      { x: x + 32, y: 34 - skew },
      { x, y: 34 + skew },
    ]);
    shaded(ctx, panel, TONES.map, { shift: { x: i === 1 ? 0 : -4, y: 0 } });
  });
  ctx.save();
  ctx.setLineDash([4, 5]);
  strokeInk(
    ctx,
    curvePath([
      { x: -38, y: 20 },
      { x: -20, y: -16 },
      { x: 8, y: 18 },
      { x: 30, y: -12 },
    ]),
    0.6,
    COLORS.mouth,
  );
  ctx.restore();
  // An X that marks... somewhere? and a lake.
  flat(ctx, ellipsePath(-30, -14, 8, 5, 0), COLORS.sky);
  for (const [top, bottom] of [
    [26, 36],
    [36, 26],
  ] as const) {
    const stroke = curvePath([
      { x: top, y: -18 },
      { x: bottom, y: -8 },
    ]);
    strokeInk(ctx, stroke, 0.7, COLORS.mouth);
  }
}

/** A flame licking upwards from the origin, ~`size` tall. */
export function drawFlame(ctx: Ctx, x: number, y: number, size: number, deg = 0): void {
  at(ctx, x, y, deg, size / 40, () => {
    const outer = new Path2D();
    outer.moveTo(0, 0);
    outer.bezierCurveTo(-16, 0, -18, -16, -10, -26);
    outer.bezierCurveTo(-8, -18, -2, -18, -2, -24);
    outer.bezierCurveTo(-2, -32, 4, -36, 2, -44);
    outer.bezierCurveTo(12, -36, 18, -24, 14, -12);
    outer.bezierCurveTo(12, -4, 8, 0, 0, 0);
    outer.closePath();
    flat(ctx, outer, TONES.flame.base);
    const inner = new Path2D();
    inner.moveTo(1, -3);
    inner.bezierCurveTo(-8, -3, -8, -12, -3, -17);
    inner.bezierCurveTo(-1, -12, 3, -14, 3, -20);
    inner.bezierCurveTo(9, -14, 10, -4, 1, -3);
    inner.closePath();
    ctx.fillStyle = TONES.flame.light;
    ctx.fill(inner);
  });
}

/** A puff of smoke made of overlapping round blobs, centred at (x, y). */
export function drawSmoke(ctx: Ctx, x: number, y: number, scale: number): void {
  at(ctx, x, y, 0, scale, () => {
    const puff = new Path2D();
    for (const [dx, dy, r] of [
      [-18, 4, 14],
      [0, -6, 18],
      [18, 2, 15],
      [4, 10, 14],
    ] as const)
      puff.addPath(ellipsePath(dx, dy, r, r, 0));
    strokeInk(ctx, puff, 2);
    shaded(ctx, puff, TONES.smoke, { shift: { x: -4, y: -5 }, outline: false });
  });
}

/** A zig-zag electric spark. */
export function drawSpark(ctx: Ctx, x: number, y: number, deg: number, scale = 1): void {
  at(ctx, x, y, deg, scale, () => {
    const bolt = polyPath([
      { x: -4, y: -20 },
      { x: 8, y: -20 },
      { x: 2, y: -5 },
      { x: 10, y: -5 },
      { x: -6, y: 20 },
      { x: -1, y: 1 },
      { x: -9, y: 1 },
    ]);
    shaded(ctx, bolt, TONES.gold, { shift: { x: -2, y: -2 } });
  });
}

/** A cross of sticking plaster, centred at the origin. */
export function drawPlaster(ctx: Ctx, deg: number): void {
  at(ctx, 0, 0, deg, 1, () => {
    for (const rot of [35, -35]) {
      at(ctx, 0, 0, rot, 1, () => {
        const strip = rectPath(-22, -7, 44, 14, 6);
        shaded(ctx, strip, TONES.bandage, { shift: { x: 0, y: -3 } });
        for (const dx of [-14, 14])
          flat(ctx, ellipsePath(dx, 0, 1.4, 1.4, 0), TONES.bandage.shade, false);
      });
    }
  });
}

/** A scatter of confetti bits. */
export function drawConfetti(
  ctx: Ctx,
  bits: readonly (readonly [number, number, number, string])[],
): void {
  for (const [x, y, deg, color] of bits) {
    at(ctx, x, y, deg, 1, () => flat(ctx, rectPath(-6, -3, 12, 6, 2), color));
  }
}

/** A small suitcase hanging from its handle at the origin. */
export function drawSuitcase(ctx: Ctx): void {
  const handle = new Path2D();
  handle.roundRect(-12, -4, 24, 18, 7);
  strokeInk(ctx, handle, 2.4);
  strokeInk(ctx, handle, 1, TONES.darkWood.base);
  const body = rectPath(-36, 10, 72, 48, 9);
  shaded(ctx, body, TONES.pot, { shift: { x: -6, y: -5 }, light: rectPath(-30, 15, 20, 4, 2) });
  for (const x of [-20, 20]) {
    const strap = rectPath(x - 4, 10, 8, 48, 0);
    flat(ctx, strap, TONES.darkWood.base);
  }
  flat(ctx, rectPath(-7, 26, 14, 8, 2), TONES.gold.base);
}
