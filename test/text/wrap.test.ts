// Line-break opportunities and greedy wrapping, as data. Widths here are a fake measure
// (one unit per grapheme cluster) so the break points are exact and font-independent.
import { describe, expect, it } from 'vitest';
import { graphemes, splitIntoChunks } from '../../src/text/breaks.js';
import { detectDirection } from '../../src/text/direction.js';
import { wrapText } from '../../src/text/wrap.js';

const perGrapheme = (text: string) => graphemes(text).length;
const wrap = (text: string, width: number) =>
  wrapText(text, width, perGrapheme).map((line) => line.text);

describe('splitIntoChunks: where a line may break', () => {
  it.each<[string, string, string[]]>([
    ['latin words', 'Hello big world', ['Hello ', 'big ', 'world']],
    ['punctuation stays with its word', 'Wait, what?! (yes)', ['Wait, ', 'what?! ', '(yes)']],
    ['no break at a no-break space', 'a\u00a0b c', ['a\u00a0b ', 'c']],
    ['hyphenated word', 'well-known fact', ['well-', 'known ', 'fact']],
    ['leading hyphen is not a break', '-5 degrees', ['-5 ', 'degrees']],
    [
      'a URL breaks after its slashes',
      'https://example.com/a/long/path?q=1',
      ['https://', 'example.com/', 'a/', 'long/', 'path?q=1'],
    ],
    ['a leading or lone slash is not a break', '/api and / or', ['/api ', 'and ', '/ ', 'or']],
    ['chinese breaks between characters', '你好世界', ['你', '好', '世', '界']],
    [
      'chinese closing punctuation never starts a line',
      '你好，世界。',
      ['你', '好，', '世', '界。'],
    ],
    ['opening bracket never ends a line', '「こんにちは」', ['「こ', 'ん', 'に', 'ち', 'は」']],
    ['japanese mixed with latin', '日本語abc', ['日', '本', '語', 'abc']],
    ['korean breaks at spaces', '안녕하세요 세계', ['안녕하세요 ', '세계']],
    ['emoji zwj family is one unit', 'a 👨‍👩‍👧‍👦👨‍👩‍👧 b', ['a ', '👨‍👩‍👧‍👦', '👨‍👩‍👧 ', 'b']],
    ['flags are units', '🇯🇵🇺🇦🇫🇷', ['🇯🇵', '🇺🇦', '🇫🇷']],
    ['skin tones stay on their emoji', '👍🏽👍🏿', ['👍🏽', '👍🏿']],
    ['keycap and heart with VS16', '1️⃣❤️', ['1️⃣', '❤️']],
    ['combining marks stay on their letter', 'e\u0301e\u0301 x', ['e\u0301e\u0301 ', 'x']],
    ['arabic words', 'مرحبا بالعالم', ['مرحبا ', 'بالعالم']],
    ['hebrew with numbers', 'שלום 2024', ['שלום ', '2024']],
    ['devanagari conjuncts stay whole', 'नमस्ते क्षत्रिय', ['नमस्ते ', 'क्षत्रिय']],
    ['thai breaks at dictionary words', 'สวัสดีชาวโลก', ['สวัสดี', 'ชาว', 'โลก']],
  ])('%s', (_name, text, chunks) => {
    expect(splitIntoChunks(text)).toEqual(chunks);
  });
});

describe('wrapText', () => {
  it.each<[string, string, number, string[]]>([
    ['fills lines greedily', 'aa bb cc dd', 5, ['aa bb', 'cc dd']],
    ['trailing space does not count', 'aaaa bbbb', 4, ['aaaa', 'bbbb']],
    ['honours explicit newlines', 'one\ntwo three', 20, ['one', 'two three']],
    ['keeps empty lines', 'a\n\nb', 10, ['a', '', 'b']],
    ['trims paragraph edges', '  a b  \n c', 10, ['a b', 'c']],
    ['cuts an overlong word at graphemes', 'abcdefgh ij', 3, ['abc', 'def', 'gh', 'ij']],
    ['cut remainder joins the next word', 'abcdefg h', 4, ['abcd', 'efg', 'h']],
    ['cjk wraps between characters', '我能吞下玻璃', 4, ['我能吞下', '玻璃']],
    ['cjk punctuation moves with its character', '你好，世界', 2, ['你', '好，', '世界']],
    ['never splits a zwj family', '👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦', 2, ['👨‍👩‍👧‍👦👨‍👩‍👧‍👦', '👨‍👩‍👧‍👦']],
    ['never splits a flag', '🇯🇵🇯🇵🇯🇵', 1, ['🇯🇵', '🇯🇵', '🇯🇵']],
    ['a width below one grapheme still advances', 'abc', 0, ['a', 'b', 'c']],
    ['arabic wraps at spaces', 'مرحبا بالعالم يا صديقي', 10, ['مرحبا', 'بالعالم يا', 'صديقي']],
  ])('%s', (_name, text, width, lines) => {
    expect(wrap(text, width)).toEqual(lines);
  });

  it('gives each line its paragraph direction', () => {
    const lines = wrapText('hello\nשלום עולם abc\n123 مرحبا', 100, perGrapheme);
    expect(lines.map((l) => l.direction)).toEqual(['ltr', 'rtl', 'rtl']);
  });
});

describe('detectDirection', () => {
  it.each([
    ['hello', 'ltr'],
    ['שלום hello', 'rtl'],
    ['123 مرحبا', 'rtl'],
    ['(!) abc مرحبا', 'ltr'],
    ['', 'ltr'],
    ['😀 123', 'ltr'],
  ])('%j -> %s', (text, direction) => {
    expect(detectDirection(text)).toBe(direction);
  });
});
