// Development aid: contact sheets of the avatar generators, to judge the art at a glance.
// Usage: npx tsx scripts/avatar-sheet.ts [out dir, default /tmp/avatars]
// Writes sillycat.png (8 colours, one- and two-colour rows) and nft-<hex>.png (15 seasons).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { sillycat } from '../src/generators/sillycat.js';
import { nft } from '../src/generators/nft.js';
import { SEASONS, type Rgb } from '../src/composed/types.js';
import type { Raster } from '../src/generators/types.js';

const outDir = process.argv[2] ?? '/tmp/avatars';
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
