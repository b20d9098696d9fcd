// Renders under load, as clients send them (unique texts on every request, over all text
// routes): a closed loop at 1, 4, 8 and 16 clients; an overload of 256 connections with a
// cached picture asked meanwhile and the recovery afterwards; one core with one renderer.
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
  overload?: (port: number) => Promise<void>,
): Promise<void> {
  const port = 3921;
  const kiln = await startKiln(port, THREADS);
  try {
    // Every generator warms up (first picture per renderer) before anything is measured.
    const warm = await uniqueScript(dir, TEXT_ROUTE_TEMPLATES, 1);
    const first = await wrk(`http://127.0.0.1:${port}/`, {
      seconds: 3,
      connections: 8,
      script: warm,
    });
    say(
      `\n## Closed loop: unique renders over all ${TEXT_ROUTES.length} text routes, defaults, 2 renderers (wrk, ${seconds}s per level)`,
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
      say(
        `| ${clients} | ${Math.round(r.requestsPerSecond)} | ${ms(r.p50Ms)} | ${ms(r.p90Ms)} | ${ms(r.p99Ms)} | ${(r.p99Ms / r.p50Ms).toFixed(2)} | ${s.text} | ${s.refused} (${share.toFixed(2)}%) |`,
      );
    }
    say(
      `(warm-up, the fresh instance's first 3 s at 8 clients, not counted: ${Math.round(first.requestsPerSecond)} renders/s)`,
    );
    await overload?.(port);
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

/** Rounds of the overload, each between two closed loops of 8 clients. */
const OVERLOAD_ROUNDS = 3;
/** Cache-buster probes over all rounds together (target: at least 99 of them answered 200). */
const PROBES = 100;

/**
 * The overload, on the instance the closed loop just measured, in rounds: closed loops of 8
 * clients and overloads of 256 connections alternate, each overload's goodput is judged
 * against the mean of the closed loops just before and after it (the instance still warms up
 * a little), and the median of the rounds is taken: on this 2-vCPU VM one 5 s window of the
 * same load varies by 5-10%, which a single comparison reads as a change in goodput.
 */
export async function overloadSection(
  port: number,
  dir: string,
  closedSeconds: number,
  seconds: number,
  say: Say,
): Promise<void> {
  const normal = await idleLatency(port, 30, 1);
  const cached = '/achievement?text=Already%20rendered%20once';
  await timedGet(port, cached);
  say(
    `\n## Overload: 256 connections of unique renders over the text routes (wrk 1 thread, ${seconds}s per round, on the instance the closed loop just measured), ${OVERLOAD_ROUNDS} rounds, each between two ${closedSeconds}s closed loops of 8 clients`,
  );
  say(
    '| round | closed loop, 8 clients, before and after: renders/s | overload: 200/s (goodput) | goodput / mean of the two closed loops | overload statuses | back to normal after the load |\n|---|---|---|---|---|---|',
  );
  const ratios: number[] = [];
  const accepted: Histogram[] = [];
  const probes: { status: number; ms: number }[] = [];
  const recoveries: number[] = [];
  let other = 0;
  let missingRetryAfter = 0;
  let socketErrors = 0;
  const closedLoop = async (round: number) => {
    const r = await wrk(`http://127.0.0.1:${port}/`, {
      seconds: closedSeconds,
      connections: 8,
      script: await uniqueScript(dir, TEXT_ROUTE_TEMPLATES, 8_000_000_000 + round * 200_000_000),
    });
    return statusSummary(r.statuses).ok / closedSeconds;
  };
  let closedBefore = await closedLoop(0);
  for (let round = 0; round < OVERLOAD_ROUNDS; round++) {
    const before = await acceptedHistogram(port);
    const load = wrk(`http://127.0.0.1:${port}/`, {
      seconds,
      connections: 256,
      // One wrk thread: on a 2-core machine a second one takes CPU from the server it measures.
      threads: 1,
      script: await uniqueScript(dir, TEXT_ROUTE_TEMPLATES, 8_100_000_000 + round * 200_000_000),
    });
    // Meanwhile a client asks for a picture rendered before, each time with a cache-buster.
    await sleep(1000);
    const count =
      Math.round((PROBES * (round + 1)) / OVERLOAD_ROUNDS) -
      Math.round((PROBES * round) / OVERLOAD_ROUNDS);
    for (let i = 0; i < count; i++) {
      probes.push(await timedGet(port, `${cached}&cb=${probes.length}`));
      await sleep(((seconds - 2) * 1000) / count);
    }
    const result = await load;
    const recovered = await recoveryMs(port, normal, round);
    accepted.push(histogramDifference(await acceptedHistogram(port), before));
    const closedAfter = await closedLoop(round + 1);
    const s = statusSummary(result.statuses);
    other += s.other;
    missingRetryAfter += result.missingRetryAfter;
    socketErrors += result.errors;
    const goodput = s.ok / seconds;
    const closedRate = (closedBefore + closedAfter) / 2;
    ratios.push(goodput / closedRate);
    recoveries.push(recovered);
    say(
      `| ${round + 1} | ${closedBefore.toFixed(0)}, ${closedAfter.toFixed(0)} | ${goodput.toFixed(0)} | ${((goodput / closedRate) * 100).toFixed(0)}% | ${s.text} | ${ms(recovered)} |`,
    );
    closedBefore = closedAfter;
  }
  const all = histogramSum(accepted);
  const percent = (r: number) => `${(r * 100).toFixed(0)}%`;
  say(
    `only 200 and 503: other statuses ${other}; 503 without Retry-After: ${missingRetryAfter}; socket errors: ${socketErrors}`,
  );
  say(
    `goodput: median ${percent(median(ratios))} of the closed loops around it (rounds ${ratios.map(percent).join(', ')}) (target >= 90%)`,
  );
  say(
    `accepted renders (server-side histogram, all rounds, ${all.count}): p50 ${ms(histogramPercentile(all, 50))}, p99 ${ms(histogramPercentile(all, 99))} (target p99 <= 1 s); buckets (le ms: count) ${all.buckets.map((b) => `${b.le * 1000}: ${b.count}`).join(', ')}`,
  );
  say(
    `cached picture with a cache-buster during the overloads: ${probes.filter((p) => p.status === 200).length} of ${probes.length} answered 200 (target >= 99 of 100), median ${ms(median(probes.map((p) => p.ms)))}`,
  );
  say(
    `after each load stopped, a unique render was back within 2x the idle latency (${ms(normal)}) after at most ${ms(Math.max(...recoveries))} (target <= 1 s)`,
  );
}

/** Milliseconds until a unique render is answered within 2x `normal` again (NaN: never). */
async function recoveryMs(port: number, normal: number, round: number): Promise<number> {
  const stopped = performance.now();
  for (let i = 0; i < 200; i++) {
    const sample = await timedGet(port, `/achievement?text=after%20${round}%20${i}`);
    if (sample.status === 200 && sample.ms <= 2 * normal) return performance.now() - stopped;
  }
  return Number.NaN;
}

export async function oneCoreSection(dir: string, seconds: number, say: Say): Promise<void> {
  const port = 3923;
  const kiln = await startKiln(port, { RENDER_THREADS: '1' }, '0');
  try {
    const templates = ['/achievement?text={text}'];
    const warm = await uniqueScript(dir, templates, 9_000_000_000);
    await wrk(`http://127.0.0.1:${port}/`, { seconds: 3, connections: 8, script: warm, cpus: '1' });
    say(
      `\n## One core: server on CPU 0 (taskset), one renderer; wrk on CPU 1, 8 connections of unique achievement texts, ${seconds}s`,
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
