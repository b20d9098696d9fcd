// `npm run pixels -- save <file>` / `npm run pixels -- compare <file>`: a SHA-256 of the
// pixels of every starter picture and every gallery sample (each generator, script, emoji,
// icon, season and status class), so a refactoring can prove it changed no pixel on this
// machine. Not a test: fonts and Skia may differ between machines (the goldens allow that).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { INTERNAL_GENERATORS } from '../src/families/catalogue.js';
import { STARTER_PICTURES } from '../src/families/starters/index.js';
import { CATEGORIES } from '../src/core/categories.js';
import { loadConfig } from '../src/config.js';
import { buildKiln } from '../src/app.js';
import { GALLERY } from './gallery-samples.js';

const [command, file] = process.argv.slice(2);
if ((command !== 'save' && command !== 'compare') || !file) {
  console.error('usage: npm run pixels -- save|compare <file.json>');
  process.exit(2);
}

const hash = (bytes: NodeJS.ArrayBufferView) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 24);
const prints: Record<string, string> = {};

const starterPicture = await INTERNAL_GENERATORS['starter-picture']();
for (const category of CATEGORIES) {
  STARTER_PICTURES[category].forEach((_, index) => {
    const { raster } = starterPicture.render({ category, index });
    prints[`starter ${category} #${index}`] = hash(raster.data);
  });
}

// Every other sample through the app: caches off, so each one is drawn; PNG of the same pixels
// is the same bytes, since the encoder is not what a refactoring of the art touches.
const kiln = await buildKiln(
  loadConfig({ LOG_LEVEL: 'warn', RENDER_THREADS: '2', CACHE_MAX_BYTES: '0' }),
);
await kiln.warm;
const renderedUrls = GALLERY.flatMap((section) => section.urls).filter(
  (url) => !CATEGORIES.some((category) => url.startsWith(`/${category}`)),
);
for (const url of renderedUrls) {
  const response = await kiln.app.inject({ url });
  prints[url] =
    response.statusCode === 200 ? hash(response.rawPayload) : `status ${response.statusCode}`;
}
await kiln.app.close();

if (command === 'save') {
  await writeFile(file, `${JSON.stringify(prints, null, 1)}\n`);
  console.log(`${Object.keys(prints).length} fingerprints saved to ${file}`);
} else {
  const saved = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  const names = new Set([...Object.keys(saved), ...Object.keys(prints)]);
  const changed = [...names].filter((name) => saved[name] !== prints[name]);
  for (const name of changed) console.log(`changed: ${name}`);
  console.log(`${names.size - changed.length} of ${names.size} pictures identical`);
  process.exit(changed.length === 0 ? 0 : 1);
}
