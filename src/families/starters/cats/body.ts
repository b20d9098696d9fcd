// The cat body model: part builders (blobs for the torso and haunches, tubes for legs and
// tail) that attach every coat's markings, and drawCat, which lays a pose out in the picture.
import type { Path2D } from '@napi-rs/canvas';
import type { Ctx } from '../../../art/kit/draw.js';
import { drawHead, type Face } from './head.js';
import { paintPart, type Coat, type Part } from './paint.js';
import { bands, smooth, toes, tube, tubeEnd, wedges, type P, type StripeSpec } from './shapes.js';

/** Patch blobs of a pose, in picture coordinates so they run on across neighbouring parts. */
export type Patches = readonly [Path2D | null, Path2D | null];

export interface BlobOptions {
  readonly stripes?: StripeSpec;
  readonly patches?: Patches;
  readonly white?: Path2D | 'all';
  readonly point?: 'all';
  readonly light?: Path2D;
  readonly shift?: number;
  readonly far?: boolean;
  readonly detail?: Path2D;
}

export function blob(pts: readonly P[], o: BlobOptions = {}): Part {
  const shape = smooth(pts);
  return {
    shape,
    stripes: o.stripes ? wedges(pts, o.stripes) : undefined,
    patches: o.patches,
    white: o.white === 'all' ? shape : o.white,
    point: o.point === 'all' ? shape : undefined,
    light: o.light,
    shift: o.shift,
    far: o.far,
    detail: o.detail,
  };
}

export interface LimbOptions {
  readonly bands?: readonly number[];
  readonly patches?: Patches;
  /** Fraction of the length where white socks (or a white tail tip) begin. */
  readonly sock?: number;
  /** Fraction of the length where the colourpoint colour begins. */
  readonly point?: number;
  readonly toes?: boolean;
  readonly far?: boolean;
}

export function limb(pts: readonly P[], width: number, o: LimbOptions = {}): Part {
  const t = tube(pts, width);
  return {
    shape: t.shape,
    stripes: o.bands ? bands(t, o.bands) : undefined,
    patches: o.patches,
    white: o.sock === undefined ? undefined : tubeEnd(t, o.sock),
    point: tubeEnd(t, o.point ?? 0.5),
    far: o.far,
    detail: o.toes ? toes(t) : undefined,
    shift: 5,
  };
}

export interface HeadPlace {
  readonly x: number;
  readonly y: number;
  readonly deg?: number;
  readonly scale?: number;
}

/** A pose: parts behind the head, the head's place, and parts in front of it. */
export interface Pose {
  readonly back: readonly Part[];
  readonly head: HeadPlace;
  readonly front: readonly Part[];
}

export interface CatSpec {
  readonly pose: Pose;
  readonly coat: Coat;
  readonly face: Face;
  /** Where the pose's ground centre (256, 450) lands, and its size. */
  readonly x?: number;
  readonly y?: number;
  readonly scale?: number;
  readonly flip?: boolean;
}

/**
 * Draws a cat. `between` runs after the head and before the front parts, in picture space,
 * for things the cat is peeking over or sitting in.
 */
export function drawCat(ctx: Ctx, cat: CatSpec, between?: () => void): void {
  const flip = cat.flip ? -1 : 1;
  const s = cat.scale ?? 1;
  const place = (): void => {
    ctx.translate(cat.x ?? 256, cat.y ?? 450);
    ctx.scale(s * flip, s);
    ctx.translate(-256, -450);
  };
  ctx.save();
  place();
  for (const part of cat.pose.back) paintPart(ctx, part, cat.coat, flip);
  const h = cat.pose.head;
  ctx.save();
  ctx.translate(h.x, h.y);
  ctx.rotate(((h.deg ?? 0) * Math.PI) / 180);
  ctx.scale(h.scale ?? 1, h.scale ?? 1);
  drawHead(ctx, cat.coat, cat.face, flip);
  ctx.restore();
  if (between) {
    ctx.restore();
    between();
    ctx.save();
    place();
  }
  for (const part of cat.pose.front) paintPart(ctx, part, cat.coat, flip);
  ctx.restore();
}
