// Development aid: renders one generator with a JSON input to a PNG file, to look at it.
// Usage: npx tsx scripts/preview.ts <module path> <export name> '<json input>' <out.png>
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { encode } from '../src/imaging/encode.js';
import type { Generator } from '../src/art/kit/generator.js';

const [modulePath, exportName, inputJson, out] = process.argv.slice(2);
if (!modulePath || !exportName || !inputJson || !out) {
  console.error("usage: tsx scripts/preview.ts <module> <export> '<json>' <out.png>");
  process.exit(2);
}
const module = (await import(pathToFileURL(resolve(modulePath)).href)) as Record<string, unknown>;
const generator = module[exportName] as Generator<unknown>;
await generator.warmUp?.();
const started = performance.now();
const rendering = generator.render(JSON.parse(inputJson));
const renderMs = performance.now() - started;
await writeFile(out, await encode(rendering.raster, 'png'));
console.log(
  `${out}: ${rendering.raster.width}x${rendering.raster.height}, render ${renderMs.toFixed(2)} ms`,
  rendering.textFit ?? '',
);
