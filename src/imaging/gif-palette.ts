// One GIF palette per animation, from the still picture and the parts that move: the flat
// colours (fills, outlines, text) kept exactly, the rest (edges, gradients, fades) quantised by
// gifenc's pairwise-nearest-neighbour quantiser; and the mapping of pixels to it.
import { gifenc } from './gifenc.js';

/** The palette index of pixels a GIF frame leaves as they were (transparent). */
export const KEEP = 0;
/** Palette entries left for colours (one is the transparent KEEP). */
const COLOURS = 255;
/**
 * A colour covering at least this share of the counted pixels is a flat fill, kept exactly:
 * a fill reused from a neighbour turns a cookie yellow. At most FLAT_MOST such colours, so the
 * quantiser keeps enough entries for edges and gradients.
 */
const FLAT_SHARE = 1 / 2000;
const FLAT_MOST = 96;

/** Open-addressing counts of 24-bit colours (opaque pixels only). */
class ColourCounts {
  private bits = 14;
  private keys = new Int32Array(1 << this.bits).fill(-1);
  private counts = new Uint32Array(1 << this.bits);
  size = 0;
  total = 0;

  add(rgb: number): void {
    this.total++;
    const slot = this.slotOf(rgb, this.keys);
    if (this.keys[slot] === rgb) {
      this.counts[slot]!++;
      return;
    }
    this.keys[slot] = rgb;
    this.counts[slot] = 1;
    if (++this.size * 2 > this.keys.length) this.grow();
  }

  *entries(): Generator<[rgb: number, count: number]> {
    for (let i = 0; i < this.keys.length; i++) {
      if (this.keys[i] !== -1) yield [this.keys[i]!, this.counts[i]!];
    }
  }

  /** Where `rgb` is in `keys`, or the empty slot it would take. */
  private slotOf(rgb: number, keys: Int32Array): number {
    const mask = keys.length - 1;
    let slot = Math.imul(rgb, 0x9e3779b1) >>> (32 - this.bits);
    while (keys[slot] !== -1 && keys[slot] !== rgb) slot = (slot + 1) & mask;
    return slot;
  }

  private grow(): void {
    const { keys, counts } = this;
    this.bits++;
    this.keys = new Int32Array(1 << this.bits).fill(-1);
    this.counts = new Uint32Array(1 << this.bits);
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === -1) continue;
      const slot = this.slotOf(keys[i]!, this.keys);
      this.keys[slot] = keys[i]!;
      this.counts[slot] = counts[i]!;
    }
  }
}

/**
 * Distinct colours of RGBA pixels, counting stops once past `atMost` (flat art has a few
 * hundred to two thousand, painted scenes and photographs many thousands).
 */
export function distinctColours(rgba: Uint8Array, atMost: number): number {
  const counts = new ColourCounts();
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.byteLength >> 2);
  for (let i = 0; i < words.length && counts.size <= atMost; i++) counts.add(words[i]! & 0xffffff);
  return counts.size;
}

/** RGB of a straight RGBA word (little-endian: R in the low byte). */
const rgbOf = (word: number) => word & 0xffffff;
/** GIF has one bit of alpha: a pixel at least half opaque is drawn. */
const opaque = (word: number) => word >>> 24 >= 128;

/** Builds an animation's palette from its frames' pixels, then maps pixels to it. */
export class GifPalette {
  private readonly counts = new ColourCounts();
  private colours: number[] = [];
  /** Exact colour -> index, for palette colours (open addressing, 1024 slots). */
  private readonly exactKeys = new Int32Array(1024).fill(-1);
  private readonly exactIndex = new Uint8Array(1024);
  /** Nearest index per 18-bit colour (6 bits a channel), -1 until asked. */
  private readonly nearest = new Int16Array(1 << 18).fill(-1);

