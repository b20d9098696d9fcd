// What the Unicode sweep does with a group of code points in one font stack: the contexts it
// places them in, through Kiln's own text path (normalise, fit, paint) or straight to the canvas.
// Runs inside the sweep's child processes (worker.ts).
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { EMOJI_FONT, FONTS, type FontSpec } from '../../src/text/font-catalog.js';
import { fitText } from '../../src/text/fit.js';
import { cssFont, mayNeedEmoji, registerEmojiFonts } from '../../src/text/fonts.js';
import { normaliseText } from '../../src/text/normalise.js';
import { paintText } from '../../src/text/paint.js';

export type StackName = keyof typeof FONTS | 'emoji';
export const STACKS: readonly StackName[] = [...(Object.keys(FONTS) as StackName[]), 'emoji'];
export const stackSpec = (stack: StackName): FontSpec =>
  stack === 'emoji' ? EMOJI_FONT : FONTS[stack];

const text = (unit: readonly number[]): string => String.fromCodePoint(...unit);
const HEBREW_ALEF = '\u05D0';
const HEBREW_BET = '\u05D1';

/**
 * Texts that routes could send, each unit where one character would be. Kiln measures every
 * word alone and every line whole, so each context also reaches Skia as single words.
 */
const KILN_CONTEXTS = {
  'between letters': (units) => units.map((u) => `a${text(u)}b`).join(' '),
  // In a right-to-left paragraph, so lines are also drawn with direction rtl.
  'alone between spaces': (units) => `${HEBREW_ALEF} ${units.map(text).join(' ')} ${HEBREW_BET}`,
  'leading a word': (units) => units.map((u) => `${text(u)}a`).join(' '),
  // Each unit is a paragraph: leads its line, alone on it.
  'alone on a line': (units) => units.map(text).join('\n'),
  // U+FE0F after every code point: Kiln breaks between emoji, so each is measured alone in the
  // emoji font; lines are emoji runs ordered by bidi-js (the paragraph is right to left).
  'emoji presentation': (units) =>
    `${HEBREW_ALEF} ${units.flatMap((u) => u.map((cp) => `${String.fromCodePoint(cp)}\uFE0F`)).join('')}`,
} satisfies Record<string, (units: readonly (readonly number[])[]) => string>;
type KilnContext = keyof typeof KILN_CONTEXTS;
/**
 * Contexts whose drawn lines are also rasterized (see rasterize): each unit alone on a line, and
 * the emoji. The other contexts draw the same glyphs, and pixels are most of a draw's cost.
 */
const PIXELS: readonly string[] = ['alone on a line', 'emoji presentation'];

/** Strings for the canvas itself, for the emoji stack (routes reach it only through U+FE0F). */
const RAW_CONTEXTS = {
  'between letters': (units) => batches(units, 16, (u) => `a${text(u)}b`, ' '),
  'alone between spaces': (units) => batches(units, 16, text, ' ').map((s) => `x ${s} y`),
  'leading a word': (units) => batches(units, 16, (u) => `${text(u)}a`, ' '),
  alone: (units) => units.map(text),
} satisfies Record<string, (units: readonly (readonly number[])[]) => string[]>;
type RawContext = keyof typeof RAW_CONTEXTS;

function batches(
  units: readonly (readonly number[])[],
  size: number,
  place: (unit: readonly number[]) => string,
  separator: string,
): string[] {
  const out: (readonly number[])[][] = [];
  for (const unit of units) {
    const last = out[out.length - 1];
    // U+0000 alone: the canvas refuses a whole string that holds it (see runRaw).
    if (last && last.length < size && !unit.includes(0) && !last.some((u) => u.includes(0)))
      last.push(unit);
    else out.push([unit]);
  }
  return out.map((batch) => batch.map(place).join(separator));
}

/** Code points per string in Unicode order: fewer calls cost less, and 256 fit the canvas. */
const IN_ORDER = 256;

/**
 * The code points in Unicode order, un-normalised (controls, CR, LS and PS included), 256 to a
 * string; U+0000 alone, since the canvas refuses any string holding it (see runRaw).
 */
function inOrder(units: readonly (readonly number[])[]): string[] {
  const out: string[] = [];
  let current: number[] = [];
  for (const cp of units.flat()) {
    if (cp === 0 || current.length === IN_ORDER) {
      if (current.length > 0) out.push(String.fromCodePoint(...current));
      current = [];
    }
    if (cp === 0) out.push('\0');
    else current.push(cp);
  }
  if (current.length > 0) out.push(String.fromCodePoint(...current));
  return out;
}

/**
 * Units in texts of at most 1024 code points. Routes take 500; Intl.Segmenter, which wrapping
 * uses, slows down more than linearly past ~16,000 (32,768 astral characters take 7 s).
 */
function textSized(units: readonly (readonly number[])[]): (readonly number[])[][] {
  const out: (readonly number[])[][] = [[]];
  let size = 0;
  for (const unit of units) {
    if (size + unit.length > 1024) {
      out.push([]);
      size = 0;
    }
    out[out.length - 1]?.push(unit);
    size += unit.length;
  }
  return out;
}

