// `npm run bench`: render+encode percentiles per generator, then HTTP throughput of Kiln next to
// a raw node:http server serving the same bytes (wrk on loopback). Figures are medians of
// alternating rounds measured in this one run; compare ratios, not absolute numbers.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { loadAllGenerators } from '../src/render/registry.js';
import { encode } from '../src/imaging/encode.js';
import { RENDER_CASES } from './render-cases.js';
import { hitRows } from './hits.js';
import {
  nearestColourName,
  nearestColourNameBruteForce,
  warmColourNames,
} from '../src/colour/names.js';
import { formatWrk, median, ms, percentile, startProcess, waitReady, wrk } from './lib.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function renderBench(): Promise<void> {
  console.log(`\n## Render + encode (PNG), ${ITERATIONS} iterations each, in-process`);
  console.log('| case | p50 | p99 | target p50 |\n|---|---|---|---|');
  const generators = await loadAllGenerators();
  for (const c of RENDER_CASES) {
    const generator = generators.get(c.generator);
    if (!generator) throw new Error(`no generator ${c.generator}`);
    await generator.warmUp?.();
    const samples: number[] = [];
    for (let i = 0; i < ITERATIONS + 20; i++) {
      const started = performance.now();
      await encode(generator.render(c.input(i)).raster, 'png');
      if (i >= 20) samples.push(performance.now() - started);
    }
    const p50 = median(samples);
    console.log(
      `| ${c.label} | ${ms(p50)} | ${ms(percentile(samples, 99))} | ${c.targetMs} ms ${p50 <= c.targetMs ? 'met' : 'MISSED'} |`,
    );
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

async function httpBench(): Promise<void> {
  const kilnPort = 3901;
  const kiln = await startProcess(['--import', 'tsx', 'src/main.ts'], {
    PORT: String(kilnPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL: 'http://127.0.0.1',
  });
  const kilnBase = `http://127.0.0.1:${kilnPort}`;
  await waitReady(`${kilnBase}/readyz`);
  const dir = await mkdtemp(join(tmpdir(), 'kiln-bench-'));
  try {
    console.log(
      `\n## HTTP on loopback (wrk, 1 thread, 32 connections, ${SECONDS}s x ${ROUNDS} rounds, medians)`,
    );
    for (const row of await hitRows(dir, kilnPort, 3902, SECONDS, ROUNDS)) console.log(row);
    const load = { seconds: SECONDS, connections: 32 };
    const script = join(dir, 'random-hex.lua');
    await writeFile(
      script,
      `request = function()\n  return wrk.format("GET", string.format("/color/%06x", math.random(0, 16777215)))\nend\n`,
    );
    const json = await wrk(kilnBase + '/', { ...load, script });
    console.log(`| /color/<random hex> JSON (computed each time) | ${formatWrk(json)} | | |`);
  } finally {
    kiln.kill('SIGTERM');
  }
}

console.log(
  `# Kiln benchmark, ${new Date().toISOString()}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`,
);
await renderBench();
await colourNameBench();
if (process.env.BENCH_HTTP !== '0') await httpBench();
process.exit(0);
