// The /streetwear picture: heavy italic white text on a solid red box, box-logo style. The box
// hugs the ink of the text with the same padding on all four sides; its width follows the text
// up to STREETWEAR.maxWidth, then the text wraps onto more lines and finally shrinks.
import {
  FONTS,
  fitTextOrThrow,
  textFitReport,
  warmUpText,
  type TextLayout,
} from '../../../text/index.js';
import { inkBox } from '../art/text-lines.js';
import { paintText, type Box } from '../../../text/paint.js';
import {
  atScale,
  drawingScale,
  drawSurface,
  frameSurface,
  toRaster,
} from '../../../art/kit/surface.js';
import { drawScale, type DrawTarget } from '../../../art/kit/target.js';
import { cropped } from '../../../art/kit/overlay.js';
import { parseHex } from '../../../colour/hex.js';
import type { Generator } from '../../../art/kit/generator.js';
import type { Raster, Rendering, Size } from '../../../core/raster.js';
import { ImageData, type SKRSContext2D } from '@napi-rs/canvas';
import { phase, type MotionScene } from '../../../art/kit/motion.js';
import { TIMELINE } from './timeline.js';

export interface StreetwearInput {
  readonly text: string;
}

/** Template geometry: sizes in pixels, padding as a share of the font size. */
export const STREETWEAR = {
  red: '#da1f26',
  white: '#ffffff',
  font: FONTS.heavyItalic,
  maxFontSize: 96,
  minFontSize: 20,
  lineHeight: 1.08,
  /** Padding between the ink and the box edge, as a share of the font size. */
  padding: 0.2,
  /** Largest picture; beyond it the text wraps, then shrinks. */
  maxWidth: 1400,
  maxHeight: 800,
} as const;

const RED = parseHex(STREETWEAR.red)!;

/** The rubber stamp's back, seen while it comes down. */
const STAMP = { block: '#8e1217', knob: '#b3181f', knobTop: '#cf3a40' } as const;

const padFor = (fontSize: number) => Math.max(6, Math.round(fontSize * STREETWEAR.padding));

/** How to paint the box again: its text where it was drawn, shifted by (-x, -y). */
interface Redraw {
  readonly layout: TextLayout;
  readonly block: Box;
  readonly x: number;
  readonly y: number;
}

/** The box as drawn: its picture, its design size, and (at its own size) how to redraw it. */
type BoxPicture = Rendering & { readonly size: Size; readonly redraw?: Redraw };

/** Red over `width` x `height`, and the text at its place in the drawing shifted by (-x, -y). */
function paintOnRed(ctx: SKRSContext2D, width: number, height: number, redraw: Redraw): void {
  ctx.fillStyle = STREETWEAR.red;
  ctx.fillRect(0, 0, width, height);
  ctx.save();
  ctx.translate(-redraw.x, -redraw.y);
  paintText(ctx, redraw.layout, { box: redraw.block, color: STREETWEAR.white, align: 'center' });
  ctx.restore();
}

/** `paintOnRed` on the picture frame, read back (at the drawing scale of the moment). */
function drawnOnRed(width: number, height: number, redraw: Redraw): Raster {
  const surface = frameSurface(width, height);
  paintOnRed(surface.ctx, width, height, redraw);
  return toRaster(surface);
}

/**
 * The box as one opaque picture (the still): the text drawn on red with room around it, then
 * the box cut out of it, padded evenly around the ink. For a `target` wider than the box, the
 * same drawing is made again at that width and the same box cut out of it.
 */
