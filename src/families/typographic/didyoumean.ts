// The /didyoumean picture (1300x320): a search results page with an invented wordmark, `top`
// in the search box, "Did you mean: `bottom`" with the suggestion in bold italic link blue, and
// faint skeleton bars where results would be.
import {
  FONTS,
  cssFont,
  fitText,
  fitTextOrThrow,
  measureWidth,
  warmUpText,
  type TextLayout,
} from '../../text/index.js';
import { drawWordmark } from './art/wordmark.js';
import { drawPageChrome, drawSearchBox, SEARCH_PAGE } from './art/search-page.js';
import { paintLineAt } from './art/text-lines.js';
import { createSurface, toRaster } from '../../art/kit/surface.js';
import { boxAround, overlayFrame } from '../../art/kit/overlay.js';
import { SharedPictures } from '../../art/kit/shared-pictures.js';
import { sharedRegion } from '../../art/kit/shared-store.js';
import type { Raster } from '../../core/raster.js';
import { paintText } from '../../text/paint.js';
import { InvalidInput, parameterMessage } from '../../core/errors.js';
import { type Generator } from '../../art/kit/generator.js';

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
 * render threads (art/kit/shared-store.ts).
 */
function pagePixels(): Raster {
  shared ??= new SharedPictures(sharedRegion('searchPage'), { page });
  return shared.get('page', () => {
    const surface = createSurface(page.width, page.height);
    drawPageChrome(surface.ctx);
    drawWordmark(surface.ctx, page.wordmarkX, page.wordmarkBaseline, page.wordmarkSize);
    drawSearchBox(surface.ctx);
    return toRaster(surface);
  });
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
  render: ({ top, bottom }) => {
    const d = DID_YOU_MEAN;
    const overlay = overlayFrame(pagePixels(), TEXT_BOX);
    const { ctx } = overlay;

    const query = fitQuery(top);
    paintText(ctx, query, {
      box: { x: box.textX, y: box.y, width: box.textWidth, height: box.height },
      color: d.queryColor,
      align: 'start',
    });

    const { prefixWidth, layout } = fitSuggestion(bottom);
    // One baseline grid for the prefix and the suggestion's lines, centred in the area.
    const inLine = (layout.lineHeight - (layout.ascent + layout.descent)) / 2 + layout.ascent;
    const firstBaseline = suggestion.y + (suggestion.height - layout.height) / 2 + inLine;
    ctx.font = cssFont(d.prefixFont, layout.fontSize);
    ctx.fillStyle = d.prefixColor;
    ctx.textAlign = 'left';
    ctx.direction = 'ltr';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(d.prefix, suggestion.x, firstBaseline);
    const textX = suggestion.x + prefixWidth;
    layout.lines.forEach((line, i) => {
      const x = line.direction === 'rtl' ? textX + layout.contentWidth - line.width : textX;
      paintLineAt(ctx, layout, line, x, firstBaseline + i * layout.lineHeight, d.suggestionColor);
    });
    return {
      raster: overlay.finish(),
      textFit: {
        fontSize: layout.fontSize,
        lines: layout.lines.length,
        shrunk: layout.fontSize < d.maxFontSize,
      },
    };
  },
};
