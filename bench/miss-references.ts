// The references of the miss table: the very requests a wrk run sends, made through each
// route's own parameter handling and rendered without HTTP, timed in a renderer or on the
// main thread. Run in the benchmark process, or (run as a script) in a child process started
// with the allocator settings `npm start` gives the server, answering over its IPC channel.
// This process marks its heap as the server's does (set first, as in src/main.ts).
import '../src/ops/marking.js';
import { loadConfig } from '../src/config.js';
import { createRenderPool, type RenderPool } from '../src/render/pool.js';
import { loadAllGenerators } from '../src/render/registry.js';
import { encode } from '../src/imaging/encode.js';
import { renderRequestOf, type RenderRequest } from '../src/http/routes/image-routes.js';
import type { MissCase } from './http-cases.js';
import { median } from './lib.js';
import { expandTemplate } from './unique-load.js';

export const THREADS = 2;

/** The same kind of unique requests as a wrk run sends (counters from `base` up). */
export const requestsOf = (c: MissCase, base: number, count: number): RenderRequest[] =>
  Array.from({ length: count }, (_, i) =>
    renderRequestOf(c.route, expandTemplate(c.template, base + i)),
  );

type Render = (request: RenderRequest) => Promise<unknown>;

/**
 * Renders fresh requests of `missCase` (counters from `base` up), `together` at a time, for
 * `seconds`, before anything is timed. V8 goes on compiling a route's code for thousands of
 * renders: a renderer's p50 of /achievement fell from 0.90-0.94 ms over its first 220
 * renders to 0.82-0.83 ms after about 4,000, and a server's renders/s rose for 10-12 s.
 */
export async function warmUp(
  render: Render,
  missCase: MissCase,
  base: number,
  seconds: number,
  together: number,
): Promise<void> {
  const until = performance.now() + seconds * 1000;
  for (let n = base; performance.now() < until; n += together) {
    const batch = Array.from({ length: together }, (_, i) =>
      renderRequestOf(missCase.route, expandTemplate(missCase.template, n + i)),
    );
    await Promise.all(batch.map(render));
  }
}

let mainThreadGenerators: Awaited<ReturnType<typeof loadAllGenerators>> | undefined;

/** Render+encode (PNG) on this process's main thread; loads the generators on its first call. */
export const onMainThread: Render = async ({ generator, input }) => {
  mainThreadGenerators ??= await loadAllGenerators();
  return encode(mainThreadGenerators.get(generator)!.render(input).raster, 'png');
};

/** Render+encode (PNG) in one of `pool`'s renderers. */
export const inThreads =
  (pool: RenderPool) =>
  ({ generator, input }: RenderRequest) =>
    pool.run({ generator, input, format: 'png' });

/** p50 of render+encode (PNG) of `requests` on this process's main thread, after 20 as warm-up. */
export async function inProcessP50(requests: readonly RenderRequest[]): Promise<number> {
  // Loaded before the timed renders, which then only look their generator up.
  mainThreadGenerators ??= await loadAllGenerators();
  const samples: number[] = [];
  for (const [i, request] of requests.entries()) {
    const started = performance.now();
    await onMainThread(request);
    if (i >= 20) samples.push(performance.now() - started);
  }
  return median(samples);
}

/**
 * p50 of render+encode (PNG) timed inside the renderers, `together` renders at a time:
 * one at a time is the reference (a renderer is where the server renders, and this
 * process's main thread sometimes runs the same render several times slower); two at once is
 * how they run under the HTTP load, when neither core is idle.
 */
export async function inThreadP50(
  pool: RenderPool,
  requests: readonly RenderRequest[],
  together: number,
) {
  const samples: number[] = [];
  for (let i = 0; i + together <= requests.length; i += together) {
    const outcomes = await Promise.all(requests.slice(i, i + together).map(inThreads(pool)));
    if (i < 20) continue;
    for (const outcome of outcomes) if (outcome.ok) samples.push(outcome.renderMs);
  }
  return median(samples);
}

export const referencePool = async (): Promise<RenderPool> => {
  const pool = createRenderPool({ ...loadConfig({ LOG_LEVEL: 'warn' }), renderThreads: THREADS });
  await pool.warmUp();
  return pool;
};

/** What the child is asked: the one-at-a-time p50 of `count` requests of `missCase` from `base`. */
export interface ReferenceQuestion {
  readonly missCase: MissCase;
  readonly base: number;
  readonly count: number;
  /** How long its renderers render the case before the timed ones (`warmUp`). */
  readonly warmSeconds: number;
}

// Run as a forked script: answer each question with its p50, until the parent disconnects.
if (process.send && process.argv.includes('--reference-child')) {
  const pool = await referencePool();
  process.on('message', (question: ReferenceQuestion) => {
    const { missCase, base, count, warmSeconds } = question;
    void warmUp(inThreads(pool), missCase, base + count, warmSeconds, THREADS)
      .then(() => inThreadP50(pool, requestsOf(missCase, base, count), 1))
      .then((p50) => process.send!(p50));
  });
  process.on('disconnect', () => void pool.close());
  process.send('ready');
}
