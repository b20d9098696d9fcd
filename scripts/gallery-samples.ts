// What `npm run gallery` shows: every generator on a fixed set of sample texts in many scripts.
// Each entry is a URL rendered through the app; generators add their rows here.
import { SEASONS } from '../src/families/avatars/answers.js';
import { CATEGORIES } from '../src/core/categories.js';
import { wholeWordsUpTo } from '../src/http/gallery-page.js';
import { ANIMATED_EXAMPLES, asGif, asWebp } from '../src/http/animated-examples.js';

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
/** Each sample text with the next one: for the two-text pictures (cut between words to `limit`). */
const pairUrls = (path: string, first: string, second: string, limit = 500) =>
  SAMPLE_TEXTS.map((text, i) => {
    const other = SAMPLE_TEXTS[(i + 1) % SAMPLE_TEXTS.length] ?? '';
    const cut = (t: string) => wholeWordsUpTo(t, limit);
    return `${path}?${first}=${q(cut(text))}&${second}=${q(cut(other))}`;
  });

export const GALLERY: readonly GallerySection[] = [
  // Every route whose picture moves, as an animated GIF and an animated WebP.
  {
    title: 'Animated (GIF and WebP)',
    urls: ANIMATED_EXAMPLES.flatMap(({ path }) => [asGif(path), asWebp(path)]),
  },
  {
    title: 'Colour',
    urls: ['/color/image/00ffd9', '/color/image/gradient/00ffd9', '/color/image/gradient/ff8800'],
  },
  // Illustrated scenes and status pictures (src/families/scenes/).
  { title: 'Calling', urls: textUrls('/calling') },
  { title: 'Panel meme', urls: pairUrls('/panel_meme', 'top', 'bottom') },
  { title: 'Facts', urls: textUrls('/facts') },
  { title: 'Scroll', urls: textUrls('/scroll') },
  // Typographic pictures (src/families/typographic/).
  {
    title: 'Achievement (every icon and heading)',
    urls: Array.from({ length: 45 }, (_, i) => {
      const text = SAMPLE_TEXTS[i % SAMPLE_TEXTS.length]!;
      return `/achievement?text=${q(text)}&icon=${i + 1}&title=${(i % 4) + 1}`;
    }),
  },
  { title: 'Captcha', urls: textUrls('/captcha') },
  { title: 'Did you mean', urls: pairUrls('/didyoumean', 'top', 'bottom', 40) },
  { title: 'Two-part logo', urls: pairUrls('/logo_two_part', 'text', 'text2') },
  { title: 'Streetwear', urls: textUrls('/streetwear') },
  // Seeded characters (src/families/avatars/).
  {
    title: 'Silly cat',
    urls: ['ff8800', 'ff8800/3b2a1a', '7e57c2/fff3e0', '222222/ffffff', '9ccc65/33691e'].map(
      (path) => `/sillycat/${path}`,
    ),
  },
  {
    title: 'NFT (every season)',
    urls: SEASONS.map((season, i) => {
      const hex = ['00ffd9', 'ff8800', '7e57c2', 'e91e63', '4caf50'][i % 5]!;
      return `/nft/${hex}/${season}`;
    }),
  },
  // Picture collections (src/pictures, starter art in src/families/pictures): a seeded sample of each.
  ...CATEGORIES.map((category) => ({
    title: `Collection /${category} (a sample)`,
    urls: Array.from({ length: 12 }, (_, i) => `/${category}?seed=gallery-${i}`),
  })),
  {
    title: 'HTTP status',
    urls: [100, 102, 200, 204, 301, 304, 400, 404, 418, 451, 477, 500, 503, 520, 599].map(
      (code) => `/http/${code}`,
    ),
  },
];
