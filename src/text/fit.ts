// Fits text into a box (DESIGN 2.1): the box may first grow in width (when the image width
// follows the text), then the text wraps, then it shrinks step by step down to a minimum
// legible size. Never clips: text that cannot fit is reported with `fits: false`.
import { InvalidInput, parameterMessage } from '../core/errors.js';
import { type TextFitReport } from '../core/raster.js';
import type { FontSpec } from './font-catalog.js';
import type { TextDirection } from './direction.js';
import { measureWidth, REFERENCE_SIZE, referenceWidth, verticalMetrics } from './measure.js';
import { breakLines, prepareText, type PreparedParagraph, type WrappedLine } from './wrap.js';
import { BALANCE_MAX_LINES, balanceLines, withoutLoneLastWord } from './balance.js';

export interface FitOptions {
  readonly font: FontSpec;
  /** Width of the text box in pixels (the minimum width when `growWidthTo` is set). */
  readonly maxWidth: number;
  readonly maxHeight: number;
  /** Line advance as a multiple of the font size (default 1.25). */
  readonly lineHeight?: number;
  /** Largest font size tried, in pixels; sizes are whole pixels. */
  readonly maxFontSize: number;
  /** Smallest legible size; below it the text does not fit. */
  readonly minFontSize: number;
  /** When set, the box may widen from `maxWidth` up to this before the text wraps. */
  readonly growWidthTo?: number;
  /** At most this many lines (e.g. 1 for a single-line label). */
  readonly maxLines?: number;
  /**
   * Whether a word wider than the line may be cut (at grapheme boundaries) when no size in the
   * range fits it whole (default true). A caller that tries sizes one range at a time sets it to
   * false for a first pass over all of them, so that a smaller size is preferred to a cut word.
   */
  readonly cutWords?: boolean;
  /**
   * Even out the lines of a text set on 2-6 lines (balance.ts; default true): the same size and
   * line count, re-broken as evenly as the words allow, so no stray last word or character.
   */
  readonly balance?: boolean;
  /**
   * Set short text on one line fewer when that keeps at least FEWER_LINES_MIN_RATIO of the
   * size (default false): centred captions read better on fewer, fuller lines.
   */
  readonly preferFewerLines?: boolean;
}

export interface FittedLine {
  readonly text: string;
  /** Exact advance width in pixels at the chosen size. */
  readonly width: number;
  readonly direction: TextDirection;
}

export interface TextLayout {
  readonly font: FontSpec;
  readonly fontSize: number;
  /** Line advance in pixels. */
  readonly lineHeight: number;
  readonly lines: readonly FittedLine[];
  /** Width of the box to draw in: `maxWidth`, or wider (up to `growWidthTo`) when allowed. */
  readonly width: number;
  /** Width of the widest line. */
  readonly contentWidth: number;
  /** `lines.length * lineHeight`. */
  readonly height: number;
  /** Font-box ascent and descent in pixels at `fontSize` (for baseline placement). */
  readonly ascent: number;
  readonly descent: number;
  readonly shrunk: boolean;
  readonly fits: boolean;
}

const DEFAULT_LINE_HEIGHT = 1.25;
const EPSILON = 0.01;
/** One line fewer is worth it down to this share of the font size... */
const FEWER_LINES_MIN_RATIO = 0.86;
/** ...for text wrapped onto at most this many lines more than it has paragraphs. */
const FEWER_LINES_MAX_EXTRA = 2;

/** The largest size worth trying: area and paragraph-count bounds prune hopeless sizes. */
function upperBound(
  paragraphs: readonly PreparedParagraph[],
  options: FitOptions,
  wrapWidth: number,
) {
  const lineHeight = options.lineHeight ?? DEFAULT_LINE_HEIGHT;
  let inkWidth = 0;
  for (const paragraph of paragraphs) {
    for (const chunk of paragraph.chunks) inkWidth += chunk.contentWidth;
  }
  let bound = Math.floor(options.maxFontSize);
  bound = Math.min(bound, Math.floor(options.maxHeight / (lineHeight * paragraphs.length)));
  if (inkWidth > 0) {
    // Every line is at most wrapWidth wide and all lines together are at most maxHeight tall.
    const area = (wrapWidth * options.maxHeight * REFERENCE_SIZE) / (inkWidth * lineHeight);
    bound = Math.min(bound, Math.floor(Math.sqrt(area)));
  }
  return bound;
}

/**
 * Chooses the font size and line breaks for `text` (already normalised) in the box: the
 * largest size at which it fits (greedy breaks, words whole when any size allows), then one
 * line fewer when asked and cheap, then the lines evened out.
 */
export function fitText(text: string, options: FitOptions): TextLayout {
  const measureRef = (s: string) => referenceWidth(options.font, s);
  const paragraphs = prepareText(text, measureRef);
  let layout = fitGreedy(paragraphs, options);
  if (options.preferFewerLines) {
    const fitted = layout;
    while (
      layout.lines.length > paragraphs.length &&
      layout.lines.length <= paragraphs.length + FEWER_LINES_MAX_EXTRA
    ) {
      const fewer = fitGreedy(paragraphs, { ...options, maxLines: layout.lines.length - 1 });
      if (!fewer.fits || fewer.fontSize < fitted.fontSize * FEWER_LINES_MIN_RATIO) break;
      layout = fewer;
    }
  }
  return options.balance === false ? layout : balanced(paragraphs, layout, options);
}

