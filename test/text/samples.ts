// Sample texts in every script DESIGN 2.1 requires, shared by the render tests and the
// sample sheet script.

export interface Sample {
  readonly name: string;
  readonly text: string;
}

export const SCRIPT_SAMPLES: readonly Sample[] = [
  { name: 'latin', text: 'The quick brown fox jumps over the lazy dog. Ærø, façade, naïve, Łódź' },
  { name: 'cyrillic', text: 'Съешь же ещё этих мягких французских булок, да выпей чаю' },
  { name: 'greek', text: 'Ξεσκεπάζω την ψυχοφθόρα βδελυγμία' },
  { name: 'chinese', text: '我能吞下玻璃而不伤身体。你好，世界！' },
  { name: 'japanese', text: 'いろはにほへと ちりぬるを カタカナ 日本語の文章です。' },
  { name: 'korean', text: '다람쥐 헌 쳇바퀴에 타고파 안녕하세요' },
  { name: 'arabic', text: 'مرحبا بالعالم، هذا نص عربي فيه 123 رقماً' },
  { name: 'hebrew', text: 'שלום עולם, זה טקסט בעברית עם 2024 מספרים' },
  { name: 'devanagari', text: 'नमस्ते दुनिया, यह हिन्दी पाठ है। क्षत्रिय श्री' },
  { name: 'thai', text: 'สวัสดีชาวโลก ภาษาไทยไม่มีช่องว่างระหว่างคำ' },
  { name: 'emoji', text: 'Emoji 😀👍🏽👨‍👩‍👧‍👦🏳️‍🌈🇯🇵🇺🇦❤️1️⃣🧑🏿‍💻' },
];

/** One grapheme per entry: each must render as a real glyph, never a missing-glyph box. */
export const GRAPHEME_PROBES: readonly string[] = [
  ...'AzÆøŁżß€$&@%?!',
  ...'ЖЯщЁ',
  ...'ΩλΞψ',
  ...'我玻璃體',
  ...'あカ',
  ...'다쥐',
  ...'مرع',
  ...'שאב',
  'न',
  'क्ष',
  'श्री',
  'स्',
  'ส',
  'ดี',
  'ภา',
  '😀',
  '👍🏽',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '🇯🇵',
  '🇺🇦',
  '❤️',
  '1️⃣',
  '🧑🏿‍💻',
  // Meme favourites beyond the required scripts: combining marks, faces, symbols.
  'Z\u0334\u0322',
  'ಠ',
  'ᴥ',
  'ツ',
  '★',
  '✘',
  '♪',
  '┻',
];
