// The /streetwear picture: heavy italic white text on a solid red box, box-logo style. The box
// hugs the ink of the text with the same padding on all four sides; its width follows the text
// up to STREETWEAR.maxWidth, then the text wraps onto more lines and finally shrinks.
import { FONTS, fitTextOrThrow, textFitReport, warmUpText } from '../../text/index.js';
import { inkBox } from './art/text-lines.js';
import { paintText } from '../../text/paint.js';
import { frameSurface, toRaster } from '../../art/kit/surface.js';
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
    // Draw the text on a transparent scratch surface with room for overhangs, find its ink,
    // then lay the ink onto a red box padded evenly around it.
    const margin = Math.ceil(layout.fontSize / 2);
    const scratchWidth = Math.ceil(layout.width) + 2 * margin;
    const scratchHeight = Math.ceil(layout.height) + 2 * margin;
    const scratch = frameSurface(scratchWidth, scratchHeight, 'scratch');
    const block = { x: margin, y: margin, width: layout.width, height: layout.height };
    paintText(scratch.ctx, layout, { box: block, color: STREETWEAR.white, align: 'center' });
    const ink = inkBox(scratch.ctx, scratchWidth, scratchHeight) ?? block;
    const padding = padFor(layout.fontSize);
    const width = Math.ceil(ink.width) + 2 * padding;
    const height = Math.ceil(ink.height) + 2 * padding;
    const surface = frameSurface(width, height);
    const { ctx } = surface;
    ctx.fillStyle = STREETWEAR.red;
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(scratch.canvas, padding - Math.floor(ink.x), padding - Math.floor(ink.y));
    return { raster: toRaster(surface), textFit: textFitReport(layout) };
  },
};
