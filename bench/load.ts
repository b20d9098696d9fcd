// Renders under load, as clients send them (unique texts on every request, over all text
// routes): a closed loop at 1, 4, 8 and 16 clients; an overload of 256 connections with a
// cached picture asked meanwhile and the recovery afterwards; one core with one render thread.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  histogramDifference,
  histogramPercentile,
  histogramSum,
  median,
  ms,
  serverHistogram,
  wrk,
  type Histogram,
} from './lib.js';
import { startKiln, stopKiln, timedGet } from './server.js';
import { TEXT_ROUTE_TEMPLATES, TEXT_ROUTES, statusSummary, uniqueScript } from './unique-load.js';

type Say = (line?: string) => void;

const THREADS = { RENDER_THREADS: '2' };

const acceptedHistogram = async (port: number): Promise<Histogram> =>
  histogramSum(await Promise.all(TEXT_ROUTES.map((r) => serverHistogram(port, r, '200'))));

/**
 * Closed loops at each client count, then (when `overload` is given) the overload on the same
 * instance, so that its goodput is compared with a closed loop of equally warm code: a fresh
 * instance serves about a quarter fewer renders/s over its first seconds of load (JIT).
 */
export async function closedLoopSection(
  dir: string,
  seconds: number,
  say: Say,
  overload?: (port: number, closedLoop8: number) => Promise<void>,
): Promise<void> {
  const port = 3921;
  const kiln = await startKiln(port, THREADS);
  let at8 = 0;
  try {
    // Every generator warms up (first picture per thread) before anything is measured.
    const warm = await uniqueScript(dir, TEXT_ROUTE_TEMPLATES, 1);
    const first = await wrk(`http://127.0.0.1:${port}/`, {
      seconds: 3,
      connections: 8,
      script: warm,
    });
    say(
      `\n## Closed loop: unique renders over all ${TEXT_ROUTES.length} text routes, defaults, 2 render threads (wrk, ${seconds}s per level)`,
    );
    say(
      '| clients | renders/s | p50 | p90 | p99 | p99/p50 (target <= 4) | statuses | 503 (target: 0 up to 8, <= 1% at 16) |',
    );
    say('|---|---|---|---|---|---|---|---|');
    for (const [i, clients] of [1, 4, 8, 16].entries()) {
      const script = await uniqueScript(dir, TEXT_ROUTE_TEMPLATES, (i + 2) * 100_000_000);
      const r = await wrk(`http://127.0.0.1:${port}/`, { seconds, connections: clients, script });
      const s = statusSummary(r.statuses);
      const share = (s.refused / Math.max(1, s.ok + s.refused + s.other)) * 100;
      if (clients === 8) at8 = s.ok / seconds;
      say(
        `| ${clients} | ${Math.round(r.requestsPerSecond)} | ${ms(r.p50Ms)} | ${ms(r.p90Ms)} | ${ms(r.p99Ms)} | ${(r.p99Ms / r.p50Ms).toFixed(2)} | ${s.text} | ${s.refused} (${share.toFixed(2)}%) |`,
      );
    }
    say(
      `(warm-up, the fresh instance's first 3 s at 8 clients, not counted: ${Math.round(first.requestsPerSecond)} renders/s)`,
    );
    await overload?.(port, at8);
  } finally {
    await stopKiln(kiln);
  }
}

/** Median latency of `count` unique renders sent one at a time. */
async function idleLatency(port: number, count: number, base: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    samples.push((await timedGet(port, `/achievement?text=idle%20${base + i}`)).ms);
  }
  return median(samples);
}

