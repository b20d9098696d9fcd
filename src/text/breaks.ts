// Line-break opportunities inside one paragraph (no `\n`): splits it into "chunks", the
// smallest pieces a line may end after. Works on grapheme clusters (Intl.Segmenter), so an
// emoji ZWJ sequence, a flag, a keycap or a letter with combining marks is never split.
// A simplified UAX #14: after spaces, between ideographs/kana/emoji (with kinsoku rules),
// at dictionary word boundaries in Thai/Lao/Khmer/Myanmar, after a hyphen inside a word, and
// after a slash before a letter or digit (URLs and paths, as browsers break them).

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** Spaces a line may break after (NO-BREAK SPACE, U+2007 and U+202F are deliberately absent). */
const BREAK_SPACE = /^[\u0020\u1680\u2000-\u2006\u2008-\u200B\u205F\u3000]+$/u;
/** Scripts written without spaces where any two characters may be split across lines. */
const IDEOGRAPHIC =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303F\u3200-\u33FF\uFF01-\uFF60\uFFE0-\uFFE6]/u;
const EMOJI = /^(?:\p{Emoji_Presentation}|\p{Regional_Indicator}|.*\uFE0F)/u;
/** Scripts written without spaces that need a dictionary to find word boundaries. */
const DICTIONARY_SCRIPT = /^[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Must not start a line: closing brackets and quotes, stops, small kana marks. */
const NO_LINE_START =
  /^[)\]}»›”’.,:;!?%‰…‥、。，．・：；？！゛゜ヽヾゝゞ々〻ー）］｝」』】〕〉》〟〙〗｣\u3001\u3002]/u;
/** Must not end a line: opening brackets and quotes. */
const NO_LINE_END = /^[([{«‹“‘（［｛「『【〔〈《〝〘〖｢]$/u;
const HYPHEN = /^[-\u2010]$/u;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

export function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
}

export const isBreakSpace = (grapheme: string): boolean => BREAK_SPACE.test(grapheme);
const isIdeographicOrEmoji = (g: string): boolean => IDEOGRAPHIC.test(g) || EMOJI.test(g);

/** UTF-16 offsets of dictionary word boundaries, only computed when the text needs them. */
function dictionaryBoundaries(text: string): Set<number> | null {
  if (!/[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u.test(text)) {
    return null;
  }
  return new Set(Array.from(wordSegmenter.segment(text), (s) => s.index));
}

/**
 * May a line break between `graphemes[i - 1]` and `graphemes[i]`? `offset` is the UTF-16
 * offset of `graphemes[i]`; `words` the dictionary boundaries (or null when irrelevant).
 */
function canBreakBefore(
  gs: readonly string[],
  i: number,
  offset: number,
  words: Set<number> | null,
) {
  const prev = gs[i - 1] as string;
  const cur = gs[i] as string;
  if (isBreakSpace(cur)) return false;
  if (isBreakSpace(prev)) return true;
  if (NO_LINE_START.test(cur) || NO_LINE_END.test(prev)) return false;
  if (isIdeographicOrEmoji(prev) || isIdeographicOrEmoji(cur)) return true;
  if (words && DICTIONARY_SCRIPT.test(prev) && DICTIONARY_SCRIPT.test(cur))
    return words.has(offset);
  if (HYPHEN.test(prev) && i >= 2 && LETTER_OR_DIGIT.test(gs[i - 2] as string)) {
    return LETTER_OR_DIGIT.test(cur);
  }
  // Like a hyphen's, used only inside a word too wide for a line (wrap.ts, balance.ts): a URL
  // then wraps at its slashes instead of being cut at any letter or set on one tiny line.
  if (prev === '/' && i >= 2) return LETTER_OR_DIGIT.test(cur);
  return false;
}

/**
 * Splits a paragraph into chunks; a line may break only between chunks. Each chunk is its
 * content followed by any breakable spaces, e.g. `"Hello big world"` gives
 * `["Hello ", "big ", "world"]` and `"中文"` gives `["中", "文"]`.
 */
export function splitIntoChunks(paragraph: string): string[] {
  const gs = graphemes(paragraph);
  const words = dictionaryBoundaries(paragraph);
  const chunks: string[] = [];
  let current = gs[0] ?? '';
  let offset = current.length;
  for (let i = 1; i < gs.length; i++) {
    const g = gs[i] as string;
    if (canBreakBefore(gs, i, offset, words)) {
      chunks.push(current);
      current = g;
    } else {
      current += g;
    }
    offset += g.length;
  }
  if (current !== '') chunks.push(current);
  return chunks;
}

/** Splits a chunk into its content and its trailing breakable spaces. */
export function splitTrailingSpace(chunk: string): { content: string; space: string } {
  const match = /[\u0020\u1680\u2000-\u2006\u2008-\u200B\u205F\u3000]+$/u.exec(chunk);
  if (!match) return { content: chunk, space: '' };
  return { content: chunk.slice(0, match.index), space: match[0] };
}
