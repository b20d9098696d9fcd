// "Pip", the house character: a round clay-coloured bean head with a sprout curl, a teal
// shirt, stubby arms with cartoon hands. A pose is data (face, head tilt, arm paths, hands).
import { Path2D } from '@napi-rs/canvas';
import { at, curvePath, ellipsePath, shaded, strokeInk, tube, type Ctx, type Pt } from './draw.js';
import { drawFace, type Face } from './face.js';
import { drawHand, type GestureName } from './hands.js';
import { TONES } from './palette.js';

/** Body proportions in character units (head centre at the origin). */
export const BEAN = {
  headRx: 60,
  headRy: 55,
  neckY: 44,
  shoulderX: 30,
  shoulderY: 66,
  armWidth: 15,
  sleeveWidth: 19,
  bodyBottom: 140,
  handScale: 1.2,
} as const;

export interface Arm {
  readonly elbow: Pt;
  readonly wrist: Pt;
  readonly gesture: GestureName;
  /** Finger direction in degrees (0 up, 90 right); defaults to the forearm direction. */
  readonly angle?: number;
  readonly mirror?: boolean;
  /** back: behind the body; front: over the body; top: over the head too. */
  readonly layer?: 'back' | 'front' | 'top';
  /** Something drawn in the hand before the fingers close over it (a phone, a rod). */
  readonly holding?: (ctx: Ctx) => void;
}

export interface BeanPose {
  readonly face: Face;
  /** Head tilt in degrees, clockwise. */
  readonly tilt?: number;
  readonly left?: Arm;
  readonly right?: Arm;
  /** Draw the lower body (legs and shoes); busts leave it off. */
  readonly legs?: boolean;
  /** Extra drawing inside the head's space after the face (sweat, bandage). */
  readonly headExtras?: (ctx: Ctx) => void;
}

function headPath(): Path2D {
  const { headRx: rx, headRy: ry } = BEAN;
  // A soft bean: a little flatter at the chin than at the crown.
  const p = new Path2D();
  p.moveTo(0, -ry);
  p.bezierCurveTo(rx * 0.56, -ry, rx, -ry * 0.58, rx, -ry * 0.02);
  p.bezierCurveTo(rx, ry * 0.6, rx * 0.55, ry, 0, ry);
  p.bezierCurveTo(-rx * 0.55, ry, -rx, ry * 0.6, -rx, -ry * 0.02);
  p.bezierCurveTo(-rx, -ry * 0.58, -rx * 0.56, -ry, 0, -ry);
  p.closePath();
  return p;
}

function drawHead(ctx: Ctx, pose: BeanPose): void {
  // A bean sprout on the crown: stem behind the head outline, two leaves.
  tube(ctx, curvePath([{ x: 2, y: -48 }, { x: 0, y: -62 }, { x: 5, y: -74 }]), 5, TONES.leaf, false);
  for (const [dir, len] of [[-1, 19], [1, 23]] as const) {
    const leaf = new Path2D();
    const bx = 4;
    const by = -72;
    leaf.moveTo(bx, by);
    leaf.quadraticCurveTo(bx + dir * len * 0.3, by - len * 0.75, bx + dir * len, by - len * 0.35);
    leaf.quadraticCurveTo(bx + dir * len * 0.55, by + len * 0.2, bx, by);
    leaf.closePath();
    shaded(ctx, leaf, TONES.leaf, { shift: { x: -dir * 2, y: -3 } });
  }
  const head = headPath();
  shaded(ctx, head, TONES.clay, {
    shift: { x: -9, y: -10 },
    light: ellipsePath(-30, -30, 13, 8, -0.7),
  });
  drawFace(ctx, pose.face);
  pose.headExtras?.(ctx);
}

function torsoPath(): Path2D {
  const p = new Path2D();
  const top = BEAN.neckY;
  const bottom = BEAN.bodyBottom;
  p.moveTo(-26, top);
  p.quadraticCurveTo(0, top + 6, 26, top);
  p.bezierCurveTo(40, top + 10, 46, bottom - 40, 46, bottom - 14);
  p.quadraticCurveTo(46, bottom, 30, bottom);
  p.lineTo(-30, bottom);
  p.quadraticCurveTo(-46, bottom, -46, bottom - 14);
  p.bezierCurveTo(-46, bottom - 40, -40, top + 10, -26, top);
  p.closePath();
  return p;
}

