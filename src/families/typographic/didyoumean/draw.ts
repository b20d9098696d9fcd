// The /didyoumean picture (1300x320): a search results page with an invented wordmark, `top`
// in the search box, "Did you mean: `bottom`" with the suggestion in bold italic link blue, and
// faint skeleton bars where results would be.
import {
  FONTS,
  cssFont,
  fitText,
  fitTextOrThrow,
  graphemes,
  measureWidth,
  warmUpText,
  type TextLayout,
} from '../../../text/index.js';
import { drawWordmark } from './wordmark.js';
import { drawPageChrome, drawSearchBox, SEARCH_PAGE } from './search-page.js';
import { paintLineAt } from '../art/text-lines.js';
import { atScale, createSurface, drawingScale, toRaster } from '../../../art/kit/surface.js';
import { drawScale } from '../../../art/kit/target.js';
import { boxAround } from '../../../art/kit/overlay.js';
import { SharedPictures } from '../../../art/kit/shared-pictures.js';
import { sharedRegion } from '../../../art/kit/shared-store.js';
import type { Raster } from '../../../core/raster.js';
import { baselines, lineX, paintText, type Box } from '../../../text/paint.js';
import { ImageData, type SKRSContext2D } from '@napi-rs/canvas';
import { easeOut, phase, stillOf, stillOver, type MotionScene } from '../../../art/kit/motion.js';
import { TIMELINE } from './timeline.js';
import { InvalidInput, parameterMessage } from '../../../core/errors.js';
import { type Generator } from '../../../art/kit/generator.js';

export interface DidYouMeanInput {
  readonly top: string;
  readonly bottom: string;
}

export const DID_YOU_MEAN = {
  prefix: 'Did you mean: ',
  prefixFont: FONTS.body,
  prefixColor: '#c5362b',
  suggestionFont: FONTS.boldItalic,
  suggestionColor: '#1a3fc4',
  queryFont: FONTS.body,
  queryColor: '#202124',
  queryMaxFontSize: 22,
  queryOneLineMin: 15,
  queryMinFontSize: 11,
  /** Sizes of the "Did you mean" line: one line down to `oneLineMin`, then two lines. */
  maxFontSize: 28,
  oneLineMinFontSize: 21,
  minFontSize: 13,
  lineHeight: 1.25,
} as const;

const { page, box, suggestion } = SEARCH_PAGE;

let shared: SharedPictures<'page'> | undefined;

/**
 * Everything that does not depend on the texts, painted once per process and shared by the
 * renderer's threads (art/kit/shared-store.ts).
 */
function pagePixels(): Raster {
  shared ??= new SharedPictures(sharedRegion('searchPage'), { page });
  return shared.get('page', () => {
    const surface = createSurface(page.width, page.height);
    drawPage(surface.ctx);
    return toRaster(surface);
  });
}

/** The page without its texts. */
function drawPage(ctx: SKRSContext2D): void {
  drawPageChrome(ctx);
  drawWordmark(ctx, page.wordmarkX, page.wordmarkBaseline, page.wordmarkSize);
  drawSearchBox(ctx);
}

/** Where the texts are painted (the query, the suggestion line), with 4 px to spare. */
const TEXT_BOX = boxAround(
  [
    { x: box.textX, y: box.y },
    { x: box.textX + box.textWidth, y: box.y + box.height },
    { x: suggestion.x, y: suggestion.y },
    { x: suggestion.x + suggestion.width, y: suggestion.y + suggestion.height },
  ],
  4,
  page.width,
  page.height,
);

/** The query on one line down to `queryOneLineMin`, else on two (a forced break needs two). */
function fitQuery(top: string): TextLayout {
  const d = DID_YOU_MEAN;
  const options = {
    font: d.queryFont,
    maxWidth: box.textWidth,
    maxHeight: box.height - 2 * box.textMarginY,
    maxFontSize: d.queryMaxFontSize,
    lineHeight: 1.2,
  };
  const oneLine = fitText(top, { ...options, minFontSize: d.queryOneLineMin, maxLines: 1 });
  if (oneLine.fits) return oneLine;
  return fitTextOrThrow(top, { ...options, minFontSize: d.queryMinFontSize, maxLines: 2 }, 'top');
}

