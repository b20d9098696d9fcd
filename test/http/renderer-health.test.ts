// A renderer that stops working is replaced, and readiness says when none can render; a crash
// that was not the input's fault (the input draws on a fresh renderer) quarantines nothing.
// One renderer, so every render goes to the renderer under test.
import { rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenStartMarker } from '../helpers/crashing-generator.js';
import { listenKiln, type Listening } from '../helpers/listening.js';

let server: Listening;
beforeAll(async () => {
  server = await listenKiln(
    { RENDER_THREADS: '1', RENDER_QUEUE_MAX_WAIT_MS: '20000', RENDER_DEADLINE_MS: '30000' },
    { crashRoute: true },
  );
});
afterAll(async () => {
  await rm(brokenStartMarker(process.pid), { force: true });
  await server.close();
});

async function status(path: string): Promise<number> {
  const response = await fetch(server.base + path);
  await response.arrayBuffer();
  return response.status;
}

async function counter(series: string): Promise<number> {
  const text = await (await fetch(`${server.base}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

async function readiness(): Promise<{ status: number; renderers: string }> {
  const response = await fetch(`${server.base}/readyz`);
  const body = (await response.json()) as { checks: { renderers: string } };
  return { status: response.status, renderers: body.checks.renderers };
}

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a crash that is not the input's fault", () => {
  it('is drawn on a fresh renderer and quarantines nothing', async () => {
    const crashes = await counter('kiln_render_crashes_total{generator="test-crash"}');
    expect(await status('/test/crash?mode=draw&text=warm')).toBe(200);
    // Faults in a renderer that drew before; draws in a fresh one.
    expect(await status('/test/crash?mode=flaky&text=one')).toBe(200);
    expect(await status('/test/crash?mode=flaky&text=two')).toBe(200);
    expect(await counter('kiln_render_crashes_total{generator="test-crash"}')).toBe(crashes + 2);
    expect(await counter('kiln_quarantined_inputs')).toBe(0);
    expect(await status('/test/crash?mode=flaky&text=one&width=40')).toBe(200);
  });
});

describe('a renderer that stops working', () => {
  it('is replaced after failing renders of several inputs in a row', async () => {
    const [before] = server.kiln.pool.pids;
    const replacedBefore = await counter('kiln_renderers_replaced_total');
    expect(await status('/test/crash?mode=break&text=a')).toBe(500);
    expect(await status('/test/crash?mode=draw&text=b')).toBe(500);
    expect(await status('/test/crash?mode=draw&text=c')).toBe(500);
    expect(await counter('kiln_renderers_replaced_total')).toBe(replacedBefore + 1);
    expect(await status('/test/crash?mode=draw&text=d')).toBe(200);
    expect(server.kiln.pool.pids).not.toContain(before);
  });

  it('is not replaced for one input failing again and again', async () => {
    const [before] = server.kiln.pool.pids;
    // `break` fails, and breaks the renderer: but asked the same every time, it is the input.
    for (let i = 0; i < 4; i++) {
      expect(await status(`/test/crash?mode=break&text=same&width=${20 + i}`)).toBe(500);
    }
    expect(server.kiln.pool.pids).toEqual([before]);
    // A second input failing too is evidence against the renderer.
    expect(await status('/test/crash?mode=draw&text=other')).toBe(500);
    await until(async () => (await status('/test/crash?mode=draw&text=after')) === 200);
  });

  it('leaves /readyz not ready while no renderer can start, ready once one can', async () => {
    expect(await readiness()).toEqual({ status: 200, renderers: 'ok' });
    await writeFile(brokenStartMarker(process.pid), '');
    for (const text of ['x', 'y', 'z']) {
      await status(`/test/crash?mode=${text === 'x' ? 'break' : 'draw'}&text=${text}`);
    }
    await until(async () => (await readiness()).status === 503);
    expect(await readiness()).toEqual({ status: 503, renderers: 'failed' });
    await rm(brokenStartMarker(process.pid));
    await until(async () => (await readiness()).status === 200);
    expect(await status('/test/crash?mode=draw&text=back')).toBe(200);
  });
});
