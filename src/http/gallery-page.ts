// The /gallery page: example pictures of every image endpoint in a grid (several scripts and
// emoji, every NFT season, a status of each class, every collection, every animation as GIF
// and WebP), each with its absolute URL and a copy button, loading as it scrolls into view.
// With API keys on it shows the URLs and how to authenticate instead of pictures that would fail.
import { KEYS_NOTICE, NOTICE_STYLE } from './keys-notice.js';
import { SEASONS } from '../families/avatars/seasons.js';
import { CATEGORIES, type Category } from '../core/categories.js';
import { ANIMATED_EXAMPLES, asGif, asWebp } from './animated-examples.js';
import { RETRY_PICTURES } from './picture-retry.js';
import { escapeHtml } from './html-escape.js';

/** One picture of an example: a path (with query) and, when there are several, its label. */
export interface GalleryPicture {
  readonly path: string;
  readonly label?: string;
}

/** One example: what it shows, in one picture or side by side in several (GIF and WebP). */
export interface GalleryItem {
  readonly caption: string;
  readonly pictures: readonly GalleryPicture[];
}

export interface GallerySection {
  readonly title: string;
  readonly items: readonly GalleryItem[];
}

const q = encodeURIComponent;

/** Texts in the scripts and sizes the text endpoints are built for. */
const TEXTS: readonly [string, string][] = [
  ['English', 'Shipped it on a Friday'],
  ['long text', 'When the build passes on the first try and nobody believes it, least of all you'],
  ['Japanese', '今日もコードを書きました'],
  ['Arabic', 'مرحبا بالعالم 2026'],
  ['emoji', 'Party time 🎉👍🏽🇳🇴'],
];

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Where `text` may be split without cutting a word: its word boundaries, in code points. */
function wordBoundaries(text: string): number[] {
  return Array.from(wordSegmenter.segment(text), (s) => [...text.slice(0, s.index)].length)
    .slice(1)
    .concat([...text].length);
}

const codePoints = (text: string, from: number, to?: number) =>
  [...text].slice(from, to).join('').trim();

/** The longest start of `text` that ends between words and has at most `max` code points. */
export function wholeWordsUpTo(text: string, max: number): string {
  const end = Math.max(...wordBoundaries(text).filter((b) => b <= max), 0);
  return codePoints(text, 0, end);
}

/** `text` in two parts at the word boundary nearest its middle. */
export function splitBetweenWords(text: string): [string, string] {
  const middle = [...text].length / 2;
  const inner = wordBoundaries(text).filter((b) => codePoints(text, 0, b) && codePoints(text, b));
  const at = inner.reduce((best, b) => (Math.abs(b - middle) < Math.abs(best - middle) ? b : best));
  return [codePoints(text, 0, at), codePoints(text, at)];
}

function textSection(title: string, path: (text: string) => string): GallerySection {
  return {
    title,
    items: TEXTS.map(([label, text]) => ({ caption: label, pictures: [{ path: path(text) }] })),
  };
}

/** Every route whose picture moves, as an animated GIF and an animated WebP side by side. */
export const ANIMATED_SECTION: GallerySection = {
  title: 'Animated (format=gif, animate=1)',
  items: ANIMATED_EXAMPLES.map(({ route, path }) => ({
    caption: route,
    pictures: [
      { path: asGif(path), label: 'GIF' },
      { path: asWebp(path), label: 'WebP' },
    ],
  })),
};

const one = (path: string, caption: string): GalleryItem => ({ caption, pictures: [{ path }] });

/** The examples; `pictureFile(category)` names one file of a collection (none when empty). */
export function gallerySections(
  pictureFile: (category: Category) => string | undefined,
): GallerySection[] {
  const collections = CATEGORIES.flatMap((category) => {
    const file = pictureFile(category);
    return file ? [one(`/${category}/${file}`, `/${category}`)] : [];
  });
  return [
    ANIMATED_SECTION,
    textSection('/achievement', (t) => `/achievement?text=${q(t)}`),
    textSection('/captcha', (t) => `/captcha?text=${q(t)}`),
    textSection('/streetwear', (t) => `/streetwear?text=${q(t)}`),
    // Two-part and length-limited samples are cut between words, never inside one.
    textSection('/logo_two_part', (t) => {
      const [text, text2] = splitBetweenWords(t);
      return `/logo_two_part?text=${q(text)}&text2=${q(text2)}`;
    }),
    textSection(
      '/didyoumean',
      (t) => `/didyoumean?top=${q(wholeWordsUpTo(t, 45))}&bottom=${q(wholeWordsUpTo(t, 40))}`,
    ),
    textSection('/calling', (t) => `/calling?text=${q(t)}`),
    textSection('/panel_meme', (t) => `/panel_meme?top=${q(t)}&bottom=${q('Kiln')}`),
    textSection('/facts', (t) => `/facts?text=${q(t)}`),
    textSection('/scroll', (t) => `/scroll?text=${q(t)}`),
    {
      title: '/http/<code>',
      items: [102, 200, 301, 404, 418, 503].map((code) => one(`/http/${code}`, String(code))),
    },
    {
      title: '/nft/<hex>/<season>',
      items: SEASONS.map((season) => one(`/nft/7f5af0/${season}`, season)),
    },
    {
      title: '/sillycat and colours',
      items: [
        one('/sillycat/ff9900', 'one colour'),
        one('/sillycat/2cb67d/7f5af0', 'two colours'),
        one('/color/image/00ffd9', 'swatch'),
        one('/color/image/gradient/00ffd9', 'gradient'),
      ],
    },
    { title: 'Picture collections', items: collections },
  ];
}

