// Paragraph direction by the first strong character (Unicode bidi rules P2-P3, as HTML
// dir="auto"). Skia reorders runs inside a line itself; it only needs the base direction.

export type TextDirection = 'ltr' | 'rtl';

const RTL_LETTER =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Yezidi}]/u;
const LETTER = /\p{L}/u;

/** `rtl` when the first letter of `text` belongs to a right-to-left script, else `ltr`. */
export function detectDirection(text: string): TextDirection {
  for (const char of text) {
    if (LETTER.test(char)) return RTL_LETTER.test(char) ? 'rtl' : 'ltr';
  }
  return 'ltr';
}
