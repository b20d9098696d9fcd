// Development aid: a contact sheet of the 45 achievement icons on mid-grey, each numbered in
// tiny pixel digits, to judge the art at a glance.
// Usage: npx tsx scripts/icon-sheet.ts <out.png> [--scale 4] [--only 1-10] [--bg 808080]
import { writeFile } from 'node:fs/promises';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ICON_COUNT, ICON_SIZE } from '../src/families/typographic/achievement/icons/index.js';
import { drawIcon } from '../src/families/typographic/achievement/icons/draw.js';

// 3x5 digits, one string per row, '#' lit.
const DIGITS: readonly string[][] = [
  ['###', '#.#', '#.#', '#.#', '###'],
  ['.#.', '##.', '.#.', '.#.', '###'],
  ['###', '..#', '###', '#..', '###'],
  ['###', '..#', '.##', '..#', '###'],
  ['#.#', '#.#', '###', '..#', '..#'],
  ['###', '#..', '###', '..#', '###'],
  ['###', '#..', '###', '#.#', '###'],
  ['###', '..#', '.#.', '.#.', '.#.'],
  ['###', '#.#', '###', '#.#', '###'],
  ['###', '#.#', '###', '..#', '###'],
];

function drawNumber(ctx: SKRSContext2D, value: number, x: number, y: number, px: number): void {
  [...String(value)].forEach((digit, i) => {
    DIGITS[Number(digit)]!.forEach((row, ry) => {
      [...row].forEach((cell, rx) => {
        if (cell === '#') ctx.fillRect(x + (i * 4 + rx) * px, y + ry * px, px, px);
      });
    });
  });
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const out = process.argv[2];
if (!out || out.startsWith('--')) {
  console.error('usage: icon-sheet.ts <out.png> [--scale 4] [--only 1-10] [--bg 808080]');
  process.exit(2);
}
const scale = Number(option('--scale') ?? 4);
const [from, to] = (option('--only') ?? `1-${ICON_COUNT}`).split('-').map(Number);
const background = `#${option('--bg') ?? '808080'}`;
const numbers: number[] = [];
for (let n = from!; n <= (to ?? from)!; n++) numbers.push(n);

const columns = Math.min(9, numbers.length);
const gap = 4 * scale;
const label = 8 * Math.max(1, scale / 2);
const tile = ICON_SIZE * scale;
const cellW = tile + gap;
const cellH = tile + gap + label;
const canvas = createCanvas(
  gap + columns * cellW,
  gap + Math.ceil(numbers.length / columns) * cellH,
);
const ctx = canvas.getContext('2d');
ctx.imageSmoothingEnabled = false;
ctx.fillStyle = background;
ctx.fillRect(0, 0, canvas.width, canvas.height);
numbers.forEach((n, i) => {
  const x = gap + (i % columns) * cellW;
  const y = gap + Math.floor(i / columns) * cellH;
  ctx.fillStyle = '#f4f4f4';
  drawNumber(ctx, n, x, y, Math.max(1, scale / 2));
  drawIcon(ctx, n, x, y + label, scale);
});
await writeFile(out, await canvas.encode('png'));
console.log(`${out}: ${canvas.width}x${canvas.height}, icons ${numbers[0]}..${numbers.at(-1)}`);
