// Colour names: the nearest entry of the maintained `color-name-list` (about 31,000 names) by
// CIEDE2000 in CIELAB (D65). Exact, and fast through an index: names sorted by lightness, a
// search outward from the query's lightness, and lower bounds that skip nearly every candidate.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { toLab65 as toLab } from './spaces.js';
import { ciede2000, ciede2000LowerBound, lightnessBound } from './ciede2000.js';
import { parseHex, type Rgb } from './hex.js';

interface Index {
  /** Every name, in index order, one after another; name i is `text[start[i]..start[i + 1])`. */
  readonly text: string;
  readonly start: Uint32Array;
  readonly l: Float64Array;
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly c: Float64Array;
}

export function labOf({ r, g, b }: Rgb): { l: number; a: number; b: number } {
  const lab = toLab({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });
  return { l: lab.l, a: lab.a, b: lab.b };
}

let index: Index | null = null;

/** Rounding differences between a bound and the exact formula must never prune a true tie. */
const SLACK = 1e-9;

// The list is large: read on first use or by warmColourNames, not at import, so the process
// is ready sooner. The package's CSV (`name,hex` per line; no name holds a comma or a quote) is
// the same list its module exports; reading it line by line straight into typed arrays keeps
// the build's transient garbage small (the JSON's 31,000 objects cost ~35 MB of heap at peak).
function loadCsv(): string {
  const manifest = createRequire(import.meta.url).resolve('color-name-list/package.json');
  return readFileSync(join(dirname(manifest), 'dist', 'colornames.csv'), 'utf8');
}

function buildIndex(): Index {
  const lines = loadCsv().split('\n');
  const names: string[] = [];
  const labs: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const comma = line.lastIndexOf(',');
    const rgb = comma > 0 ? parseHex(line.slice(comma + 1).trim()) : null;
    if (!rgb) continue;
    const lab = labOf(rgb);
    names.push(line.slice(0, comma));
    labs.push(lab.l, lab.a, lab.b);
  }
  const order = Array.from({ length: names.length }, (_, i) => i).sort(
    (x, y) => labs[x * 3]! - labs[y * 3]!,
  );
  const l = new Float64Array(order.length);
  const a = new Float64Array(order.length);
  const b = new Float64Array(order.length);
  const c = new Float64Array(order.length);
  order.forEach((from, i) => {
    l[i] = labs[from * 3]!;
    a[i] = labs[from * 3 + 1]!;
    b[i] = labs[from * 3 + 2]!;
    c[i] = Math.hypot(a[i], b[i]);
  });
  // One flat string and offsets: names cut from the CSV would be slices that keep the whole
  // file (1.3 MB) alive, and 31,000 strings in an array cost more than their characters.
  const sorted = order.map((from) => names[from]!);
  const start = new Uint32Array(sorted.length + 1);
  sorted.forEach((name, i) => (start[i + 1] = start[i]! + name.length));
  return { text: sorted.join(''), start, l, a, b, c };
}

const nameAt = (idx: Index, i: number): string => idx.text.slice(idx.start[i], idx.start[i + 1]);

/** Builds the index now rather than on the first lookup. */
export function warmColourNames(): void {
  index ??= buildIndex();
}

/** First position whose lightness is >= l. */
function lowerBound(sorted: Float64Array, l: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < l) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The nearest name. Walking away from the query's lightness, the lightness bound only grows
 * (|dL| / SL(mean L): SL's slope is at most 0.015 while it is at least 1), so each direction
 * stops for good once that bound exceeds the best distance found.
 */
export function nearestColourName(rgb: Rgb): string {
  const idx = (index ??= buildIndex());
  const q = labOf(rgb);
  const qc = Math.hypot(q.a, q.b);
  let best = Number.POSITIVE_INFINITY;
  let bestIndex = 0;
  const consider = (i: number) => {
    const bound = ciede2000LowerBound(
      q.l,
      q.a,
      q.b,
      qc,
      idx.l[i]!,
      idx.a[i]!,
      idx.b[i]!,
      idx.c[i]!,
    );
    if (bound > best + SLACK) return;
    const distance = ciede2000(q.l, q.a, q.b, idx.l[i]!, idx.a[i]!, idx.b[i]!);
    if (distance < best || (distance === best && i < bestIndex)) {
      best = distance;
      bestIndex = i;
    }
  };
  const start = lowerBound(idx.l, q.l);
  let up = start;
  let down = start - 1;
  while (up < idx.l.length || down >= 0) {
    if (up < idx.l.length) {
      if (lightnessBound(q.l, idx.l[up]!) > best + SLACK) up = idx.l.length;
      else consider(up++);
    }
    if (down >= 0) {
      if (lightnessBound(q.l, idx.l[down]!) > best + SLACK) down = -1;
      else consider(down--);
    }
  }
  return nameAt(idx, bestIndex);
}

/** Reference implementation for tests and benchmarks: every name, no index. */
export function nearestColourNameBruteForce(rgb: Rgb): string {
  const idx = (index ??= buildIndex());
  const q = labOf(rgb);
  let best = Number.POSITIVE_INFINITY;
  let bestIndex = 0;
  for (let i = 0; i < idx.l.length; i++) {
    const distance = ciede2000(q.l, q.a, q.b, idx.l[i]!, idx.a[i]!, idx.b[i]!);
    if (distance < best) {
      best = distance;
      bestIndex = i;
    }
  }
  return nameAt(idx, bestIndex);
}
