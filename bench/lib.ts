// Benchmark helpers: percentiles, child servers on loopback, and wrk runs with parsed results.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync, readFileSync } from 'node:fs';

const exec = promisify(execFile);

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Starts a node process (pinned to `cpus` with taskset when given); with `ready`, resolves once that matches its stdout. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  ready?: RegExp,
  cpus?: string,
): Promise<ChildProcess> {
  const [command, commandArgs] = cpus ? ['taskset', ['-c', cpus, 'node', ...args]] : ['node', args];
  const child = spawn(command, commandArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!ready) return child;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`process exited (${code}):\n${output}`)));
  });
  child.stdout!.resume();
  return child;
}

export async function waitReady(url: string): Promise<void> {
  for (;;) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface WrkResult {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p90Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
  /** From scripts that print `status <code> <count>` lines in done(). */
  readonly statuses: [number, number][];
  readonly missingRetryAfter: number;
}

function toMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** One bounded wrk run against a loopback URL. */
export async function wrk(
  url: string,
  options: {
    seconds: number;
    connections: number;
    threads?: number;
    headers?: string[];
    script?: string;
    /** Pin wrk to these CPUs (taskset -c). */
    cpus?: string;
  },
): Promise<WrkResult> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error('load tests target 127.0.0.1 only');
  const args = [
    `-t${options.threads ?? 1}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    '--timeout',
    '5s',
  ];
  for (const header of options.headers ?? []) args.push('-H', header);
  if (options.script) args.push('-s', options.script);
  args.push(url);
  const [command, commandArgs] = options.cpus
    ? ['taskset', ['-c', options.cpus, 'wrk', ...args]]
    : ['wrk', args];
  const { stdout } = await exec(command, commandArgs, { timeout: (options.seconds + 30) * 1000 });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
  const p50 = toMs(/\s50%\s+(\S+)/.exec(stdout)?.[1] ?? '');
  const p90 = toMs(/\s90%\s+(\S+)/.exec(stdout)?.[1] ?? '');
  const p99 = toMs(/\s99%\s+(\S+)/.exec(stdout)?.[1] ?? '');
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const errorMatch = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    stdout,
  );
  const errors = errorMatch ? errorMatch.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const statuses = [...stdout.matchAll(/^status (\d+) (\d+)$/gm)].map(
    (m) => [Number(m[1]), Number(m[2])] as [number, number],
  );
  const missingRetryAfter = Number(/^missing-retry-after (\d+)$/m.exec(stdout)?.[1] ?? 0);
  return {
    requestsPerSecond: rps,
    p50Ms: p50,
    p90Ms: p90,
    p99Ms: p99,
    non2xx,
    errors,
    statuses,
    missingRetryAfter,
  };
}

export interface Histogram {
  readonly buckets: { le: number; count: number }[];
  readonly count: number;
}

/** The request-duration histogram of one route and status, from Kiln's /metrics. */
export async function serverHistogram(
  port: number,
  route: string,
  status: string,
): Promise<Histogram> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const buckets: { le: number; count: number }[] = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('kiln_http_request_duration_seconds_bucket{')) continue;
    if (!line.includes(`route="${route}"`) || !line.includes(`status="${status}"`)) continue;
    const le = /le="([^"]+)"/.exec(line)?.[1] ?? '';
    buckets.push({
      le: le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le),
      count: Number(line.split(' ').pop()),
    });
  }
  buckets.sort((a, b) => a.le - b.le);
  return { buckets, count: buckets.at(-1)?.count ?? 0 };
}

/** A percentile from cumulative buckets, interpolated linearly inside its bucket (ms). */
export function histogramPercentile(histogram: Histogram, p: number): number {
  const target = (p / 100) * histogram.count;
  let previous = { le: 0, count: 0 };
  for (const bucket of histogram.buckets) {
    if (bucket.count >= target) {
      if (!Number.isFinite(bucket.le)) return Number.POSITIVE_INFINITY;
      const share = (target - previous.count) / Math.max(1, bucket.count - previous.count);
      return (previous.le + (bucket.le - previous.le) * share) * 1000;
    }
    previous = bucket;
  }
  return Number.NaN;
}

/** What a histogram counted between two readings (`before` taken first). */
export function histogramDifference(after: Histogram, before: Histogram): Histogram {
  const earlier = new Map(before.buckets.map((b) => [b.le, b.count]));
  return {
    buckets: after.buckets.map((b) => ({ le: b.le, count: b.count - (earlier.get(b.le) ?? 0) })),
    count: after.count - before.count,
  };
}

/**
 * How `npm start` runs the server (environment assignments and node arguments of the start
 * script), so every benchmark measures exactly what users start.
 */
export function startCommand(): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [name, value] = words.shift()!.split('=');
    env[name!] = value ?? '';
  }
  if (words.shift() !== 'node') throw new Error('the start script must run node');
  return { env, args: words };
}

/** The sum of several histograms read at the same moment (e.g. one per route). */
export function histogramSum(histograms: readonly Histogram[]): Histogram {
  const buckets = new Map<number, number>();
  for (const h of histograms) {
    for (const b of h.buckets) buckets.set(b.le, (buckets.get(b.le) ?? 0) + b.count);
  }
  const sorted = [...buckets].sort((a, b) => a[0] - b[0]).map(([le, count]) => ({ le, count }));
  return { buckets: sorted, count: sorted.at(-1)?.count ?? 0 };
}

/** A process and all its descendants (Kiln's server and its renderer processes), on Linux. */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    // A renderer may end between two reads (replaced): it is left out.
    try {
      for (const task of readdirSync(`/proc/${tree[i]}/task`)) {
        const children = readFileSync(`/proc/${tree[i]}/task/${task}/children`, 'utf8');
        tree.push(...children.split(' ').filter(Boolean).map(Number));
      }
    } catch {
      continue;
    }
  }
  return tree;
}

/** A field of /proc/<pid>/<file> in kB (0 for a process that has just ended). */
function procKb(pid: number, file: string, field: string): number {
  try {
    const text = readFileSync(`/proc/${pid}/${file}`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Resident memory of a process and its renderers, in MB: `rss` adds up each process's RSS,
 * counting the pages they share (node's and Skia's code) once per process; `pss` shares them
 * out, so it is what the processes cost the machine together.
 */
export function memoryMb(pid: number): { rss: number; pss: number } {
  const tree = processTree(pid);
  const sum = (file: string, field: string) =>
    tree.reduce((total, member) => total + procKb(member, file, field), 0) / 1024;
  return { rss: sum('status', 'VmRSS'), pss: sum('smaps_rollup', 'Pss') };
}

/**
 * CPU time a process, all its threads and its renderer processes have used, in seconds
 * (Linux, 100 ticks per second). A renderer replaced meanwhile takes its time with it.
 */
export function cpuSeconds(pid: number): number {
  return processTree(pid).reduce((total, member) => {
    try {
      return total + statCpuSeconds(`/proc/${member}/stat`);
    } catch {
      return total;
    }
  }, 0);
}

/** CPU seconds of one process, all its threads, without its children (Kiln's server alone). */
export function processCpuSeconds(pid: number): number {
  return statCpuSeconds(`/proc/${pid}/stat`);
}

/** CPU seconds of a process's main thread alone (in Kiln, the HTTP thread). */
export function mainThreadCpuSeconds(pid: number): number {
  return statCpuSeconds(`/proc/${pid}/task/${pid}/stat`);
}

function statCpuSeconds(path: string): number {
  const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One wrk result as a table cell: requests per second, p50, p99 and any failures. */
export const formatWrk = (r: WrkResult) =>
  `${Math.round(r.requestsPerSecond)} req/s, p50 ${ms(r.p50Ms)}, p99 ${ms(r.p99Ms)}${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} socket errors)` : ''}`;
