// Sad cat painting kit: coat palettes, fixed colours and the fill/stroke helpers that keep
// outlines a constant width on output whatever scale a figure is drawn at.
import { Path2D } from '@napi-rs/canvas';
import { INK } from '../../../art/kit/palette.js';
import { at, inkStroke, inkWidth, type Ctx } from '../../../art/kit/draw.js';
import { ellipsePath as ellipse, svg, type Pt } from '../../../art/kit/paths.js';
import { seeded } from '../../../art/kit/random.js';

export { INK, ellipse, seeded as rng, svg };
export type { Ctx, Pt };

type Pattern = 'plain' | 'tabby' | 'calico' | 'tuxedo' | 'points';

/** A fur colouring: flat colours plus a translucent shade laid over the dark crescent. */
export interface Coat {
  readonly fur: string;
  readonly shade: string;
  readonly light: string;
  readonly mark: string;
  /** Second patch colour (calico only). */
  readonly mark2: string;
  readonly belly: string;
  readonly iris: string;
  readonly pattern: Pattern;
}

export const COATS = {
  ginger: {
    fur: '#f7a24b',
    shade: 'rgba(170, 70, 20, 0.28)',
    light: '#ffd29a',
    mark: '#dc7429',
    mark2: '#dc7429',
    belly: '#ffe9cc',
    iris: '#7cc46a',
    pattern: 'tabby',
  },
  grey: {
    fur: '#a9b0c8',
    shade: 'rgba(60, 60, 110, 0.25)',
    light: '#dfe3f0',
    mark: '#858ca8',
    mark2: '#858ca8',
    belly: '#e8ebf4',
    iris: '#f2c14e',
    pattern: 'plain',
  },
  greyTabby: {
    fur: '#b7b9c6',
    shade: 'rgba(60, 60, 100, 0.25)',
    light: '#e4e6ee',
    mark: '#7e8296',
    mark2: '#7e8296',
    belly: '#eef0f5',
    iris: '#9fd36a',
    pattern: 'tabby',
  },
  black: {
    fur: '#4b4362',
    shade: 'rgba(20, 12, 35, 0.4)',
    light: '#7b7299',
    mark: '#3a3350',
    mark2: '#3a3350',
    belly: '#62587c',
    iris: '#c8dd5a',
    pattern: 'plain',
  },
  white: {
    fur: '#fdfaf6',
    shade: 'rgba(110, 100, 170, 0.2)',
    light: '#ffffff',
    mark: '#f0e6dc',
    mark2: '#f0e6dc',
    belly: '#ffffff',
    iris: '#6fb8f2',
    pattern: 'plain',
  },
  calico: {
    fur: '#fff7ec',
    shade: 'rgba(130, 90, 120, 0.22)',
    light: '#ffffff',
    mark: '#f3a04b',
    mark2: '#4b4362',
    belly: '#fff7ec',
    iris: '#e8b43c',
    pattern: 'calico',
  },
  tuxedo: {
    fur: '#4b4362',
    shade: 'rgba(20, 12, 35, 0.4)',
    light: '#7b7299',
    mark: '#fdfaf6',
    mark2: '#fdfaf6',
    belly: '#fdfaf6',
    iris: '#9bd46e',
    pattern: 'tuxedo',
  },
  siamese: {
    fur: '#f5e7d0',
    shade: 'rgba(140, 100, 70, 0.25)',
    light: '#fff8ec',
    mark: '#7a5a4a',
    mark2: '#7a5a4a',
    belly: '#fbf2e4',
    iris: '#5fb0f0',
    pattern: 'points',
  },
  brownTabby: {
    fur: '#c19068',
    shade: 'rgba(90, 45, 20, 0.3)',
    light: '#e6c39f',
    mark: '#7f5a41',
    mark2: '#7f5a41',
    belly: '#f3e1c8',
    iris: '#a7d35c',
    pattern: 'tabby',
  },
  cream: {
    fur: '#f7dcae',
    shade: 'rgba(160, 100, 50, 0.25)',
    light: '#fff3da',
    mark: '#e9b77a',
    mark2: '#e9b77a',
    belly: '#fff4e2',
    iris: '#d89a3c',
    pattern: 'tabby',
  },
  tortie: {
    fur: '#4b4362',
    shade: 'rgba(20, 12, 35, 0.4)',
    light: '#7b7299',
    mark: '#e58a3a',
    mark2: '#b8663c',
    belly: '#f2b06e',
    iris: '#f2c14e',
    pattern: 'calico',
  },
} as const satisfies Record<string, Coat>;