function drawLegs(ctx: Ctx): void {
  const y = BEAN.bodyBottom - 6;
  for (const side of [-1, 1]) {
    tube(ctx, curvePath([{ x: side * 18, y }, { x: side * 19, y: y + 22 }]), 17, TONES.pants);
    const shoe = new Path2D();
    shoe.ellipse(side * 24, y + 30, 17, 9, 0, 0, Math.PI * 2);
    shaded(ctx, shoe, TONES.shoe, { shift: { x: -3, y: -3 } });
  }
}

function drawBody(ctx: Ctx): void {
  const body = torsoPath();
  shaded(ctx, body, TONES.shirt, {
    shift: { x: -10, y: -4 },
    light: ellipsePath(-30, 84, 5, 14, 0.2),
  });
  // Trousers: the lower part of the same silhouette, with a waistband line.
  ctx.save();
  ctx.clip(body);
  const waist = BEAN.bodyBottom - 30;
  const pants = new Path2D();
  pants.moveTo(-60, waist);
  pants.quadraticCurveTo(0, waist + 5, 60, waist);
  pants.lineTo(60, BEAN.bodyBottom + 10);
  pants.lineTo(-60, BEAN.bodyBottom + 10);
  pants.closePath();
  shaded(ctx, pants, TONES.pants, { shift: { x: -10, y: 0 } });
  ctx.restore();
  strokeInk(ctx, body);
  // A rounded collar where the head meets the shirt.
  const collar = new Path2D();
  collar.moveTo(-24, BEAN.neckY + 3);
  collar.quadraticCurveTo(0, BEAN.neckY + 20, 24, BEAN.neckY + 3);
  ctx.save();
  ctx.clip(body);
  shaded(ctx, collar, TONES.shirt, { shift: { x: 0, y: -3 } });
  ctx.restore();
}

function drawArm(ctx: Ctx, arm: Arm, side: -1 | 1): void {
  const shoulder = { x: side * BEAN.shoulderX, y: BEAN.shoulderY };
  const path = curvePath([shoulder, arm.elbow, arm.wrist]);
  tube(ctx, path, BEAN.armWidth, TONES.clay);
  const sleeveEnd = {
    x: shoulder.x + (arm.elbow.x - shoulder.x) * 0.4,
    y: shoulder.y + (arm.elbow.y - shoulder.y) * 0.4,
  };
  tube(ctx, curvePath([{ x: shoulder.x - side * 4, y: shoulder.y - 4 }, sleeveEnd]), BEAN.sleeveWidth, TONES.shirt);
  const dx = arm.wrist.x - arm.elbow.x;
  const dy = arm.wrist.y - arm.elbow.y;
  const angle = arm.angle ?? (Math.atan2(dx, -dy) * 180) / Math.PI;
  arm.holding?.(ctx);
  drawHand(ctx, {
    x: arm.wrist.x,
    y: arm.wrist.y,
    angle,
    gesture: arm.gesture,
    mirror: arm.mirror ?? side < 0,
    scale: BEAN.handScale,
  });
}

/**
 * Draws the character with its head centre at (x, y), scaled, in the given pose. `parts` lets a
 * scene slip something between the figure and its front arms (a scroll held up in front).
 */
export function drawBean(
  ctx: Ctx,
  x: number,
  y: number,
  scale: number,
  pose: BeanPose,
  parts: 'all' | 'figure' | 'arms' = 'all',
): void {
  const figure = parts !== 'arms';
  const arms = parts !== 'figure';
  at(ctx, x, y, 0, scale, () => {
    const sides: [Arm | undefined, -1 | 1][] = [
      [pose.left, -1],
      [pose.right, 1],
    ];
    const drawLayer = (layer: Arm['layer']): void => {
      for (const [arm, side] of sides) if (arm && (arm.layer ?? 'front') === layer) drawArm(ctx, arm, side);
    };
    if (figure) {
      drawLayer('back');
      if (pose.legs) drawLegs(ctx);
      drawBody(ctx);
    }
    if (arms) drawLayer('front');
    if (figure) {
      at(ctx, 0, BEAN.neckY, pose.tilt ?? 0, 1, () => {
        ctx.translate(0, -BEAN.neckY);
        drawHead(ctx, pose);
      });
    }
    if (arms) drawLayer('top');
  });
}
