// `npm run bench:http`: HTTP figures against their targets, in one run, on loopback, every run
// bounded in time; prints markdown, and with --write saves bench/RESULTS.md. Sections (pick
// some with BENCH_ONLY=startup,burst,load,overload,onecore,miss,hit,memory,soak):
//   startup   time from process start to /readyz 200, 5 cold starts
//   burst     idle PSS of a fresh instance, then 24 script-heavy renders at once, 5 starts
//   load      closed loop of unique renders over the text routes at 1, 4, 8, 16 clients
//   overload  256 connections of unique renders, a cached picture meanwhile, the recovery
//   onecore   one core, one renderer, 8 connections
//   miss      every image route over HTTP next to its in-process render+encode
//   hit       cached answers next to a bare node:http server, pinned, interleaved rounds
//   memory    PSS idle and per renderer under load
//   soak      two 10-minute soaks with animations (1 in 5), PSS and RSS every 10 s
import { mkdtemp, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { spawn } from 'node:child_process';
import { burstSection } from './burst.js';
import { hitRows } from './hits.js';
import { median, ms, startCommand } from './lib.js';
import { closedLoopSection, oneCoreSection, overloadSection } from './load.js';
import { memorySection } from './memory.js';
import { soakSection } from './soak.js';
import { missSection } from './miss.js';
import { stopKiln } from './server.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const HIT_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const lines: string[] = [];
const say = (line = '') => {
  lines.push(line);
  console.log(line);
};

async function startupSection(): Promise<void> {
  const command = startCommand();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const port = 3916 + i;
    const started = performance.now();
    const child = spawn('node', command.args, {
      env: {
        ...process.env,
        ...command.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
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
    await stopKiln(child);
  }
  say(`\n## Start to /readyz 200 (5 cold starts of \`npm start\`'s command)`);
  say(
    `median ${ms(median(times))}, max ${ms(Math.max(...times))} (target: median <= 500 ms); all: ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
}

async function hitSection(dir: string): Promise<void> {
  say(
    `\n## Cached answers next to a bare node:http server sending the same bytes (both on CPU 0, wrk on CPU 1, 1 thread, 32 connections; ${HIT_ROUNDS} rounds, each with a fresh instance of both, warmed 2 s, then ${SECONDS} one-second windows of each, alternating)`,
  );
  for (const row of await hitRows(dir, 3912, 3940, SECONDS, HIT_ROUNDS)) say(row);
}

say(`# Kiln HTTP benchmark`);
say(
  `${new Date().toISOString()}; ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; node ${process.version}; wrk on loopback; server started as \`npm start\` does`,
);
const dir = await mkdtemp(join(tmpdir(), 'kiln-bench-http-'));
const only = process.env.BENCH_ONLY?.split(',');
const want = (name: string) => !only || only.includes(name);
if (want('startup')) await startupSection();
if (want('burst')) await burstSection(3950, 5, say);
if (want('load') || want('overload')) {
  await closedLoopSection(
    dir,
    SECONDS,
    say,
    want('overload') ? (port) => overloadSection(port, dir, SECONDS, SECONDS * 2, say) : undefined,
  );
}
if (want('onecore')) await oneCoreSection(dir, SECONDS * 2, say);
if (want('miss')) await missSection(dir, SECONDS, say);
if (want('hit')) await hitSection(dir);
if (want('memory')) await memorySection(dir, say);
if (want('soak')) await soakSection(say);
if (process.argv.includes('--write')) {
  await writeFile('bench/RESULTS.md', `${lines.join('\n')}\n`);
  console.log('\nwritten to bench/RESULTS.md');
}
process.exit(0);
