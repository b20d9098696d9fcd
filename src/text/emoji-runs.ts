// Emoji presentation: Skia picks, per character, the first font in the stack that maps it, so
// "❤️" (U+2764 U+FE0F) comes out as a black heart from the sans. Lines holding such
// sequences are split into runs; emoji runs are measured and drawn with the emoji font
// alone, and the runs are put in visual order with the Unicode bidi algorithm (bidi-js).
import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';
import { graphemes } from './breaks.js';
import type { TextDirection } from './direction.js';

export interface TextRun {
  readonly text: string;
  /** True for an emoji-presentation sequence that must use the colour emoji font. */
  readonly emoji: boolean;
  /** Direction of the run's own text (its bidi level's parity). */
  readonly direction: TextDirection;
}

const VS16 = '\uFE0F';
const RTL_CHAR =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\u200F\u202B\u202E\u2067]/u;

// bidi-js is CommonJS whose module.exports is the factory (its typings describe an ESM
// default export), so it is loaded with require.
const bidiFactory = createRequire(import.meta.url)('bidi-js') as () => Bidi;
let bidi: Bidi | null = null;

/** Does the line need splitting at all? Lines without U+FE0F (almost all) do not. */
export function needsEmojiRuns(text: string): boolean {
  return text.includes(VS16);
}

interface LogicalRun {
  text: string;
  emoji: boolean;
  start: number;
}

/** Runs in logical order: maximal stretches of forced-emoji graphemes and of other text. */
export function logicalRuns(text: string): LogicalRun[] {
  const runs: LogicalRun[] = [];
  let offset = 0;
  for (const g of graphemes(text)) {
    const emoji = g.includes(VS16);
    const last = runs[runs.length - 1];
    if (last && last.emoji === emoji) last.text += g;
    else runs.push({ text: g, emoji, start: offset });
    offset += g.length;
  }
  return runs;
}

/**
 * The runs of a line in visual order (left to right), or null when the line can be drawn
 * in one piece. `direction` is the paragraph's base direction.
 */
export function visualRuns(text: string, direction: TextDirection): TextRun[] | null {
  if (!needsEmojiRuns(text)) return null;
  const logical = logicalRuns(text);
  if (direction === 'ltr' && !RTL_CHAR.test(text)) {
    return logical.map((run) => ({ text: run.text, emoji: run.emoji, direction: 'ltr' }));
  }
  bidi ??= bidiFactory();
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  // Split runs again wherever the resolved level changes (at grapheme starts).
  const leveled: Array<TextRun & { level: number }> = [];
  for (const run of logical) {
    let offset = run.start;
    for (const g of graphemes(run.text)) {
      const level = levels[offset] ?? 0;
      const last = leveled[leveled.length - 1];
      if (last && last.level === level && last.emoji === run.emoji) {
        leveled[leveled.length - 1] = { ...last, text: last.text + g };
      } else {
        const dir: TextDirection = level % 2 === 1 ? 'rtl' : 'ltr';
        leveled.push({ text: g, emoji: run.emoji, direction: dir, level });
      }
      offset += g.length;
    }
  }
  // UAX #9 rule L2: from the highest level down to the lowest odd level, reverse every
  // maximal sequence of runs at that level or higher.
  const maxLevel = Math.max(...leveled.map((r) => r.level));
  const minOdd = Math.min(...leveled.map((r) => (r.level % 2 === 1 ? r.level : r.level + 1)));
  for (let level = maxLevel; level >= minOdd; level--) {
    for (let i = 0; i < leveled.length;) {
      if ((leveled[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < leveled.length && (leveled[j]?.level ?? 0) >= level) j++;
      const reversed = leveled.slice(i, j).reverse();
      leveled.splice(i, j - i, ...reversed);
      i = j;
    }
  }
  return leveled.map(({ text: t, emoji, direction: d }) => ({ text: t, emoji, direction: d }));
}