interface SuggestionFit {
  readonly prefixWidth: number;
  readonly layout: TextLayout;
}

/**
 * The largest size at which "Did you mean: " plus the suggestion fit: one line preferred, then
 * two with whole words, and a word cut in two only when no size fits it whole.
 */
function fitSuggestion(bottom: string): SuggestionFit {
  const d = DID_YOU_MEAN;
  const passes = [
    { lines: 1, from: d.maxFontSize, to: d.oneLineMinFontSize, cutWords: false },
    { lines: 2, from: d.maxFontSize, to: d.minFontSize, cutWords: false },
    { lines: 2, from: d.maxFontSize, to: d.minFontSize, cutWords: true },
  ];
  for (const pass of passes) {
    for (let size = pass.from; size >= pass.to; size--) {
      const prefixWidth = measureWidth(d.prefixFont, size, d.prefix);
      const layout = fitText(bottom, {
        font: d.suggestionFont,
        maxWidth: suggestion.width - prefixWidth,
        maxHeight: suggestion.height,
        maxFontSize: size,
        minFontSize: size,
        maxLines: pass.lines,
        lineHeight: d.lineHeight,
        cutWords: pass.cutWords,
      });
      if (layout.fits) return { prefixWidth, layout };
    }
  }
  throw new InvalidInput(parameterMessage('bottom', 'is too long to fit legibly; shorten it'));
}

/** The query's first `count` graphemes, line after line (typing), each line as it is placed. */
function typed(query: TextLayout, lines: readonly string[][], count: number): TextLayout {
  let left = count;
  const shown = query.lines.map((line, i) => {
    const part = lines[i]!.slice(0, Math.max(0, left));
    left -= lines[i]!.length;
    if (part.length === lines[i]!.length) return line;
    const text = part.join('');
    return { ...line, text, width: measureWidth(query.font, query.fontSize, text) };
  });
  return { ...query, lines: shown };
}

/**
 * The page as a scene: the shared page is the base. The query is typed into the search box
 * grapheme by grapheme behind a caret, the caret blinks, then the results come in: the
 * "Did you mean" line fades in rising into place as a white veil over the results lifts.
 */
function searchPage({ top, bottom }: DidYouMeanInput): MotionScene {
  const d = DID_YOU_MEAN;
  const query = fitQuery(top);
  const queryBox = { x: box.textX, y: box.y, width: box.textWidth, height: box.height };
  const lines = query.lines.map((line) => graphemes(line.text));
  const total = lines.reduce((sum, line) => sum + line.length, 0);
  const { prefixWidth, layout } = fitSuggestion(bottom);
  // One baseline grid for the prefix and the suggestion's lines, centred in the area.
  const inLine = (layout.lineHeight - (layout.ascent + layout.descent)) / 2 + layout.ascent;
  const firstBaseline = suggestion.y + (suggestion.height - layout.height) / 2 + inLine;
  const textX = suggestion.x + prefixWidth;
  // Drawn larger than its own size, the page is painted afresh at that size.
  const pixels = drawingScale() === 1 ? pagePixels() : undefined;
  return {
    width: page.width,
    height: page.height,
    textFit: {
      fontSize: layout.fontSize,
      lines: layout.lines.length,
      shrunk: layout.fontSize < d.maxFontSize,
    },
    paintBase: (ctx) => {
      if (!pixels) return drawPage(ctx);
      const { data } = pixels;
      const clamped = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
      ctx.putImageData(new ImageData(clamped, page.width, page.height), 0, 0);
    },
    paintFrame: (ctx, t) => {
      const typing = phase(t, 0.04, 0.55);
      const results = easeOut(phase(t, 0.66, 0.95));
      if (results < 1) {
        ctx.fillStyle = page.background;
        ctx.globalAlpha = 1 - results;
        ctx.fillRect(0, SEARCH_PAGE.tabs.dividerY + 1, page.width, page.height);
        ctx.globalAlpha = 1;
      }
      // Text stays inside its box, as on the still picture (which never reaches its edge).
      ctx.save();
      ctx.beginPath();
      ctx.rect(TEXT_BOX.x, TEXT_BOX.y, TEXT_BOX.width, TEXT_BOX.height);
      ctx.clip();
      const shown = typing < 1 ? typed(query, lines, Math.ceil(total * typing)) : query;
      paintText(ctx, shown, { box: queryBox, color: d.queryColor, align: 'start' });
      if (results > 0) {
        ctx.globalAlpha = results;
        ctx.translate(0, Math.round(10 * (1 - results)));
        paintSuggestion(ctx, layout, suggestion.x, textX, firstBaseline);
      }
      ctx.restore();
      // The caret: after the last typed grapheme while typing, then blinking until the search.
      const blinkOn = Math.floor(t * 15) % 2 === 0;
      if (t < 0.66 && (typing < 1 || blinkOn)) paintCaret(ctx, shown, queryBox);
    },
  };
}

