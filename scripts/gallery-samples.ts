// What `npm run gallery` shows: every generator on a fixed set of sample texts in many scripts.
// Each entry is a URL rendered through the app; generators add their rows here.
export interface GallerySection {
  readonly title: string;
  readonly urls: readonly string[];
}

/** Sample texts in many scripts, shared by every text generator. */
export const SAMPLE_TEXTS: readonly string[] = [
  'Hello',
  'When the build passes on the first try',
  'A much longer sentence that has to wrap over several lines to fit inside the picture without being cut off anywhere at all',
  'Line one\nLine two',
  '你好，世界！今天天气很好',
  'こんにちは世界',
  '안녕하세요 세계',
  'مرحبا بالعالم 2026',
  'שלום עולם',
  'नमस्ते दुनिया',
  'สวัสดีชาวโลก',
  'Привет, мир',
  'Γειά σου Κόσμε',
  'Party time 🎉👨‍👩‍👧‍👦👍🏽🇳🇴',
];

export const GALLERY: readonly GallerySection[] = [
  {
    title: 'Colour',
    urls: ['/color/image/00ffd9', '/color/image/gradient/00ffd9', '/color/image/gradient/ff8800'],
  },
];