  /** Counts the colours of straight RGBA pixels (every `step`-th pixel). */
  count(rgba: Uint8Array, step = 1): void {
    const words = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.byteLength >> 2);
    for (let i = 0; i < words.length; i += step) {
      const word = words[i]!;
      if (opaque(word)) this.counts.add(rgbOf(word));
    }
  }

  /**
   * Settles the palette: every colour when there are at most 255, else the flat colours exactly
   * and the rest quantised. Returns it as gifenc's [r, g, b] list, KEEP first.
   */
  settle(): number[][] {
    const entries = [...this.counts.entries()].sort((a, b) => b[1] - a[1]);
    let colours: number[];
    if (entries.length <= COLOURS) {
      colours = entries.map(([rgb]) => rgb);
    } else {
      const flatCount = Math.max(1, this.counts.total * FLAT_SHARE);
      const flat = entries.slice(0, FLAT_MOST).filter(([, n]) => n >= flatCount);
      const rest = entries.slice(flat.length);
      colours = [...flat.map(([rgb]) => rgb), ...quantised(rest, COLOURS - flat.length)];
    }
    this.colours = [...new Set(colours)];
    this.colours.forEach((rgb, i) => this.remember(rgb, i + 1));
    return [[0, 0, 0], ...this.colours.map((rgb) => [rgb & 255, (rgb >> 8) & 255, rgb >>> 16])];
  }

  /** Palette indices of straight RGBA pixels (at most half opaque: KEEP). */
  map(rgba: Uint8Array): Uint8Array {
    const words = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.byteLength >> 2);
    const out = new Uint8Array(words.length);
    let last = -1;
    let lastIndex = KEEP;
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      if (!opaque(word)) {
        out[i] = KEEP;
        continue;
      }
      const rgb = rgbOf(word);
      if (rgb !== last) {
        last = rgb;
        lastIndex = this.indexOf(rgb);
      }
      out[i] = lastIndex;
    }
    return out;
  }

  private remember(rgb: number, index: number): void {
    let slot = (Math.imul(rgb, 0x9e3779b1) >>> 22) & 1023;
    while (this.exactKeys[slot] !== -1) slot = (slot + 1) & 1023;
    this.exactKeys[slot] = rgb;
    this.exactIndex[slot] = index;
  }

  private indexOf(rgb: number): number {
    let slot = (Math.imul(rgb, 0x9e3779b1) >>> 22) & 1023;
    for (let key = this.exactKeys[slot]!; key !== -1; key = this.exactKeys[slot]!) {
      if (key === rgb) return this.exactIndex[slot]!;
      slot = (slot + 1) & 1023;
    }
    const r = rgb & 255;
    const g = (rgb >> 8) & 255;
    const b = rgb >>> 16;
    const bin = ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);
    let index = this.nearest[bin]!;
    if (index < 0) {
      // The nearest palette colour to the bin's centre (weighted as the eye sees differences).
      index = this.closest((r & ~3) + 2, (g & ~3) + 2, (b & ~3) + 2);
      this.nearest[bin] = index;
    }
    return index;
  }

  private closest(r: number, g: number, b: number): number {
    let best = 1;
    let bestDistance = Infinity;
    const { colours } = this;
    for (let i = 0; i < colours.length; i++) {
      const rgb = colours[i]!;
      const dr = (rgb & 255) - r;
      const dg = ((rgb >> 8) & 255) - g;
      const db = (rgb >>> 16) - b;
      const distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = i + 1;
      }
    }
    return best;
  }
}

/** At most `most` colours standing for `entries` (colour, count), by gifenc's quantiser. */
function quantised(entries: readonly [number, number][], most: number): number[] {
  // gifenc counts pixels: each colour is given as many pixels as its count's square root, so
  // rare edge colours still pull the palette (as its own `useSqrt` does for its bins).
  const weights = entries.map(([, n]) => Math.max(1, Math.round(Math.sqrt(n))));
  const pixels = new Uint32Array(weights.reduce((a, b) => a + b, 0));
  let at = 0;
  entries.forEach(([rgb], i) => {
    pixels.fill((rgb | 0xff000000) >>> 0, at, at + weights[i]!);
    at += weights[i]!;
  });
  const palette = gifenc.quantize(new Uint8Array(pixels.buffer), most, { format: 'rgb444' });
  return palette.map(([r, g, b]) => (r! | (g! << 8) | (b! << 16)) >>> 0);
}