/** The overload, on the instance the closed loop just measured (`closedLoop8` renders/s at 8). */
export async function overloadSection(
  port: number,
  dir: string,
  seconds: number,
  closedLoop8: number,
  say: Say,
): Promise<void> {
  const normal = await idleLatency(port, 30, 1);
  const cached = '/achievement?text=Already%20rendered%20once';
  await timedGet(port, cached);
  const before = await acceptedHistogram(port);
  const script = await uniqueScript(dir, TEXT_ROUTE_TEMPLATES, 8_000_000_000);
  const load = wrk(`http://127.0.0.1:${port}/`, {
    seconds,
    connections: 256,
    // One wrk thread: on a 2-core machine a second one takes CPU from the server it measures.
    threads: 1,
    script,
  });
  // Meanwhile a client asks for a picture rendered before, each time with a cache-buster.
  await sleep(1000);
  const probes: { status: number; ms: number }[] = [];
  for (let i = 0; i < 100; i++) {
    probes.push(await timedGet(port, `${cached}&cb=${i}`));
    await sleep(((seconds - 2) * 1000) / 100);
  }
  const result = await load;
  const stopped = performance.now();
  let recoveredMs = Number.NaN;
  for (let i = 0; i < 200; i++) {
    const sample = await timedGet(port, `/achievement?text=after%20${i}`);
    if (sample.status === 200 && sample.ms <= 2 * normal) {
      recoveredMs = performance.now() - stopped;
      break;
    }
  }
  const accepted = histogramDifference(await acceptedHistogram(port), before);
  const s = statusSummary(result.statuses);
  const goodput = s.ok / seconds;
  say(
    `\n## Overload: 256 connections of unique renders over the text routes (wrk 1 thread, ${seconds}s, on the instance the closed loop just measured)`,
  );
  say(
    `statuses: ${s.text}; other than 200/503: ${s.other}; 503 without Retry-After: ${result.missingRetryAfter}; socket errors: ${result.errors}`,
  );
  say(
    `goodput ${goodput.toFixed(0)} renders/s = ${((goodput / closedLoop8) * 100).toFixed(0)}% of the 8-client closed loop (${closedLoop8.toFixed(0)}/s) (target >= 90%)`,
  );
  say(
    `accepted renders (server-side histogram, ${accepted.count}): p50 ${ms(histogramPercentile(accepted, 50))}, p99 ${ms(histogramPercentile(accepted, 99))} (target p99 <= 1 s); buckets (le ms: count) ${accepted.buckets.map((b) => `${b.le * 1000}: ${b.count}`).join(', ')}`,
  );
  say(
    `cached picture with a cache-buster during the overload: ${probes.filter((p) => p.status === 200).length} of 100 answered 200 (target >= 99), median ${ms(median(probes.map((p) => p.ms)))}`,
  );
  say(
    `after the load stopped, a unique render was back within 2x the idle latency (${ms(normal)}) after ${ms(recoveredMs)} (target <= 1 s)`,
  );
}

export async function oneCoreSection(dir: string, seconds: number, say: Say): Promise<void> {
  const port = 3923;
  const kiln = await startKiln(port, { RENDER_THREADS: '1' }, '0');
  try {
    const templates = ['/achievement?text={text}'];
    const warm = await uniqueScript(dir, templates, 9_000_000_000);
    await wrk(`http://127.0.0.1:${port}/`, { seconds: 3, connections: 8, script: warm, cpus: '1' });
    say(
      `\n## One core: server on CPU 0 (taskset), one render thread; wrk on CPU 1, 8 connections of unique achievement texts, ${seconds}s`,
    );
    say(
      '| run | renders/s | p50 | p90 | p99 | p99/p50 (target <= 4) | statuses |\n|---|---|---|---|---|---|---|',
    );
    for (let run = 1; run <= 2; run++) {
      const script = await uniqueScript(dir, templates, 9_000_000_000 + run * 100_000_000);
      const r = await wrk(`http://127.0.0.1:${port}/`, {
        seconds,
        connections: 8,
        script,
        cpus: '1',
      });
      say(
        `| ${run} | ${Math.round(r.requestsPerSecond)} | ${ms(r.p50Ms)} | ${ms(r.p90Ms)} | ${ms(r.p99Ms)} | ${(r.p99Ms / r.p50Ms).toFixed(2)} | ${statusSummary(r.statuses).text} |`,
      );
    }
  } finally {
    await stopKiln(kiln);
  }
}
