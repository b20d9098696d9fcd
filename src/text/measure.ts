// Text measurement through Skia's shaper (the same one that draws), with caches. Widths are
// linear in the font size (checked to within 0.03%), so chunks are measured once at a
// reference size and scaled; whole lines are measured exactly at their final size.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { EMOJI_FONT, FONTS, type FontSpec } from './font-catalog.js';
import { logicalRuns, needsEmojiRuns } from './emoji-runs.js';
import { cssFont, fontKey, mayNeedEmoji, registerEmojiFonts, registerFonts } from './fonts.js';

/** The size at which chunk widths are measured and cached. */
export const REFERENCE_SIZE = 100;
/** Widths kept per thread: common words stay, each new text adds a few. ~2 MB when full. */
const MAX_CACHE_ENTRIES = 20_000;

let context: SKRSContext2D | null = null;
let contextFont = '';

function measuringContext(): SKRSContext2D {
  if (!context) {
    registerFonts();
    context = createCanvas(1, 1).getContext('2d');
  }
  return context;
}

/** A Map that forgets its oldest entries past a bound, so odd inputs cannot grow memory. */
class BoundedCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  set(key: string, value: V): void {
    if (this.map.size >= this.limit) {
      // Drop the oldest tenth at once rather than one entry per insert.
      let drop = Math.ceil(this.limit / 10);
      for (const old of this.map.keys()) {
        this.map.delete(old);
        if (--drop === 0) break;
      }
    }
    this.map.set(key, value);
  }
  clear(): void {
    this.map.clear();
  }
  get size(): number {
    return this.map.size;
  }
}

const widths = new BoundedCache<number>(MAX_CACHE_ENTRIES);

function rawWidth(spec: FontSpec, sizePx: number, text: string): number {
  const ctx = measuringContext();
  // Every text is measured before it is drawn, so this is where its faces get registered.
  if (mayNeedEmoji(text)) registerEmojiFonts();
  const font = cssFont(spec, sizePx);
  if (font !== contextFont) {
    ctx.font = font;
    contextFont = font;
  }
  return ctx.measureText(text).width;
}

/**
 * Advance width of `text` in `spec` at `sizePx`, shaped as text-paint draws it (emoji
 * sequences with U+FE0F in the emoji font, see emoji-runs.ts).
 */
export function measureWidth(spec: FontSpec, sizePx: number, text: string): number {
  if (text === '') return 0;
  const key = `${fontKey(spec)}|${sizePx}|${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = needsEmojiRuns(text)
      ? logicalRuns(text).reduce(
          (sum, run) => sum + rawWidth(run.emoji ? EMOJI_FONT : spec, sizePx, run.text),
          0,
        )
      : rawWidth(spec, sizePx, text);
    widths.set(key, width);
  }
  return width;
}

/** Width of `text` at REFERENCE_SIZE; multiply by `size / REFERENCE_SIZE` for other sizes. */
export function referenceWidth(spec: FontSpec, text: string): number {
  return measureWidth(spec, REFERENCE_SIZE, text);
}

export interface VerticalMetrics {
  /** Distance from the baseline up to the top of the line's glyph box, per pixel of size. */
  readonly ascent: number;
  /** Distance from the baseline down to the bottom of the glyph box, per pixel of size. */
  readonly descent: number;
}

const metricsCache = new Map<string, VerticalMetrics>();

/** Font-box ascent and descent of the stack's first face, as fractions of the font size. */
export function verticalMetrics(spec: FontSpec): VerticalMetrics {
  const key = fontKey(spec);
  let metrics = metricsCache.get(key);
  if (!metrics) {
    const ctx = measuringContext();
    contextFont = cssFont(spec, REFERENCE_SIZE);
    ctx.font = contextFont;
    const m = ctx.measureText('Hg');
    metrics = {
      ascent: m.fontBoundingBoxAscent / REFERENCE_SIZE,
      descent: m.fontBoundingBoxDescent / REFERENCE_SIZE,
    };
    metricsCache.set(key, metrics);
  }
  return metrics;
}

/** Empties the width cache (tests and benchmarks measure cold behaviour with it). */
export function clearMeasureCache(): void {
  widths.clear();
}

/** Latin, Cyrillic and Greek: the faces of every stack's own families, used by most texts. */
const WARM_UP_SAMPLE = 'Aa Жж Ωω 0123456789';

/**
 * Registers the fonts and makes Skia load the faces nearly every text uses, so no request pays
 * for them. The other scripts' faces are parsed by the first text that needs them, once per
 * process: memory is spent only on scripts a server is actually asked for. For `warmUp`.
 */
export function warmUpText(): void {
  registerFonts();
  for (const spec of Object.values(FONTS)) rawWidth(spec, 16, WARM_UP_SAMPLE);
}
