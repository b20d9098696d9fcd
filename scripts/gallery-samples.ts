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

const q = encodeURIComponent;
const textUrls = (path: string) => SAMPLE_TEXTS.map((text) => `${path}?text=${q(text)}`);

export const GALLERY: readonly GallerySection[] = [
  {
    title: 'Colour',
    urls: ['/color/image/00ffd9', '/color/image/gradient/00ffd9', '/color/image/gradient/ff8800'],
  },
  // Illustrated scenes and status pictures (src/generators/{calling,panel-meme,facts,scroll,http-status}.ts).
  { title: 'Calling', urls: textUrls('/calling') },
  {
    title: 'Panel meme',
    urls: SAMPLE_TEXTS.map(
      (text, i) =>
        `/panel_meme?top=${q(text)}&bottom=${q(SAMPLE_TEXTS[(i + 1) % SAMPLE_TEXTS.length] ?? '')}`,
    ),
  },
  { title: 'Facts', urls: textUrls('/facts') },
  { title: 'Scroll', urls: textUrls('/scroll') },
  {
    title: 'HTTP status',
    urls: [100, 102, 200, 204, 301, 304, 400, 404, 418, 451, 477, 500, 503, 520, 599].map(
      (code) => `/http/${code}`,
    ),
  },
];
