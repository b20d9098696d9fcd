// Cached answers next to a raw node:http server sending the same bytes and headers, measured
// alternately with wrk in one run: an image hit, its 304, the /cats JSON and a picture file.
// Both servers run on CPU 0 and wrk on CPU 1, so neither competes with the load generator.
// Each round starts a fresh pair of processes and alternates which is measured first: two
// instances of the same build differ by up to a fifth here (JIT), and so does going first.
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

/**
 * Kiln and a raw node:http server sending the same bytes, `rounds` times, each round with a
 * fresh instance of both, warmed, then measured one after the other (who goes first alternates).
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
  const load = { seconds, connections: 32, cpus: WRK_CPU };
  const kinds = [{ name: `${hit.label} (200)`, options: load }];
  const results = kinds.map(() => ({ k: [] as WrkResult[], r: [] as WrkResult[] }));
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
          results.push({ k: [], r: [] });
        }
      }
      const raw = await startRaw(dir, rawPort);
      try {
        const kilnUrl = `http://127.0.0.1:${kilnPort}${path}`;
        const rawUrl = `http://127.0.0.1:${rawPort}${path}`;
        await wrk(kilnUrl, { ...load, seconds: 2 });
        await wrk(rawUrl, { ...load, seconds: 2 });
        for (const [i, kind] of kinds.entries()) {
          if (round % 2 === 0) {
            results[i]!.k.push(await wrk(kilnUrl, kind.options));
            results[i]!.r.push(await wrk(rawUrl, kind.options));
          } else {
            results[i]!.r.push(await wrk(rawUrl, kind.options));
            results[i]!.k.push(await wrk(kilnUrl, kind.options));
          }
        }
      } finally {
        await stopKiln(raw);
      }
    } finally {
      await stopKiln(kiln);
    }
  }
  return kinds.map((kind, i) => {
    const { k, r } = results[i]!;
    const kMid = medianRun(k);
    const rMid = medianRun(r);
    const ratios = k.map((x, j) => (x.requestsPerSecond / r[j]!.requestsPerSecond) * 100);
    return `| ${kind.name} | ${formatWrk(kMid)} | ${formatWrk(rMid)} | ${median(ratios).toFixed(1)}% | ${Math.min(...ratios).toFixed(1)}-${Math.max(...ratios).toFixed(1)}% |`;
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
    '| request | Kiln (median round) | raw node:http (median round) | median of per-round ratios (target >= 90%) | per-round range |',
    '|---|---|---|---|---|',
  ];
  for (const [i, hit] of HIT_CASES.entries()) {
    rows.push(...(await compareWithRaw(dir, kilnPort, firstRawPort + i, hit, seconds, rounds)));
  }
  return rows;
}
