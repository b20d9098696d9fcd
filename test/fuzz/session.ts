// One fuzz session against a child server: fast-check streams of fuzzed URLs in parallel, every
// answer checked (no 5xx, the standard error body on every 4xx, an answer at all), and the URLs
// in flight when the server died. Used by the slow suite and by `npm run fuzz`.
import fc from 'fast-check';
import { request } from 'node:http';
import { randomInt } from 'node:crypto';
import type { ChildServer } from './server.js';
import type { RouteShape } from './routes.js';
import { anyUrl, routeOf } from './urls.js';

/** Longer than any render may take (RENDER_DEADLINE_MS): no answer by then is a hang. */
export const HANG_MS = 60_000;

export interface Failure {
  readonly kind: '5xx' | 'error body' | 'crash' | 'hang' | 'connection';
  readonly url: string;
  readonly detail: string;
}

/** A new seed; streams use seed, seed+1, ..., so it stays well below 2^31. */
export const freshSeed = () => randomInt(0, 2 ** 31 - 64);

/** The seed of this run: FUZZ_SEED to replay one, else a fresh one. */
export function fuzzSeed(): number {
  const fixed = process.env.FUZZ_SEED;
  if (fixed === undefined || fixed === '') return freshSeed();
  const seed = Number(fixed);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${fixed}`);
  return seed;
}

/** Requests sent and their statuses, overall and per route. */
export class Tally {
  requests = 0;
  readonly statuses = new Map<number, number>();
  readonly routes = new Map<string, number>();

  add(status: number, route: string): void {
    this.requests++;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    this.routes.set(route, (this.routes.get(route) ?? 0) + 1);
  }

  merge(other: Tally): void {
    this.requests += other.requests;
    for (const [status, n] of other.statuses)
      this.statuses.set(status, (this.statuses.get(status) ?? 0) + n);
    for (const [route, n] of other.routes)
      this.routes.set(route, (this.routes.get(route) ?? 0) + n);
  }

  /** `2000 requests (200: 812, 400: 1100, 404: 88)` */
  toString(): string {
    const statuses = [...this.statuses].sort(([a], [b]) => a - b);
    return `${this.requests} requests (${statuses.map(([s, n]) => `${s}: ${n}`).join(', ')})`;
  }
}

interface Answer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: string;
}

class Hang extends Error {}

/** A GET of exactly this URL (fetch would normalise it); only error bodies are kept. */
function get(port: number, url: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      const status = res.statusCode ?? 0;
      let body = '';
      if (status < 400) res.resume();
      else res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status, contentType: res.headers['content-type'], body }));
      res.on('error', fail);
    });
    req.setTimeout(HANG_MS, () => req.destroy(new Hang(`no answer within ${HANG_MS} ms`)));
    req.on('error', fail);
    req.end();
  });
}

/** What is wrong with an answer: a 5xx, or a 4xx without the `{code, name, description}` body. */
function problemOf(answer: Answer): Pick<Failure, 'kind' | 'detail'> | null {
  if (answer.status >= 500)
    return { kind: '5xx', detail: `${answer.status} ${answer.body.slice(0, 300)}` };
  if (answer.status < 400) return null;
  const bad = {
    kind: 'error body' as const,
    detail: `${answer.status} ${answer.contentType} ${answer.body.slice(0, 300)}`,
  };
  if (answer.contentType !== 'application/json') return bad;
  try {
    const parsed = JSON.parse(answer.body) as Record<string, unknown>;
    const keys = Object.keys(parsed).sort().join(',');
    return keys === 'code,description,name' && parsed.code === answer.status ? null : bad;
  } catch {
    return bad;
  }
}

/** Sends one URL and checks the answer; a failed request is a crash if the server died. */
export async function probe(
  server: ChildServer,
  url: string,
  tally: Tally,
  routes: readonly RouteShape[] = [],
): Promise<Failure | null> {
  let answer: Answer;
  try {
    answer = await get(server.port, url);
  } catch (error) {
    const death = await server.deathWithin(2_000);
    if (death) {
      const how = death.signal ?? `exit code ${death.code}`;
      return { kind: 'crash', url, detail: `the server died (${how}) with this URL in flight` };
    }
    const kind = error instanceof Hang ? 'hang' : 'connection';
    return { kind, url, detail: (error as Error).message };
  }
  tally.add(answer.status, routeOf(url, routes));
  const problem = problemOf(answer);
  return problem && { ...problem, url };
}

export interface FuzzOptions {
  readonly seed: number;
  readonly requests: number;
  readonly concurrency: number;
  /** Stop sending when this time (ms since the epoch) has passed. */
  readonly until?: number;
}

export interface FuzzResult {
  readonly tally: Tally;
  readonly failures: Failure[];
  /** fast-check's report of each failed stream: its seed and the (shrunk) failing URL. */
  readonly reports: string[];
}

/**
 * `concurrency` fast-check streams at once (seeds seed, seed+1, ...), `requests` in all. A 5xx or
 * a bad error body is shrunk to a smaller failing URL; after a crash or a hang nothing more is
 * sent, so the counterexample stays the URL that was in flight.
 */
export async function runFuzz(
  server: ChildServer,
  routes: readonly RouteShape[],
  options: FuzzOptions,
): Promise<FuzzResult> {
  const tally = new Tally();
  const failures: Failure[] = [];
  const reports: string[] = [];
  const urls = anyUrl(routes);
  const stream = async (i: number) => {
    const seen = new Map<string, Failure>();
    let stop = false;
    const details = await fc.check(
      fc.asyncProperty(urls, async (url) => {
        if (stop || server.death || (options.until && Date.now() > options.until)) return;
        const failure = await probe(server, url, tally, routes);
        if (!failure) return;
        if (seen.size === 0) failures.push(failure);
        seen.set(url, failure);
        stop = failure.kind === 'crash' || failure.kind === 'hang';
        throw new Error(`${failure.kind}: ${failure.detail}`);
      }),
      { seed: options.seed + i, numRuns: Math.ceil(options.requests / options.concurrency) },
    );
    if (!details.failed) return;
    const shrunk = seen.get(String(details.counterexample?.[0]));
    if (shrunk && !failures.includes(shrunk)) failures.push(shrunk);
    const report = fc.defaultReportMessage(details) ?? String(details.errorInstance);
    reports.push(`fuzz seed ${options.seed} (FUZZ_SEED=${options.seed}), stream ${i}:\n${report}`);
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => stream(i)));
  return { tally, failures, reports };
}

/** Sends a fixed list of URLs, `concurrency` at a time; stops at a crash. */
export async function replay(
  server: ChildServer,
  urls: readonly string[],
  concurrency: number,
): Promise<{ tally: Tally; failures: Failure[] }> {
  const tally = new Tally();
  const failures: Failure[] = [];
  let next = 0;
  const client = async () => {
    while (next < urls.length && !server.death) {
      const failure = await probe(server, urls[next++]!, tally);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { tally, failures };
}

/**
 * Of the URLs in flight when the server died, those that kill a fresh server on their own.
 * When none does alone, the crash needed them together: all are returned.
 */
export async function culprits(
  suspects: readonly string[],
  start: () => Promise<ChildServer>,
): Promise<string[]> {
  const guilty: string[] = [];
  for (const url of new Set(suspects)) {
    const server = await start();
    try {
      const failure = await probe(server, url, new Tally());
      if (failure?.kind === 'crash' || (await server.deathWithin(500))) guilty.push(url);
    } finally {
      await server.stop();
    }
  }
  return guilty.length > 0 ? guilty : [...suspects];
}

/** A failure list for people: kind, URL (cut at 2,000 characters), what happened. */
export function describeFailures(failures: readonly Failure[]): string {
  return failures
    .map(
      (f) =>
        `${f.kind}: ${f.url.length > 2000 ? `${f.url.slice(0, 2000)}...` : f.url}\n  ${f.detail}`,
    )
    .join('\n');
}