export type ProbeName = `kiln: ${KilnContext}` | `canvas: ${RawContext | 'in order'}`;

/** The probes of a stack: Kiln's path for the stacks routes fit text in, the canvas for all. */
export function probesOf(stack: StackName): ProbeName[] {
  if (stack === 'emoji') {
    // Routes reach the emoji stack only through U+FE0F; the canvas shows the rest.
    const raw = Object.keys(RAW_CONTEXTS) as RawContext[];
    return [
      'kiln: emoji presentation',
      'canvas: in order',
      ...raw.map((c) => `canvas: ${c}` as const),
    ];
  }
  const contexts = (Object.keys(KILN_CONTEXTS) as KilnContext[]).filter(
    (c) => c !== 'emoji presentation',
  );
  return [...contexts.map((c) => `kiln: ${c}` as const), 'canvas: in order'];
}

const SIZE = 16;
/** Holds a unit of 64 code points between letters (notdef is 10-20 px), so no word is cut. */
const LINE_WIDTH = 1600;
const LINES_PER_PAINT = 32;
let kilnCanvas: SKRSContext2D | null = null;
let rawCanvas: SKRSContext2D | null = null;

/** Kiln's path as a route takes it: normalise, fit (measures words and lines), paint. */
function runKiln(spec: FontSpec, raw: string, pixels: boolean): void {
  const layout = fitText(normaliseText(raw), {
    font: spec,
    maxWidth: LINE_WIDTH,
    maxHeight: 1e7,
    maxFontSize: SIZE,
    minFontSize: SIZE,
  });
  kilnCanvas ??= createCanvas(
    LINE_WIDTH + 40,
    Math.ceil(LINES_PER_PAINT * layout.lineHeight),
  ).getContext('2d');
  // Drawing shapes the lines again (as fillText does for a route); without pixels, the canvas
  // is one of its own, whose recording is dropped unplayed.
  const ctx = pixels ? kilnCanvas : createCanvas(LINE_WIDTH + 40, 1).getContext('2d');
  // A slice of lines at a time onto one small canvas, all of it inside.
  for (let i = 0; i < layout.lines.length; i += LINES_PER_PAINT) {
    const lines = layout.lines.slice(i, i + LINES_PER_PAINT);
    const height = lines.length * layout.lineHeight;
    paintText(
      ctx,
      { ...layout, lines, height },
      {
        box: { x: 20, y: 0, width: layout.width, height },
        color: '#202020',
        align: 'start',
        verticalAlign: 'top',
      },
    );
  }
  if (pixels) rasterize(kilnCanvas);
}

/**
 * The canvas records draws and plays them back when its pixels are read: reading one makes the
 * glyphs land on pixels now, in the probe that drew them, and keeps the recording short (grown
 * over a few jobs, its playback took 10-36 s inside a later fillText).
 */
function rasterize(ctx: SKRSContext2D): void {
  ctx.getImageData(0, 0, 1, 1);
}

/** What the canvas refused (an exception, not a crash): only strings holding U+0000. */
export const refusals = { count: 0 };

function runRaw(spec: FontSpec, strings: readonly string[]): void {
  // Wide enough for 256 characters of 16 px: every glyph lands on pixels.
  rawCanvas ??= createCanvas(IN_ORDER * 16 + 16, 64).getContext('2d');
  for (const s of strings) {
    // As the measurer does (measure.ts): the emoji face is registered by the first text needing it.
    if (mayNeedEmoji(s)) registerEmojiFonts();
    rawCanvas.font = cssFont(spec, SIZE);
    try {
      rawCanvas.measureText(s);
      rawCanvas.fillText(s, 8, 44);
    } catch (error) {
      // napi-rs turns the string into a C string first; Kiln's normaliseText drops U+0000.
      if (!s.includes('\0') || (error as { code?: string }).code !== 'InvalidArg') throw error;
      refusals.count++;
    }
  }
  rasterize(rawCanvas);
}

export function runProbe(
  probe: ProbeName,
  stack: StackName,
  units: readonly (readonly number[])[],
): void {
  const spec = stackSpec(stack);
  const [path, context] = probe.split(': ') as ['kiln' | 'canvas', string];
  if (path === 'kiln') {
    // The emoji runs take the emoji font whatever the stack; the rest is in the body font.
    const font = stack === 'emoji' ? FONTS.body : spec;
    const pixels = PIXELS.includes(context);
    for (const batch of textSized(units))
      runKiln(font, KILN_CONTEXTS[context as KilnContext](batch), pixels);
    return;
  }
  // Kiln uses the emoji stack only for text holding U+FE0F, which registers the face first.
  if (stack === 'emoji') registerEmojiFonts();
  runRaw(
    spec,
    context === 'in order' ? inOrder(units) : RAW_CONTEXTS[context as RawContext](units),
  );
}
