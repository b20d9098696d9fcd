// Even line breaks: a paragraph set on N lines is re-broken so its lines come out as even as
// the words allow (no stray last word or lone character), breaking at spaces before breaking
// inside a word; a longer text only loses a lone last word. fit.ts applies it to every fitted
// text; it measures, never draws.
import type { PreparedParagraph, WrappedLine } from './wrap.js';

/** Longer texts gain little from evening out and would pay most for it. */
export const BALANCE_MAX_LINES = 6;

/** A plan: chunk ranges per line and its cost (summed squared slack). */
interface Plan {
  readonly cost: number;
  readonly lines: readonly { paragraph: number; from: number; to: number }[];
}

const NONE: Plan = { cost: Infinity, lines: [] };

/** Where each paragraph may break, and the width of any run of its chunks. */
interface Breakable {
  /** allowed[k]: a line may end after chunk k - 1 (k = 1..n - 1). */
  readonly allowed: readonly boolean[];
  /** Width of chunks from..to-1 on one line: their contents and the spaces between them. */
  readonly width: (from: number, to: number) => number;
}

/**
 * A paragraph's break positions: after a space always; inside a word (between ideographs, at
 * a hyphen, at a Thai word boundary) only when the word is wider than `lineWidth`, so a word
 * that fits on a line is never split where a space could take the break.
 */
function breakable(paragraph: PreparedParagraph, lineWidth: number): Breakable {
  const { chunks } = paragraph;
  const n = chunks.length;
  // ends[k]: content plus trailing space of chunks 0..k-1.
  const ends = [0];
  for (const chunk of chunks) ends.push(ends.at(-1)! + chunk.contentWidth + chunk.spaceWidth);
  const width = (from: number, to: number) =>
    ends[to]! - ends[from]! - (to > from ? chunks[to - 1]!.spaceWidth : 0);
  const allowed = new Array<boolean>(n + 1).fill(false);
  let start = 0;
  for (let k = 1; k <= n; k++) {
    if (k < n && chunks[k - 1]!.space === '') continue;
    // Chunks start..k-1 are one word: inside it, breaks only when it cannot fit on a line.
    const tooWide = width(start, k) > lineWidth;
    for (let j = start + 1; j < k; j++) allowed[j] = tooWide;
    allowed[k] = true;
    start = k;
  }
  return { allowed, width };
}

/**
 * The wrap into exactly `count` lines no wider than `limit` that minimises the summed squared
 * slack of every line, so lines come out as even as the breaks allow.
 */
function evenPlan(
  paragraphs: readonly PreparedParagraph[],
  breaks: readonly Breakable[],
  count: number,
  limit: number,
): Plan {
  const memo = new Map<number, Plan>();
  const solve = (p: number, from: number, left: number): Plan => {
    if (p === paragraphs.length) return left === 0 ? { cost: 0, lines: [] } : NONE;
    if (left <= 0) return NONE;
    const key = (p * 4096 + from) * 64 + left;
    const known = memo.get(key);
    if (known) return known;
    const n = paragraphs[p]!.chunks.length;
    const { allowed, width } = breaks[p]!;
    let best = NONE;
    if (n === 0) {
      const rest = solve(p + 1, 0, left - 1);
      best = { cost: rest.cost, lines: [{ paragraph: p, from: 0, to: 0 }, ...rest.lines] };
    }
    for (let to = from + 1; to <= n; to++) {
      if (to < n && !allowed[to]) continue;
      const w = width(from, to);
      if (w > limit) break;
      const rest = to === n ? solve(p + 1, 0, left - 1) : solve(p, to, left - 1);
      const cost = (limit - w) ** 2 + rest.cost;
      if (cost < best.cost) best = { cost, lines: [{ paragraph: p, from, to }, ...rest.lines] };
    }
    memo.set(key, best);
    return best;
  };
  return solve(0, 0, count);
}

/**
 * `paragraphs` (measured in the same unit as `lineWidth`) on exactly `count` lines no wider
 * than `lineWidth`, as even as the breaks allow: the narrowest width that still holds them on
 * `count` lines, then the evenest plan at it. Undefined when they cannot be set so (a word
 * wider than the line, too many paragraphs) or hold too many lines to be worth it.
 */
