// The /gallery page: example pictures of every image endpoint in a grid (each generator's
// samples from the catalogue, on a few scripts and emoji; every collection; every animation as
// GIF and WebP), each with its absolute URL and a copy button, loading as it scrolls into view.
// With API keys on it shows the URLs and how to authenticate instead of pictures that would fail.
import { KEYS_NOTICE, NOTICE_STYLE } from './keys-notice.js';
import { CATEGORIES, type Category } from '../../core/categories.js';
import { ENTRIES } from '../../families/catalogue.js';
import { samplePictures } from '../../families/samples.js';
import { GALLERY_TEXTS } from '../../text/samples.js';
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
    ...ENTRIES.map(([, entry]) => ({
      title: entry.routes[0]!.path.replace(/:([A-Za-z_]+)/g, '<$1>'),
      items: samplePictures(entry, GALLERY_TEXTS).map(({ label, url }) => one(url, label)),
    })),
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
