// One core, cache misses, per route: Kiln's server and its one renderer pinned together to
// CPU 0 (wrk on CPU 1, 8 connections of unique requests), next to the minimal server of the
// same design (minimal-server.ts in process mode) at the route's render time and answer size,
// and next to the original service's renderers where their figures on this kind of machine are
// known (issue 44).
import type { ChildProcess } from 'node:child_process';
import { MISS_CASES } from './http-cases.js';
import { median, ms, startProcess, wrk, type WrkResult } from './lib.js';
import { startKiln, stopKiln } from './server.js';
import { expandTemplate, statusSummary, uniqueScript } from './unique-load.js';

type Say = (line?: string) => void;

/**
 * The original service's renders per second on one core of this kind of machine, cache
 * misses of unique texts (issue 44): it cannot run here, so its figures stand in for it.
 */
const ORIGINAL: Readonly<Record<string, { rendersPerSecond: number; target: number }>> = {
  '/achievement': { rendersPerSecond: 165, target: 4 },
  '/captcha': { rendersPerSecond: 55, target: 4 },
  '/didyoumean': { rendersPerSecond: 25, target: 6 },
};

const PORT = 3960;
const MINIMAL_PORT = 3961;
const WARM_SECONDS = Number(process.env.BENCH_ONECORE_WARM_SECONDS ?? 8);
/** Routes to measure (BENCH_ROUTES=/achievement,/captcha), all image routes by default. */
const ROUTES = process.env.BENCH_ROUTES?.split(',');

interface Measured {
  readonly run: WrkResult;
  /** Median X-Render-Time of sequential requests after the load (render + encode). */
  readonly renderMs: number;
  readonly bytes: number;
}

async function measureKiln(
  dir: string,
  template: string,
  base: number,
  seconds: number,
): Promise<Measured> {
  const kiln = await startKiln(PORT, { RENDER_THREADS: '1', CACHE_MAX_BYTES: '0' }, '0');
  try {
    const url = `http://127.0.0.1:${PORT}/`;
    const warm = await uniqueScript(dir, [template], base);
    await wrk(url, { seconds: WARM_SECONDS, connections: 8, script: warm, cpus: '1' });
    const script = await uniqueScript(dir, [template], base + 50_000_000);
    const run = await wrk(url, { seconds, connections: 8, script, cpus: '1' });
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 200; i++) {
      const answer = await fetch(
        `http://127.0.0.1:${PORT}${expandTemplate(template, base + 90_000_000 + i)}`,
      );
      bytes = (await answer.arrayBuffer()).byteLength;
      times.push(Number(answer.headers.get('x-render-time')));
    }
    return { run, renderMs: median(times), bytes };
  } finally {
    await stopKiln(kiln);
  }
}

async function measureMinimal(
  dir: string,
  renderMs: number,
  bytes: number,
  seconds: number,
): Promise<WrkResult> {
  const child: ChildProcess = await startProcess(
    [
      '--import',
      'tsx',
      'bench/minimal-server.ts',
      String(renderMs),
      String(bytes),
      '1',
      String(MINIMAL_PORT),
      'process',
    ],
    {},
    /ready/,
    '0',
  );
  try {
    const url = `http://127.0.0.1:${MINIMAL_PORT}/`;
    const script = await uniqueScript(dir, ['/x/{n}'], 0);
    await wrk(url, { seconds: 2, connections: 8, script, cpus: '1' });
    return await wrk(url, { seconds, connections: 8, script, cpus: '1' });
  } finally {
    child.kill('SIGTERM');
  }
}

export async function oneCoreMissSection(dir: string, seconds: number, say: Say): Promise<void> {
  say(
    `\n## One core, cache misses per route: Kiln's server and its one renderer pinned together to CPU 0, wrk on CPU 1 (8 connections of unique requests, ${seconds}s after ${WARM_SECONDS}s of the same load), next to the minimal server of the same design (one renderer process over a Unix socket doing the route's render time of CPU work, answering its size, pinned the same way) and the original's renderers on one core where known`,
  );
  say(
    '| route | Kiln renders/s | p50 / p99 | render+encode p50 (X-Render-Time) | answer bytes | minimal server renders/s | Kiln / minimal (target >= 90%) | original renders/s | Kiln / original (target) | statuses |',
  );
  say('|---|---|---|---|---|---|---|---|---|---|');
  let base = 7_000_000_000;
  for (const missCase of MISS_CASES) {
    if (ROUTES && !ROUTES.includes(missCase.route)) continue;
    base += 100_000_000;
    const kiln = await measureKiln(dir, missCase.template, base, seconds);
    const minimal = await measureMinimal(dir, kiln.renderMs, kiln.bytes, seconds);
    const original = ORIGINAL[missCase.route];
    const ratio = kiln.run.requestsPerSecond / minimal.requestsPerSecond;
    const versus = original
      ? `${original.rendersPerSecond} | ${(kiln.run.requestsPerSecond / original.rendersPerSecond).toFixed(2)}x (>= ${original.target}x)`
      : '- | -';
    say(
      `| ${missCase.route} | ${Math.round(kiln.run.requestsPerSecond)} | ${ms(kiln.run.p50Ms)} / ${ms(kiln.run.p99Ms)} | ${ms(kiln.renderMs)} | ${kiln.bytes} | ${Math.round(minimal.requestsPerSecond)} | ${(ratio * 100).toFixed(0)}% | ${versus} | ${statusSummary(kiln.run.statuses).text} |`,
    );
  }
}
