// Cached answers next to a raw node:http server sending the same bytes and headers, measured
// alternately with wrk in one run: an image hit, its 304, the /cats JSON and a picture file.
// Both servers run on CPU 0 and wrk on CPU 1, so neither competes with the load generator.
// Each round starts a fresh pair of processes (two instances of one build differ by up to a
// fifth here, for their whole life) and measures them in alternating one-second windows, so
// a slow spell of the machine falls on both alike.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatWrk, median, startProcess, wrk, type WrkResult } from './lib.js';
import { startKiln, stopKiln } from './server.js';
import type { RecordedAnswer } from './raw-server.js';

interface HitCase {
  readonly label: string;
  /** Path on Kiln; a function of Kiln's port when it must be discovered first. */
  readonly path: (kilnPort: number) => Promise<string>;
  readonly revalidate?: boolean;
}

/** Headers node:http writes itself are left to the raw server's node:http as well. */
const WRITTEN_BY_NODE = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

function recordedHeaders(headers: Headers): [string, string][] {
  return [...headers.entries()].filter(([name]) => !WRITTEN_BY_NODE.has(name));
}

const fixed = (path: string) => () => Promise.resolve(path);

/** The file the seeded /cats answer names, as a path on Kiln. */
async function catFile(kilnPort: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${kilnPort}/cats?seed=bench`);
  const answer = (await response.json()) as { file?: string };
  if (!answer.file) throw new Error(`/cats answered ${response.status}: run kiln pictures seed`);
  return new URL(answer.file).pathname;
}

const HIT_CASES: readonly HitCase[] = [
  { label: 'cached image', path: fixed('/color/image/gradient/00ffd9'), revalidate: true },
  { label: '/cats?seed= JSON (cached)', path: fixed('/cats?seed=bench'), revalidate: true },
  { label: 'picture file /cats/<name>', path: catFile, revalidate: true },
  // Last: routed answers leave garbage that would slow the cached cases measured after them.
  { label: '/cats JSON (random, no-store: routed every time)', path: fixed('/cats') },
];

/** CPU of the servers and of wrk. */
const SERVER_CPU = '0';
const WRK_CPU = '1';

/** The run whose throughput is closest to the median of `runs`. */
function medianRun(runs: readonly WrkResult[]): WrkResult {
  const mid = median(runs.map((x) => x.requestsPerSecond));
  const distance = (x: WrkResult) => Math.abs(x.requestsPerSecond - mid);
  return runs.reduce((best, x) => (distance(x) < distance(best) ? x : best));
}

/** What Kiln answers for `path` (and its 304), saved for a raw server to replay. */
async function recordAnswer(dir: string, kilnPort: number, path: string): Promise<string | null> {
  const sample = await fetch(`http://127.0.0.1:${kilnPort}${path}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const etag = sample.headers.get('etag');
  const revalidated = etag
    ? await fetch(`http://127.0.0.1:${kilnPort}${path}`, { headers: { 'if-none-match': etag } })
    : null;
  const answer: RecordedAnswer = {
    etag,
    ok: recordedHeaders(sample.headers),
    notModified: revalidated ? recordedHeaders(revalidated.headers) : [],
  };
  await writeFile(join(dir, 'body'), body);
  await writeFile(join(dir, 'answer.json'), JSON.stringify(answer));
  return etag;
}

const startRaw = (dir: string, rawPort: number) =>
  startProcess(
    [
      '--import',
      'tsx',
      'bench/raw-server.ts',
      join(dir, 'body'),
      join(dir, 'answer.json'),
      String(rawPort),
    ],
    {},
    /ready/,
    SERVER_CPU,
  );

/** Seconds of one measuring window; a round alternates `seconds` windows of each server. */
const WINDOW_SECONDS = 1;

interface Series {
  /** Per round: the window closest to the median of Kiln's, and of the raw server's. */
  readonly kiln: WrkResult[];
  readonly raw: WrkResult[];
  /** Per round: Kiln's answers over the raw server's, summed over its windows, in %. */
  readonly ratios: number[];
}

