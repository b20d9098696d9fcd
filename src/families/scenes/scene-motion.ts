// How the illustrated scenes move: an animation starts from the still picture (the shared scene
// pixels with the text laid over), clears once the place of the parts that move, and paints
// those parts per frame. The last frame is the still itself, so it equals `render` exactly.
import { ImageData, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { drawingScale, scaledSurface } from '../../art/kit/surface.js';
import type { MotionScene } from '../../art/kit/motion.js';
import type { PixelBox } from '../../art/kit/overlay.js';
import type { Raster, Rendering } from '../../core/raster.js';
import type { TextLayout } from '../../text/index.js';
import type { TextArea } from './art/index.js';

/** A text of an illustrated picture as fitted: what a motion paints again in its frames. */
export interface FittedText {
  readonly layout: TextLayout;
  readonly area: TextArea;
  /** Paints the text as the still picture has it (under the context's transform and alpha). */
  readonly paint: (ctx: SKRSContext2D) => void;
}

/**
 * How an illustrated picture moves, given its fitted texts (`T`): `clear` paints once, over the
 * still picture, what lies behind the parts that move; `frame` paints those parts at t < 1.
 */
export interface SceneMotion<T> {
  readonly clear: (ctx: SKRSContext2D, texts: T) => void;
  readonly frame: (ctx: SKRSContext2D, t: number, texts: T) => void;
}

/**
 * The motion scene of `motion` over the still picture `still` of a `size` scene (drawn at the
 * drawing scale of the moment, as the frames will be) with its fitted `texts`.
 */
export function overStill<T>(
  still: Rendering,
  size: { readonly width: number; readonly height: number },
  texts: T,
  motion: SceneMotion<T>,
): MotionScene {
  const { raster } = still;
  return {
    width: size.width,
    height: size.height,
    ...(still.textFit ? { textFit: still.textFit } : {}),
    paintBase: (ctx) => {
      putRaster(ctx, raster);
      motion.clear(ctx, texts);
    },
    // The still is opaque, so putting its pixels back reads out the very same bytes.
    paintFrame: (ctx, t) => (t >= 1 ? putRaster(ctx, raster) : motion.frame(ctx, t, texts)),
  };
}

/** Replaces the context's pixels with an opaque raster of its size (no blending). */
function putRaster(ctx: SKRSContext2D, raster: Raster): void {
  const { width, height, data } = raster;
  const clamped = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  ctx.putImageData(new ImageData(clamped, width, height), 0, 0);
}

/** Runs `draw` with painting cut to `box`. */
export function within(ctx: SKRSContext2D, box: PixelBox, draw: () => void): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  draw();
  ctx.restore();
}

/** A part of a scene painted once per thread, `box` of the picture, for every animation. */
export interface SceneLayer {
  readonly canvas: Canvas;
  readonly box: PixelBox;
}

/** Layers by key at the picture's own size, and at the one other scale last drawn at. */
const layers = new Map<string, SceneLayer>();
const scaledLayers = { scale: 1, layers: new Map<string, SceneLayer>() };

/**
 * The `box` of the picture `paint` draws (in picture coordinates), painted on a canvas of the
 * box's size (times the drawing scale) the first time `key` is asked for in this thread and
 * kept: scenes take tens of ms to paint, and the few boxes the motions need are small.
 */
export function sceneLayer(
  key: string,
  box: PixelBox,
  paint: (ctx: SKRSContext2D) => void,
): SceneLayer {
  const scale = drawingScale();
  if (scale !== 1 && scaledLayers.scale !== scale) {
    scaledLayers.scale = scale;
    scaledLayers.layers.clear();
  }
  const kept = scale === 1 ? layers : scaledLayers.layers;
  const known = kept.get(key);
  if (known) return known;
  const { canvas, ctx } = scaledSurface(box.width, box.height);
  ctx.translate(-box.x, -box.y);
  paint(ctx);
  const layer = { canvas, box };
  kept.set(key, layer);
  return layer;
}

/** Draws a layer back where it came from. */
export function drawLayer(ctx: SKRSContext2D, layer: SceneLayer): void {
  ctx.drawImage(layer.canvas, layer.box.x, layer.box.y, layer.box.width, layer.box.height);
}

/**
 * Runs `draw` with the context's alpha multiplied by `alpha` (nothing is drawn at 0): a fade
 * of a whole part, its text included.
 */
export function faded(ctx: SKRSContext2D, alpha: number, draw: () => void): void {
  if (alpha <= 0) return;
  ctx.save();
  ctx.globalAlpha *= Math.min(1, alpha);
  draw();
  ctx.restore();
}

/** Runs `draw` scaled by `scale` about (x, y): a pop in place. */
export function scaledAbout(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  scale: number,
  draw: () => void,
): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(scale, scale);
  ctx.translate(-x, -y);
  draw();
  ctx.restore();
}
