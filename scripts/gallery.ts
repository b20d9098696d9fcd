// `npm run gallery`: renders every sample of scripts/gallery-samples.ts through the app and
// writes gallery/index.html with the PNGs beside it, for a person to judge the pictures.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { buildKiln } from '../src/app.js';
import { GALLERY } from './gallery-samples.js';

const out = process.argv[2] ?? 'gallery';
await mkdir(out, { recursive: true });
const kiln = await buildKiln(
  loadConfig({ ...process.env, LOG_LEVEL: 'warn', PUBLIC_BASE_URL: 'http://localhost:3000' }),
);
await kiln.warm;

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const sections: string[] = [];
let count = 0;
for (const section of GALLERY) {
  const figures: string[] = [];
  for (const url of section.urls) {
    const response = await kiln.app.inject({ url });
    const file = `${String(count++).padStart(3, '0')}.png`;
    if (
      response.statusCode === 200 &&
      String(response.headers['content-type']).startsWith('image/')
    ) {
      await writeFile(join(out, file), response.rawPayload);
      figures.push(
        `<figure><img src="${file}" loading="lazy"><figcaption>${escape(decodeURIComponent(url))}</figcaption></figure>`,
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
console.log(`${out}/index.html: ${count} pictures`);
