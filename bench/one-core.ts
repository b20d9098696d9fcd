// One core, cache misses, per route: Kiln's server and its one renderer pinned together to
// CPU 0 (wrk on CPU 1, 8 connections of unique requests), next to the minimal server of the
// same design (minimal-server.ts in process mode) at the route's render time and answer size,
// and next to the original service's renderers where their figures on this kind of machine are
// known (issue 44). This VM's speed moves by up to 2x over minutes, so each route is measured in
// rounds that alternate the servers (BENCH_ONECORE_ROUNDS, 3 by default) and medians are shown;
// BENCH_BEFORE=<a checkout with its dist/ built> adds that build's figures, alternated the same way.
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
const WARM_SECONDS = Number(process.env.BENCH_ONECORE_WARM_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ONECORE_ROUNDS ?? 3);
/** Another build to measure beside this one (its dist/main.js), e.g. main before a change. */
const BEFORE = process.env.BENCH_BEFORE;
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
  main?: string,
): Promise<Measured> {
  const env = { RENDER_THREADS: '1', CACHE_MAX_BYTES: '0' };
  const kiln = await startKiln(PORT, env, '0', main);
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
  framework: 'node:http' | 'fastify',
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
      framework === 'fastify' ? 'fastify' : 'node-http',
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
    `\n## One core, cache misses per route: Kiln's server and its one renderer pinned together to CPU 0, wrk on CPU 1 (8 connections of unique requests, ${seconds}s after ${WARM_SECONDS}s of the same load), next to the minimal server of the same design (one renderer process over a Unix socket doing the route's render time of CPU work, answering its size, pinned the same way; on node:http, and on a bare Fastify app to show the framework's own cost) and the original's renderers on one core where known; median of ${ROUNDS} rounds alternating the servers${BEFORE ? `, beside the build in ${BEFORE} (before)` : ''}`,
  );
  say(
    `| route | Kiln renders/s (rounds) | p50 / p99 | render+encode p50 (X-Render-Time) | answer bytes |${BEFORE ? ' before: renders/s (rounds) | Kiln / before |' : ''} minimal server renders/s | Kiln / minimal (target >= 90%) | the same on bare Fastify renders/s | bare Fastify / minimal | original renders/s | Kiln / original (target) | statuses |`,
  );
  say(`|---|---|---|---|---|${BEFORE ? '---|---|' : ''}---|---|---|---|---|---|---|`);
  let base = 7_000_000_000;
  for (const missCase of MISS_CASES) {
    if (ROUTES && !ROUTES.includes(missCase.route)) continue;
    const kiln: Measured[] = [];
    const before: Measured[] = [];
    const minimal: WrkResult[] = [];
    const bareFastify: WrkResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      base += 100_000_000;
      const now = await measureKiln(dir, missCase.template, base, seconds);
      kiln.push(now);
      if (BEFORE) {
        const main = `${BEFORE}/dist/main.js`;
        before.push(await measureKiln(dir, missCase.template, base + 1e7, seconds, main));
      }
      minimal.push(await measureMinimal(dir, now.renderMs, now.bytes, seconds, 'node:http'));
      bareFastify.push(await measureMinimal(dir, now.renderMs, now.bytes, seconds, 'fastify'));
    }
    const rate = (runs: readonly { run: WrkResult }[]) =>
      median(runs.map((m) => m.run.requestsPerSecond));
    const rounds = (values: readonly number[]) => values.map((v) => Math.round(v)).join(', ');
    const kilnRate = rate(kiln);
    const minimalRate = median(minimal.map((r) => r.requestsPerSecond));
    const fastifyRate = median(bareFastify.map((r) => r.requestsPerSecond));
    const middle = kiln.find((m) => m.run.requestsPerSecond === kilnRate) ?? kiln[0]!;
    const original = ORIGINAL[missCase.route];
    const versus = original
      ? `${original.rendersPerSecond} | ${(kilnRate / original.rendersPerSecond).toFixed(2)}x (>= ${original.target}x)`
      : '- | -';
    const beforeCells = BEFORE
      ? ` ${Math.round(rate(before))} (${rounds(before.map((m) => m.run.requestsPerSecond))}) | ${(kilnRate / rate(before)).toFixed(2)} |`
      : '';
    const statuses = statusSummary(kiln.flatMap((m) => m.run.statuses)).text;
    say(
      `| ${missCase.route} | ${Math.round(kilnRate)} (${rounds(kiln.map((m) => m.run.requestsPerSecond))}) | ${ms(middle.run.p50Ms)} / ${ms(middle.run.p99Ms)} | ${ms(median(kiln.map((m) => m.renderMs)))} | ${middle.bytes} |${beforeCells} ${Math.round(minimalRate)} (${rounds(minimal.map((r) => r.requestsPerSecond))}) | ${((kilnRate / minimalRate) * 100).toFixed(0)}% | ${Math.round(fastifyRate)} (${rounds(bareFastify.map((r) => r.requestsPerSecond))}) | ${((fastifyRate / minimalRate) * 100).toFixed(0)}% | ${versus} | ${statuses} |`,
    );
  }
}
