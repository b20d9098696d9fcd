// Cache misses over HTTP next to the same renders in-process, measured in one run: for every
// image route, caches off, 8 connections of unique requests, against threads x 1000 / p50 of
// the in-process render+encode of the matching case (what the threads could do at best), and
// the server's CPU time per render (all its threads) next to that in-process time.
import { loadConfig } from '../src/config.js';
import { createRenderPool, type RenderPool } from '../src/render/pool.js';
import { loadAllGenerators } from '../src/render/registry.js';
import { encode } from '../src/imaging/encode.js';
import { MISS_CASES } from './http-cases.js';
import { RENDER_CASES } from './render-cases.js';
import { cpuSeconds, median, ms, wrk } from './lib.js';
import { startKiln, stopKiln } from './server.js';
import { statusSummary, uniqueScript } from './unique-load.js';

type Say = (line?: string) => void;

const THREADS = 2;

function renderCase(label: string) {
  const c = RENDER_CASES.find((r) => r.label === label);
  if (!c) throw new Error(`no render case ${label}`);
  return c;
}

/** p50 of render+encode (PNG) of a render case, in this process, fresh input each time. */
async function inProcessP50(label: string, iterations: number): Promise<number> {
  const c = renderCase(label);
  const generator = (await loadAllGenerators()).get(c.generator)!;
  const samples: number[] = [];
  for (let i = 0; i < iterations + 20; i++) {
    const started = performance.now();
    await encode(generator.render(c.input(1_000_000 + i)).raster, 'png');
    if (i >= 20) samples.push(performance.now() - started);
  }
  return median(samples);
}

/**
 * p50 of render+encode (PNG) timed inside the render threads while both threads render at
 * once, as they do under the HTTP load: what the cores deliver when neither is idle.
 */
async function bothThreadsP50(pool: RenderPool, label: string, pairs: number): Promise<number> {
  const c = renderCase(label);
  const samples: number[] = [];
  for (let i = 0; i < pairs + 10; i++) {
    const outcomes = await Promise.all(
      [0, 1].map((k) =>
        pool.run({ generator: c.generator, input: c.input(2_000_000 + 2 * i + k), format: 'png' }),
      ),
    );
    if (i < 10) continue;
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
    '| route | HTTP renders/s | HTTP p50 / p99 | in-process p50 | threads x 1000 / p50 | ratio (target >= 80%) | in-thread p50, both threads rendering | / in-process p50 | ratio to threads x 1000 / that p50 | server CPU per render (all threads) | / in-process p50 | statuses |',
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
      const p50 = await inProcessP50(c.inProcess, 200);
      const ceiling = (THREADS * 1000) / p50;
      const busyP50 = await bothThreadsP50(pool, c.inProcess, 100);
      const busyCeiling = (THREADS * 1000) / busyP50;
      say(
        `| ${c.route} | ${Math.round(r.requestsPerSecond)} | ${ms(r.p50Ms)} / ${ms(r.p99Ms)} | ${ms(p50)} (${c.inProcess}) | ${ceiling.toFixed(0)} | ${((r.requestsPerSecond / ceiling) * 100).toFixed(0)}% | ${ms(busyP50)} | ${(busyP50 / p50).toFixed(2)} | ${((r.requestsPerSecond / busyCeiling) * 100).toFixed(0)}% | ${ms(cpuMs)} | ${(cpuMs / p50).toFixed(2)} | ${statusSummary(r.statuses).text} |`,
      );
    }
  } finally {
    await pool.close();
    await stopKiln(kiln);
  }
}
