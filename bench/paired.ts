// One core, cache misses, this build beside another at the same moments: both run at once (each
// server with its one renderer, all pinned to CPU 0) and short wrk bursts alternate between
// them, so this VM's drifting speed (up to 2x over minutes) falls on both alike. Per route, the
// CPU each server and its renderer spend per miss (/proc) and the renders/s of each (issue 44).
import type { ChildProcess } from 'node:child_process';
import { MISS_CASES } from './http-cases.js';
import { cpuSeconds, median, processCpuSeconds, wrk, type WrkResult } from './lib.js';
import { startKiln, stopKiln } from './server.js';
import { statusSummary, uniqueScript } from './unique-load.js';

type Say = (line?: string) => void;

const PORTS = [3962, 3963] as const;
/** Bursts of each build (an even number: half with each started first). */
const BURSTS = 2 * Math.ceil(Number(process.env.BENCH_PAIRED_BURSTS ?? 12) / 2);
const BURST_SECONDS = 2;
const WARM_SECONDS = 4;
/** Routes to measure (BENCH_ROUTES=/achievement,/captcha), all image routes by default. */
const ROUTES = process.env.BENCH_ROUTES?.split(',');

/** One build: its bundle (dist/main.js when undefined) and what its bursts added up to. */
interface Side {
  readonly main: string | undefined;
  serverSeconds: number;
  rendererSeconds: number;
  requests: number;
  readonly rates: number[];
  readonly runs: WrkResult[];
}

/** CPU seconds of the server process (all its threads) and of its renderers. */
function cpuOf(pid: number): { server: number; renderers: number } {
  const server = processCpuSeconds(pid);
  return { server, renderers: cpuSeconds(pid) - server };
}

/** A build's server while it runs. */
interface Running {
  readonly side: Side;
  readonly server: ChildProcess;
  readonly url: string;
}

async function burst({ side, server, url }: Running, script: string): Promise<void> {
  const pid = server.pid!;
  const before = cpuOf(pid);
  const run = await wrk(url, { seconds: BURST_SECONDS, connections: 8, script, cpus: '1' });
  const after = cpuOf(pid);
  const requests = Math.round(run.requestsPerSecond * BURST_SECONDS);
  side.serverSeconds += after.server - before.server;
  side.rendererSeconds += after.renderers - before.renderers;
  side.requests += requests;
  side.rates.push(run.requestsPerSecond);
  side.runs.push(run);
}

const perMiss = (seconds: number, requests: number) => (seconds * 1000) / requests;

export async function pairedMissSection(dir: string, before: string, say: Say): Promise<void> {
  say(
    `\n## One core, cache misses, this build beside ${before} at the same moments: both up at once (each server and its one renderer on CPU 0, caches off), ${BURSTS} bursts of ${BURST_SECONDS} s each (wrk on CPU 1, 8 connections of unique requests) alternating between them after ${WARM_SECONDS} s of warm-up; CPU per miss from /proc over all bursts, renders/s as the median burst`,
  );
  say(
    '| route | this build: server ms per miss | its renderer ms per miss | renders/s | before: server ms per miss | its renderer ms per miss | renders/s | this / before: server CPU | renderer CPU | CPU per miss | statuses |',
  );
  say('|---|---|---|---|---|---|---|---|---|---|---|');
  let base = 9_000_000_000;
  for (const missCase of MISS_CASES) {
    if (ROUTES && !ROUTES.includes(missCase.route)) continue;
    const env = { RENDER_THREADS: '1', CACHE_MAX_BYTES: '0' };
    const sides: Side[] = [undefined, `${before}/dist/main.js`].map((main) => ({
      main,
      serverSeconds: 0,
      rendererSeconds: 0,
      requests: 0,
      rates: [],
      runs: [],
    }));
    // Half the bursts with each build started first, so neither carries what the order costs.
    // One build against itself still came out at 1.03-1.12 (DECISIONS, "Measuring with both
    // builds up at once"): read ratios within about 10% of 1 as noise.
    for (const order of [sides, [...sides].reverse()]) {
      const running: Running[] = [];
      try {
        for (const [i, side] of order.entries()) {
          const server = await startKiln(PORTS[i]!, env, '0', side.main);
          running.push({ side, server, url: `http://127.0.0.1:${PORTS[i]}/` });
        }
        for (const { url } of running) {
          base += 100_000_000;
          const warm = await uniqueScript(dir, [missCase.template], base);
          await wrk(url, { seconds: WARM_SECONDS, connections: 8, script: warm, cpus: '1' });
        }
        for (let i = 0; i < BURSTS / 2; i++) {
          // Each goes first in every other pair: neither always follows the other's load.
          for (const build of i % 2 === 0 ? running : [...running].reverse()) {
            base += 1_000_000;
            await burst(build, await uniqueScript(dir, [missCase.template], base));
          }
        }
      } finally {
        for (const { server } of running) await stopKiln(server);
      }
    }
    const [now, then] = sides as [Side, Side];
    const cells = (side: Side) =>
      `${perMiss(side.serverSeconds, side.requests).toFixed(3)} | ${perMiss(side.rendererSeconds, side.requests).toFixed(3)} | ${Math.round(median(side.rates))}`;
    const ratio = (a: number, b: number) => (a / b).toFixed(3);
    const nowTotal = (now.serverSeconds + now.rendererSeconds) / now.requests;
    const thenTotal = (then.serverSeconds + then.rendererSeconds) / then.requests;
    const statuses = statusSummary(sides.flatMap((side) => side.runs.flatMap((r) => r.statuses)));
    say(
      `| ${missCase.route} | ${cells(now)} | ${cells(then)} | ${ratio(now.serverSeconds / now.requests, then.serverSeconds / then.requests)} | ${ratio(now.rendererSeconds / now.requests, then.rendererSeconds / then.requests)} | ${ratio(nowTotal, thenTotal)} | ${statuses.text} |`,
    );
  }
}