export const C = {
  pink: '#ff9bb3',
  pinkDark: '#e0577d',
  mouth: '#7a2a3d',
  tongue: '#f2727c',
  pupil: '#1e1829',
  white: '#ffffff',
  blush: 'rgba(240, 96, 120, 0.42)',
  tear: '#a6dcff',
  tearEdge: '#4fa3e0',
  floorShadow: 'rgba(43, 34, 56, 0.14)',
} as const;

/** Output-pixel width expressed in the current user space. */
export const px = inkWidth;

export function stroke(ctx: Ctx, shape: Path2D, width = 6, colour: string = INK): void {
  inkStroke(ctx, shape, width, colour);
}

export function fill(ctx: Ctx, shape: Path2D, colour: string, outline = 6): void {
  ctx.fillStyle = colour;
  ctx.fill(shape);
  if (outline > 0) stroke(ctx, shape, outline);
}

/** A canvas-space offset (output pixels, so light always comes from the top left) in user space. */
function localShift(ctx: Ctx, dx: number, dy: number): Pt {
  const m = ctx.getTransform();
  const det = m.a * m.d - m.b * m.c;
  return { x: (m.d * dx - m.c * dy) / det, y: (-m.b * dx + m.a * dy) / det };
}

const FAR = 4000;

/**
 * The house look for a solid: flat fill, optional markings painted inside it, a translucent
 * shade crescent on the lower right (uncovered by a copy shifted toward the light), outline.
 */
export function solid(
  ctx: Ctx,
  shape: Path2D,
  colour: string,
  shade: string,
  options: { markings?: () => void; outline?: number; shift?: number } = {},
): void {
  ctx.save();
  ctx.fillStyle = colour;
  ctx.fill(shape);
  ctx.clip(shape);
  options.markings?.();
  const k = options.shift ?? 10;
  const s = localShift(ctx, -k * 0.8, -k);
  ctx.translate(s.x, s.y);
  const outside = new Path2D();
  outside.rect(-FAR, -FAR, FAR * 2, FAR * 2);
  outside.addPath(shape);
  ctx.fillStyle = shade;
  ctx.fill(outside, 'evenodd');
  ctx.restore();
  const w = options.outline ?? 6;
  if (w > 0) stroke(ctx, shape, w);
}

/** An outlined round-capped tube along `centre` (limbs, tails, strings, tear streams). */
export function tubeStroke(
  ctx: Ctx,
  centre: Path2D,
  width: number,
  colour: string,
  outline = 6,
): void {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (outline > 0) {
    ctx.strokeStyle = INK;
    ctx.lineWidth = width + px(ctx, outline);
    ctx.stroke(centre);
  }
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke(centre);
}

/** Runs `draw` in a saved state moved to (x, y), turned `deg` degrees and scaled by `s`. */
export function place(ctx: Ctx, x: number, y: number, s: number, deg: number, draw: () => void) {
  at(ctx, x, y, deg, s, draw);
}

/** A teardrop pointing up, centred on its round part. */
export function dropPath(x: number, y: number, r: number): Path2D {
  const p = new Path2D();
  p.moveTo(x, y - r * 2.1);
  p.bezierCurveTo(x + r * 0.5, y - r * 1.2, x + r, y - r * 0.6, x + r, y);
  p.arc(x, y, r, 0, Math.PI);
  p.bezierCurveTo(x - r, y - r * 0.6, x - r * 0.5, y - r * 1.2, x, y - r * 2.1);
  p.closePath();
  return p;
}

export function drop(ctx: Ctx, x: number, y: number, r: number, outline = 3.5): void {
  fill(ctx, dropPath(x, y, r), C.tear, outline);
  ctx.fillStyle = C.white;
  ctx.fill(ellipse(x - r * 0.35, y - r * 0.2, r * 0.22, r * 0.34, 0.3));
}