/** "Did you mean: " and the suggestion's lines, on one baseline grid from `baseline`. */
function paintSuggestion(
  ctx: SKRSContext2D,
  layout: TextLayout,
  prefixX: number,
  textX: number,
  baseline: number,
): void {
  const d = DID_YOU_MEAN;
  ctx.font = cssFont(d.prefixFont, layout.fontSize);
  ctx.fillStyle = d.prefixColor;
  ctx.textAlign = 'left';
  ctx.direction = 'ltr';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(d.prefix, prefixX, baseline);
  layout.lines.forEach((line, i) => {
    const x = line.direction === 'rtl' ? textX + layout.contentWidth - line.width : textX;
    paintLineAt(ctx, layout, line, x, baseline + i * layout.lineHeight, d.suggestionColor);
  });
}

/** A text caret at the end of the last non-empty line typed (its left end for RTL). */
function paintCaret(ctx: SKRSContext2D, shown: TextLayout, queryBox: Box): void {
  const ys = baselines(shown, queryBox, 'middle');
  let index = shown.lines.findLastIndex((line) => line.text !== '');
  if (index < 0) index = 0;
  const line = shown.lines[index]!;
  const left = lineX(line, queryBox, 'start');
  const x = line.direction === 'rtl' ? left - 3 : left + line.width + 1;
  const size = shown.fontSize;
  ctx.fillStyle = DID_YOU_MEAN.queryColor;
  ctx.fillRect(Math.round(x), Math.round(ys[index]! - 0.82 * size), 2, Math.round(1.08 * size));
}

export const didyoumean: Generator<DidYouMeanInput> = {
  name: 'didyoumean',
  textStyles: {
    top: {
      font: DID_YOU_MEAN.queryFont,
      maxFontSize: DID_YOU_MEAN.queryMaxFontSize,
      minFontSize: DID_YOU_MEAN.queryMinFontSize,
    },
    bottom: {
      font: DID_YOU_MEAN.suggestionFont,
      maxFontSize: DID_YOU_MEAN.maxFontSize,
      minFontSize: DID_YOU_MEAN.minFontSize,
    },
  },
  warmUp: () => {
    warmUpText();
    pagePixels();
  },
  render: (input, target) => {
    const scale = drawScale(page, target);
    if (scale !== 1) return atScale(scale, () => stillOf(searchPage(input)));
    // At its own size only the text box is drawn and read back, over the shared page; the rows
    // it leaves alone are the page's own, which the PNG writer reuses compressed.
    return stillOver(searchPage(input), pagePixels(), TEXT_BOX);
  },
  motion: { timeline: TIMELINE, animate: searchPage },
};
