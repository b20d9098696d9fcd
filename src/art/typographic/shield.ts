// The neutral shield mark of the /captcha card: a faceted heater shield with a rim, a soft
// highlight and a white tick. Original shape and palette; drawn as paths at any size.
import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';

export const SHIELD_PALETTE = {
  rim: '#28446f',
  left: '#3f6db3',
  right: '#5787d2',
  highlight: 'rgba(255, 255, 255, 0.22)',
  tick: '#ffffff',
  tickShadow: 'rgba(20, 40, 80, 0.35)',
} as const;

/** The shield outline in a 100 x 120 unit box (top centre at x = 50). */
function outline(): Path2D {
  const p = new Path2D();
  p.moveTo(50, 2);
  p.bezierCurveTo(66, 12, 82, 15, 97, 14);
  p.bezierCurveTo(99, 58, 86, 96, 50, 118);
  p.bezierCurveTo(14, 96, 1, 58, 3, 14);
  p.bezierCurveTo(18, 15, 34, 12, 50, 2);
  p.closePath();
  return p;
}

/** The right facet: the half of the shield right of the centre line. */
function rightFacet(): Path2D {
  const p = new Path2D();
  p.moveTo(50, 2);
  p.bezierCurveTo(66, 12, 82, 15, 97, 14);
  p.bezierCurveTo(99, 58, 86, 96, 50, 118);
  p.closePath();
  return p;
}

/** An inner band along the left edge that catches the light. */
function highlight(): Path2D {
  const p = new Path2D();
  p.moveTo(50, 12);
  p.bezierCurveTo(37, 20, 24, 23, 12, 23);
  p.bezierCurveTo(12, 56, 22, 86, 50, 106);
  p.bezierCurveTo(28, 84, 20, 56, 20, 29);
  p.bezierCurveTo(31, 28, 41, 24, 50, 18);
  p.closePath();
  return p;
}

/** Draws the shield `height` pixels tall with its top centre at (cx, top). */
export function drawShield(ctx: SKRSContext2D, cx: number, top: number, height: number): void {
  const unit = height / 120;
  ctx.save();
  ctx.translate(cx - 50 * unit, top);
  ctx.scale(unit, unit);
  const shape = outline();
  ctx.fillStyle = SHIELD_PALETTE.left;
  ctx.fill(shape);
  ctx.fillStyle = SHIELD_PALETTE.right;
  ctx.fill(rightFacet());
  ctx.fillStyle = SHIELD_PALETTE.highlight;
  ctx.fill(highlight());
  ctx.lineJoin = 'round';
  ctx.strokeStyle = SHIELD_PALETTE.rim;
  ctx.lineWidth = 5;
  ctx.stroke(shape);
  // The tick, with a faint drop shadow so it reads on both facets.
  ctx.lineCap = 'round';
  ctx.lineWidth = 11;
  for (const [colour, dy] of [
    [SHIELD_PALETTE.tickShadow, 3],
    [SHIELD_PALETTE.tick, 0],
  ] as const) {
    ctx.strokeStyle = colour;
    ctx.beginPath();
    ctx.moveTo(30, 60 + dy);
    ctx.lineTo(45, 75 + dy);
    ctx.lineTo(71, 46 + dy);
    ctx.stroke();
  }
  ctx.restore();
}
