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

/** One cubic segment: two control points, then the end point. */
type Curve = readonly [number, number, number, number, number, number];

/** A closed shape from a start point and the curves that follow it. */
function closedCurves(startX: number, startY: number, curves: readonly Curve[]): Path2D {
  const p = new Path2D();
  p.moveTo(startX, startY);
  for (const c of curves) p.bezierCurveTo(...c);
  p.closePath();
  return p;
}

// In a 100 x 120 unit box, top centre at (50, 2): the right edge down to the point at the
// bottom, and the left edge back up. The right facet is the right edge closed on the centre.
const RIGHT_EDGE: readonly Curve[] = [
  [66, 12, 82, 15, 97, 14],
  [99, 58, 86, 96, 50, 118],
];
const LEFT_EDGE: readonly Curve[] = [
  [14, 96, 1, 58, 3, 14],
  [18, 15, 34, 12, 50, 2],
];
/** An inner band along the left edge that catches the light. */
const HIGHLIGHT: readonly Curve[] = [
  [37, 20, 24, 23, 12, 23],
  [12, 56, 22, 86, 50, 106],
  [28, 84, 20, 56, 20, 29],
  [31, 28, 41, 24, 50, 18],
];

/** Draws the shield `height` pixels tall with its top centre at (cx, top). */
export function drawShield(ctx: SKRSContext2D, cx: number, top: number, height: number): void {
  const unit = height / 120;
  ctx.save();
  ctx.translate(cx - 50 * unit, top);
  ctx.scale(unit, unit);
  const shape = closedCurves(50, 2, [...RIGHT_EDGE, ...LEFT_EDGE]);
  ctx.fillStyle = SHIELD_PALETTE.left;
  ctx.fill(shape);
  ctx.fillStyle = SHIELD_PALETTE.right;
  ctx.fill(closedCurves(50, 2, RIGHT_EDGE));
  ctx.fillStyle = SHIELD_PALETTE.highlight;
  ctx.fill(closedCurves(50, 12, HIGHLIGHT));
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
