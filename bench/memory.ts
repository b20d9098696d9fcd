// Memory of the server and its renderer processes (PSS, and the RSS sum): at idle and per extra
// renderer under the same load. The soak with animations is bench/soak.ts.
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

/** Both figures in one cell: PSS first (what the processes cost together), then the RSS sum. */
const cell = (m: { pss: number; rss: number }) => `${m.pss.toFixed(0)} (${m.rss.toFixed(0)})`;
const medianOf = (samples: readonly { pss: number; rss: number }[]) => ({
  pss: median(samples.map((s) => s.pss)),
  rss: median(samples.map((s) => s.rss)),
});

export async function memorySection(dir: string, say: Say): Promise<void> {
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
}
