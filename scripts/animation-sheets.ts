// Development aid: look at every frame of every animation. For each moving generator, draws its
// sample texts (short, wrapping, CJK, Arabic, emoji, longest; or its codes and colours) as a
// renderer does, GIF and WebP, decodes each answer with sharp (every page) and writes one
// contact sheet per generator: a row per sample and format, a column per page.
// Usage: npx tsx scripts/animation-sheets.ts [generator,...] [out dir, default artifacts/motion]
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Generator } from '../src/art/kit/generator.js';
import { GENERATORS } from '../src/families/catalogue.js';
import { TIMELINES } from '../src/families/motions.js';
import { renderRequestOf } from '../src/http/routes/image-routes.js';
import { drawAnimation } from '../src/render/animation.js';
import { registerFonts } from '../src/text/index.js';
import { MOTION_SAMPLES } from '../test/helpers/motion-samples.js';

const TILE_HEIGHT = Number(process.env.TILE_HEIGHT ?? 140);
const GAP = 6;
const MAX_PIXELS = 4_000_000;

const [only, outDir = 'artifacts/motion'] = process.argv.slice(2);
const names = only ? only.split(',') : Object.keys(TIMELINES);
registerFonts();
await mkdir(outDir, { recursive: true });

for (const name of names) {
  const generator = (GENERATORS as Record<string, Generator<unknown>>)[name]!;
  await generator.warmUp?.();
  const { route, urls } = MOTION_SAMPLES[name]!;
  const rows: { tiles: { input: Buffer; width: number }[] }[] = [];
  for (const url of urls) {
    const { input } = renderRequestOf(route, url);
    for (const format of ['gif', 'webp'] as const) {
      const task = { generator: name, input, format, frames: generator.motion!.timeline.frames };
      const { body } = await drawAnimation(generator, task, MAX_PIXELS);
      const image = sharp(body, { pages: -1 });
      const { width, pageHeight = 0, pages = 1 } = await image.metadata();
      const tiles = [];
      for (let page = 0; page < pages; page++) {
        const tile = await sharp(body, { page, pages: 1 })
          .flatten({ background: '#7f7f7f' })
          .resize({ height: TILE_HEIGHT })
          .png()
          .toBuffer();
        tiles.push({ input: tile, width: Math.round(((width ?? 1) * TILE_HEIGHT) / pageHeight) });
      }
      rows.push({ tiles });
      console.log(
        `${name} ${format} ${url.slice(0, 60)}: ${pages} pages, ${body.byteLength} bytes`,
      );
    }
  }
  const sheetWidth = Math.max(...rows.map((r) => r.tiles.reduce((a, t) => a + t.width + GAP, GAP)));
  const composite = rows.flatMap((row, r) => {
    let left = GAP;
    return row.tiles.map((tile) => {
      const placed = { input: tile.input, left, top: GAP + r * (TILE_HEIGHT + GAP) };
      left += tile.width + GAP;
      return placed;
    });
  });
  const sheet = await sharp({
    create: {
      width: sheetWidth,
      height: GAP + rows.length * (TILE_HEIGHT + GAP),
      channels: 4,
      background: '#ffffff',
    },
  })
    .composite(composite)
    .png()
    .toBuffer();
  await writeFile(join(outDir, `${name}.png`), sheet);
}
