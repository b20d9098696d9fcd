// Development aid: renders a sheet of fitted sample texts (every script, emoji, long and
// multi-line text, several fonts and sizes) to a PNG to look at.
// Usage: npx tsx test/text/sample-sheet.ts /tmp/sheet.png
import { writeFile } from 'node:fs/promises';
import { createSurface } from '../../src/art/kit/surface.js';
import { paintText, type HorizontalAlign } from '../../src/text/paint.js';
import { FONTS, type FontName } from '../../src/text/font-catalog.js';
import { fitText } from '../../src/text/fit.js';
import { normaliseText } from '../../src/text/normalise.js';
import { SCRIPT_SAMPLES } from './samples.js';

interface Cell {
  readonly text: string;
  readonly font: FontName;
  readonly maxFontSize: number;
  readonly align?: HorizontalAlign;
  readonly stroke?: boolean;
  readonly rotate?: boolean;
}

const LONG =
  'This is a much longer caption that has to wrap over several lines and then shrink a ' +
  'little so that it still fits inside its box without ever being cut off at the edges.';

const cells: Cell[] = [
  ...SCRIPT_SAMPLES.map((s): Cell => ({
    text: s.text,
    font: 'body',
    maxFontSize: 40,
    align: 'start',
  })),
  { text: 'Short', font: 'body', maxFontSize: 64 },
  { text: LONG, font: 'body', maxFontSize: 40 },
  { text: 'Line one\nLine two is here\n\nafter a blank line', font: 'bold', maxFontSize: 36 },
  { text: 'WHEN THE CODE\nWORKS FIRST TRY 😎', font: 'black', maxFontSize: 48, stroke: true },
  { text: 'Supreme Kiln Логотип', font: 'heavyItalic', maxFontSize: 56 },
  { text: 'Achievement get! Пиксели 😀 中文', font: 'pixel', maxFontSize: 32 },
  { text: 'Did you mean: kiln ovens near me', font: 'boldItalic', maxFontSize: 36 },
  { text: 'مرحبا hello 123 עולם', font: 'body', maxFontSize: 40, align: 'start' },
  {
    text: 'Supercalifragilisticexpialidocious-antidisestablishmentarianism',
    font: 'body',
    maxFontSize: 40,
  },
  {
    text: '这是一段很长的中文文本，用来测试在没有空格的情况下如何换行，以及标点符号不会出现在行首。',
    font: 'body',
    maxFontSize: 36,
  },
  {
    text: 'ಠ_ಠ ʕ•ᴥ•ʔ ¯\\_(ツ)_/¯ ★✘♪ Z\u0334\u0322a\u0335l\u0337g\u0338o',
    font: 'body',
    maxFontSize: 40,
  },
  { text: 'Rotated facts page text', font: 'bold', maxFontSize: 36, rotate: true },
  { text: '👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦🇯🇵🇯🇵🇯🇵👍🏻👍🏼👍🏽👍🏾👍🏿', font: 'body', maxFontSize: 48 },
];

const CELL_W = 420;
const CELL_H = 150;
const COLS = 3;
const PAD = 12;
const rows = Math.ceil(cells.length / COLS);
const surface = createSurface(COLS * CELL_W, rows * CELL_H);
const { ctx } = surface;
ctx.fillStyle = '#f4f1ea';
ctx.fillRect(0, 0, COLS * CELL_W, rows * CELL_H);

cells.forEach((cell, i) => {
  const x = (i % COLS) * CELL_W;
  const y = Math.floor(i / COLS) * CELL_H;
  const box = { x: x + PAD, y: y + PAD, width: CELL_W - 2 * PAD, height: CELL_H - 2 * PAD };
  ctx.strokeStyle = '#c9c2b3';
  ctx.lineWidth = 1;
  ctx.strokeRect(box.x + 0.5, box.y + 0.5, box.width - 1, box.height - 1);
  const layout = fitText(normaliseText(cell.text), {
    font: FONTS[cell.font],
    maxWidth: box.width,
    maxHeight: box.height,
    maxFontSize: cell.maxFontSize,
    minFontSize: 12,
  });
  if (cell.stroke) {
    ctx.fillStyle = '#6b8fb5';
    ctx.fillRect(box.x, box.y, box.width, box.height);
  }
  paintText(ctx, layout, {
    box,
    color: cell.stroke ? '#ffffff' : '#1d1b18',
    align: cell.align ?? 'center',
    ...(cell.stroke ? { stroke: { color: '#000000', width: 3 } } : {}),
    ...(cell.rotate
      ? {
          rotation: {
            angle: -0.12,
            originX: box.x + box.width / 2,
            originY: box.y + box.height / 2,
          },
        }
      : {}),
  });
  ctx.fillStyle = '#8a8275';
  ctx.font = '10px "Kiln Sans"';
  ctx.direction = 'ltr';
  ctx.fillText(
    `${cell.font} ${layout.fontSize}px ${layout.lines.length}L${layout.fits ? '' : ' NOFIT'}`,
    x + PAD + 2,
    y + CELL_H - 2,
  );
});

const out = process.argv[2] ?? '/tmp/kiln-text-sheet.png';
await writeFile(out, await surface.canvas.encode('png'));
console.log(out);
