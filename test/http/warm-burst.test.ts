// The first burst after /readyz: a fresh instance (two renderers, the default queue budget)
// takes 24 unique script-heavy renders at once (CJK, Hangul and kana, Arabic, emoji in six text
// families) without refusing one, though its renderers draw their first pictures of each kind;
// and so does it once a renderer killed from outside has been replaced by a cold one. The time
// of a renderer's cold first render does not count against the queue behind it (the pool).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { burstPaths, fireBurst } from '../../bench/burst.js';
import { RenderPool } from '../../src/render/pool.js';
import { listenKiln, type Listening } from '../helpers/listening.js';
import { COLD_MS } from '../helpers/slow-first-generator.js';

describe("a renderer's cold first render", () => {
  it('costs the renders queued behind it no part of their wait budget', async () => {
    const bundled = inject('bundledRenderer') as string | undefined;
    const pool = new RenderPool({
      renderers: 1,
      queueMax: 100,
      queueStandingMs: 100,
      // Well below the cold render: without the excuse, every render queued behind it is refused.
      queueMaxWaitMs: COLD_MS / 2,
      deadlineMs: 30_000,
      maxOutputPixels: 1_000_000,
      picturesDir: inject('picturesDir'),
      extraGenerators: {
        'test-slow-first': new URL('../helpers/slow-first-generator.ts', import.meta.url).href,
      },
      rendererEntry: bundled === undefined ? undefined : new URL(bundled),
    });
    try {
      await pool.warmUp();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          pool.run({ generator: 'test-slow-first', input: { text: `${i}` }, format: 'png' }),
        ),
      );
      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(6).fill('fulfilled'));
      expect(pool.refused).toBe(0);
    } finally {
      await pool.close();
    }
  });
});

describe('the first burst after /readyz', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listenKiln({ RENDER_THREADS: '2' }, { freshRenderers: true });
  });
  afterAll(() => server?.close());

  it('has 24 unique requests over the six text families', () => {
    const paths = burstPaths('x');
    expect(new Set(paths).size).toBe(24);
    const families = new Set(paths.map((path) => path.split('?')[0]));
    expect([...families].sort()).toEqual(
      ['/achievement', '/calling', '/captcha', '/didyoumean', '/facts', '/scroll'].sort(),
    );
  });

  it('is answered 200 throughout, none refused', async () => {
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    const { statuses } = await fireBurst(server.port, `f${Math.random().toString(36).slice(2, 6)}`);
    expect(statuses).toEqual({ 200: 24 });
  });

  it('is answered the same once a killed renderer has been replaced', async () => {
    const [victim, other] = server.kiln.pool.pids;
    process.kill(victim!, 'SIGKILL');
    // A renderer is listed once it is warm and offered renders (seat.ts).
    for (;;) {
      const pids = server.kiln.pool.pids;
      if (pids.length === 2 && !pids.includes(victim!)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(server.kiln.pool.pids).toContain(other);
    const { statuses } = await fireBurst(server.port, `r${Math.random().toString(36).slice(2, 6)}`);
    expect(statuses).toEqual({ 200: 24 });
  });
});
