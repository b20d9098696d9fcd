// Development aid: writes every illustrated scene to <dir>/<scene>.png to look at it; with
// --areas the declared text areas are outlined in magenta (with a dot at each centre). Prints
// how long painting takes and what laying text over a shared scene costs.
// Usage: npx tsx scripts/illustration-sheet.ts <dir> [--areas]
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import {
  areaCorners,
  rasteriseScene,
  SCENES,
  type Scene,
} from '../src/families/scenes/art/index.js';
import { sceneOverlay } from '../src/families/scenes/scene-text.js';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--'));
const showAreas = args.includes('--areas');
if (!dir) {
  console.error('usage: tsx scripts/illustration-sheet.ts <dir> [--areas]');
  process.exit(2);
}

function outlineAreas(canvas: Canvas, scene: Scene): void {
  const ctx = canvas.getContext('2d');
  ctx.strokeStyle = '#ff00cc';
  ctx.fillStyle = 'rgba(255, 0, 204, 0.12)';
  ctx.lineWidth = 2;
  for (const area of Object.values(scene.textAreas)) {
    const corners = areaCorners(area);
    ctx.beginPath();
    corners.forEach((c, i) => (i === 0 ? ctx.moveTo(c.x, c.y) : ctx.lineTo(c.x, c.y)));
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.fillRect(area.cx - 3, area.cy - 3, 6, 6);
  }
}

await mkdir(dir, { recursive: true });
let total = 0;
for (const [name, scene] of Object.entries(SCENES)) {
  const started = performance.now();
  const canvas = rasteriseScene(scene);
  const ms = performance.now() - started;
  total += ms;
  if (showAreas) outlineAreas(canvas, scene);
  const file = join(dir, `${name}.png`);
  await writeFile(file, await canvas.encode('png'));
  console.log(`${file}: ${scene.width}x${scene.height}, painted in ${ms.toFixed(1)} ms`);
}
console.log(`all scenes painted in ${total.toFixed(1)} ms`);

// What a request pays besides its text: a frame over the text areas, read back and laid over
// the scene's shared pixels.
const areas = Object.values(SCENES.http_4xx.textAreas);
const rounds = 200;
for (let i = 0; i < 20; i++) sceneOverlay('http_4xx', areas).finish();
const started = performance.now();
for (let i = 0; i < rounds; i++) sceneOverlay('http_4xx', areas).finish();
const perOverlay = (performance.now() - started) / rounds;
console.log(`an empty overlay on the 800x600 http_4xx scene: ${perOverlay.toFixed(3)} ms`);
