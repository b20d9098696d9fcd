// Development aid: contact sheets of the avatar generators, to judge the art at a glance.
// Usage: npx tsx scripts/avatar-sheet.ts [out dir, default /tmp/avatars]
// Writes sillycat.png (8 colours, one- and two-colour rows) and nft-<hex>.png (15 seasons).
// With --bench instead: prints render (wall and CPU) and render+PNG-encode wall times (p50/p95)
// per generator. Wall times include any contention from other processes; CPU time does less.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { sillycat } from '../src/families/avatars/sillycat/draw.js';
import { nft } from '../src/families/avatars/nft/draw.js';
import { SEASONS, type Rgb } from '../src/families/avatars/nft/seasons.js';
import type { Generator } from '../src/art/kit/generator.js';
import type { Raster } from '../src/core/raster.js';
import { encode } from '../src/imaging/encode.js';

const bench = process.argv.includes('--bench');
const outDir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/tmp/avatars';
const TILE = 256;
const GAP = 8;

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

async function tile(raster: Raster): Promise<Buffer> {
  const raw = Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength);
  return sharp(raw, { raw: { width: raster.width, height: raster.height, channels: 4 } })
    .resize(TILE, TILE)
    .png()
    .toBuffer();
}

async function sheet(tiles: Buffer[], columns: number, file: string): Promise<void> {
  const rows = Math.ceil(tiles.length / columns);
  const composite = tiles.map((input, i) => ({
    input,
    left: GAP + (i % columns) * (TILE + GAP),
    top: GAP + Math.floor(i / columns) * (TILE + GAP),
  }));
  await sharp({
    create: {
      width: GAP + columns * (TILE + GAP),
      height: GAP + rows * (TILE + GAP),
      channels: 4,
      background: '#2b2b33',
    },
  })
    .composite(composite)
    .png()
    .toFile(file);
  console.log(file);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

async function time<I>(label: string, generator: Generator<I>, inputs: I[]): Promise<void> {
  for (const input of inputs.slice(0, 20)) await encode(generator.render(input).raster, 'png');
  const render: number[] = [];
  const renderCpu: number[] = [];
  const total: number[] = [];
  for (const input of inputs) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const { raster } = generator.render(input);
    const t1 = performance.now();
    renderCpu.push(process.cpuUsage(cpu0).user / 1000);
    await encode(raster, 'png');
    const t2 = performance.now();
    render.push(t1 - t0);
    total.push(t2 - t0);
  }
  render.sort((a, b) => a - b);
  renderCpu.sort((a, b) => a - b);
  total.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2).padStart(6);
  console.log(
    `${label.padEnd(22)} render p50 ${f(percentile(render, 0.5))} ms  p95 ${f(percentile(render, 0.95))} ms` +
      ` (cpu p50 ${f(percentile(renderCpu, 0.5))} ms)` +
      `   render+png p50 ${f(percentile(total, 0.5))} ms  p95 ${f(percentile(total, 0.95))} ms`,
  );
}

if (bench) {
  const colours = Array.from({ length: 300 }, (_, i) => ({
    r: (i * 97) % 256,
    g: (i * 57 + 80) % 256,
    b: (i * 31 + 160) % 256,
  }));
  await time(
    'sillycat one-colour',
    sillycat,
    colours.map((right) => ({ right, left: null })),
  );
  await time(
    'sillycat two-colour',
    sillycat,
    colours.map((right, i) => ({ right, left: colours[(i + 7) % colours.length] ?? right })),
  );
  await time(
    'nft default',
    nft,
    colours.map((colour) => ({ colour, season: 'default' as const })),
  );
  await time(
    'nft all seasons',
    nft,
    colours.map((colour, i) => ({ colour, season: SEASONS[i % SEASONS.length] ?? 'default' })),
  );
  process.exit(0);
}

await mkdir(outDir, { recursive: true });

const catColours: [string, string][] = [
  ['000000', 'ffffff'],
  ['ffffff', '000000'],
  ['ffff00', '7a3cff'],
  ['808080', 'ff8800'],
  ['ff8800', '3c3c46'],
  ['2f6bff', 'ffd23f'],
  ['e8c9a0', '6b4226'],
  ['1f7a3a', 'ff5fa2'],
];
const catTiles: Buffer[] = [];
for (const [right] of catColours)
  catTiles.push(await tile(sillycat.render({ right: rgb(right), left: null }).raster));
for (const [right, left] of catColours) {
  catTiles.push(await tile(sillycat.render({ right: rgb(right), left: rgb(left) }).raster));
}
await sheet(catTiles, catColours.length, join(outDir, 'sillycat.png'));

for (const hex of ['ff8800', '3aa0ff', '1a1a1a']) {
  const tiles: Buffer[] = [];
  for (const season of SEASONS)
    tiles.push(await tile(nft.render({ colour: rgb(hex), season }).raster));
  await sheet(tiles, 5, join(outDir, `nft-${hex}.png`));
}
