// Drawing surfaces for generators: a Skia canvas to draw on and its conversion to a Raster.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Raster } from './types.js';

export interface Surface {
  readonly canvas: Canvas;
  readonly ctx: SKRSContext2D;
}

export function createSurface(width: number, height: number): Surface {
  const canvas = createCanvas(width, height);
  return { canvas, ctx: canvas.getContext('2d') };
}

/** Reads the canvas pixels as straight-alpha RGBA. */
export function toRaster(surface: Surface): Raster {
  const { width, height } = surface.canvas;
  const image = surface.ctx.getImageData(0, 0, width, height);
  return { width, height, data: image.data };
}
