// Cache misses over HTTP next to the same renders without HTTP, measured in one run: for every
// image route, caches off, 8 connections of unique requests, against threads x 1000 / p50 of
// render+encode in a render thread of the very same kind of requests (made through the route's
// own parameter handling: what the threads could do at best), and the server's CPU time per
// render (all its threads) next to that time.
import { loadConfig } from '../src/config.js';
import { createRenderPool, type RenderPool } from '../src/render/pool.js';
import { loadAllGenerators } from '../src/render/registry.js';
import { encode } from '../src/imaging/encode.js';
import { COLOUR_ROUTES } from '../src/http/routes/colour.js';
import { COMPOSED_ROUTES } from '../src/http/routes/composed.js';
import { ILLUSTRATED_ROUTES } from '../src/http/routes/illustrated.js';
import { TYPOGRAPHIC_ROUTES } from '../src/http/routes/typographic.js';
import type { RouteDefinition } from '../src/http/route-kit.js';
import { MISS_CASES, type MissCase } from './http-cases.js';
import { cpuSeconds, median, ms, wrk } from './lib.js';
import { startKiln, stopKiln } from './server.js';
import { expandTemplate, statusSummary, uniqueScript } from './unique-load.js';

type Say = (line?: string) => void;

const THREADS = 2;

const IMAGE_ROUTES = [
  ...COLOUR_ROUTES,
  ...COMPOSED_ROUTES,
  ...ILLUSTRATED_ROUTES,
  ...TYPOGRAPHIC_ROUTES,
];

/** What the route's handler renders for `path`: its own parameter handling, no HTTP. */
function renderRequestOf(route: string, path: string): RenderRequest {
  const definition = IMAGE_ROUTES.find((r) => r.path === route);
  if (!definition?.renderRequest) throw new Error(`no image route ${route}`);
  const url = new URL(path, 'http://bench.invalid');
  const pattern = route.split('/');
  const segments = url.pathname.split('/');
  const params = Object.fromEntries(
    pattern.flatMap((part, i) =>
      part.startsWith(':') ? [[part.slice(1), decodeURIComponent(segments[i]!)]] : [],
    ),
  );
  const query = Object.fromEntries(url.searchParams);
  return definition.renderRequest({ params, query, baseUrl: url.origin });
}

type RenderRequest = ReturnType<NonNullable<RouteDefinition['renderRequest']>>;

/** The same kind of unique requests as a wrk run sends (counters from `base` up). */
const requestsOf = (c: MissCase, base: number, count: number): RenderRequest[] =>
  Array.from({ length: count }, (_, i) =>
    renderRequestOf(c.route, expandTemplate(c.template, base + i)),
  );

/** p50 of render+encode (PNG) of `requests` on this process's main thread, after 20 as warm-up. */
async function inProcessP50(requests: readonly RenderRequest[]): Promise<number> {
  const generators = await loadAllGenerators();
  const samples: number[] = [];
  for (const [i, { generator, input }] of requests.entries()) {
    const started = performance.now();
    await encode(generators.get(generator)!.render(input).raster, 'png');
    if (i >= 20) samples.push(performance.now() - started);
  }
  return median(samples);
}

/**
 * p50 of render+encode (PNG) timed inside the render threads, `together` renders at a time:
 * one at a time is the reference (a render thread is where the server renders, and this
 * process's main thread sometimes runs the same render several times slower); two at once is
 * how they run under the HTTP load, when neither core is idle.
 */
async function inThreadP50(pool: RenderPool, requests: readonly RenderRequest[], together: number) {
  const samples: number[] = [];
  for (let i = 0; i + together <= requests.length; i += together) {
    const outcomes = await Promise.all(
      requests
        .slice(i, i + together)
        .map(({ generator, input }) => pool.run({ generator, input, format: 'png' })),
    );
    if (i < 20) continue;
    for (const outcome of outcomes) if (outcome.ok) samples.push(outcome.renderMs);
  }
  return median(samples);
}

export async function missSection(dir: string, seconds: number, say: Say): Promise<void> {
  const port = 3911;
  const kiln = await startKiln(port, { CACHE_MAX_BYTES: '0', RENDER_THREADS: String(THREADS) });
  say(
    `\n## Cache misses over HTTP next to in-process render+encode (caches off, ${THREADS} render threads, wrk 8 connections of unique requests, ${seconds}s after 2s of warm-up)`,
  );
  say(
    '| route | HTTP renders/s | HTTP p50 / p99 | render+encode p50 in a render thread, one at a time | threads x 1000 / that p50 | ratio (target >= 80%) | same on the main thread | in a thread, both threads rendering | ratio to threads x 1000 / that p50 | server CPU per render (all threads) | / one-at-a-time p50 | statuses |',
  );
  say('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const pool = createRenderPool({ ...loadConfig({ LOG_LEVEL: 'warn' }), renderThreads: THREADS });
  await pool.warmUp();
  try {
    for (const [i, c] of MISS_CASES.entries()) {
      const warm = await uniqueScript(dir, [c.template], (2 * i + 20) * 100_000_000);
      await wrk(`http://127.0.0.1:${port}/`, { seconds: 2, connections: 8, script: warm });
      const script = await uniqueScript(dir, [c.template], (2 * i + 21) * 100_000_000);
      const cpuBefore = cpuSeconds(kiln.pid!);
      const r = await wrk(`http://127.0.0.1:${port}/`, { seconds, connections: 8, script });
      const cpuMs = ((cpuSeconds(kiln.pid!) - cpuBefore) * 1000) / (r.requestsPerSecond * seconds);
      const base = (4 * i + 22) * 100_000_000;
      const p50 = await inThreadP50(pool, requestsOf(c, base, 220), 1);
      const ceiling = (THREADS * 1000) / p50;
      const mainP50 = await inProcessP50(requestsOf(c, base + 1_000_000, 220));
      const busyP50 = await inThreadP50(pool, requestsOf(c, base + 2_000_000, 240), 2);
      const busyCeiling = (THREADS * 1000) / busyP50;
      say(
        `| ${c.route} | ${Math.round(r.requestsPerSecond)} | ${ms(r.p50Ms)} / ${ms(r.p99Ms)} | ${ms(p50)} | ${ceiling.toFixed(0)} | ${((r.requestsPerSecond / ceiling) * 100).toFixed(0)}% | ${ms(mainP50)} | ${ms(busyP50)} | ${((r.requestsPerSecond / busyCeiling) * 100).toFixed(0)}% | ${ms(cpuMs)} | ${(cpuMs / p50).toFixed(2)} | ${statusSummary(r.statuses).text} |`,
      );
    }
  } finally {
    await pool.close();
    await stopKiln(kiln);
  }
}