function figure(baseUrl: string, item: GalleryItem, showPictures: boolean): string {
  const urls = item.pictures.map((picture) => escapeHtml(`${baseUrl}${picture.path}`));
  const alt = (picture: GalleryPicture) =>
    escapeHtml(picture.label ? `${item.caption} (${picture.label})` : item.caption);
  const pictures = showPictures
    ? item.pictures
        .map(
          (picture, i) =>
            `<a href="${urls[i]}"><img src="${urls[i]}" alt="${alt(picture)}" loading="lazy" decoding="async"></a>`,
        )
        .join('')
    : '';
  const copies = item.pictures
    .map((picture, i) => {
      const what = picture.label ? `${picture.label} URL` : 'URL';
      return `<code>${urls[i]}</code><button type="button" data-copy="${urls[i]}" data-label="Copy ${what}">Copy ${what}</button>`;
    })
    .join('\n');
  const several = item.pictures.length > 1 ? ' class="several"' : '';
  return `<figure${several}><div class="pictures">${pictures}</div><figcaption><span>${escapeHtml(item.caption)}</span>
${copies}</figcaption></figure>`;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#1d1d24;background:#f4f4f7}
header,section{padding:0 16px;max-width:1280px;margin:0 auto}h1{margin:24px 0 4px}h2{margin:28px 0 8px;font-size:18px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,280px),1fr));gap:12px}
figure{margin:0;background:#fff;border:1px solid #dcdce4;border-radius:8px;padding:8px;min-width:0}
.pictures{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:6px;align-items:start}
img{display:block;width:100%;height:auto;border-radius:4px;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0/16px 16px}
figcaption{display:flex;flex-wrap:wrap;gap:4px 8px;align-items:center;margin-top:6px;font-size:13px}
figcaption span{font-weight:600}code{flex:1 1 100%;overflow-wrap:anywhere;font-size:12px;color:#555}
button{font:inherit;padding:2px 10px;border:1px solid #bbb;border-radius:4px;background:#fafafa;cursor:pointer}
${NOTICE_STYLE}`;

// In <head>, so it sees every picture's error (RETRY_PICTURES).
const SCRIPT = `${RETRY_PICTURES}
document.addEventListener('click', (event) => {
  const button = event.target.closest && event.target.closest('button[data-copy]');
  if (!button) return;
  navigator.clipboard.writeText(button.dataset.copy).then(() => {
    button.textContent = 'Copied';
    setTimeout(() => { button.textContent = button.dataset.label || 'Copy URL'; }, 1200);
  }, () => { button.textContent = 'Copy failed'; });
});`;

/** The whole page for `baseUrl`; `keysOn` swaps the pictures for how to authenticate. */
export function galleryPage(
  baseUrl: string,
  sections: readonly GallerySection[],
  keysOn: boolean,
): string {
  const notice = keysOn ? KEYS_NOTICE : '';
  const body = sections
    .filter((section) => section.items.length > 0)
    .map(
      (section) => `<section><h2>${escapeHtml(section.title)}</h2><div class="grid">
${section.items.map((item) => figure(baseUrl, item, !keysOn)).join('\n')}</div></section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Kiln gallery</title>
<link rel="icon" type="image/svg+xml" href="/docs/static/kiln.svg">
<style>${STYLE}</style><script>${SCRIPT}</script></head><body><header><h1>Kiln gallery</h1>
<p>Example pictures of every endpoint; copy a URL to use it. Every parameter is in <a href="${escapeHtml(baseUrl)}/docs">/docs</a>.</p>${notice}</header>
${body}
</body></html>`;
}
