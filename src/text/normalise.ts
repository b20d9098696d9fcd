// Normalises user text before limits and layout (DESIGN 2.1): NFC, line endings unified to
// `\n`, control characters dropped, and a code-point counter for length limits.

// C0 and C1 controls except LF (U+000A) and TAB (U+0009, turned into a space below).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Lone surrogates cannot be encoded or drawn; they become U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Unicode NFC; `\r\n`, `\r`, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR become `\n`; a tab
 * becomes one space (removing it would glue two words together); every other control
 * character is removed. Format characters such as ZWJ and variation selectors are kept:
 * emoji sequences need them.
 */
export function normaliseText(raw: string): string {
  return raw
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/\r\n?|\u0085|\u2028|\u2029/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROLS, '')
    .normalize('NFC');
}

/** Length in Unicode code points (what DESIGN's "at most 500 code points" counts). */
export function countCodePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/**
 * True when the text has nothing visible to draw: empty, or only whitespace and characters
 * that are never drawn (Unicode's Default_Ignorable_Code_Point: joiners, bidi controls,
 * variation selectors, tag characters, soft hyphens, fillers).
 */
export function isBlank(text: string): boolean {
  return !/[^\s\p{Default_Ignorable_Code_Point}]/u.test(text);
}
