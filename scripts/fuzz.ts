// `npm run fuzz -- [--minutes N] [--requests N] [--seed N] [--dist]`: fuzzes a Kiln child process
// round after round with fresh seeds (4 requests in flight), replays the known regressions
// first, and records every URL that crashes the server, hangs it or gets a 5xx.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { minimiseCrash } from '../test/fuzz/minimise.js';
import { loadRouteShapes } from '../test/fuzz/routes.js';
import { regressionUrls } from '../test/fuzz/regressions.js';
import { startServer, type ChildServer } from '../test/fuzz/server.js';
import {
  culprits,
  describeFailures,
  freshSeed,
  fuzzSeed,
  replay,
  runFuzz,
  Tally,
  type Failure,
} from '../test/fuzz/session.js';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string' },
    requests: { type: 'string' },
    seed: { type: 'string' },
    dist: { type: 'boolean', default: false },
  },
});
const minutes = values.minutes === undefined ? null : Number(values.minutes);
// Rounds of 2,000 requests, as in the slow suite; without --minutes, one short round.
const perRound = Number(values.requests ?? (minutes === null ? 500 : 2000));
if ((minutes !== null && !(minutes > 0)) || !(perRound > 0)) {
  console.error('usage: npm run fuzz -- [--minutes N] [--requests N] [--seed N] [--dist]');
  process.exit(2);
}
if (values.seed !== undefined) process.env.FUZZ_SEED = values.seed;

const CONCURRENCY = 4;
const REGRESSIONS_FILE = resolve(import.meta.dirname, '..', 'test', 'fuzz', 'regressions.ts');
const MARKER = '  // npm run fuzz appends below this line.\n';
// As in the slow suite: slowness is not the subject, so a render may wait long for a core.
const start = () =>
  startServer({
    entry: values.dist ? 'dist' : 'src',
    env: { RENDER_QUEUE_MAX_WAIT_MS: '30000', RENDER_DEADLINE_MS: '45000' },
  });

/** Adds URLs to FOUND in test/fuzz/regressions.ts (just below the marker), with why. */
function record(failures: readonly { url: string; why: string }[]): void {
  const source = readFileSync(REGRESSIONS_FILE, 'utf8');
  const fresh = failures.filter(({ url }) => !source.includes(literal(url)));
  if (fresh.length === 0) return;
  const lines = fresh.map(({ url, why }) => `  // ${why}\n  ${literal(url)},\n`).join('');
  const at = source.indexOf(MARKER);
  if (at < 0) {
    console.log(`add these lines to FOUND in ${REGRESSIONS_FILE}:\n${lines}`);
    return;
  }
  writeFileSync(REGRESSIONS_FILE, source.slice(0, at) + lines + source.slice(at));
  console.log(`recorded ${fresh.length} URL(s) in test/fuzz/regressions.ts`);
}

const literal = (url: string) => `'${url.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const total = new Tally();
const failed: Failure[] = [];
let server: ChildServer = await start();
const stopServer = () => void server.stop();
process.once('SIGINT', () => {
  stopServer();
  process.exit(130);
});

/**
 * Reports what a run found and records it in FOUND. After a crash, finds which URLs in flight
 * kill a fresh server on their own and cuts each down to what the crash needs; after a crash
 * or a hang, goes on with a fresh server. A regression that fails again is already listed.
 */
async function afterFailures(found: readonly Failure[], seed: number | null): Promise<void> {
  console.log(describeFailures(found));
  const crashes = found.filter((f) => f.kind === 'crash');
  if (crashes.length > 0) {
    console.log(`the server died (${JSON.stringify(server.death)}); its last lines:`);
    console.log(server.log());
    const guilty = await culprits(
      crashes.map((f) => f.url),
      start,
    );
    console.log(`crashes a fresh server alone:\n${guilty.join('\n')}`);
    for (const url of guilty) {
      if (seed === null) continue;
      const least = await minimiseCrash(url, start);
      console.log(`what of it the crash needs: ${least}`);
      record([{ url: least, why: whyLine('crash', seed) }]);
    }
  }
  if (seed !== null) {
    const others = found.filter((f) => f.kind === '5xx' || f.kind === 'hang');
    record(others.map((f) => ({ url: f.url, why: whyLine(f.kind, seed) })));
  }
  if (crashes.length > 0 || server.death || found.some((f) => f.kind === 'hang')) {
    await server.stop();
    server = await start();
  }
}

const whyLine = (kind: string, seed: number) =>
  `${kind}, found ${new Date().toISOString().slice(0, 10)} by fuzz seed ${seed}`;

try {
  const routes = await loadRouteShapes(server.base);
  const started = Date.now();
  const urls = regressionUrls();
  const replayed = await replay(server, urls, CONCURRENCY);
  total.merge(replayed.tally);
  failed.push(...replayed.failures);
  console.log(`regressions: ${replayed.tally}`);
  if (replayed.failures.length > 0) await afterFailures(replayed.failures, null);
  const until = minutes === null ? undefined : started + minutes * 60_000;
  for (let round = 1; round === 1 || (until !== undefined && Date.now() < until); round++) {
    const seed = round === 1 ? fuzzSeed() : freshSeed();
    console.log(`fuzz seed: ${seed}`);
    const t0 = Date.now();
    const result = await runFuzz(server, routes, {
      seed,
      requests: perRound,
      concurrency: CONCURRENCY,
      until,
    });
    total.merge(result.tally);
    failed.push(...result.failures);
    const seconds = ((Date.now() - t0) / 1000).toFixed(1);
    console.log(`round ${round}, fuzz seed ${seed}: ${result.tally} in ${seconds} s`);
    if (result.failures.length > 0) {
      console.log(result.reports.join('\n\n'));
      await afterFailures(result.failures, seed);
    }
  }
  const healthz = await fetch(`${server.base}/healthz`).then((r) => r.status, String);
  const minutesTaken = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`in all: ${total} in ${minutesTaken} min; /healthz ${healthz}`);
  console.log(
    failed.length > 0 ? `${failed.length} failed request(s)` : 'no 5xx, no crash, no hang',
  );
  if (failed.length > 0 || healthz !== 200) process.exitCode = 1;
} finally {
  await server.stop();
}
