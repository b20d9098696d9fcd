// Drawing surfaces for generators: a Skia canvas to draw on and its conversion to a Raster.
// A picture is drawn on its thread's reusable frame (resized, cleared and reset per render):
// a fresh canvas per render would leave its pixel memory to the garbage collector, which on
// a busy thread holds tens of megabytes of dead surfaces and touches fresh pages every time.
// Under atScale, frames are that many times their design size with the transform to match,
// so a generator draws a larger picture in its own coordinates (vector art and text stay sharp).
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Raster } from '../../core/raster.js';

export interface Surface {
  readonly canvas: Canvas;
  readonly ctx: SKRSContext2D;
}

/** A surface of its own, for drawings kept across renders (backgrounds, panels, scenes). */
export function createSurface(width: number, height: number): Surface {
  const canvas = createCanvas(width, height);
  return { canvas, ctx: canvas.getContext('2d') };
}

/**
 * What a reusable frame is for; a render may use each at once. 'square' serves the pictures
 * that are always 512x512 (avatars, starter pictures), so they share one frame that is never
 * resized, while 'picture' changes size with the text pictures. 'base' holds the part of an
 * animation that does not move while its frames are painted on 'picture' (kit/motion.ts).
 */
export type FrameRole = 'picture' | 'square' | 'base';

const frames = new Map<FrameRole, Surface>();

/** Device pixels per design pixel for the render under way (atScale). */
let scale = 1;

/**
 * Runs `draw` with every frame (and scaledSurface) `factor` times its design size and a
 * transform that maps design coordinates onto it. Renders are synchronous, one at a time in a
 * thread, so the factor holds for exactly one picture.
 */
export function atScale<T>(factor: number, draw: () => T): T {
  if (!(factor > 0) || !Number.isFinite(factor))
    throw new RangeError(`bad drawing scale ${factor}`);
  const outer = scale;
  scale = factor;
  try {
    return draw();
  } finally {
    scale = outer;
  }
}

/** Device pixels per design pixel now: 1 outside atScale. */
export function drawingScale(): number {
  return scale;
}

/** A design length in whole device pixels at drawing scale `factor`. */
export function scaledLength(length: number, factor: number): number {
  return Math.max(1, Math.round(length * factor));
}

/** A design length in whole device pixels at the current scale. */
export function devicePixels(length: number): number {
  return scaledLength(length, scale);
}

/**
 * A surface of its own at the current scale (design size `width` x `height`, its transform
 * set): for a part painted apart and drawn into this render's picture with drawSurface.
 */
export function scaledSurface(width: number, height: number): Surface {
  const surface = createSurface(devicePixels(width), devicePixels(height));
  if (scale !== 1) surface.ctx.setTransform(scale, 0, 0, scale, 0, 0);
  return surface;
}

/**
 * Draws a canvas painted at the current scale (a frame, a scaledSurface) at (x, y) in design
 * coordinates, at its design size: pixel for pixel when nothing else transforms it.
 */
export function drawSurface(ctx: SKRSContext2D, canvas: Canvas, x: number, y: number): void {
  ctx.drawImage(canvas, x, y, canvas.width / scale, canvas.height / scale);
}

/**
 * Draws `wide`, a picture whose columns are all alike between its last `end` columns and the
 * `end` columns of its left edge, narrowed to `width` design pixels at (x, y): its first
 * `width - end` columns, then its last `end`. Pixel for pixel, so painting something that
 * stretches (a shadowed card) once at its widest serves every width up to it.
 */
export function drawNarrowed(
  ctx: SKRSContext2D,
  wide: Canvas,
  width: number,
  end: number,
  x: number,
  y: number,
): void {
  const height = wide.height / scale;
  const left = width - end;
  ctx.drawImage(wide, 0, 0, left * scale, wide.height, x, y, left, height);
  ctx.drawImage(
    wide,
    wide.width - end * scale,
    0,
    end * scale,
    wide.height,
    x + left,
    y,
    end,
    height,
  );
}

/**
 * The thread's reusable surface for `role`, cleared, in the default state and exactly
 * `width` x `height` design pixels (times the drawing scale, its transform set). Valid until
 * the next call for the same role: renders are synchronous and toRaster copies the pixels
 * out, so one render never sees another's frame.
 */
export function frameSurface(width: number, height: number, role: FrameRole = 'picture'): Surface {
  const deviceWidth = devicePixels(width);
  const deviceHeight = devicePixels(height);
  let frame = frames.get(role);
  if (!frame) {
    frame = createSurface(deviceWidth, deviceHeight);
    frames.set(role, frame);
  } else {
    if (frame.canvas.width !== deviceWidth) frame.canvas.width = deviceWidth;
    if (frame.canvas.height !== deviceHeight) frame.canvas.height = deviceHeight;
    frame.ctx.reset();
  }
  if (scale !== 1) frame.ctx.setTransform(scale, 0, 0, scale, 0, 0);
  return frame;
}

/** Reads the canvas pixels as straight-alpha RGBA. */
export function toRaster(surface: Surface): Raster {
  const { width, height } = surface.canvas;
  const image = surface.ctx.getImageData(0, 0, width, height);
  return { width, height, data: image.data };
}
