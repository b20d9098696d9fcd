// /gallery in a real headless Chromium at desktop and phone widths: nothing scrolls sideways,
// every picture loads (the animations too, and they move), nothing comes from another host;
// with API keys on, how to authenticate is shown instead of broken pictures. Screenshots go to
// artifacts/.
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenKiln, type Listening } from '../helpers/listening.js';
import {
  foreignRequests,
  launchChromium,
  loadedImages,
  screenshot,
  sidewaysOverflow,
} from './browser.js';
import { ANIMATED_EXAMPLES, asGif, asWebp } from '../../src/http/pages/animated-examples.js';
import { TIMELINES } from '../../src/families/motions.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Every animated example is on the page as a GIF and a WebP the browser decoded, and the bytes
 * it was sent hold more than one frame when the route moves (one when its motion is not drawn).
 */
async function expectAnimations(page: Page, base: string): Promise<void> {
  const shown = await loadedImages(page, 'figure.several img', 30_000);
  const widths = new Map(shown.map((image) => [image.src, image.width]));
  for (const { path, generator } of ANIMATED_EXAMPLES) {
    for (const [url, type] of [
      [asGif(path), 'image/gif'],
      [asWebp(path), 'image/webp'],
    ] as const) {
      expect(widths.get(`${base}${url}`), url).toBeGreaterThan(0);
      const response = await fetch(`${base}${url}`);
      const moves = generator in TIMELINES;
      // A route without a motion yet answers animate=1 with its still PNG.
      if (moves || type === 'image/gif') expect(response.headers.get('content-type')).toBe(type);
      const bytes = Buffer.from(await response.arrayBuffer());
      const { pages = 1 } = await sharp(bytes, { animated: true }).metadata();
      if (moves) expect(pages, url).toBeGreaterThan(1);
      else expect(pages, url).toBe(1);
    }
  }
}

describe('/gallery, keys off', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listenKiln({ PUBLIC_BASE_URL: '', RENDER_THREADS: '2' });
  });
  afterAll(() => server?.close());

  it.each([1280, 390])(
    'at %i px: no sideways scrolling, and every picture loads',
    async (width) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const foreign = foreignRequests(page, server.base);
      await page.goto(`${server.base}/gallery`, { waitUntil: 'networkidle' });
      expect(await sidewaysOverflow(page)).toBe(0);
      for (const picture of await page.locator('figure img').all()) {
        await picture.scrollIntoViewIfNeeded();
      }
      const pictures = await loadedImages(page, 'figure img', 30_000);
      expect(pictures.length).toBeGreaterThanOrEqual(70);
      for (const picture of pictures) expect(picture.width, picture.src ?? '').toBeGreaterThan(0);
      await expectAnimations(page, server.base);
      expect(foreign).toEqual([]);
      await screenshot(page, `gallery-${width}`);
      await page.close();
    },
  );
});

describe('/gallery, keys on', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listenKiln({ PUBLIC_BASE_URL: '', API_KEYS: 'gallery-browser-key-0123456789' });
  });
  afterAll(() => server?.close());

  it.each([1280, 390])(
    'at %i px: says how to authenticate, shows no broken picture',
    async (width) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${server.base}/gallery`, { waitUntil: 'networkidle' });
      expect(await sidewaysOverflow(page)).toBe(0);
      await expect.poll(() => page.locator('.notice').textContent()).toContain('Authorization');
      const pictures = await page.$$eval('img', (images) => images.length);
      expect(pictures).toBe(0);
      await screenshot(page, `gallery-keys-${width}`);
      await page.close();
    },
  );
});
