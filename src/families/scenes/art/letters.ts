// Chunky rounded display letters drawn as vector strokes (no font involved): each glyph is a
// few centre-line strokes in a 0..1 box, inked then filled like the rest of the art.
import { Path2D } from '@napi-rs/canvas';
import { lineWidth, type Ctx } from '../../../art/kit/draw.js';
import { INK, type Tone } from '../../../art/kit/palette.js';

type Stroke = readonly (readonly [number, number])[];

interface Glyph {
  /** Advance width as a fraction of the letter height. */
  readonly advance: number;
  /** Straight polylines, in units of the letter height (y down, 0 top, 1 baseline). */
  readonly lines?: readonly Stroke[];
  /** Arcs: [cx, cy, r, start, end] in the same units, degrees; clockwise when end > start. */
  readonly arcs?: readonly (readonly [number, number, number, number, number])[];
}

export const GLYPHS: Readonly<Record<string, Glyph>> = {
  F: {
    advance: 0.62,
    lines: [
      [
        [0.56, 0],
        [0.05, 0],
        [0.05, 1],
      ],
      [
        [0.05, 0.47],
        [0.46, 0.47],
      ],
    ],
  },
  A: {
    advance: 0.8,
    lines: [
      [
        [0.02, 1],
        [0.4, 0],
        [0.78, 1],
      ],
      [
        [0.2, 0.64],
        [0.6, 0.64],
      ],
    ],
  },
  C: {
    advance: 0.72,
    arcs: [[0.4, 0.5, 0.43, 45, 315]],
  },
  T: {
    advance: 0.7,
    lines: [
      [
        [0.02, 0],
        [0.68, 0],
      ],
      [
        [0.35, 0],
        [0.35, 1],
      ],
    ],
  },
  S: {
    advance: 0.66,
    arcs: [
      [0.33, 0.265, 0.235, 330, 90],
      [0.33, 0.735, 0.235, 270, 510],
    ],
  },
};

function glyphPath(glyph: Glyph, size: number): Path2D {
  const path = new Path2D();
  for (const line of glyph.lines ?? []) {
    line.forEach(([x, y], i) =>
      i === 0 ? path.moveTo(x * size, y * size) : path.lineTo(x * size, y * size),
    );
  }
  for (const [cx, cy, r, start, end] of glyph.arcs ?? []) {
    const a0 = (start * Math.PI) / 180;
    const a1 = (end * Math.PI) / 180;
    path.moveTo(cx * size + Math.cos(a0) * r * size, cy * size + Math.sin(a0) * r * size);
    path.arc(cx * size, cy * size, r * size, a0, a1, a1 < a0);
  }
  return path;
}

export interface LetteringStyle {
  readonly size: number;
  /** Stroke weight as a fraction of the size. */
  readonly weight?: number;
  readonly tone: Tone;
  readonly tracking?: number;
}

/** The width a word takes at the given style. */
export function wordWidth(word: string, style: LetteringStyle): number {
  const weight = style.size * (style.weight ?? 0.2);
  let width = 0;
  for (const ch of word)
    width += (GLYPHS[ch]?.advance ?? 0.6) * style.size + (style.tracking ?? 0.12) * style.size;
  return width - (style.tracking ?? 0.12) * style.size + weight;
}

/**
 * Draws `word` (letters from GLYPHS) centred on (cx, cy): an ink stroke wider than the letter,
 * a shade stroke, then the base colour nudged up so the lower edge reads as depth.
 */
export function drawWord(
  ctx: Ctx,
  word: string,
  cx: number,
  cy: number,
  style: LetteringStyle,
): void {
  const { size, tone } = style;
  const weight = size * (style.weight ?? 0.2);
  const tracking = (style.tracking ?? 0.12) * size;
  const paths: Path2D[] = [];
  let x = cx - wordWidth(word, style) / 2 + weight / 2;
  for (const ch of word) {
    const glyph = GLYPHS[ch];
    if (!glyph) continue;
    const glyphPathAt = new Path2D();
    glyphPathAt.addPath(glyphPath(glyph, size), { a: 1, b: 0, c: 0, d: 1, e: x, f: cy - size / 2 });
    paths.push(glyphPathAt);
    x += glyph.advance * size + tracking;
  }
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const layers: [string, number, number][] = [
    [INK, weight + lineWidth(ctx) * 2, 0],
    [tone.shade, weight, 0],
    [tone.base, weight * 0.78, -weight * 0.13],
  ];
  for (const [color, width, dy] of layers) {
    ctx.save();
    ctx.translate(0, dy);
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    for (const path of paths) ctx.stroke(path);
    ctx.restore();
  }
  // A glint on each letter's upper left.
  ctx.strokeStyle = tone.light;
  ctx.lineWidth = weight * 0.22;
  ctx.save();
  ctx.translate(-weight * 0.18, -weight * 0.26);
  ctx.globalAlpha = 0.9;
  for (const path of paths) {
    ctx.setLineDash([weight * 0.5, size * 3]);
    ctx.stroke(path);
  }
  ctx.restore();
  ctx.setLineDash([]);
}
