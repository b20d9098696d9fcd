// Coats and the fur painter: every cat part is filled with its coat colour, its markings
// (stripes, patches, white areas, dark points), one shade crescent and a highlight, then inked.
import { Path2D } from '@napi-rs/canvas';
import { INK } from '../../../art/kit/palette.js';
import {
  inkStroke as outputStroke,
  inkWidth as outputWidth,
  type Ctx,
} from '../../../art/kit/draw.js';

export interface Coat {
  readonly fur: string;
  readonly stripe?: string;
  /** Two patch colours: calico and tortoiseshell blotches. */
  readonly patches?: readonly [string, string];
  /** Colour of the white areas: tuxedo bib, muzzle and socks. */
  readonly white?: string;
  /** Colourpoint mask, ears, paws and tail. */
  readonly point?: string;
  readonly eye: string;
  readonly nose: string;
  readonly innerEar: string;
  /** Face lines get a pale underlay, so ink still reads on dark fur. */
  readonly dark?: boolean;
}

export const COATS = {
  orange: {
    fur: '#f9a94b',
    stripe: '#e0762c',
    eye: '#8fd14f',
    nose: '#f47f8f',
    innerEar: '#ffb3b8',
  },
  black: { fur: '#3d3549', eye: '#f5cf45', nose: '#b86f8c', innerEar: '#a86f90', dark: true },
  white: { fur: '#fffbf4', eye: '#6ec3f2', nose: '#ff9bb0', innerEar: '#ffb9c6' },
  grey: { fur: '#a7aec3', stripe: '#8890a8', eye: '#f3b64a', nose: '#f08ba2', innerEar: '#f6b0c0' },
  calico: {
    fur: '#fffaf1',
    patches: ['#f59b45', '#4a4150'],
    eye: '#9ad25a',
    nose: '#f7909f',
    innerEar: '#ffb6c0',
  },
  tuxedo: {
    fur: '#3d3549',
    white: '#fffbf4',
    eye: '#a4dc63',
    nose: '#f49bb0',
    innerEar: '#b67a98',
    dark: true,
  },
  pointed: {
    fur: '#f8ecd6',
    point: '#7b5b4c',
    eye: '#5fb6f0',
    nose: '#8a5d58',
    innerEar: '#c99488',
  },
  tortie: {
    fur: '#4f3e45',
    patches: ['#ec8d3d', '#b8602e'],
    eye: '#f6c24b',
    nose: '#c77a7a',
    innerEar: '#c28890',
    dark: true,
  },
  ginger: {
    fur: '#fbb05a',
    stripe: '#e5802f',
    white: '#fffaf1',
    eye: '#7dcf74',
    nose: '#f58a98',
    innerEar: '#ffb6bd',
  },
  silver: {
    fur: '#d9dde8',
    stripe: '#7f879e',
    eye: '#8ed06a',
    nose: '#f19aac',
    innerEar: '#f7b6c4',
  },
} as const satisfies Record<string, Coat>;

/** Multiplied over any fur colour, so one shade tone works on every coat and marking. */
export const SHADE = '#d4bfe3';
const HIGHLIGHT = 'rgba(255, 255, 255, 0.5)';
export const OUTLINE = 5;

/** A cat part: its shape and the regions each kind of coat paints inside it. */
export interface Part {
  readonly shape: Path2D;
  readonly stripes?: Path2D;
  readonly patches?: readonly [Path2D | null, Path2D | null];
  readonly white?: Path2D;
  readonly point?: Path2D;
  readonly light?: Path2D;
  /** Far-side limbs sit in shadow. */
  readonly far?: boolean;
  /** Thin ink detail lines drawn over the part (toes, a haunch crease). */
  readonly detail?: Path2D;
  /** Drawn in this colour instead of the fur (inner ears, paw pads). */
  readonly fill?: string;
  /** Shade offset, in the part's own units (bigger parts want bigger crescents). */
  readonly shift?: number;
}

const BIG = new Path2D();
BIG.rect(-4000, -4000, 8000, 8000);

/** Ink width in the current user space, so outlines are `px` wide on output. */
export function inkWidth(ctx: Ctx, px = OUTLINE): number {
  return outputWidth(ctx, px);
}

export function inkStroke(ctx: Ctx, path: Path2D, px = OUTLINE, colour = INK): void {
  outputStroke(ctx, path, px, colour);
}

/** Fills the area of `shape` outside itself shifted by (dx, dy): the shade crescent. */
export function crescentFill(ctx: Ctx, shape: Path2D, dx: number, dy: number, colour = SHADE) {
  const ring = new Path2D(BIG);
  ring.addPath(shape, { a: 1, b: 0, c: 0, d: 1, e: dx, f: dy });
  ctx.save();
  ctx.clip(shape);
  ctx.globalCompositeOperation = 'multiply';
  ctx.fillStyle = colour;
  ctx.fill(ring, 'evenodd');
  ctx.restore();
}

/**
 * Paints one part in a coat. `flip` is -1 when the cat is mirrored, so the shade still falls
 * on the lower right of the picture.
 */
export function paintPart(ctx: Ctx, part: Part, coat: Coat, flip = 1): void {
  ctx.save();
  ctx.clip(part.shape);
  ctx.fillStyle = part.fill ?? coat.fur;
  ctx.fill(part.shape);
  if (!part.fill) {
    if (coat.stripe && part.stripes) {
      ctx.fillStyle = coat.stripe;
      ctx.fill(part.stripes);
    }
    if (coat.patches && part.patches) {
      part.patches.forEach((p, i) => {
        if (!p) return;
        ctx.fillStyle = coat.patches?.[i] ?? coat.fur;
        ctx.fill(p);
      });
    }
    if (coat.point && part.point) {
      ctx.fillStyle = coat.point;
      ctx.fill(part.point);
    }
    if (coat.white && part.white) {
      ctx.fillStyle = coat.white;
      ctx.fill(part.white);
    }
  }
  ctx.globalCompositeOperation = 'multiply';
  ctx.fillStyle = SHADE;
  if (part.far) ctx.fill(part.shape);
  const s = part.shift ?? 7;
  const ring = new Path2D(BIG);
  ring.addPath(part.shape, { a: 1, b: 0, c: 0, d: 1, e: -s * flip, f: -s * 1.1 });
  ctx.fill(ring, 'evenodd');
  ctx.globalCompositeOperation = 'source-over';
  if (part.light) {
    ctx.fillStyle = HIGHLIGHT;
    ctx.fill(part.light);
  }
  ctx.restore();
  inkStroke(ctx, part.shape);
  if (part.detail) inkStroke(ctx, part.detail, 3.5);
}
