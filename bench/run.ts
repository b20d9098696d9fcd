// `npm run bench`: render+encode percentiles per generator, in-process and through the render
// pool as the server runs them, the colour-name lookup, the animations (sizes, times, stills
// beside them), pictures drawn wider than their size. HTTP figures: `npm run bench:http`.
// BENCH_ONLY=render,colour,formats,scale,animation,stillsmix,mixedhttp,onecore,paired picks sections
// (stillsmix: the stills beside animations of `animation` alone; mixedhttp: the modest mixed load
// of issue 43 over HTTP, 4 clients, 1 request in 5 animated; onecore: cache misses per route on
// one core, bench/one-core.ts; paired, with BENCH_BEFORE: this build beside another at the same
// moments, bench/paired.ts).
// Render threads mark their heaps as the server's do (set first, as in src/main.ts).
import '../src/ops/marking.js';
import { cpus, tmpdir } from 'node:os';
import { loadConfig } from '../src/config.js';
import { createRenderPool } from '../src/render/pool.js';
import { loadAllGenerators } from '../src/render/registry.js';
import { encode } from '../src/imaging/encode.js';
import type { ImageFormat } from '../src/imaging/formats.js';
import { RENDER_CASES } from './render-cases.js';
import { animationSizes } from './animation.js';
import { mixedLoad } from './mixed-load.js';
import { mixedHttp } from './mixed-http.js';
import { execFileSync } from 'node:child_process';
import { scaleBench } from './scale.js';
import { oneCoreMissSection } from './one-core.js';
import { pairedMissSection } from './paired.js';
import { mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import {
  nearestColourName,
  nearestColourNameBruteForce,
  warmColourNames,
} from '../src/colour/names.js';
import { median, ms, percentile } from './lib.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const ONE_CORE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function renderBench(): Promise<void> {
  console.log(
    `\n## Render + encode (PNG), ${ITERATIONS} fresh inputs each: in-process, and through the render pool (1 thread)`,
  );
  console.log(
    '| case | in-process p50 | in-process p99 | in a thread: render+encode p50 | pool round trip p50 | round trip / in-process | target p50 |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const generators = await loadAllGenerators();
  const pool = createRenderPool({ ...loadConfig({}), renderThreads: 1 });
  await pool.warmUp();
  try {
    for (const c of RENDER_CASES) {
      const generator = generators.get(c.generator);
      if (!generator) throw new Error(`no generator ${c.generator}`);
      const local: number[] = [];
      const inThread: number[] = [];
      const roundTrip: number[] = [];
      for (let i = 0; i < ITERATIONS + 20; i++) {
        const started = performance.now();
        await encode(generator.render(c.input(i)).raster, 'png');
        const localMs = performance.now() - started;
        const sent = performance.now();
        const outcome = await pool.run({
          generator: c.generator,
          input: c.input(i + 1_000_000),
          format: 'png',
        });
        const tripMs = performance.now() - sent;
        if (i < 20) continue;
        local.push(localMs);
        roundTrip.push(tripMs);
        if (outcome.ok) inThread.push(outcome.renderMs);
      }
      const p50 = median(local);
      console.log(
        `| ${c.label} | ${ms(p50)} | ${ms(percentile(local, 99))} | ${ms(median(inThread))} | ${ms(median(roundTrip))} | ${(median(roundTrip) / p50).toFixed(2)} | ${c.targetMs} ms ${p50 <= c.targetMs ? 'met' : 'MISSED'} |`,
      );
    }
  } finally {
    await pool.close();
  }
}

async function colourNameBench(): Promise<void> {
  const started = performance.now();
  warmColourNames();
  const buildMs = performance.now() - started;
  const indexed: number[] = [];
  const brute: number[] = [];
  for (let i = 0; i < 10_000; i++) {
    const n = (i * 2654435761) % 0x1000000;
    const rgb = { r: n >> 16, g: (n >> 8) & 255, b: n & 255 };
    const t0 = performance.now();
    nearestColourName(rgb);
    indexed.push(performance.now() - t0);
    if (i < 200) {
      const t1 = performance.now();
      nearestColourNameBruteForce(rgb);
      brute.push(performance.now() - t1);
    }
  }
  console.log(`\n## Colour name lookup (CIEDE2000 over ${'31,881'} names)`);
  console.log(
    `index build ${ms(buildMs)}; indexed lookup p50 ${ms(median(indexed))}, p99 ${ms(percentile(indexed, 99))} (10,000 colours); brute force p50 ${ms(median(brute))} (200 colours)`,
  );
}

/** Each output format (and a thumbnail) of one typical scene: encode time and bytes. */
async function formatBench(): Promise<void> {
  const generators = await loadAllGenerators();
  const calling = generators.get('calling')!;
  const runs = 30;
  console.log(
    `\n## Formats: a typical scene (calling, 670x470, 20-character text), encode only, ${runs} fresh texts each`,
  );
  console.log('| format | width | encode p50 | bytes (median) |');
  console.log('|---|---|---|---|');
  const cases: [ImageFormat, number | undefined][] = [
    ['png', undefined],
    ['webp', undefined],
    ['jpeg', undefined],
    ['avif', undefined],
    ['png', 200],
    ['avif', 200],
  ];
  for (const [format, width] of cases) {
    const times: number[] = [];
    const sizes: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const raster = calling.render({ text: `Format check ${i} of ${format}` }).raster;
      const started = performance.now();
      const body = await encode(raster, format, width);
      if (i < 3) continue;
      times.push(performance.now() - started);
      sizes.push(body.byteLength);
    }
    console.log(`| ${format} | ${width ?? 'as drawn'} | ${ms(median(times))} | ${median(sizes)} |`);
  }
}

console.log(
  `# Kiln benchmark, ${new Date().toISOString()}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`,
);
const only = process.env.BENCH_ONLY?.split(',');
const want = (name: string) => !only || only.includes(name);
if (want('render')) await renderBench();
if (want('colour')) await colourNameBench();
if (want('formats')) await formatBench();
if (want('scale')) await scaleBench((line = '') => console.log(line));
if (want('animation')) await animationSizes((line = '') => console.log(line));
if (want('animation') || want('stillsmix')) await mixedLoad((line = '') => console.log(line));
if (want('mixedhttp') || want('onecore') || want('paired')) {
  // The server as `npm start` runs it: the bundle in dist/, built from these sources first.
  execFileSync('node', ['scripts/build.mjs'], { stdio: 'ignore' });
}
if (want('mixedhttp')) await mixedHttp((line = '') => console.log(line));
if (want('onecore')) {
  const dir = await mkdtemp(join(tmpdir(), 'kiln-bench-onecore-'));
  await oneCoreMissSection(dir, ONE_CORE_SECONDS, (line = '') => console.log(line));
}
if (want('paired')) {
  const before = process.env.BENCH_BEFORE;
  if (before) {
    const dir = await mkdtemp(join(tmpdir(), 'kiln-bench-paired-'));
    await pairedMissSection(dir, before, (line = '') => console.log(line));
  } else if (only?.includes('paired')) {
    console.log('\npaired: needs BENCH_BEFORE=<a checkout of another build, its dist/ built>');
  }
}
console.log(
  '\nHTTP figures (misses, hits next to a bare server, load, overload, memory): npm run bench:http',
);
process.exit(0);
