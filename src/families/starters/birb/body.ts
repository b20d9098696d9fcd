// The birb model: one round body (local units, body centre at the origin, radius ~100, feet at
// y = 100) with markings that follow the face, put together with the limbs (limbs.ts), face and
// accessories. drawBirb places it so (x, y) is where the feet touch the ground or perch.
import { Path2D } from '@napi-rs/canvas';
import { ellipse, fill, place, shaded, stroke, svg, type Ctx, type Region } from './kit.js';
import { beanie, scarf } from './accessories.js';
import { SPECIES, type MarkKind, type Species, type SpeciesName } from './species.js';
import {
  drawBeak,
  drawBlush,
  drawCrest,
  drawEyes,
  eyeSpots,
  type BeakKind,
  type EyeKind,
} from './faces.js';
import {
  drawFeet,
  drawTail,
  drawWing,
  wingPlacements,
  type FeetPose,
  type WingPose,
} from './limbs.js';

export interface Pose {
  readonly species: SpeciesName;
  /** 0 faces the viewer, 1 is a three-quarter view to the right (mirror for the left). */
  readonly turn?: number;
  /** Head tilt in degrees (positive tips the head clockwise). */
  readonly tilt?: number;
  readonly eyes?: EyeKind;
  readonly beak?: BeakKind;
  readonly wings?: WingPose;
  readonly feet?: FeetPose;
  /** 0..1: fluffed up round (cold, sleepy). */
  readonly puff?: number;
  readonly blush?: boolean;
  readonly tail?: boolean;
  /** Colours of a beanie and a scarf to wear. */
  readonly hat?: string;
  readonly scarf?: string;
}

/** Face centre height inside the body. */
const FY = -26;

function bodyPath(puff: number): Path2D {
  const w = 100 + puff * 14;
  const top = -98 - puff * 6;
  const bot = 98;
  const mid = 6;
  const k = 0.6;
  const kb = 0.64;
  return svg(
    `M0 ${top}C${w * k} ${top} ${w} ${mid - (mid - top) * k} ${w} ${mid}` +
      `C${w} ${mid + (bot - mid) * kb} ${w * kb} ${bot} 0 ${bot}` +
      `C${-w * kb} ${bot} ${-w} ${mid + (bot - mid) * kb} ${-w} ${mid}` +
      `C${-w} ${mid - (mid - top) * k} ${-w * k} ${top} 0 ${top}Z`,
  );
}

/** A marking's shape in the head frame (face centre at (0, FY)). */
function markPath(kind: MarkKind, turn: number): Path2D {
  const [l, r] = eyeSpots(turn);
  switch (kind) {
    case 'cap':
      return ellipse(-6, -96, 92, 52);
    case 'face':
      return ellipse(0, FY + 8, 70, 52);
    case 'mask':
      return ellipse(0, FY + 10, 34, 26);
    case 'bib':
      return svg(
        `M-30 ${FY + 12}Q0 ${FY + 24} 30 ${FY + 12}Q14 ${FY + 52} 0 ${FY + 54}Q-14 ${FY + 52} -30 ${FY + 12}Z`,
      );
    case 'breast':
      return ellipse(0, 16, 74, 72);
    case 'belly':
      return ellipse(0, 66, 70, 46);
    case 'cheeks': {
      const p = ellipse((l?.x ?? -34) - 4, FY + 20, 20, 17);
      p.addPath(ellipse((r?.x ?? 34) + 4, FY + 20, 20, 17));
      return p;
    }
    case 'stripe': {
      // A dark line from the eye sweeping down to the nape, thinning as it goes.
      const lx = l?.x ?? -34;
      const rx = r?.x ?? 34;
      return svg(
        `M${lx} ${FY - 13}Q-90 ${FY - 14} -124 ${FY + 4}L-124 ${FY + 14}Q-90 ${FY + 2} ${lx} ${FY - 2}Z` +
          `M${rx} ${FY - 13}Q90 ${FY - 14} 124 ${FY + 4}L124 ${FY + 14}Q90 ${FY + 2} ${rx} ${FY - 2}Z`,
      );
    }
    case 'disc': {
      const p = ellipse((l?.x ?? -34) * 1.05, FY - 6, 42, 40);
      p.addPath(ellipse((r?.x ?? 34) * 1.05, FY - 6, 42, 40));
      return p;
    }
    case 'nape':
      return ellipse(-118, -10, 60, 110);
  }
}

