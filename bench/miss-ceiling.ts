// The miss table's ceiling on this machine: a minimal server (minimal-server.ts: node:http and
// worker threads that only do a render's worth of CPU work) at each route's render time and
// answer size, under the same load, next to Kiln; and the HTTP thread's CPU per render of both.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mainThreadCpuSeconds, ms, startProcess, wrk } from './lib.js';
import { THREADS } from './miss-references.js';
import { uniqueScript } from './unique-load.js';

/** What the miss table measured of one route, for the comparison. */
export interface MissRow {
  readonly route: string;
  readonly template: string;
  /** Render+encode p50 in a render thread, one at a time (the target's reference). */
  readonly p50: number;
  /** Size of one answer. */
  readonly bytes: number;
  readonly rendersPerSecond: number;
  /** CPU of Kiln's HTTP thread per render. */
  readonly httpMs: number;
}

type Say = (line?: string) => void;

const percent = (value: number) => `${(value * 100).toFixed(0)}%`;

async function startMinimal(
  row: MissRow,
  port: number,
): Promise<{ child: ChildProcess; workMs: number }> {
  const child = await startProcess(
    [
      '--import',
      'tsx',
      'bench/minimal-server.ts',
      String(row.p50),
      String(row.bytes),
      String(THREADS),
      String(port),
    ],
    {},
    /ready/,
  );
  const workMs = Number(await (await fetch(`http://127.0.0.1:${port}/work-ms`)).text());
  return { child, workMs };
}

export async function minimalServerSection(
  dir: string,
  seconds: number,
  rows: readonly MissRow[],
  say: Say,
): Promise<void> {
  say(
    `\n## The same misses against a minimal server on this machine (${THREADS} worker threads doing each route's render time of CPU work and answering its size, node:http, nothing else; same load: wrk 8 connections, ${seconds}s after 2s of warm-up)`,
  );
  say(
    "| route | render time (reference p50) | the minimal server's work timed alone | answer bytes | minimal server renders/s | its ratio to threads x 1000 / p50 | Kiln renders/s (table above) | Kiln ratio | Kiln / minimal server | HTTP thread CPU per render, minimal server | same, Kiln |",
  );
  say('|---|---|---|---|---|---|---|---|---|---|---|');
  const port = 3913;
  for (const [i, row] of rows.entries()) {
    const { child, workMs } = await startMinimal(row, port);
    try {
      const warm = await uniqueScript(dir, [row.template], (2 * i + 60) * 100_000_000);
      await wrk(`http://127.0.0.1:${port}/`, { seconds: 2, connections: 8, script: warm });
      const script = await uniqueScript(dir, [row.template], (2 * i + 61) * 100_000_000);
      const before = mainThreadCpuSeconds(child.pid!);
      const r = await wrk(`http://127.0.0.1:${port}/`, { seconds, connections: 8, script });
      const httpMs =
        ((mainThreadCpuSeconds(child.pid!) - before) * 1000) / (r.requestsPerSecond * seconds);
      const ideal = (THREADS * 1000) / row.p50;
      say(
        `| ${row.route} | ${ms(row.p50)} | ${ms(workMs)} | ${row.bytes} | ${Math.round(r.requestsPerSecond)} | ${percent(r.requestsPerSecond / ideal)} | ${Math.round(row.rendersPerSecond)} | ${percent(row.rendersPerSecond / ideal)} | ${percent(row.rendersPerSecond / r.requestsPerSecond)} | ${ms(httpMs)} | ${ms(row.httpMs)} |`,
      );
    } finally {
      child.kill();
      await once(child, 'exit');
    }
  }
}
