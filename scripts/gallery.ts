// `npm run gallery`: renders every sample of scripts/gallery-samples.ts through the app and
// writes gallery/index.html with the pictures beside it (PNG, or GIF and WebP when animated),
// for a person to judge the pictures.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { buildKiln } from '../src/app.js';
import { GALLERY } from './gallery-samples.js';

const out = process.argv[2] ?? 'gallery';
const BASE_URL = 'http://localhost:3000';
await mkdir(out, { recursive: true });
const kiln = await buildKiln(
  loadConfig({ ...process.env, LOG_LEVEL: 'warn', PUBLIC_BASE_URL: BASE_URL }),
);
await kiln.warm;

/** A collection answers {"file": url}: the gallery shows the picture at that url. */
async function followPictureLink(url: string): Promise<string> {
  const response = await kiln.app.inject({ url });
  if (!String(response.headers['content-type']).startsWith('application/json')) return url;
  const file = (JSON.parse(response.body) as { file?: unknown }).file;
  return typeof file === 'string' && file.startsWith(BASE_URL) ? file.slice(BASE_URL.length) : url;
}

/**
 * `/achievement?text=Shipped it` -> `achievement-text-shipped-it.png`: the file says what it
 * shows, and its extension what it is (`extension` from the answer's type).
 */
function fileNameOf(url: string, extension: string, taken: Set<string>): string {
  const words = decodeURIComponent(url)
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 72)
    .replace(/-$/, '');
  let name = `${words || 'index'}.${extension}`;
  for (let n = 2; taken.has(name); n++) name = `${words}-${n}.${extension}`;
  taken.add(name);
  return name;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const sections: string[] = [];
const taken = new Set<string>();
for (const section of GALLERY) {
  const figures: string[] = [];
  const shown = new Set<string>();
  for (const asked of section.urls) {
    const url = await followPictureLink(asked);
    if (shown.has(url)) continue; // two seeds that pick the same picture
    shown.add(url);
    const response = await kiln.app.inject({ url });
    const type = String(response.headers['content-type']);
    if (response.statusCode === 200 && type.startsWith('image/')) {
      const file = fileNameOf(url, type.slice('image/'.length).replace('jpeg', 'jpg'), taken);
      await writeFile(join(out, file), response.rawPayload);
      figures.push(
        `<figure><a href="${file}"><img src="${file}" loading="lazy"></a><figcaption><a href="${escape(BASE_URL + url)}">${escape(decodeURIComponent(url))}</a></figcaption></figure>`,
      );
    } else {
      figures.push(
        `<figure class="error"><pre>${response.statusCode} ${escape(response.body)}</pre><figcaption>${escape(url)}</figcaption></figure>`,
      );
    }
  }
  sections.push(`<h2>${escape(section.title)}</h2><div class="grid">${figures.join('')}</div>`);
}
await kiln.app.close();
await writeFile(
  join(out, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Kiln gallery</title>
<style>body{font:14px system-ui;background:#eeece6;margin:2rem}.grid{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
figure{margin:0;background:#fff;padding:.5rem;border-radius:8px;max-width:560px}img{max-width:540px;display:block}
figcaption{font:12px monospace;word-break:break-all;margin-top:.3rem}.error pre{color:#b00}</style>
<h1>Kiln gallery</h1>${sections.join('\n')}`,
);
console.log(`${out}/index.html: ${taken.size} pictures`);
