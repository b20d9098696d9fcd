// Development aid: look at every frame of every animation. For each moving generator, draws its
// sample texts (short, wrapping, CJK, Arabic, emoji, longest; or its codes and colours) as a
// renderer does, GIF and WebP, decodes each answer with sharp (every page) and writes one
// contact sheet per generator and format: a row per sample, a column per page.
// Usage: npx tsx scripts/animation-sheets.ts [generator,...] [out dir, default artifacts/motion]
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Generator } from '../src/art/kit/generator.js';
import { TIMELINES } from '../src/families/motions.js';
import { renderRequestFor } from '../src/http/routes/image-routes.js';
import { drawAnimation } from '../src/render/animation.js';
import { loadAllGenerators } from '../src/render/registry.js';
import { registerFonts } from '../src/text/index.js';
import { MOTION_SAMPLES } from '../test/helpers/motion-samples.js';

/** Each page is fitted into a tile of this size. */
const TILE = {
  width: Number(process.env.TILE_WIDTH ?? 200),
  height: Number(process.env.TILE_HEIGHT ?? 120),
};
const GAP = 6;
const MAX_PIXELS = 4_000_000;

const [only, outDir = 'artifacts/motion'] = process.argv.slice(2);
const names = only ? only.split(',') : Object.keys(TIMELINES);
registerFonts();
await mkdir(outDir, { recursive: true });
const generators = await loadAllGenerators();

for (const name of names) {
  const generator: Generator<unknown> = generators.get(name)!;
  const { urls } = MOTION_SAMPLES[name]!;
  const rows = { gif: [] as Buffer[][], webp: [] as Buffer[][] };
  for (const url of urls) {
    const { input } = renderRequestFor(url);
    for (const format of ['gif', 'webp'] as const) {
      const task = { generator: name, input, format, frames: generator.motion!.timeline.frames };
      const { body } = await drawAnimation(generator, task, MAX_PIXELS);
      const { pages = 1 } = await sharp(body, { pages: -1 }).metadata();
      const tiles = [];
      for (let page = 0; page < pages; page++) {
        const tile = await sharp(body, { page, pages: 1 })
          .flatten({ background: '#7f7f7f' })
          .resize({ ...TILE, fit: 'contain', background: '#ffffff' })
          .png()
          .toBuffer();
        tiles.push(tile);
      }
      rows[format].push(tiles);
      console.log(
        `${name} ${format} ${url.slice(0, 60)}: ${pages} pages, ${body.byteLength} bytes`,
      );
    }
  }
  for (const format of ['gif', 'webp'] as const) {
    const list = rows[format];
    const columns = Math.max(...list.map((r) => r.length));
    const sheet = await sharp({
      create: {
        width: GAP + columns * (TILE.width + GAP),
        height: GAP + list.length * (TILE.height + GAP),
        channels: 4,
        background: '#ffffff',
      },
    })
      .composite(
        list.flatMap((tiles, r) =>
          tiles.map((input, c) => ({
            input,
            left: GAP + c * (TILE.width + GAP),
            top: GAP + r * (TILE.height + GAP),
          })),
        ),
      )
      .png()
      .toBuffer();
    await writeFile(join(outDir, `${name}-${format}.png`), sheet);
  }
}
