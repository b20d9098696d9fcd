// /gallery in a real headless Chromium at desktop and phone widths: nothing scrolls sideways,
// every picture loads, nothing comes from another host, and on a server fresh from /readyz no
// picture is first refused (503) and retried by the page; with API keys on, how to
// authenticate is shown instead of broken pictures. Screenshots go to artifacts/.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenKiln, type Listening } from '../helpers/listening.js';
import {
  foreignRequests,
  launchChromium,
  loadedImages,
  screenshot,
  sidewaysOverflow,
} from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

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
      // The first width loads every picture from a server that has drawn none yet.
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 503) refused.push(response.url());
      });
      await page.goto(`${server.base}/gallery`, { waitUntil: 'networkidle' });
      expect(await sidewaysOverflow(page)).toBe(0);
      for (const picture of await page.locator('figure img').all()) {
        await picture.scrollIntoViewIfNeeded();
      }
      const pictures = await loadedImages(page, 'figure img', 30_000);
      expect(pictures.length).toBeGreaterThanOrEqual(70);
      for (const picture of pictures) expect(picture.width, picture.src ?? '').toBeGreaterThan(0);
      expect(foreign).toEqual([]);
      expect(refused).toEqual([]);
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
