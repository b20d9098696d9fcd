// The /docs page in a real headless Chromium: every endpoint listed, every preview image loads,
// and the try-it form renders a custom value. Saves a screenshot to artifacts/docs.png.
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenKiln, type Listening } from '../helpers/listening.js';
import { endpointNotation } from '../../src/http/index-notation.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The parts of an <img> read in the page (the project compiles without DOM types). */
type LoadedImage = { complete: boolean; naturalWidth: number };

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
    await page.goto(`${server.base}/docs`, { waitUntil: 'networkidle' });

    const headings = await page.locator('section h2 code').allTextContents();
    for (const route of server.kiln.routes.filter((r) => r.listed)) {
      expect(headings).toContain(endpointNotation(route));
    }

    const previews = await page.$$eval('img.preview:not([hidden])', (images) =>
      images.map((img) => ({
        src: img.getAttribute('src'),
        width: (img as unknown as LoadedImage).naturalWidth,
      })),
    );
    expect(previews.length).toBe(
      server.kiln.routes.filter((r) => r.listed && r.kind === 'image').length,
    );
    for (const preview of previews) expect(preview.width, preview.src ?? '').toBeGreaterThan(0);

    // Try-it: a custom colour on the swatch route, rendered by the page into its image.
    const section = page.locator('section[data-path="/color/image/:hex"]');
    await section.locator('input[name="hex"]').fill('ff00aa');
    await section.locator('select[name="format"]').selectOption('webp');
    await section.locator('button[type="submit"]').click();
    const image = section.locator('img.preview');
    await expect.poll(() => image.getAttribute('src')).toBe('/color/image/ff00aa?format=webp');
    await expect
      .poll(() =>
        image.evaluate((img) => {
          const loaded = img as unknown as LoadedImage;
          return loaded.complete ? loaded.naturalWidth : 0;
        }),
      )
      .toBe(256);

    // Try-it on a JSON route shows the answer.
    const json = page.locator('section[data-path="/color/:hex"]');
    await json.locator('input[name="hex"]').fill('123abc');
    await json.locator('button[type="submit"]').click();
    await expect.poll(() => json.locator('pre.json').textContent()).toContain('"clean": "123abc"');

    await mkdir('artifacts', { recursive: true });
    await page.screenshot({ path: 'artifacts/docs.png', fullPage: true });
  });
});