/**
 * `layout` with its lines evened out (balance.ts), or past 6 lines without a lone last word, or
 * as it is when they cannot be.
 */
function balanced(
  paragraphs: readonly PreparedParagraph[],
  layout: TextLayout,
  options: FitOptions,
): TextLayout {
  if (!layout.fits) return layout;
  const size = layout.fontSize;
  const lineWidth = (layout.width * REFERENCE_SIZE) / size;
  const even =
    layout.lines.length > BALANCE_MAX_LINES
      ? withoutLoneLastWord(paragraphs, layout.lines, lineWidth)
      : balanceLines(paragraphs, layout.lines.length, lineWidth);
  if (!even) return layout;
  const rebuilt = buildLayout(options, size, even, true);
  // Kerning across break points can make a re-measured line a hair wider than planned.
  return rebuilt.fits && rebuilt.contentWidth <= layout.width + EPSILON ? rebuilt : layout;
}

/** A layout of `wrapped` lines at `size`, each measured exactly as it will be drawn. */
function buildLayout(
  options: FitOptions,
  size: number,
  wrapped: readonly WrappedLine[],
  fits: boolean,
): TextLayout {
  const { font } = options;
  const lineHeight = options.lineHeight ?? DEFAULT_LINE_HEIGHT;
  const wrapWidth = Math.max(options.maxWidth, options.growWidthTo ?? 0);
  // Pieces were summed while wrapping; report the exact shaped width of each line.
  const lines = wrapped.map((line) => ({
    text: line.text,
    width: measureWidth(font, size, line.text),
    direction: line.direction,
  }));
  const contentWidth = Math.max(0, ...lines.map((line) => line.width));
  const grown = options.growWidthTo === undefined ? options.maxWidth : Math.ceil(contentWidth);
  const metrics = verticalMetrics(font);
  return {
    font,
    fontSize: size,
    lineHeight: lineHeight * size,
    lines,
    width: Math.min(wrapWidth, Math.max(options.maxWidth, grown)),
    contentWidth,
    height: lines.length * lineHeight * size,
    ascent: metrics.ascent * size,
    descent: metrics.descent * size,
    shrunk: size < options.maxFontSize,
    fits: fits && contentWidth <= wrapWidth + EPSILON,
  };
}

/** The largest size at which `paragraphs` fit with greedy breaks (fitText without tidying). */
function fitGreedy(paragraphs: readonly PreparedParagraph[], options: FitOptions): TextLayout {
  const lineHeight = options.lineHeight ?? DEFAULT_LINE_HEIGHT;
  const minSize = Math.max(1, Math.ceil(options.minFontSize));
  const wrapWidth = Math.max(options.maxWidth, options.growWidthTo ?? 0);
  const measureRef = (s: string) => referenceWidth(options.font, s);

  const build = (size: number, wrapped: readonly WrappedLine[], fits: boolean) =>
    buildLayout(options, size, wrapped, fits);
  const wrapAt = (size: number) =>
    breakLines(paragraphs, (wrapWidth * REFERENCE_SIZE) / size, measureRef);

  const tryFrom = (start: number, stop = minSize): TextLayout | null => {
    for (let size = start; size >= stop; size--) {
      const wrapped = wrapAt(size);
      if (options.maxLines !== undefined && wrapped.length > options.maxLines) continue;
      if (wrapped.length * lineHeight * size > options.maxHeight + EPSILON) continue;
      const layout = build(size, wrapped, true);
      if (layout.fits) return layout;
    }
    return null;
  };
  // Shrinking is preferred to cutting a word: first only sizes at which every word fits on
  // a line; cut words (at grapheme boundaries) only when no such size works.
  const upper = upperBound(paragraphs, options, wrapWidth);
  const widest = Math.max(0, ...paragraphs.flatMap((p) => p.chunks.map((c) => c.contentWidth)));
  const uncut = widest > 0 ? Math.floor((wrapWidth * REFERENCE_SIZE) / widest) : upper;
  const cutAllowed = options.cutWords !== false;
  return (
    tryFrom(Math.min(upper, uncut)) ??
    (cutAllowed && uncut < upper ? tryFrom(upper, Math.max(minSize, uncut + 1)) : null) ??
    build(minSize, wrapAt(minSize), false)
  );
}

/** The X-Text-Fit report of a layout. */
export function textFitReport(layout: TextLayout): TextFitReport {
  return { fontSize: layout.fontSize, lines: layout.lines.length, shrunk: layout.shrunk };
}

/**
 * fitText, throwing InvalidInput (a 400 naming `parameter`) when the text cannot fit
 * legibly even at the minimum size.
 */
export function fitTextOrThrow(text: string, options: FitOptions, parameter = 'text'): TextLayout {
  const layout = fitText(text, options);
  if (!layout.fits) {
    const box = `${Math.round(options.growWidthTo ?? options.maxWidth)}x${Math.round(options.maxHeight)}`;
    throw new InvalidInput(
      parameterMessage(
        parameter,
        `is too long to fit legibly: even at the minimum font size of ${layout.fontSize}px ` +
          `it does not fit in ${box} pixels; shorten it`,
      ),
    );
  }
  return layout;
}
