// Cache misses over HTTP next to the same renders without HTTP, measured in one run: for every
// image route, caches off, 8 connections of unique requests, against renderers x 1000 / p50 of
// render+encode in a renderer of the very same kind of requests (made through the route's
// own parameter handling: what the renderers could do at best), and the server's CPU time per
// render (all its processes) next to that time; then a minimal server at the same render times
// (miss-ceiling.ts), for what this machine allows any server built this way.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { MISS_CASES } from './http-cases.js';
import { cpuSeconds, mainThreadCpuSeconds, ms, startCommand, wrk } from './lib.js';
import { minimalServerSection, type MissRow } from './miss-ceiling.js';
import {
  THREADS,
  inProcessP50,
  inThreadP50,
  inThreads,
  onMainThread,
  referencePool,
  requestsOf,
  warmUp,
  type ReferenceQuestion,
} from './miss-references.js';
import { startKiln, stopKiln } from './server.js';
import { expandTemplate, statusSummary, uniqueScript } from './unique-load.js';

type Say = (line?: string) => void;

/**
 * Each route's load before its timed run, and each reference's renders before its timed ones:
 * long enough for V8 to have compiled the route's code (a fresh server's renders/s of /calling
 * rose from 710 to 1,060-1,070 over 12 s of this load, /achievement from 980 to 1,430-1,460;
 * with only 2 s the table measured a server in its first seconds).
 */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 10);
const REFERENCE_WARM_SECONDS = Number(process.env.BENCH_REFERENCE_WARM_SECONDS ?? 4);

/**
 * The references' renderers in a process started with `npm start`'s allocator settings
 * and node flags: returning freed pixel memory at once (as the server does) makes some renders
 * cost more than under the defaults this benchmark process runs with.
 */
async function serverLikeReferences(): Promise<{
  readonly p50: (question: ReferenceQuestion) => Promise<number>;
  readonly child: ChildProcess;
}> {
  const { env, args } = startCommand();
  const child = fork('bench/miss-references.ts', ['--reference-child'], {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', ...args.filter((arg) => arg.startsWith('--'))],
  });
  // A child that dies (a render failing in it) must fail the benchmark, not hang it.
  const exited = once(child, 'exit').then(() => null);
  await once(child, 'message');
  return {
    child,
    p50: async (question) => {
      child.send(question);
      const answer = await Promise.race([once(child, 'message'), exited]);
      if (answer === null) throw new Error('the reference process exited');
      return answer[0] as number;
    },
  };
}

export async function missSection(dir: string, seconds: number, say: Say): Promise<void> {
  const port = 3911;
  const kiln = await startKiln(port, { CACHE_MAX_BYTES: '0', RENDER_THREADS: String(THREADS) });
  say(
    `\n## Cache misses over HTTP next to in-process render+encode (caches off, ${THREADS} renderers, wrk 8 connections of unique requests, ${seconds}s after ${WARM_SECONDS}s of warm-up; each reference after ${REFERENCE_WARM_SECONDS}s of the same renders)`,
  );
  say(
    "| route | HTTP renders/s | HTTP p50 / p99 | render+encode p50 in a renderer, one at a time, npm start's allocator settings | renderers x 1000 / that p50 | ratio (target >= 80%) | same, allocator defaults | ratio to renderers x 1000 / that p50 | same on the main thread | in a renderer, both rendering (defaults) | ratio to threads x 1000 / that p50 | server CPU per render (all processes) | / one-at-a-time p50 | statuses |",
  );
  say('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const pool = await referencePool();
  const serverLike = await serverLikeReferences();
  const rows: MissRow[] = [];
  try {
    for (const [i, c] of MISS_CASES.entries()) {
      const warm = await uniqueScript(dir, [c.template], (2 * i + 20) * 100_000_000);
      await wrk(`http://127.0.0.1:${port}/`, {
        seconds: WARM_SECONDS,
        connections: 8,
        script: warm,
      });
      const script = await uniqueScript(dir, [c.template], (2 * i + 21) * 100_000_000);
      const cpuBefore = cpuSeconds(kiln.pid!);
      const httpBefore = mainThreadCpuSeconds(kiln.pid!);
      const r = await wrk(`http://127.0.0.1:${port}/`, { seconds, connections: 8, script });
      const perRender = (cpu: number) => (cpu * 1000) / (r.requestsPerSecond * seconds);
      const cpuMs = perRender(cpuSeconds(kiln.pid!) - cpuBefore);
      const httpMs = perRender(mainThreadCpuSeconds(kiln.pid!) - httpBefore);
      const sample = await fetch(`http://127.0.0.1:${port}${expandTemplate(c.template, 7)}`);
      const bytes = (await sample.arrayBuffer()).byteLength;
      const base = (4 * i + 22) * 100_000_000;
      const p50 = await serverLike.p50({
        missCase: c,
        base,
        count: 220,
        warmSeconds: REFERENCE_WARM_SECONDS,
      });
      await warmUp(inThreads(pool), c, base + 4_000_000, REFERENCE_WARM_SECONDS, THREADS);
      const defaultsP50 = await inThreadP50(pool, requestsOf(c, base + 3_000_000, 220), 1);
      await warmUp(onMainThread, c, base + 5_000_000, REFERENCE_WARM_SECONDS, 1);
      const mainP50 = await inProcessP50(requestsOf(c, base + 1_000_000, 220));
      const busyP50 = await inThreadP50(pool, requestsOf(c, base + 2_000_000, 240), 2);
      const ratio = (referenceP50: number) =>
        `${(((r.requestsPerSecond * referenceP50) / (THREADS * 1000)) * 100).toFixed(0)}%`;
      say(
        `| ${c.route} | ${Math.round(r.requestsPerSecond)} | ${ms(r.p50Ms)} / ${ms(r.p99Ms)} | ${ms(p50)} | ${((THREADS * 1000) / p50).toFixed(0)} | ${ratio(p50)} | ${ms(defaultsP50)} | ${ratio(defaultsP50)} | ${ms(mainP50)} | ${ms(busyP50)} | ${ratio(busyP50)} | ${ms(cpuMs)} | ${(cpuMs / p50).toFixed(2)} | ${statusSummary(r.statuses).text} |`,
      );
      rows.push({
        route: c.route,
        template: c.template,
        p50,
        bytes,
        rendersPerSecond: r.requestsPerSecond,
        httpMs,
      });
    }
  } finally {
    serverLike.child.disconnect();
    await pool.close();
    await stopKiln(kiln);
  }
  await minimalServerSection(dir, seconds, rows, say);
}
