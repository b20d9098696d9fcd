// Drawing surfaces for generators: a Skia canvas to draw on and its conversion to a Raster.
// A picture is drawn on its thread's reusable frame (resized, cleared and reset per render):
// a fresh canvas per render would leave its pixel memory to the garbage collector, which on
// a busy thread holds tens of megabytes of dead surfaces and touches fresh pages every time.
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

/**
 * The thread's reusable surface for `role`, cleared, in the default state and exactly
 * `width` x `height`. Valid until the next call for the same role: renders are synchronous
 * and toRaster copies the pixels out, so one render never sees another's frame.
 */
export function frameSurface(width: number, height: number, role: FrameRole = 'picture'): Surface {
  const frame = frames.get(role);
  if (!frame) {
    const surface = createSurface(width, height);
    frames.set(role, surface);
    return surface;
  }
  if (frame.canvas.width !== width) frame.canvas.width = width;
  if (frame.canvas.height !== height) frame.canvas.height = height;
  frame.ctx.reset();
  return frame;
}

/** Reads the canvas pixels as straight-alpha RGBA. */
export function toRaster(surface: Surface): Raster {
  const { width, height } = surface.canvas;
  const image = surface.ctx.getImageData(0, 0, width, height);
  return { width, height, data: image.data };
}
