// Motion for generators: a picture that moves is a scene laid out once (text fitted, size
// known), a base layer painted once, and the moving parts painted over it per frame at time
// t = 0..1. The still picture is the frame at t = 1, so the two can never disagree.
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { Raster, Rendering, TextFitReport } from '../../core/raster.js';
import { patchFrame, type PixelBox } from './overlay.js';
import { pickFrames, type Animation, type Timeline } from '../../core/animation.js';
import {
  atScale,
  drawingScale,
  drawSurface,
  frameSurface,
  toRaster,
  type FrameRole,
  type Surface,
} from './surface.js';
import { drawScale, type DrawTarget } from './target.js';

/** One picture's motion, laid out: what `animate` of a generator returns. */
export interface MotionScene {
  readonly width: number;
  readonly height: number;
  /** What never changes, painted once per animation (absent: nothing is fixed). */
  readonly paintBase?: (ctx: SKRSContext2D) => void;
  /**
   * True when the base layer itself moves: each frame starts empty and `paintFrame` places the
   * base (handed to it) where it is at t. False or absent: the base is copied at 0,0 first.
   */
  readonly baseMoves?: boolean;
  /** The moving parts at time t (0..1); t = 1 is the still picture. */
  readonly paintFrame: (ctx: SKRSContext2D, t: number, base: Canvas | undefined) => void;
  readonly textFit?: TextFitReport;
  /** The reusable frame its pictures are painted on (surface.ts; default 'picture'). */
  readonly frame?: FrameRole;
  /**
   * Drawn on a grid of whole pixels (the achievement toast): drawn larger, it takes a whole
   * multiple of its size (kit/target.ts), so every art pixel stays a square block.
   */
  readonly pixelArt?: boolean;
}

/**
 * The still picture of a scene: its base and its frame at t = 1, drawn for `target` (without
 * one, at the drawing scale of the moment).
 */
export function stillOf(scene: MotionScene, target?: DrawTarget): Rendering {
  const scale = target ? drawScale(scene, target, scene.pixelArt) : drawingScale();
  return atScale(scale, () => {
    const base = scene.baseMoves ? paintedBase(scene) : undefined;
    const surface = frameSurface(scene.width, scene.height, scene.frame);
    if (!base) scene.paintBase?.(surface.ctx);
    scene.paintFrame(surface.ctx, 1, base?.canvas);
    return { raster: toRaster(surface), ...(scene.textFit ? { textFit: scene.textFit } : {}) };
  });
}

/**
 * The still picture of a scene whose base is the shared picture `base` and whose moving parts
 * at t = 1 lie inside `box`: only the box is drawn on and read back (overlay.ts, patchFrame),
 * pixel for pixel as on the whole picture, and the rows it leaves alone stay the base's own
 * (which the PNG writer reuses compressed).
 */
export function stillOver(scene: MotionScene, base: Raster, box: PixelBox): Rendering {
  const overlay = patchFrame(base, box);
  scene.paintFrame(overlay.ctx, 1, undefined);
  return { raster: overlay.finish(), ...(scene.textFit ? { textFit: scene.textFit } : {}) };
}

/** The scene's base painted on the 'base' frame, or undefined when it has none. */
function paintedBase(scene: MotionScene): Surface | undefined {
  if (!scene.paintBase) return undefined;
  const base = frameSurface(scene.width, scene.height, 'base');
  scene.paintBase(base.ctx);
  return base;
}

/**
 * A painter of `scene`'s frames: the base is painted once on the 'base' frame, then each frame
 * asked for (its time t) is that base copied and the moving parts painted over it. The surface
 * it returns is valid until the next call (every frame reuses it). Under atScale, the frames
 * are drawn that many times larger.
 */
export function framePainter(scene: MotionScene): (t: number) => Surface {
  const { width, height } = scene;
  const base = paintedBase(scene);
  return (t) => {
    const surface = frameSurface(width, height, scene.frame);
    if (base && !scene.baseMoves) drawSurface(surface.ctx, base.canvas, 0, 0);
    scene.paintFrame(surface.ctx, t, base?.canvas);
    return surface;
  };
}

/** Every frame of `scene` along `timeline` (at most `most`), stacked: for tests and tools. */
export function playScene(scene: MotionScene, timeline: Timeline, most: number): Animation {
  const shown = pickFrames(timeline, most);
  const paint = framePainter(scene);
  let data = new Uint8Array(0);
  let width = 0;
  let height = 0;
  shown.forEach(({ t }, i) => {
    const frame = toRaster(paint(t));
    // Every frame has the size of the first (the scene's, times the drawing scale).
    if (i === 0) {
      ({ width, height } = frame);
      data = new Uint8Array(width * height * 4 * shown.length);
    }
    data.set(frame.data, i * width * height * 4);
  });
  return {
    width,
    height,
    data,
    delays: shown.map((frame) => frame.delayMs),
    ...(scene.textFit ? { textFit: scene.textFit } : {}),
  };
}

// Easing, one of each, for every motion (t and the results are 0..1 unless said otherwise).

/** 0..1 within the part of the timeline from `start` to `end` (0 before, 1 after). */
export function phase(t: number, start: number, end: number): number {
  if (t <= start) return 0;
  if (t >= end) return 1;
  return (t - start) / (end - start);
}

/** Fast at first, settling into place. */
export const easeOut = (t: number): number => 1 - (1 - t) ** 3;

/** Smooth at both ends. */
export const easeInOut = (t: number): number => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2);

/** Overshoots a little past 1 before settling: a pop. */
export function easeOutBack(t: number, overshoot = 1.7): number {
  const u = t - 1;
  return 1 + (overshoot + 1) * u ** 3 + overshoot * u ** 2;
}

/** A damped wobble that starts at 0, swings `swings` times and ends at 0 (shakes, rings). */
export function wobble(t: number, swings = 3): number {
  return Math.sin(t * swings * 2 * Math.PI) * (1 - t);
}
