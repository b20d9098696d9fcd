// Memory of the server process (RSS): at idle, per extra render thread under the same load,
// and over a long soak of unique mixed renders (2 render threads), sampled every 10,000.
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { median, rssMb, wrk } from './lib.js';
import { startKiln, stopKiln } from './server.js';
import { uniqueScript } from './unique-load.js';

type Say = (line?: string) => void;

const THREAD_COUNTS = [1, 2, 3] as const;
const MEMORY_ROUNDS = 3;

function push(map: Map<number, number[]>, key: number, value: number): void {
  map.set(key, [...(map.get(key) ?? []), value]);
}

/** A mix of every kind of picture, webp and jpeg too. */
const MIXED = [
  '/color/image/gradient/{hex}',
  '/sillycat/{hex}',
  '/nft/{hex}/birthday',
  '/color/image/{hex}?format=webp',
  '/captcha?text={text}',
  '/panel_meme?top={text}&bottom=yes',
  '/http/{code}?format=jpeg',
  '/achievement?text={text}',
  '/calling?text={text}',
];

function mixedPath(i: number): string {
  const template = MIXED[i % MIXED.length]!;
  return template
    .replace('{text}', `soak%20${i}%20passed`)
    .replace('{hex}', ((i * 7919) % 16777216).toString(16).padStart(6, '0'))
    .replace('{code}', String(100 + (i % 500)));
}

/** `total` GETs from `connections` keep-alive sockets; calls `every` each 10,000 answers. */
async function drive(
  port: number,
  total: number,
  connections: number,
  every: () => void,
): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let issued = 0;
  let done = 0;
  let failed = 0;
  const one = (path: string) =>
    new Promise<number>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.end();
    });
  const worker = async () => {
    while (issued < total) {
      if ((await one(mixedPath(issued++))) !== 200) failed++;
      if (++done % 10_000 === 0) every();
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return failed;
}

export async function memorySection(
  dir: string,
  soakTotal: number,
  soakConnections: number,
  say: Say,
): Promise<void> {
  say('\n## Memory (RSS of the server process, started as `npm start` does)');
  // RSS after a load moves by 10-30 MB from run to run (where freed blocks fall in glibc's
  // heaps), so each thread count is measured in several interleaved rounds and the medians
  // are compared; the per-round figures show the spread.
  const idle = new Map<number, number[]>();
  const loaded = new Map<number, number[]>();
  for (let round = 0; round < MEMORY_ROUNDS; round++) {
    for (const threads of THREAD_COUNTS) {
      const port = 3930 + threads;
      const kiln = await startKiln(port, { RENDER_THREADS: String(threads) });
      try {
        await sleep(2000);
        push(idle, threads, rssMb(kiln.pid!));
        const base = (round * THREAD_COUNTS.length + threads) * 100_000_000;
        const script = await uniqueScript(dir, MIXED, base);
        await wrk(`http://127.0.0.1:${port}/`, { seconds: 20, connections: 4, script });
        push(loaded, threads, rssMb(kiln.pid!));
      } finally {
        await stopKiln(kiln);
      }
    }
  }
  for (const threads of THREAD_COUNTS) {
    const after = loaded.get(threads)!;
    say(
      `- ${threads} render thread(s): idle ${median(idle.get(threads)!).toFixed(0)} MB (target <= 150 with 2); after 20 s of mixed unique renders at 4 connections ${median(after).toFixed(0)} MB (median of ${MEMORY_ROUNDS} rounds: ${after.map((r) => r.toFixed(0)).join(', ')})`,
    );
  }
  const first = THREAD_COUNTS[0]!;
  const last = THREAD_COUNTS.at(-1)!;
  const extra = (mb: number, mbFirst: number) => (mb - mbFirst) / (last - first);
  const perThread = extra(median(loaded.get(last)!), median(loaded.get(first)!));
  const perRound = loaded.get(last)!.map((mb, i) => extra(mb, loaded.get(first)![i]!));
  say(
    `- each extra render thread under that load: ${perThread.toFixed(0)} MB from the medians (target <= 40); per round ${perRound.map((r) => r.toFixed(0)).join(', ')} MB`,
  );

  const port = 3935;
  const kiln = await startKiln(port, { RENDER_THREADS: '2' });
  try {
    const readings: number[] = [];
    const started = performance.now();
    const failed = await drive(port, soakTotal, soakConnections, () =>
      readings.push(rssMb(kiln.pid!)),
    );
    const seconds = (performance.now() - started) / 1000;
    const tail = readings.slice(Math.floor(readings.length * 0.7));
    const mean = tail.reduce((a, b) => a + b, 0) / Math.max(1, tail.length);
    const spread = Math.max(...tail.map((r) => Math.abs(r - mean) / mean));
    say(
      `- soak, ${soakTotal.toLocaleString('en')} mixed unique renders (PNG, WebP, JPEG) at ${soakConnections} connections, 2 render threads, default caches: RSS every 10,000: ${readings.map((r) => r.toFixed(0)).join(', ')}`,
    );
    say(
      `- soak: max ${Math.max(...readings).toFixed(0)} MB (target <= 250); last 30% mean ${mean.toFixed(0)} MB, max deviation ${(spread * 100).toFixed(1)}% (target <= 10%); ${failed} not 200; ${(soakTotal / seconds).toFixed(0)} renders/s`,
    );
  } finally {
    await stopKiln(kiln);
  }
}
