// `npm run bench:http`: HTTP figures against the limits, in one run, on loopback, every run
// bounded in time. Prints markdown; with --write it also saves bench/RESULTS.md.
//   1. cache-miss req/s and p50/p99 per image endpoint (unique requests, caches off)
//   2. a cached hit and a 304 next to a raw node:http server serving the same bytes
//   3. overload: 256 connections of unique renders (only 200 and 503 allowed)
//   4. soak: 100,000 mixed renders, RSS every 10,000
//   5. time from process start to /readyz 200
import { mkdtemp, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { MISS_CASES } from './http-cases.js';
import { hitRows } from './hits.js';
import {
  formatWrk,
  histogramDifference,
  histogramPercentile,
  median,
  ms,
  serverHistogram,
  startProcess,
  waitReady,
  wrk,
} from './lib.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SOAK_TOTAL = Number(process.env.BENCH_SOAK ?? 100_000);
const SOAK_CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 4);
const lines: string[] = [];
const say = (line = '') => {
  lines.push(line);
  console.log(line);
};

async function startKiln(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = await startProcess(['dist/main.js'], {
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL: 'http://127.0.0.1',
    ...env,
  });
  await waitReady(`http://127.0.0.1:${port}/readyz`);
  return child;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function missSection(dir: string): Promise<void> {
  const port = 3911;
  const kiln = await startKiln(port, { CACHE_MAX_BYTES: '0', RENDER_QUEUE_MAX: '256' });
  const routes = JSON.parse(
    await (await fetch(`http://127.0.0.1:${port}/openapi.json`)).text(),
  ) as { paths: Record<string, unknown> };
  const known = new Set(Object.keys(routes.paths).map((p) => p.replace(/\{(\w+)\}/g, ':$1')));
  say(
    `\n## Cache misses: every request renders (caches off, wrk 1 thread, 8 connections, ${SECONDS}s)`,
  );
  say('| endpoint | result |\n|---|---|');
  try {
    for (const c of MISS_CASES.filter((m) => known.has(m.route))) {
      const script = join(dir, 'miss.lua');
      await writeFile(
        script,
        `local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format("GET", ${c.lua})\nend\n`,
      );
      const result = await wrk(`http://127.0.0.1:${port}/`, {
        seconds: SECONDS,
        connections: 8,
        script,
      });
      say(`| ${c.route} | ${formatWrk(result)} |`);
    }
  } finally {
    kiln.kill('SIGTERM');
  }
}

async function hitSection(dir: string): Promise<void> {
  const kilnPort = 3912;
  const kiln = await startKiln(kilnPort);
  try {
    say(
      `\n## Cached answers next to a raw node:http server with the same bytes (wrk 1 thread, 32 connections, ${SECONDS}s, median of 3 alternating rounds)`,
    );
    for (const row of await hitRows(dir, kilnPort, 3930, SECONDS, 3)) say(row);
  } finally {
    kiln.kill('SIGTERM');
  }
}

interface Sample {
  status: number;
  ms: number;
  retryAfter: boolean;
}

/** Node client with `connections` sockets issuing `total` GETs from `next(i)`. */
async function drive(
  port: number,
  total: number,
  connections: number,
  next: (i: number) => string,
  onDone?: (done: number) => void,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const samples: Sample[] = [];
  let issued = 0;
  const one = (path: string) =>
    new Promise<Sample>((resolve) => {
      const started = performance.now();
      const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            retryAfter: res.headers['retry-after'] !== undefined,
          }),
        );
      });
      req.on('error', () =>
        resolve({ status: 0, ms: performance.now() - started, retryAfter: false }),
      );
      req.end();
    });
  const worker = async () => {
    while (issued < total) {
      const i = issued++;
      samples.push(await one(next(i)));
      onDone?.(samples.length);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return samples;
}

function mixedPath(i: number): string {
  const n = i * 7919;
  const hex = (n % 16777216).toString(16).padStart(6, '0');
  const kinds = [
    `/color/image/gradient/${hex}`,
    `/sillycat/${hex}`,
    `/nft/${hex}/birthday`,
    `/color/image/${hex}?format=webp`,
    `/captcha?text=soak%20${i}`,
    `/panel_meme?top=no%20${i}&bottom=yes`,
    `/http/${100 + (i % 500)}?format=${['png', 'webp', 'jpeg'][Math.floor(i / 500) % 3]}`,
  ];
  return kinds[i % kinds.length]!;
}

async function overloadSection(dir: string): Promise<void> {
  const port = 3914;
  const kiln = await startKiln(port);
  try {
    // Every wrk thread of every run asks for pictures no other one asked for: no cache hits.
    const overloadScript = (name: string, base: number) =>
      writeFile(
        join(dir, name),
        `local n = 0
local threads = {}
setup = function(thread)
  thread:set("offset", ${base} + #threads * 1000000)
  table.insert(threads, thread)
end
init = function() statuses = {} missing = 0 n = offset end
request = function()
  n = n + 1
  return wrk.format("GET", string.format("/color/image/gradient/%06x?format=webp", (n * 104729) % 16777216))
end
response = function(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  if status == 503 and headers["retry-after"] == nil and headers["Retry-After"] == nil then missing = missing + 1 end
end
done = function()
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    for status, count in pairs(counts) do io.write("status ", status, " ", count, "\\n") end
    io.write("missing-retry-after ", thread:get("missing"), "\\n")
  end
end
`,
      ).then(() => join(dir, name));
    const warmScript = await overloadScript('overload-warm.lua', 0);
    const script = await overloadScript('overload.lua', 5_000_000);
    // A short first run warms both threads (first renders, encoders, JIT); only what follows
    // is measured, server-side as the difference of two histogram readings.
    await wrk(`http://127.0.0.1:${port}/`, {
      seconds: 2,
      connections: 256,
      threads: 2,
      script: warmScript,
    });
    const before = await serverHistogram(port, '/color/image/gradient/:hex', '200');
    const result = await wrk(`http://127.0.0.1:${port}/`, {
      seconds: SECONDS * 2,
      connections: 256,
      threads: 2,
      script,
    });
    const accepted = histogramDifference(
      await serverHistogram(port, '/color/image/gradient/:hex', '200'),
      before,
    );
    say(
      `\n## Overload: 256 connections of unique renders (wrk 2 threads, ${SECONDS * 2}s after a 2 s warm-up)`,
    );
    const totals = new Map<number, number>();
    for (const [status, count] of result.statuses)
      totals.set(status, (totals.get(status) ?? 0) + count);
    say(
      `statuses: ${[...totals].map(([s, n]) => `${s}: ${n}`).join(', ')}; 503 without Retry-After: ${result.missingRetryAfter}; socket errors: ${result.errors}`,
    );
    say(
      `accepted (200) duration buckets (le ms: count): ${accepted.buckets.map((b) => `${b.le * 1000}: ${b.count}`).join(', ')}`,
    );
    say(
      `accepted (200), server-side: ${accepted.count} renders, p50 ${ms(histogramPercentile(accepted, 50))}, p99 ${ms(histogramPercentile(accepted, 99))} (target p99 <= 100 ms); all responses, client-side: p50 ${ms(result.p50Ms)}, p99 ${ms(result.p99Ms)}`,
    );
  } finally {
    kiln.kill('SIGTERM');
  }
}

async function soakSection(): Promise<void> {
  const port = 3915;
  const kiln = await startKiln(port);
  try {
    const readings: number[] = [];
    say(
      `\n## Soak: ${SOAK_TOTAL.toLocaleString('en')} mixed unique renders, ${SOAK_CONNECTIONS} connections (2 per render thread: busy, not overloaded); RSS of the server process`,
    );
    const started = performance.now();
    const samples = await drive(port, SOAK_TOTAL, SOAK_CONNECTIONS, mixedPath, (done) => {
      if (done % 10_000 === 0) readings.push(rssMb(kiln.pid!));
    });
    const seconds = (performance.now() - started) / 1000;
    const failed = samples.filter((s) => s.status !== 200).length;
    say(`RSS (MB) every 10,000: ${readings.map((r) => r.toFixed(0)).join(', ')}`);
    const tail = readings.slice(Math.floor(readings.length * 0.7));
    const mean = tail.reduce((a, b) => a + b, 0) / Math.max(1, tail.length);
    const spread = Math.max(...tail.map((r) => Math.abs(r - mean) / mean));
    say(
      `max ${Math.max(...readings).toFixed(0)} MB (target <= 250); last 30%: mean ${mean.toFixed(0)} MB, max deviation ${(spread * 100).toFixed(1)}% (target <= 10%); ${failed} non-200; ${(SOAK_TOTAL / seconds).toFixed(0)} renders/s`,
    );
  } finally {
    kiln.kill('SIGTERM');
  }
}

async function startupSection(): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const port = 3916 + i;
    const started = performance.now();
    const child = await startProcess(['dist/main.js'], {
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    });
    for (;;) {
      const ok = await new Promise<boolean>((resolve) => {
        const req = request({ host: '127.0.0.1', port, path: '/readyz' }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        });
        req.on('error', () => resolve(false));
        req.end();
      });
      if (ok) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    times.push(performance.now() - started);
    child.kill('SIGTERM');
  }
  say(`\n## Start to /readyz 200 (5 cold starts of node dist/main.js)`);
  say(`median ${ms(median(times))}, max ${ms(Math.max(...times))} (target <= 1 s)`);
}

say(`# Kiln HTTP benchmark`);
say(
  `${new Date().toISOString()}; ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; node ${process.version}; wrk on loopback`,
);
const dir = await mkdtemp(join(tmpdir(), 'kiln-bench-http-'));
const only = process.env.BENCH_ONLY?.split(',');
const sections: [string, () => Promise<void>][] = [
  ['startup', startupSection],
  ['miss', () => missSection(dir)],
  ['hit', () => hitSection(dir)],
  ['overload', () => overloadSection(dir)],
  ['soak', soakSection],
];
for (const [name, run] of sections) if (!only || only.includes(name)) await run();
if (process.argv.includes('--write')) {
  await writeFile('bench/RESULTS.md', `${lines.join('\n')}\n`);
  console.log('\nwritten to bench/RESULTS.md');
}
process.exit(0);