export function balanceLines(
  paragraphs: readonly PreparedParagraph[],
  count: number,
  lineWidth: number,
): WrappedLine[] | undefined {
  if (count < 2 || count > BALANCE_MAX_LINES) return undefined;
  // Memo keys hold a chunk index below 4096: longer paragraphs are never set on <= 6 lines.
  if (paragraphs.some((p) => p.chunks.length >= 4096)) return undefined;
  const breaks = paragraphs.map((paragraph) => breakable(paragraph, lineWidth));
  const fits = (limit: number) => evenPlan(paragraphs, breaks, count, limit).cost < Infinity;
  if (!fits(lineWidth)) return undefined;
  let lo = Math.max(0, ...paragraphs.flatMap((p) => p.chunks.map((c) => c.contentWidth)));
  let hi = lineWidth;
  if (fits(lo)) hi = lo;
  while (hi - lo > lineWidth / 1000) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) hi = mid;
    else lo = mid;
  }
  const plan = evenPlan(paragraphs, breaks, count, hi);
  return plan.lines.map(({ paragraph, from, to }) =>
    lineOf(paragraphs[paragraph]!, from, to, breaks[paragraph]!.width(from, to)),
  );
}

/** Chunks from..to-1 of a paragraph as one line (the spaces between them kept). */
function lineOf(
  { chunks, direction }: PreparedParagraph,
  from: number,
  to: number,
  width: number,
): WrappedLine {
  const text = chunks
    .slice(from, to)
    .map((chunk, i) => (i < to - from - 1 ? chunk.content + chunk.space : chunk.content))
    .join('');
  return { text, width, direction };
}

/** The chunk range of each line, paragraph by paragraph; undefined if a word was cut. */
function chunkRanges(
  paragraphs: readonly PreparedParagraph[],
  lines: readonly WrappedLine[],
): { from: number; to: number }[][] | undefined {
  let next = 0;
  const ranges: { from: number; to: number }[][] = [];
  for (const { chunks } of paragraphs) {
    const own: { from: number; to: number }[] = [];
    let from = 0;
    if (chunks.length === 0) next++;
    while (from < chunks.length) {
      const line = lines[next++];
      if (line === undefined) return undefined;
      let text = '';
      let to = from;
      while (to < chunks.length && text.length < line.text.length) {
        text += (to > from ? chunks[to - 1]!.space : '') + chunks[to]!.content;
        to++;
      }
      if (text !== line.text) return undefined;
      own.push({ from, to });
      from = to;
    }
    ranges.push(own);
  }
  return next === lines.length ? ranges : undefined;
}

/**
 * Lines set greedily on more than BALANCE_MAX_LINES lines, with no paragraph ending on a lone
 * word: the last word of the line before moves down to it, when it fits there and that line
 * keeps two words (the classic widow fix; evening out a long text would cost a solve per size).
 * Undefined when nothing moves (or a word was cut, so lines do not follow the chunks).
 */
export function withoutLoneLastWord(
  paragraphs: readonly PreparedParagraph[],
  lines: readonly WrappedLine[],
  lineWidth: number,
): WrappedLine[] | undefined {
  const ranges = chunkRanges(paragraphs, lines);
  if (!ranges) return undefined;
  let moved = false;
  const out: WrappedLine[] = [];
  paragraphs.forEach((paragraph, p) => {
    const own = ranges[p]!;
    if (paragraph.chunks.length === 0) out.push(lineOf(paragraph, 0, 0, 0));
    const { width } = breakable(paragraph, lineWidth);
    const wordStarts = (from: number, to: number) => {
      const starts = [from];
      for (let k = from + 1; k < to; k++) {
        if (paragraph.chunks[k - 1]!.space !== '') starts.push(k);
      }
      return starts;
    };
    const last = own.at(-1);
    const before = own.at(-2);
    if (last && before && wordStarts(last.from, last.to).length === 1) {
      const starts = wordStarts(before.from, before.to);
      const cut = starts.at(-1)!;
      if (starts.length >= 3 && width(cut, last.to) <= lineWidth) {
        own.splice(-2, 2, { from: before.from, to: cut }, { from: cut, to: last.to });
        moved = true;
      }
    }
    for (const { from, to } of own) out.push(lineOf(paragraph, from, to, width(from, to)));
  });
  return moved ? out : undefined;
}
