// Cached answers next to a raw node:http server sending the same bytes and headers, measured
// alternately with wrk in one run: an image hit, its 304, the /cats JSON and a picture file.
// Both servers run on CPU 0 and wrk on CPU 1 (the caller starts Kiln pinned), so neither
// competes with the load generator; several interleaved rounds, and their spread is reported.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatWrk, median, startProcess, wrk, type WrkResult } from './lib.js';
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
export const SERVER_CPU = '0';
const WRK_CPU = '1';

/** Kiln and a raw node:http server sending the same bytes, alternately, `rounds` times. */
async function compareWithRaw(
  dir: string,
  kilnPort: number,
  rawPort: number,
  hit: HitCase,
  seconds: number,
  rounds: number,
): Promise<string[]> {
  const path = await hit.path(kilnPort);
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
  const raw = await startProcess(
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
  try {
    const load = { seconds, connections: 32, cpus: WRK_CPU };
    const kinds = [{ name: `${hit.label} (200)`, options: load }];
    if (hit.revalidate) {
      kinds.push({
        name: `${hit.label} revalidation (304)`,
        options: { ...load, headers: [`If-None-Match: ${etag ?? ''}`] } as typeof load,
      });
    }
    await wrk(`http://127.0.0.1:${kilnPort}${path}`, { ...load, seconds: 2 });
    await wrk(`http://127.0.0.1:${rawPort}${path}`, { ...load, seconds: 2 });
    const rows: string[] = [];
    for (const kind of kinds) {
      const k: WrkResult[] = [];
      const r: WrkResult[] = [];
      for (let round = 0; round < rounds; round++) {
        k.push(await wrk(`http://127.0.0.1:${kilnPort}${path}`, kind.options));
        r.push(await wrk(`http://127.0.0.1:${rawPort}${path}`, kind.options));
      }
      const kMedian = median(k.map((x) => x.requestsPerSecond));
      const rMedian = median(r.map((x) => x.requestsPerSecond));
      const kMid = k.find((x) => x.requestsPerSecond === kMedian)!;
      const rMid = r.find((x) => x.requestsPerSecond === rMedian)!;
      const ratios = k.map((x, i) => (x.requestsPerSecond / r[i]!.requestsPerSecond) * 100);
      rows.push(
        `| ${kind.name} | ${formatWrk(kMid)} | ${formatWrk(rMid)} | ${median(ratios).toFixed(1)}% | ${Math.min(...ratios).toFixed(1)}-${Math.max(...ratios).toFixed(1)}% |`,
      );
    }
    return rows;
  } finally {
    raw.kill('SIGTERM');
  }
}

/** Markdown rows (header included) comparing Kiln on `kilnPort` with raw servers. */
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
