// The built server as `npm start` runs it (dist/, made by `npm ci`): it becomes ready and
// serves the API reference with its assets, a picture and the OpenAPI document. The other
// suites run the sources, so only this one sees what bundling changes.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommand } from '../../bench/lib.js';

const PORT = 3931;
const base = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;

async function readyWithin(ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) return false;
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

let errors = '';
beforeAll(async () => {
  const command = startCommand();
  server = spawn('node', command.args, {
    env: {
      ...process.env,
      ...command.env,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  expect(await readyWithin(20_000), errors).toBe(true);
});
afterAll(() => {
  server?.kill('SIGTERM');
});

describe("npm start's command (the bundle in dist/)", () => {
  it('serves /docs and every asset it names, the document and a picture', async () => {
    const page = await fetch(`${base}/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // Attribute values as the browser reads them: the page escapes `&` in its links.
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) =>
      m[1]!.replaceAll('&#38;', '&').replaceAll('&amp;', '&'),
    );
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) expect((await fetch(`${base}${asset}`)).status, asset).toBe(200);
    const document = (await (await fetch(`${base}/openapi.json`)).json()) as { openapi: string };
    expect(document.openapi).toBe('3.1.0');
    const picture = await fetch(`${base}/achievement?text=${encodeURIComponent('Bundled ✓')}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(errors).toBe('');
  });
});
