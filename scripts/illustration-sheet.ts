// Development aid: writes every illustrated scene to <dir>/<scene>.png to look at it; with
// --areas the declared text areas are outlined in magenta (rotated ones with a centre mark).
// Usage: npx tsx scripts/illustration-sheet.ts <dir> [--areas]
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { areaCorners, rasteriseScene, SCENES } from '../src/art/illustrations/index.js';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--'));
const showAreas = args.includes('--areas');
if (!dir) {
  console.error('usage: tsx scripts/illustration-sheet.ts <dir> [--areas]');
  process.exit(2);
}
await mkdir(dir, { recursive: true });
for (const [name, scene] of Object.entries(SCENES)) {
  const started = performance.now();
  const canvas = rasteriseScene(scene);
  const ms = performance.now() - started;
  if (showAreas) {
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
  const file = join(dir, `${name.replace(/\W+/g, '_')}.png`);
  await writeFile(file, await canvas.encode('png'));
  console.log(`${file}: ${scene.width}x${scene.height}, painted in ${ms.toFixed(1)} ms`);
}
