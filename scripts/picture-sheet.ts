// Development aid: look at a collection's starter pictures. Writes every picture at full size
// (<out>/<category>/NN.png) and a contact sheet of all of them (<out>/<category>.png), and
// prints how long each took to draw.
// Usage: npx tsx scripts/picture-sheet.ts <category|all> [out dir, default artifacts/pictures]
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { STARTER_PICTURES, PICTURE_SIZE } from '../src/families/starters/index.js';
import { CATEGORIES, isCategory, type Category } from '../src/core/categories.js';
import { createSurface, toRaster } from '../src/art/kit/surface.js';
import { encode } from '../src/imaging/encode.js';

const TILE = 256;
const GAP = 8;
const COLUMNS = 6;

async function sheetOf(category: Category, outDir: string): Promise<void> {
  const dir = join(outDir, category);
  await mkdir(dir, { recursive: true });
  const tiles: Buffer[] = [];
  const pictures = STARTER_PICTURES[category];
  for (const [i, picture] of pictures.entries()) {
    const surface = createSurface(PICTURE_SIZE, PICTURE_SIZE);
    const started = performance.now();
    picture.draw(surface.ctx);
    const ms = performance.now() - started;
    const png = await encode(toRaster(surface), 'png');
    const name = `${String(i).padStart(2, '0')}.png`;
    await writeFile(join(dir, name), png);
    tiles.push(await sharp(png).resize(TILE, TILE).png().toBuffer());
    console.log(`${category}/${name} ${ms.toFixed(1)} ms  ${picture.title}`);
  }
  if (tiles.length === 0) return;
  const rows = Math.ceil(tiles.length / COLUMNS);
  const file = join(outDir, `${category}.png`);
  await sharp({
    create: {
      width: GAP + COLUMNS * (TILE + GAP),
      height: GAP + rows * (TILE + GAP),
      channels: 4,
      background: '#2b2b33',
    },
  })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: GAP + (i % COLUMNS) * (TILE + GAP),
        top: GAP + Math.floor(i / COLUMNS) * (TILE + GAP),
      })),
    )
    .png()
    .toFile(file);
  console.log(file);
}

const [which = 'all', outDir = 'artifacts/pictures'] = process.argv.slice(2);
if (which !== 'all' && !isCategory(which)) {
  console.error(`usage: picture-sheet <${CATEGORIES.join('|')}|all> [out dir]`);
  process.exit(2);
}
for (const category of which === 'all' ? CATEGORIES : [which as Category]) {
  await sheetOf(category, outDir);
}