function boxPicture(text: string, target?: DrawTarget): BoxPicture {
  const pad = padFor(STREETWEAR.maxFontSize);
  const layout = fitTextOrThrow(text, {
    font: STREETWEAR.font,
    maxWidth: 1,
    growWidthTo: STREETWEAR.maxWidth - 2 * pad - pad / 2, // room for italic overhang
    maxHeight: STREETWEAR.maxHeight - 2 * pad,
    maxFontSize: STREETWEAR.maxFontSize,
    minFontSize: STREETWEAR.minFontSize,
    lineHeight: STREETWEAR.lineHeight,
  });
  // Draw the text on the red with room around it (half the font size) for overhangs and the
  // padding, find its ink, then cut the box out of what was drawn, padded evenly around the
  // ink: one opaque picture read back once costs less than drawing the text apart first.
  const padding = padFor(layout.fontSize);
  const margin = Math.ceil(layout.fontSize / 2);
  const width = Math.ceil(layout.width) + 2 * margin;
  const height = Math.ceil(layout.height) + 2 * margin;
  const block = { x: margin, y: margin, width: layout.width, height: layout.height };
  // The box is found at the design size, whatever the scale of the moment.
  const drawn = atScale(1, () => drawnOnRed(width, height, { layout, block, x: 0, y: 0 }));
  const ink = inkBox(drawn, RED) ?? {
    ...block,
    width: Math.ceil(block.width),
    height: Math.ceil(block.height),
  };
  // Ink that overhangs the text's box by more than the margin (stacked combining marks) is
  // cut at the drawing's edge, as before; the box keeps its padding, in red.
  const box = {
    x: ink.x - padding,
    y: ink.y - padding,
    width: ink.width + 2 * padding,
    height: ink.height + 2 * padding,
  };
  const textFit = textFitReport(layout);
  const size = { width: box.width, height: box.height };
  const scale = target ? drawScale(size, target) : drawingScale();
  if (scale !== 1) {
    // Only the box, drawn larger: what overhangs it is cut off, as at its own size.
    const redraw = { layout, block, x: box.x, y: box.y };
    const raster = atScale(scale, () => drawnOnRed(box.width, box.height, redraw));
    return { raster, textFit, size, redraw };
  }
  const inside =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
  const raster = cropped(drawn, box, RED);
  return {
    raster,
    textFit,
    size,
    ...(inside ? { redraw: { layout, block, x: box.x, y: box.y } } : {}),
  };
}

/**
 * The box as a scene: the still picture (the print) is the base. The rubber stamp comes down,
 * its back growing to full size, and leaves the print, squashed and knocked down by the blow,
 * which springs back. Scales stay at most 1 and the knock within the padding around the
 * ink, so the text never reaches the picture's edge.
 */
function stamp({ text }: StreetwearInput): MotionScene {
  const still = boxPicture(text);
  const { width, height } = still.size;
  // The ink is padded by at least padFor(minFontSize) on every side.
  const room = Math.max(0, padFor(STREETWEAR.minFontSize) - 2);
  return {
    width,
    height,
    textFit: still.textFit!,
    baseMoves: true,
    paintBase: (ctx) => {
      const { redraw } = still;
      // The same drawing shifted by whole pixels: the same pixels as the cut-out still.
      if (redraw) return paintOnRed(ctx, width, height, redraw);
      // Ink cut at the drawing's edge (stacked marks), or drawn larger: the still's own pixels.
      const { data } = still.raster;
      const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
      ctx.putImageData(new ImageData(pixels, still.raster.width, still.raster.height), 0, 0);
    },
    paintFrame: (ctx, t, base) => {
      const fall = phase(t, 0, 0.42);
      const land = phase(t, 0.42, 0.52);
      if (fall < 1) return drawStampBack(ctx, width, height, 0.72 + 0.28 * fall * fall);
      if (land === 1) return drawSurface(ctx, base!, 0, 0);
      // The blow: the print squashed flat and knocked down, for a frame (each frame of the
      // print costs as much as the still to encode: the largest box affords two).
      const squash = 1 - 0.14 * (1 - land);
      const shiftY = Math.round(room * (1 - land));
      ctx.save();
      ctx.translate(width / 2, height / 2 + shiftY);
      ctx.scale(1, squash);
      ctx.drawImage(base!, -width / 2, -height / 2, width, height);
      ctx.restore();
    },
  };
}

/**
 * The stamp coming down, seen from above: its back, a dark red block with a round knob,
 * `scale` times the print's size about the picture's centre. Flat colour on purpose: the
 * frames before the print cost next to nothing to encode, even for the largest box.
 */
function drawStampBack(ctx: SKRSContext2D, width: number, height: number, scale: number): void {
  const w = width * scale;
  const h = height * scale;
  const side = Math.min(w, h);
  ctx.fillStyle = STAMP.block;
  ctx.beginPath();
  ctx.roundRect((width - w) / 2, (height - h) / 2, w, h, side * 0.08);
  ctx.fill();
  ctx.fillStyle = STAMP.knob;
  ctx.beginPath();
  ctx.arc(width / 2, height / 2, side * 0.28, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = STAMP.knobTop;
  ctx.beginPath();
  ctx.arc(width / 2 - side * 0.05, height / 2 - side * 0.05, side * 0.16, 0, Math.PI * 2);
  ctx.fill();
}

export const streetwear: Generator<StreetwearInput> = {
  name: 'streetwear',
  textStyles: { text: STREETWEAR },
  warmUp: () => warmUpText(),
  // The still is the box itself (the scene's frame at t = 1 is this picture, copied).
  render: ({ text }, target) => {
    const { raster, textFit } = boxPicture(text, target);
    return { raster, ...(textFit ? { textFit } : {}) };
  },
  motion: { timeline: TIMELINE, animate: stamp },
};
