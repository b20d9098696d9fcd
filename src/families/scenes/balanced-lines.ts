// Tidier line breaks for short centred text: first prefer one line fewer when it costs little
// size, then even out line lengths at the same size and line count (no stray last word).
import {
  fitText,
  measureWidth,
  prepareText,
  REFERENCE_SIZE,
  referenceWidth,
  type FitOptions,
  type TextLayout,
} from '../../text/index.js';

/** Longer texts gain little from tidying and would pay most for it. */
export const TIDY_MAX_LINES = 6;
/** One line fewer is worth it down to this share of the font size... */
const FEWER_LINES_MIN_RATIO = 0.86;
/** ...for text wrapped onto at most this many lines more than it has paragraphs. */
const FEWER_LINES_MAX_EXTRA = 2;

interface Chunk {
  readonly content: string;
  readonly space: string;
  readonly contentWidth: number;
  readonly spaceWidth: number;
}

interface Paragraph {
  readonly direction: TextLayout['lines'][number]['direction'];
  readonly chunks: readonly Chunk[];
}

/** A wrap of every paragraph into exactly `count` lines: chunk ranges per line. */
interface Plan {
  readonly cost: number;
  readonly lines: readonly { paragraph: number; from: number; to: number }[];
}

const NONE: Plan = { cost: Infinity, lines: [] };

/**
 * The wrap into exactly `count` lines no wider than `limit` (reference units) that minimises
 * the summed squared slack of every line, so lines come out as even as the words allow.
 */
function evenPlan(paragraphs: readonly Paragraph[], count: number, limit: number): Plan {
  const memo = new Map<string, Plan>();
  const width = (chunks: readonly Chunk[], from: number, to: number) => {
    let sum = 0;
    for (let i = from; i < to; i++) {
      sum += (chunks[i] as Chunk).contentWidth;
      if (i < to - 1) sum += (chunks[i] as Chunk).spaceWidth;
    }
    return sum;
  };
  const solve = (p: number, from: number, left: number): Plan => {
    if (p === paragraphs.length) return left === 0 ? { cost: 0, lines: [] } : NONE;
    if (left <= 0) return NONE;
    const key = `${p}:${from}:${left}`;
    const known = memo.get(key);
    if (known) return known;
    const { chunks } = paragraphs[p] as Paragraph;
    let best = NONE;
    if (chunks.length === 0) {
      const rest = solve(p + 1, 0, left - 1);
      best = { cost: rest.cost, lines: [{ paragraph: p, from: 0, to: 0 }, ...rest.lines] };
    }
    for (let to = from + 1; to <= chunks.length; to++) {
      const w = width(chunks, from, to);
      if (w > limit) break;
      const rest = to === chunks.length ? solve(p + 1, 0, left - 1) : solve(p, to, left - 1);
      const cost = (limit - w) ** 2 + rest.cost;
      if (cost < best.cost) best = { cost, lines: [{ paragraph: p, from, to }, ...rest.lines] };
    }
    memo.set(key, best);
    return best;
  };
  return solve(0, 0, count);
}

/** The narrowest width (reference units) at which `count` lines can hold the text. */
function narrowestWidth(paragraphs: readonly Paragraph[], count: number, widest: number): number {
  let lo = Math.max(0, ...paragraphs.flatMap((p) => p.chunks.map((c) => c.contentWidth)));
  let hi = widest;
  if (evenPlan(paragraphs, count, lo).cost < Infinity) return lo;
  while (hi - lo > 1) {
    const mid = (lo + hi) / 2;
    if (evenPlan(paragraphs, count, mid).cost < Infinity) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The same size and number of lines, re-broken as evenly as the words allow within `width`
 * pixels. Returns `layout` unchanged when it is one line, long, or holds a cut word.
 */
export function evenLines(text: string, layout: TextLayout, width: number): TextLayout {
  const count = layout.lines.length;
  if (count < 2 || count > TIDY_MAX_LINES) return layout;
  const { font, fontSize } = layout;
  const paragraphs = prepareText(text, (s) => referenceWidth(font, s));
  const limit = (width * REFERENCE_SIZE) / fontSize;
  if (evenPlan(paragraphs, count, limit).cost === Infinity) return layout;
  const plan = evenPlan(paragraphs, count, narrowestWidth(paragraphs, count, limit));
  const lines = plan.lines.map(({ paragraph, from, to }) => {
    const { chunks, direction } = paragraphs[paragraph] as Paragraph;
    const text = chunks
      .slice(from, to)
      .map((chunk, i) => (i < to - from - 1 ? chunk.content + chunk.space : chunk.content))
      .join('');
    return { text, width: measureWidth(font, fontSize, text), direction };
  });
  // Kerning across break points can make a re-measured line a hair wider than planned.
  if (lines.length !== count || lines.some((line) => line.width > width)) return layout;
  return { ...layout, lines, contentWidth: Math.max(...lines.map((line) => line.width)) };
}

/**
 * Tidies a fitted layout of `text`: while a paragraph is wrapped onto at most
 * FEWER_LINES_MAX_EXTRA extra lines, takes one line fewer if that keeps at least
 * FEWER_LINES_MIN_RATIO of the fitted size (short texts read better on fewer, fuller lines;
 * longer ones would only get smaller). Then evens out the lines.
 */
export function tidyLayout(text: string, fitted: TextLayout, options: FitOptions): TextLayout {
  const paragraphs = text.split('\n').length;
  let layout = fitted;
  while (
    layout.lines.length > paragraphs &&
    layout.lines.length <= paragraphs + FEWER_LINES_MAX_EXTRA
  ) {
    const fewer = fitText(text, { ...options, maxLines: layout.lines.length - 1 });
    if (!fewer.fits || fewer.fontSize < fitted.fontSize * FEWER_LINES_MIN_RATIO) break;
    layout = fewer;
  }
  return evenLines(text, layout, options.maxWidth);
}
