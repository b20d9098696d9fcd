// Drawing an icon: its pixels on a 16x16 canvas of its own, painted on first use and kept (45
// of 1 KB), drawn in one call, nearest-neighbour (one fillRect per run of a colour cost ten
// times as much). Apart from index.ts, which the HTTP process reads (icon count, choice).
import { createCanvas, ImageData, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { iconPixels } from './index.js';
import { ICON_SIZE } from './types.js';

const canvasCache = new Map<number, Canvas>();

function iconCanvas(n: number): Canvas {
  let canvas = canvasCache.get(n);
  if (!canvas) {
    canvas = createCanvas(ICON_SIZE, ICON_SIZE);
    const { rgba } = iconPixels(n);
    const pixels = new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength);
    canvas.getContext('2d').putImageData(new ImageData(pixels, ICON_SIZE, ICON_SIZE), 0, 0);
    canvasCache.set(n, canvas);
  }
  return canvas;
}

/**
 * Draws icon n with its top-left corner at (x, y), each icon pixel a scale x scale square. Use
 * integer x, y and scale for pixel-exact edges.
 */
export function drawIcon(ctx: SKRSContext2D, n: number, x: number, y: number, scale: number): void {
  const smoothing = ctx.imageSmoothingEnabled;
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(iconCanvas(n), x, y, ICON_SIZE * scale, ICON_SIZE * scale);
  ctx.imageSmoothingEnabled = smoothing;
}
