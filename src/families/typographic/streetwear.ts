// The /streetwear picture: heavy italic white text on a solid red box, box-logo style. The box
// hugs the ink of the text with the same padding on all four sides; its width follows the text
// up to STREETWEAR.maxWidth, then the text wraps onto more lines and finally shrinks.
import { FONTS, fitTextOrThrow, textFitReport, warmUpText } from '../../text/index.js';
import { inkBox } from './art/text-lines.js';
import { paintText } from '../../text/paint.js';
import { frameSurface, toRaster } from '../../art/kit/surface.js';
import { cropped } from '../../art/kit/overlay.js';
import { parseHex } from '../../colour/hex.js';
import type { Generator } from '../../art/kit/generator.js';

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

const padFor = (fontSize: number) => Math.max(6, Math.round(fontSize * STREETWEAR.padding));

export const streetwear: Generator<StreetwearInput> = {
  name: 'streetwear',
  textStyles: { text: STREETWEAR },
  warmUp: () => warmUpText(),
  render: ({ text }) => {
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
    const surface = frameSurface(width, height);
    const { ctx } = surface;
    ctx.fillStyle = STREETWEAR.red;
    ctx.fillRect(0, 0, width, height);
    const block = { x: margin, y: margin, width: layout.width, height: layout.height };
    paintText(ctx, layout, { box: block, color: STREETWEAR.white, align: 'center' });
    const drawn = toRaster(surface);
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
    return { raster: cropped(drawn, box, RED), textFit: textFitReport(layout) };
  },
};