/** `windows` alternating windows of each URL (who goes first alternates too). */
async function alternate(
  kilnUrl: string,
  rawUrl: string,
  options: Parameters<typeof wrk>[1],
  windows: number,
  kilnFirst: boolean,
): Promise<{ kiln: WrkResult[]; raw: WrkResult[] }> {
  const kiln: WrkResult[] = [];
  const raw: WrkResult[] = [];
  for (let w = 0; w < windows; w++) {
    if ((w % 2 === 0) === kilnFirst) {
      kiln.push(await wrk(kilnUrl, options));
      raw.push(await wrk(rawUrl, options));
    } else {
      raw.push(await wrk(rawUrl, options));
      kiln.push(await wrk(kilnUrl, options));
    }
  }
  return { kiln, raw };
}

const answered = (runs: readonly WrkResult[]) => runs.reduce((n, x) => n + x.requestsPerSecond, 0);

/**
 * Kiln and a raw node:http server sending the same bytes, `rounds` times, each round with a
 * fresh instance of both, warmed, then measured in alternating windows.
 */
async function compareWithRaw(
  dir: string,
  kilnPort: number,
  rawPort: number,
  hit: HitCase,
  seconds: number,
  rounds: number,
): Promise<string[]> {
  let path = '';
  let etag: string | null = null;
  const load = { seconds: WINDOW_SECONDS, connections: 32, cpus: WRK_CPU };
  const kinds = [{ name: `${hit.label} (200)`, options: load }];
  const series: Series[] = [{ kiln: [], raw: [], ratios: [] }];
  for (let round = 0; round < rounds; round++) {
    const kiln = await startKiln(kilnPort, {}, SERVER_CPU);
    try {
      if (round === 0) {
        path = await hit.path(kilnPort);
        etag = await recordAnswer(dir, kilnPort, path);
        if (hit.revalidate) {
          kinds.push({
            name: `${hit.label} revalidation (304)`,
            options: { ...load, headers: [`If-None-Match: ${etag ?? ''}`] } as typeof load,
          });
          series.push({ kiln: [], raw: [], ratios: [] });
        }
      }
      const raw = await startRaw(dir, rawPort);
      try {
        const kilnUrl = `http://127.0.0.1:${kilnPort}${path}`;
        const rawUrl = `http://127.0.0.1:${rawPort}${path}`;
        await wrk(kilnUrl, { ...load, seconds: 2 });
        await wrk(rawUrl, { ...load, seconds: 2 });
        for (const [i, kind] of kinds.entries()) {
          const windows = await alternate(kilnUrl, rawUrl, kind.options, seconds, round % 2 === 0);
          series[i]!.kiln.push(medianRun(windows.kiln));
          series[i]!.raw.push(medianRun(windows.raw));
          series[i]!.ratios.push((answered(windows.kiln) / answered(windows.raw)) * 100);
        }
      } finally {
        await stopKiln(raw);
      }
    } finally {
      await stopKiln(kiln);
    }
  }
  return kinds.map((kind, i) => {
    const { kiln, raw, ratios } = series[i]!;
    const spread = `${Math.min(...ratios).toFixed(1)}-${Math.max(...ratios).toFixed(1)}%`;
    return `| ${kind.name} | ${formatWrk(medianRun(kiln))} | ${formatWrk(medianRun(raw))} | ${median(ratios).toFixed(1)}% | ${spread} |`;
  });
}

/** Markdown rows (header included) comparing Kiln instances on `kilnPort` with raw servers. */
export async function hitRows(
  dir: string,
  kilnPort: number,
  firstRawPort: number,
  seconds: number,
  rounds: number,
): Promise<string[]> {
  const rows = [
    '| request | Kiln (median window of the median round) | raw node:http (same) | median of per-round ratios (target >= 90%) | per-round range |',
    '|---|---|---|---|---|',
  ];
  for (const [i, hit] of HIT_CASES.entries()) {
    rows.push(...(await compareWithRaw(dir, kilnPort, firstRawPort + i, hit, seconds, rounds)));
  }
  return rows;
}