/** Owlet chest chevrons; finches get white flank dots instead (spotRegion). */
const SPOTS = [
  [-34, 44],
  [0, 56],
  [34, 44],
  [-18, 76],
  [18, 76],
] as const;

function spotRegion(sp: Species): Region | undefined {
  if (!sp.spots || sp.eye === 'owl') return undefined;
  const p = new Path2D();
  for (const [x, y] of [
    [-86, 40],
    [-76, 58],
    [-90, 62],
    [86, 40],
    [76, 58],
    [90, 62],
  ] as const)
    p.addPath(ellipse(x, y, 4.5, 4.5));
  return { path: p, tone: { base: sp.spots, shade: sp.spots, light: sp.spots } };
}

function drawBody(ctx: Ctx, sp: Species, pose: Pose, turn: number, tilt: number): void {
  const body = bodyPath(pose.puff ?? 0);
  const regions: Region[] = [];
  const head = new HeadFrame(tilt, turn * 40);
  for (const [kind, tone] of sp.marks)
    regions.push({ path: head.apply(markPath(kind, turn)), tone });
  const spots = spotRegion(sp);
  if (spots) regions.push(spots);
  shaded(ctx, body, sp.body, 16, regions, undefined, false);
  ctx.save();
  ctx.clip(body);
  if (sp.eye === 'owl') {
    const v = new Path2D();
    for (const [x, y] of SPOTS) v.addPath(svg(`M${x - 8} ${y}Q${x} ${y + 9} ${x + 8} ${y}`));
    stroke(ctx, v, 0.7, sp.spots ?? sp.body.shade);
  }
  fill(ctx, ellipse(-52, -62, 20, 11, -0.75), 'rgba(255,255,255,0.55)');
  fill(ctx, ellipse(-72, -36, 5, 5), 'rgba(255,255,255,0.55)');
  ctx.restore();
  stroke(ctx, body);
}

/** Rotation by `deg` around the body centre after a sideways shift, applied to paths. */
class HeadFrame {
  private readonly c: number;
  private readonly s: number;
  constructor(
    deg: number,
    private readonly dx: number,
  ) {
    const a = (deg * Math.PI) / 180;
    this.c = Math.cos(a);
    this.s = Math.sin(a);
  }
  apply(p: Path2D): Path2D {
    const out = new Path2D(p);
    const { c, s, dx } = this;
    out.transform({ a: c, b: s, c: -s, d: c, e: c * dx, f: s * dx });
    return out;
  }
  enter(ctx: Ctx): void {
    ctx.rotate(Math.atan2(this.s, this.c));
    ctx.translate(this.dx, 0);
  }
}

/** Draws one birb with its feet at (x, y); `mirror` makes it face left. */
export function drawBirb(
  ctx: Ctx,
  x: number,
  y: number,
  scale: number,
  pose: Pose,
  deg = 0,
  mirror = false,
): void {
  const sp: Species = SPECIES[pose.species];
  const turn = pose.turn ?? 0.6;
  const tilt = pose.tilt ?? 0;
  const head = new HeadFrame(tilt, turn * 40);
  const wings = wingPlacements(pose.wings ?? 'fold', turn);
  place(
    ctx,
    x,
    y,
    scale,
    () => {
      ctx.translate(0, -100);
      if (pose.tail ?? true) drawTail(ctx, sp);
      for (const w of wings) if (w[4]) drawWing(ctx, sp, w);
      drawFeet(ctx, sp, pose.feet ?? 'stand', turn);
      ctx.save();
      head.enter(ctx);
      drawCrest(ctx, sp, turn);
      ctx.restore();
      drawBody(ctx, sp, pose, turn, tilt);
      for (const w of wings) if (!w[4]) drawWing(ctx, sp, w);
      if (pose.scarf) scarf(ctx, pose.scarf, bodyPath(pose.puff ?? 0));
      ctx.save();
      head.enter(ctx);
      if (pose.blush ?? true) drawBlush(ctx, turn, FY, sp.eye === 'owl');
      drawEyes(ctx, sp, pose.eyes ?? 'open', turn, FY);
      drawBeak(ctx, sp, pose.beak ?? 'closed', turn, FY);
      if (pose.hat) beanie(ctx, pose.hat);
      ctx.restore();
    },
    deg,
    mirror,
  );
}
