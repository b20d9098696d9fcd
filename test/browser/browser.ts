// Browser suite helpers: Debian's headless Chromium, what a page loaded, and whether it scrolls
// sideways. The project compiles without DOM types, so page values are read as plain shapes.
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
}

/** The parts of an <img> read in the page. */
type LoadedImage = { complete: boolean; naturalWidth: number };

/**
 * Waits (up to `timeoutMs`) until every image matching `selector` has loaded, then returns
 * each one's src and natural width (0 for one that never loaded, which the caller names).
 */
export async function loadedImages(page: Page, selector: string, timeoutMs: number) {
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

/** How far the page scrolls sideways (0 when it fits the viewport). */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');

/** Records every request the page makes to another host than `base` (none is allowed). */
export function foreignRequests(page: Page, base: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(base) && !/^(data|blob):/.test(url)) foreign.push(url);
  });
  return foreign;
}

export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await mkdir('artifacts', { recursive: true });
  await page.screenshot({ path: `artifacts/${name}.png`, fullPage });
}
