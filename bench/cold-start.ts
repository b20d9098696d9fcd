// `npm run bench:cold`: cold starts of `npm start`'s command on the `node` first on PATH (CI puts
// Node 24 there): process start to /readyz 200, a 24-render burst fired right then and again a
// second later, and on starts of their own PSS at idle 2 s after /readyz.
// Arguments: starts, first port, checkouts to compare in turn (comma-separated). Prints markdown.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fireBurst } from './burst.js';
import { median, memoryMb, startCommand } from './lib.js';
import { stopKiln } from './server.js';

const STARTS = Number(process.argv[2] ?? 5);
const FIRST_PORT = Number(process.argv[3] ?? 41500);
/** Checkouts to compare, started in turn so that a busy machine weighs on each alike. */
const TREES = (process.argv[4] ?? '.').split(',');

/** 200 from /readyz, false for anything else or no connection. */
function readyNow(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/readyz', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** The first port from `port` on that nothing listens on (other work shares the machine). */
async function freePort(port: number): Promise<number> {
  for (; ; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** Starts Kiln as `npm start` does in `tree`; resolves with it and the ms to /readyz 200. */
async function coldStart(
  tree: string,
  port: number,
): Promise<{ child: ChildProcess; readyMs: number }> {
  const command = startCommand();
  const started = performance.now();
  const child = spawn('node', command.args, {
    cwd: tree,
    env: {
      ...process.env,
      ...command.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: 'http://127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`kiln exited (${child.exitCode})`);
    if (await readyNow(port)) return { child, readyMs: performance.now() - started };
    await sleep(5);
  }
}

interface Figures {
  ready: number[];
  idleReady: number[];
  refused: number[];
  laterRefused: number[];
  slowest: number[];
  pss: number[];
}
const figures = new Map<string, Figures>(
  TREES.map((tree) => [
    tree,
    { ready: [], idleReady: [], refused: [], laterRefused: [], slowest: [], pss: [] },
  ]),
);
let port = FIRST_PORT;
for (let i = 0; i < STARTS; i++) {
  for (const tree of TREES) {
    const f = figures.get(tree)!;
    // The first burst right at readiness, and a second one a second later for comparison.
    port = await freePort(port);
    const kiln = await coldStart(tree, port);
    try {
      const first = await fireBurst(port, `c${Date.now() % 1e6}`);
      await sleep(1000);
      const later = await fireBurst(port, `d${Date.now() % 1e6}`);
      f.ready.push(kiln.readyMs);
      f.refused.push(first.statuses[503] ?? 0);
      f.laterRefused.push(later.statuses[503] ?? 0);
      f.slowest.push(first.slowestMs);
      const counts = Object.entries(first.statuses).map(([code, n]) => `${n} x ${code}`);
      console.log(
        `${tree} start ${i + 1}: ready ${kiln.readyMs.toFixed(0)} ms; first burst ${counts.join(', ')}, slowest ${first.slowestMs.toFixed(0)} ms; a second later ${later.statuses[503] ?? 0} x 503, slowest ${later.slowestMs.toFixed(0)} ms`,
      );
    } finally {
      await stopKiln(kiln.child);
    }
    port++;
    // Another fresh start for the idle memory.
    port = await freePort(port);
    const idle = await coldStart(tree, port);
    try {
      await sleep(2000);
      f.pss.push(memoryMb(idle.child.pid!).pss);
      f.idleReady.push(idle.readyMs);
      console.log(
        `${tree} start ${i + 1}': ready ${idle.readyMs.toFixed(0)} ms; idle PSS ${f.pss.at(-1)!.toFixed(0)} MB`,
      );
    } finally {
      await stopKiln(idle.child);
    }
    port++;
  }
}
const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
console.log(`\n## Cold starts on ${process.version} (${STARTS} of each kind per tree, in turn)`);
for (const [tree, f] of figures) {
  console.log(`### ${tree}`);
  console.log(
    `- start to /readyz 200: median ${median(f.ready).toFixed(0)} ms (${list(f.ready)}); on the idle starts ${median(f.idleReady).toFixed(0)} ms (${list(f.idleReady)})`,
  );
  console.log(
    `- first burst, 24 at once right after /readyz: 503s per start ${list(f.refused)} (${sum(f.refused)} in all), slowest answer median ${median(f.slowest).toFixed(0)} ms; the same burst a second later: ${sum(f.laterRefused)} x 503 in all`,
  );
  console.log(
    `- idle PSS 2 s after /readyz: median ${median(f.pss).toFixed(0)} MB (${list(f.pss)})`,
  );
}
