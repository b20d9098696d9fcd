// The /docs page in a real headless Chromium: every endpoint listed, every preview image loads,
// and the try-it form renders a custom value. Saves a screenshot to artifacts/docs.png.
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenKiln, type Listening } from '../helpers/listening.js';
import { endpointNotation } from '../../src/http/index-notation.js';

/** The endpoint list of SPEC 4.2, verbatim: the docs page must show every one. */
const SPEC_ENDPOINTS = [
  '/achievement',
  '/birb',
  '/bunny',
  '/calling',
  '/captcha',
  '/cats',
  '/color/<hex>',
  '/color/image/<hex>',
  '/color/image/gradient/<hex>',
  '/colour/<hex>',
  '/colour/image/<hex>',
  '/colour/image/gradient/<hex>',
  '/didyoumean',
  '/dogs',
  '/panel_meme',
  '/facts',
  '/http/<int:code>',
  '/nft',
  '/nft/<hex>',
  '/nft/<hex>/<season>',
  '/logo_two_part',
  '/sadcat',
  '/scroll',
  '/sillycat',
  '/sillycat/<hex_right>',
  '/sillycat/<hex_right>/<hex_left>',
  '/streetwear',
  '/true',
];

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The parts of an <img> read in the page (the project compiles without DOM types). */
type LoadedImage = { complete: boolean; naturalWidth: number };

/** The natural width of an image once it has loaded (0 before). */
const loadedWidth = (image: Locator) =>
  image.evaluate((img) => {
    const loaded = img as unknown as LoadedImage;
    return loaded.complete ? loaded.naturalWidth : 0;
  });

/**
 * Waits (up to `timeoutMs`) until every image matching `selector` has loaded, then returns
 * each one's src and natural width (0 for one that never loaded, which the caller names).
 */
async function loadedImages(page: Page, selector: string, timeoutMs: number) {
  await page
    .waitForFunction(
      `[...document.querySelectorAll(${JSON.stringify(selector)})].every((img) => img.naturalWidth > 0)`,
      undefined,
      { timeout: timeoutMs },
    )
    .catch(() => undefined);
  return page.$$eval(selector, (images) =>
    images.map((img) => ({
      src: img.getAttribute('src'),
      width: (img as unknown as LoadedImage).naturalWidth,
    })),
  );
}

let server: Listening;
let browser: Browser;
beforeAll(async () => {
  server = await listenKiln({ PUBLIC_BASE_URL: '', RENDER_THREADS: '2' });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('/docs', () => {
  it('lists every endpoint, loads every preview and runs the try-it form', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    const rendered = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'image') rendered.add(request.url());
    });
    await page.goto(`${server.base}/docs`, { waitUntil: 'networkidle' });
    const imageRoutes = server.kiln.routes.filter((r) => r.listed && r.kind === 'image').length;
    // Previews load as they scroll into view: opening the page does not ask for all of them.
    expect(rendered.size).toBeGreaterThan(0);
    expect(rendered.size).toBeLessThan(imageRoutes / 2);
    for (const preview of await page.locator('img.preview:not([hidden])').all()) {
      await preview.scrollIntoViewIfNeeded();
    }

    const headings = await page.locator('section h2 code').allTextContents();
    for (const route of server.kiln.routes.filter((r) => r.listed)) {
      expect(headings).toContain(endpointNotation(route));
    }
    const listedPaths = headings.map((h) => h.replace(/^GET /, '').split('?')[0]);
    for (const path of SPEC_ENDPOINTS) expect(listedPaths, path).toContain(path);

    // Scrolled through, every preview loads (one turned away while busy is asked again).
    const previews = await loadedImages(page, 'img.preview:not([hidden])', 20_000);
    expect(previews.length).toBe(imageRoutes);
    for (const preview of previews) expect(preview.width, preview.src ?? '').toBeGreaterThan(0);

    // Try-it: a custom colour on the swatch route, rendered by the page into its image.
    const section = page.locator('section[data-path="/color/image/:hex"]');
    await section.locator('input[name="hex"]').fill('ff00aa');
    await section.locator('select[name="format"]').selectOption('webp');
    await section.locator('button[type="submit"]').click();
    const image = section.locator('img.preview');
    await expect.poll(() => image.getAttribute('src')).toBe('/color/image/ff00aa?format=webp');
    await expect.poll(() => loadedWidth(image)).toBe(256);

    // Try-it with a custom text: the page builds the URL and shows the rendered picture.
    const captcha = page.locator('section[data-path="/captcha"]');
    await captcha.locator('input[name="text"]').fill('Typed in a real browser ✨');
    await captcha.locator('button[type="submit"]').click();
    const card = captcha.locator('img.preview');
    await expect
      .poll(() => card.getAttribute('src'))
      .toBe(`/captcha?${new URLSearchParams({ text: 'Typed in a real browser ✨' })}`);
    await expect.poll(() => loadedWidth(card)).toBeGreaterThan(600);

    // Try-it on a JSON route shows the answer.
    const json = page.locator('section[data-path="/color/:hex"]');
    await json.locator('input[name="hex"]').fill('123abc');
    await json.locator('button[type="submit"]').click();
    await expect.poll(() => json.locator('pre.json').textContent()).toContain('"clean": "123abc"');

    await mkdir('artifacts', { recursive: true });
    await page.screenshot({ path: 'artifacts/docs.png', fullPage: true });
  });
});

describe('/gallery', () => {
  it.each([1280, 390])(
    'at %i px: no sideways scrolling, and every picture loads',
    async (width) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${server.base}/gallery`, { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBe(0);
      for (const picture of await page.locator('figure img').all()) {
        await picture.scrollIntoViewIfNeeded();
      }
      const pictures = await loadedImages(page, 'figure img', 30_000);
      expect(pictures.length).toBeGreaterThanOrEqual(70);
      for (const picture of pictures) expect(picture.width, picture.src ?? '').toBeGreaterThan(0);
      await mkdir('artifacts', { recursive: true });
      await page.screenshot({ path: `artifacts/gallery-${width}.png` });
      await page.close();
    },
  );
});
