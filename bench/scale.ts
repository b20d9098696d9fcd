// `npm run bench` section "scale": pictures asked wider than they are drawn. Per generator (its
// typical case, fresh inputs): render + PNG encode at about three times its width (at most
// 2048), drawn at that width, beside the picture drawn at its own size and upscaled with
// Lanczos as before; and how much sharper the first is (standard deviation of the Laplacian).
import { laplacianSpread } from '../test/helpers/sharpness.js';
import { loadAllGenerators } from '../src/render/registry.js';
import { encode } from '../src/imaging/encode.js';
import { RENDER_CASES } from './render-cases.js';
import { median, ms } from './lib.js';

const RUNS = 15;
const MAX_WIDTH = 2048;
const MAX_PIXELS = 4_000_000;

export async function scaleBench(say: (line?: string) => void): Promise<void> {
  const generators = await loadAllGenerators();
  say(`\n## Wider than drawn: about 3x (at most ${MAX_WIDTH} px), ${RUNS} fresh inputs each`);
  say(
    '| case | size | at own size + Lanczos p50 | drawn at width p50 | cost ratio | sharpness ratio |',
  );
  say('|---|---|---|---|---|---|');
  // One case per generator: the first (typical) one; seeding-only pictures are never widened.
  const seen = new Set<string>(['starter-picture']);
  for (const c of RENDER_CASES) {
    if (seen.has(c.generator)) continue;
    seen.add(c.generator);
    const generator = generators.get(c.generator)!;
    const own = generator.render(c.input(0)).raster;
    let width = Math.min(MAX_WIDTH, own.width * 3);
    while (width * Math.round((own.height * width) / own.width) > MAX_PIXELS) width -= 16;
    const upscaled: number[] = [];
    const drawn: number[] = [];
    let sharpness = 0;
    for (let i = 0; i < RUNS + 2; i++) {
      const input = c.input(1000 + i);
      const t0 = performance.now();
      const before = await encode(generator.render(input).raster, 'png', width);
      const t1 = performance.now();
      const after = await encode(
        generator.render(input, { width, maxPixels: MAX_PIXELS }).raster,
        'png',
        width,
      );
      const t2 = performance.now();
      if (i < 2) continue;
      upscaled.push(t1 - t0);
      drawn.push(t2 - t1);
      if (i === 2) sharpness = (await laplacianSpread(after)) / (await laplacianSpread(before));
    }
    say(
      `| ${c.label} | ${own.width}x${own.height} -> ${width} | ${ms(median(upscaled))} | ${ms(median(drawn))} | ${(median(drawn) / median(upscaled)).toFixed(2)} | ${Number.isFinite(sharpness) ? sharpness.toFixed(2) : 'flat'} |`,
    );
  }
}
