// Greedy line wrapping: explicit `\n` always breaks; otherwise lines break between chunks
// (breaks.ts), at spaces before inside words, and a chunk wider than the line is cut at
// grapheme boundaries. Widths come from a `measure` function, so the same code wraps real
// fonts or test data.
import { graphemes, splitIntoChunks, splitTrailingSpace } from './breaks.js';
import { detectDirection, type TextDirection } from './direction.js';

/** Width of a string in any unit, as long as it matches `maxWidth`. */
export type Measure = (text: string) => number;

export interface Chunk {
  readonly content: string;
  /** Breakable spaces after the content: kept between words, dropped at a line end. */
  readonly space: string;
  readonly contentWidth: number;
  readonly spaceWidth: number;
}

export interface PreparedParagraph {
  readonly direction: TextDirection;
  readonly chunks: readonly Chunk[];
}

export interface WrappedLine {
  readonly text: string;
  /** Sum of the measured pieces (exact up to kerning across break points). */
  readonly width: number;
  readonly direction: TextDirection;
}

const EDGE_SPACES =
  /^[\u0020\u1680\u2000-\u2006\u2008-\u200B\u205F\u3000]+|[\u0020\u1680\u2000-\u2006\u2008-\u200B\u205F\u3000]+$/gu;

/** Splits text into paragraphs at `\n`, trims their edge spaces and measures their chunks. */
export function prepareText(text: string, measure: Measure): PreparedParagraph[] {
  return text.split('\n').map((raw) => {
    const paragraph = raw.replace(EDGE_SPACES, '');
    const chunks = splitIntoChunks(paragraph).map((chunk): Chunk => {
      const { content, space } = splitTrailingSpace(chunk);
      return { content, space, contentWidth: measure(content), spaceWidth: measure(space) };
    });
    return { direction: detectDirection(paragraph), chunks };
  });
}

/**
 * Cuts `content` (wider than `maxWidth`) into pieces at grapheme boundaries: every piece but
 * the last is as long as fits (at least one grapheme, so a too-narrow line still advances).
 * Prefixes are measured whole, so joined scripts are measured as they will be drawn.
 */
function cutOverlong(content: string, maxWidth: number, measure: Measure): string[] {
  const gs = graphemes(content);
  const pieces: string[] = [];
  let start = 0;
  while (start < gs.length) {
    let lo = start + 1; // always take at least one grapheme
    let hi = gs.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (measure(gs.slice(start, mid).join('')) <= maxWidth) lo = mid;
      else hi = mid - 1;
    }
    pieces.push(gs.slice(start, lo).join(''));
    start = lo;
  }
  return pieces;
}

/** The chunks of a paragraph grouped into words: a word ends at a chunk with trailing space. */
function words(chunks: readonly Chunk[]): Chunk[][] {
  const out: Chunk[][] = [];
  let word: Chunk[] = [];
  for (const chunk of chunks) {
    word.push(chunk);
    if (chunk.space !== '') {
      out.push(word);
      word = [];
    }
  }
  if (word.length > 0) out.push(word);
  return out;
}

/**
 * Wraps prepared paragraphs to `maxWidth`; an empty paragraph gives an empty line. Lines break
 * at spaces first: a word that fits on a line goes whole to the next line rather than being
 * split where its script allows (between ideographs, at a hyphen, at a Thai word boundary).
 * A word wider than a line fills lines chunk by chunk, and a chunk wider than a line is cut.
 */
export function breakLines(
  paragraphs: readonly PreparedParagraph[],
  maxWidth: number,
  measure: Measure,
): WrappedLine[] {
  const lines: WrappedLine[] = [];
  for (const { direction, chunks } of paragraphs) {
    let text = '';
    let width = 0;
    let space = '';
    let spaceWidth = 0;
    let open = false;
    const flush = () => {
      lines.push({ text, width, direction });
      text = '';
      width = 0;
      open = false;
    };
    const place = (chunk: Chunk) => {
      if (open && width + spaceWidth + chunk.contentWidth <= maxWidth) {
        text += space + chunk.content;
        width += spaceWidth + chunk.contentWidth;
      } else {
        if (open) flush();
        if (chunk.contentWidth <= maxWidth) {
          text = chunk.content;
          width = chunk.contentWidth;
        } else {
          const pieces = cutOverlong(chunk.content, maxWidth, measure);
          const last = pieces.pop() as string;
          for (const piece of pieces) lines.push({ text: piece, width: measure(piece), direction });
          text = last;
          width = measure(last);
        }
        open = true;
      }
      space = chunk.space;
      spaceWidth = chunk.spaceWidth;
    };
    for (const word of words(chunks)) {
      // Inside a word the chunks have no spaces between them: its width is their sum.
      const wordWidth = word.reduce((sum, chunk) => sum + chunk.contentWidth, 0);
      if (word.length > 1 && open && width + spaceWidth + wordWidth > maxWidth) {
        if (wordWidth <= maxWidth) flush();
      }
      for (const chunk of word) place(chunk);
    }
    if (open || chunks.length === 0) flush();
  }
  return lines;
}

/** Wraps `text` to lines no wider than `maxWidth` (except a single grapheme wider than it). */
export function wrapText(text: string, maxWidth: number, measure: Measure): WrappedLine[] {
  return breakLines(prepareText(text, measure), maxWidth, measure);
}
