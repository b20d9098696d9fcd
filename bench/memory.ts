// Memory of the server and its renderer processes (PSS, and the RSS sum): at idle, per extra
// renderer under the same load, and over a long soak of unique mixed renders (2 renderers).
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { median, memoryMb, wrk } from './lib.js';
import { startKiln, stopKiln } from './server.js';
import { uniqueScript } from './unique-load.js';

type Say = (line?: string) => void;

const RENDERER_COUNTS = [1, 2, 3] as const;
const MEMORY_ROUNDS = 3;

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

/**
 * `total` GETs from `connections` keep-alive sockets; calls `every` each 10,000 answers.
 * Returns the answers that were not 200, by status (0 for a socket error).
 */
async function drive(
  port: number,
  total: number,
  connections: number,
  every: () => void,
): Promise<Map<number, number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let issued = 0;
  let done = 0;
  const failed = new Map<number, number>();
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
      const status = await one(mixedPath(issued++));
      if (status !== 200) failed.set(status, (failed.get(status) ?? 0) + 1);
      if (++done % 10_000 === 0) every();
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return failed;
}

/** Both figures in one cell: PSS first (what the processes cost together), then the RSS sum. */
const cell = (m: { pss: number; rss: number }) => `${m.pss.toFixed(0)} (${m.rss.toFixed(0)})`;
const medianOf = (samples: readonly { pss: number; rss: number }[]) => ({
  pss: median(samples.map((s) => s.pss)),
  rss: median(samples.map((s) => s.rss)),
});

export async function memorySection(
  dir: string,
  soakTotal: number,
  soakConnections: number,
  say: Say,
): Promise<void> {
  say(
    '\n## Memory of the server and its renderer processes, started as `npm start` does: PSS in MB (RSS summed over the processes in brackets)',
  );
  // PSS shares the pages the processes have in common (node's and Skia's code) out among them,
  // so it adds up to what they cost the machine, as a container's memory limit counts it; the
  // RSS sum counts those pages once per process. Memory after a load moves by 10-30 MB from
  // run to run (where freed blocks fall in glibc's heaps), so each count of renderers is
  // measured in several interleaved rounds and the medians are compared.
  const idle = new Map<number, { pss: number; rss: number }[]>();
  const loaded = new Map<number, { pss: number; rss: number }[]>();
  const push = <T>(map: Map<number, T[]>, key: number, value: T) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  for (let round = 0; round < MEMORY_ROUNDS; round++) {
    for (const renderers of RENDERER_COUNTS) {
      const port = 3930 + renderers;
      const kiln = await startKiln(port, { RENDER_THREADS: String(renderers) });
      try {
        await sleep(2000);
        push(idle, renderers, memoryMb(kiln.pid!));
        const base = (round * RENDERER_COUNTS.length + renderers) * 100_000_000;
        const script = await uniqueScript(dir, MIXED, base);
        await wrk(`http://127.0.0.1:${port}/`, { seconds: 20, connections: 4, script });
        push(loaded, renderers, memoryMb(kiln.pid!));
      } finally {
        await stopKiln(kiln);
      }
    }
  }
  for (const renderers of RENDERER_COUNTS) {
    const after = loaded.get(renderers)!;
    say(
      `- ${renderers} renderer(s): idle ${cell(medianOf(idle.get(renderers)!))} (target <= 150 with 2); after 20 s of mixed unique renders at 4 connections ${cell(medianOf(after))} (median of ${MEMORY_ROUNDS} rounds: ${after.map(cell).join(', ')})`,
    );
  }
  const first = RENDERER_COUNTS[0]!;
  const last = RENDERER_COUNTS.at(-1)!;
  const extra = (mb: number, mbFirst: number) => (mb - mbFirst) / (last - first);
  const pssOf = (map: Map<number, { pss: number }[]>, n: number) => map.get(n)!.map((m) => m.pss);
  const perRenderer = extra(median(pssOf(loaded, last)), median(pssOf(loaded, first)));
  const perRound = pssOf(loaded, last).map((mb, i) => extra(mb, pssOf(loaded, first)[i]!));
  say(
    `- each extra renderer under that load, PSS: ${perRenderer.toFixed(0)} MB from the medians (target <= 40); per round ${perRound.map((r) => r.toFixed(0)).join(', ')} MB`,
  );

  const port = 3935;
  const kiln = await startKiln(port, { RENDER_THREADS: '2' });
  try {
    const readings: { pss: number; rss: number }[] = [];
    const started = performance.now();
    const failed = await drive(port, soakTotal, soakConnections, () =>
      readings.push(memoryMb(kiln.pid!)),
    );
    const seconds = (performance.now() - started) / 1000;
    const pss = readings.map((r) => r.pss);
    const tail = pss.slice(Math.floor(pss.length * 0.7));
    const mean = tail.reduce((a, b) => a + b, 0) / Math.max(1, tail.length);
    const spread = Math.max(...tail.map((r) => Math.abs(r - mean) / mean));
    say(
      `- soak, ${soakTotal.toLocaleString('en')} mixed unique renders (PNG, WebP, JPEG) at ${soakConnections} connections, 2 renderers, default caches: every 10,000: ${readings.map(cell).join(', ')}`,
    );
    say(
      `- soak: PSS max ${Math.max(...pss).toFixed(0)} MB (target <= 250), RSS sum max ${Math.max(...readings.map((r) => r.rss)).toFixed(0)} MB; PSS over the last 30% mean ${mean.toFixed(0)} MB, max deviation ${(spread * 100).toFixed(1)}% (target <= 10%); ${[...failed.values()].reduce((a, b) => a + b, 0)} not 200${failed.size ? ` (${[...failed].map(([status, n]) => `${status}: ${n}`).join(', ')})` : ''}; ${(soakTotal / seconds).toFixed(0)} renders/s`,
    );
  } finally {
    await stopKiln(kiln);
  }
}
