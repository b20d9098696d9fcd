// /docs (Swagger UI over /openapi.json) in a real headless Chromium at desktop and phone widths,
// with API keys off and on: every endpoint listed, search, nothing from another host, nothing
// scrolling sideways, try-it shows pictures inline and errors as JSON, the animated routes show
// as GIF and WebP under the reference (their URLs only with keys on), and a key typed into
// Authorize makes protected pictures load. Screenshots go to artifacts/.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenKiln, type Listening } from '../helpers/listening.js';
import {
  foreignRequests,
  launchChromium,
  loadedImages,
  screenshot,
  sidewaysOverflow,
} from './browser.js';
import { ANIMATED_EXAMPLES } from '../../src/http/pages/animated-examples.js';

const KEY = 'docs-browser-key-0123456789';
const WIDTHS = [1280, 390] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const openapiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

async function openDocs(server: Listening, width: number) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const foreign = foreignRequests(page, server.base);
  const problems: string[] = [];
  page.on('console', (message) => {
    // 4xx are the answers asked for; a 503 is a busy server, and the page asks again.
    if (message.type() === 'error' && !/status of (4\d\d|503)/.test(message.text())) {
      problems.push(message.text());
    }
  });
  await page.goto(`${server.base}/docs`, { waitUntil: 'networkidle' });
  await page.locator('.opblock').first().waitFor();
  return { page, foreign, problems };
}

/** The operation block of a route, opened. */
async function operation(page: Page, path: string): Promise<Locator> {
  const block = page.locator(`.opblock:has(.opblock-summary-path[data-path="${path}"])`);
  await block.locator('.opblock-summary-control').click();
  await block.locator('button.execute').waitFor();
  return block;
}

/** Fills the parameters (try-it is on from the start) and executes the request. */
async function tryIt(block: Locator, values: Readonly<Record<string, string>>) {
  for (const [name, value] of Object.entries(values)) {
    await block.locator(`tr[data-param-name="${name}"] input`).fill(value);
  }
  await block.locator('button.execute').click();
  const status = block.locator('.live-responses-table .response .response-col_status');
  await status.waitFor();
  return status;
}

describe('/docs, keys off', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listenKiln({ PUBLIC_BASE_URL: '', RENDER_THREADS: '2' });
  });
  afterAll(() => server?.close());

  it.each(WIDTHS)('at %i px: every endpoint, search, try-it pictures and errors', async (width) => {
    const { page, foreign, problems } = await openDocs(server, width);
    const listed = await page.$$eval('.opblock-summary-path', (paths) =>
      paths.map((path) => path.getAttribute('data-path')),
    );
    for (const route of server.kiln.routes) expect(listed).toContain(openapiPath(route.path));
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, `docs-${width}`);

    // A picture, shown inline, with the curl command and the absolute URL to copy.
    const swatch = await operation(page, '/color/image/{hex}');
    expect(await (await tryIt(swatch, { hex: 'ff00aa' })).textContent()).toContain('200');
    const pictures = await loadedImages(page, '.live-responses-table img', 10_000);
    expect(pictures.map((picture) => picture.width)).toEqual([256]);
    expect(await swatch.locator('.curl-command').textContent()).toContain(
      `${server.base}/color/image/ff00aa`,
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, `docs-try-picture-${width}`);

    // A bad input: the error body, as JSON.
    const toast = await operation(page, '/achievement');
    expect(await (await tryIt(toast, { text: ' ' })).textContent()).toContain('400');
    const body = await toast.locator('.live-responses-table .response-col_description pre').first();
    const error = JSON.parse((await body.textContent()) ?? '');
    expect(error).toMatchObject({ code: 400, name: 'Bad Request' });
    expect(error.description).toContain("'text'");
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, `docs-try-error-${width}`);

    // The animated routes under the reference: a GIF and a WebP each, decoded.
    const animated = page.locator('#animated img');
    for (const picture of await animated.all()) await picture.scrollIntoViewIfNeeded();
    const moving = await loadedImages(page, '#animated img', 60_000);
    expect(moving).toHaveLength(2 * ANIMATED_EXAMPLES.length);
    for (const picture of moving) expect(picture.width, picture.src ?? '').toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await screenshot(page, `docs-animated-${width}`);

    // Search: the filter keeps one family.
    await page.locator('input.operation-filter-input').fill('Colours');
    await expect
      .poll(() => page.$$eval('.opblock-tag', (tags) => tags.map((tag) => tag.textContent)))
      .toEqual([expect.stringContaining('Colours')]);

    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('/docs, keys on', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listenKiln({ PUBLIC_BASE_URL: '', API_KEYS: KEY });
  });
  afterAll(() => server?.close());

  it.each(WIDTHS)('at %i px: 401 as JSON without a key, the picture with one', async (width) => {
    const { page, foreign, problems } = await openDocs(server, width);
    expect(await sidewaysOverflow(page)).toBe(0);
    // The animated routes are listed by URL, without pictures that would fail.
    expect(await page.locator('#animated figure').count()).toBe(ANIMATED_EXAMPLES.length);
    expect(await page.locator('#animated img').count()).toBe(0);

    const swatch = await operation(page, '/color/image/{hex}');
    expect(await (await tryIt(swatch, { hex: '3366cc' })).textContent()).toContain('401');
    const body = swatch.locator('.live-responses-table .response-col_description pre').first();
    expect(JSON.parse((await body.textContent()) ?? '')).toMatchObject({ code: 401 });

    await page.locator('.auth-wrapper button.authorize').click();
    await page.locator('.modal-ux input').fill(KEY);
    await page.locator('.modal-ux button.authorize').click();
    await page.locator('.modal-ux button.btn-done').click();

    await swatch.locator('button.execute').click();
    await expect
      .poll(() =>
        swatch.locator('.live-responses-table .response .response-col_status').textContent(),
      )
      .toContain('200');
    const pictures = await loadedImages(page, '.live-responses-table img', 10_000);
    expect(pictures.map((picture) => picture.width)).toEqual([256]);
    expect(await swatch.locator('.curl-command').textContent()).toContain(
      `Authorization: Bearer ${KEY}`,
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await screenshot(page, `docs-keys-${width}`);
    await page.close();
  });
});
