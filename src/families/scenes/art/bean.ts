// "Pip", the house character: a round peach bean head with a sprout on top, a teal
// shirt, stubby arms with cartoon hands. A pose is data (face, head tilt, arm paths, hands).
import { Path2D } from '@napi-rs/canvas';
import { at, shaded, strokeInk, tube, type Ctx } from '../../../art/kit/draw.js';
import { curvePath, ellipsePath, type Pt } from '../../../art/kit/paths.js';
import { drawFace, type Face } from './face.js';
import { drawHand, type GestureName } from './hands.js';
import { TONES } from '../../../art/kit/palette.js';

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
  /** The sprout on the head: perky, drooping (sad, lost) or singed (everything is on fire). */
  readonly sprout?: 'up' | 'droop' | 'singed';
  /** Extra drawing inside the head's space after the face (sweat, bandage). */
  readonly headExtras?: (ctx: Ctx) => void;
}

/** Carries a point from head space (which tilts about the neck) into character space. */
export function headPoint(pose: BeanPose, point: Pt): Pt {
  const a = ((pose.tilt ?? 0) * Math.PI) / 180;
  const dy = point.y - BEAN.neckY;
  return {
    x: point.x * Math.cos(a) - dy * Math.sin(a),
    y: BEAN.neckY + point.x * Math.sin(a) + dy * Math.cos(a),
  };
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

/** Sprout shapes: stem points, then each leaf as [direction, length, droop in degrees]. */
const SPROUTS = {
  up: {
    stem: [0, -62, 5, -74],
    leaves: [
      [-1, 19, 0],
      [1, 23, 0],
    ],
  },
  droop: {
    stem: [-6, -64, -10, -70],
    leaves: [
      [-1, 20, -70],
      [1, 20, 70],
    ],
  },
  singed: {
    stem: [4, -62, 0, -70],
    leaves: [
      [-1, 14, -40],
      [1, 13, 55],
    ],
  },
} as const;

function drawSprout(ctx: Ctx, kind: keyof typeof SPROUTS): void {
  const { stem, leaves } = SPROUTS[kind];
  const tone =
    kind === 'singed' ? { base: '#8c8a5a', shade: '#5f5d3c', light: '#b3b081' } : TONES.leaf;
  const [mx, my, tx, ty] = stem;
  // The stem sits behind the crown so the head outline cuts it cleanly.
  tube(
    ctx,
    curvePath([
      { x: 2, y: -48 },
      { x: mx, y: my },
      { x: tx, y: ty },
    ]),
    5,
    tone,
    false,
  );
  for (const [dir, len, droop] of leaves) {
    at(ctx, tx, ty, droop, 1, () => {
      const leaf = new Path2D();
      leaf.moveTo(0, 0);
      leaf.quadraticCurveTo(dir * len * 0.3, -len * 0.75, dir * len, -len * 0.35);
      leaf.quadraticCurveTo(dir * len * 0.55, len * 0.2, 0, 0);
      leaf.closePath();
      shaded(ctx, leaf, tone, { shift: { x: -dir * 2, y: -3 } });
    });
  }
}

function drawHead(ctx: Ctx, pose: BeanPose): void {
  drawSprout(ctx, pose.sprout ?? 'up');
  const head = headPath();
  shaded(ctx, head, TONES.clay, {
    shift: { x: -9, y: -10 },
    light: ellipsePath(-32, -34, 12, 6.5, -0.75),
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
    tube(
      ctx,
      curvePath([
        { x: side * 18, y },
        { x: side * 19, y: y + 22 },
      ]),
      17,
      TONES.pants,
    );
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
  tube(
    ctx,
    curvePath([{ x: shoulder.x - side * 4, y: shoulder.y - 4 }, sleeveEnd]),
    BEAN.sleeveWidth,
    TONES.shirt,
  );
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
      for (const [arm, side] of sides)
        if (arm && (arm.layer ?? 'front') === layer) drawArm(ctx, arm, side);
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
