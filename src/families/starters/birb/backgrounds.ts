// Soft full-canvas backgrounds for the birb scenes: skies with clouds, sunbursts, patterns,
// night, snow, rain, autumn, a cosy room and a gingham cloth. Each paints all 512x512 pixels.
import { Path2D } from '@napi-rs/canvas';
import { sunburstRays, verticalGradient } from '../backgrounds.js';
import { blob, ellipse, fill, inked, seeded, stroke, svg, type Ctx } from './kit.js';

const S = 512;

/** A fluffy cloud of overlapping puffs, ink-outlined as one shape. */
function pillCloud(ctx: Ctx, x: number, y: number, w: number, colour = '#ffffff'): void {
  const p = new Path2D();
  const h = w * 0.3;
  p.roundRect(x - w / 2, y - h / 2, w, h, h / 2);
  p.addPath(ellipse(x - w * 0.16, y - h * 0.45, w * 0.22, w * 0.2));
  p.addPath(ellipse(x + w * 0.14, y - h * 0.35, w * 0.18, w * 0.16));
  blob(ctx, p, colour, 0.7);
}

/** Clouds at (x, y) of width w, drawn in order. */
export function clouds(
  ctx: Ctx,
  spots: readonly (readonly [number, number, number])[],
  colour = '#ffffff',
): void {
  for (const [x, y, w] of spots) pillCloud(ctx, x, y, w, colour);
}

/** A top-to-bottom sky gradient, with three fair-weather clouds unless `withClouds` is false. */
export function sky(ctx: Ctx, top = '#9fd8ff', bottom = '#e4f5ff', withClouds = true): void {
  verticalGradient(ctx, top, bottom);
  if (!withClouds) return;
  clouds(ctx, [
    [100, 96, 130],
    [410, 150, 110],
    [300, 60, 70],
  ]);
}

/** Sunburst rays from a centre point, in two close tones. */
export function rays(ctx: Ctx, back: string, ray: string, cx = 256, cy = 230): void {
  fill(ctx, svg(`M0 0H${S}V${S}H0Z`), back);
  sunburstRays(ctx, ray, cx, cy);
}

type Motif = 'dot' | 'heart' | 'seed' | 'petal' | 'note';

function motifPath(m: Motif, x: number, y: number, r: number, rot: number): Path2D {
  switch (m) {
    case 'dot':
      return ellipse(x, y, r, r);
    case 'heart':
      return heartPath(x, y, r);
    case 'seed':
      return ellipse(x, y, r * 0.6, r, rot);
    case 'petal':
      return ellipse(x, y, r * 1.1, r * 0.6, rot);
    case 'note':
      return noteShape(x, y, r);
  }
}

/** A staggered repeat pattern of small motifs on a flat colour. */
export function pattern(ctx: Ctx, back: string, ink: string, m: Motif, r = 9, gap = 64): void {
  fill(ctx, svg(`M0 0H${S}V${S}H0Z`), back);
  const p = new Path2D();
  let row = 0;
  for (let y = gap / 2; y < S + gap; y += gap * 0.75, row++) {
    for (let x = (row % 2) * (gap / 2) + gap / 4; x < S + gap; x += gap) {
      p.addPath(motifPath(m, x, y, r, ((x + y) % 7) - 3));
    }
  }
  fill(ctx, p, ink);
}

export function heartPath(x: number, y: number, r: number): Path2D {
  return svg(
    `M${x} ${y + r}C${x - r * 1.6} ${y - r * 0.1} ${x - r * 0.9} ${y - r * 1.5} ${x} ${y - r * 0.55}` +
      `C${x + r * 0.9} ${y - r * 1.5} ${x + r * 1.6} ${y - r * 0.1} ${x} ${y + r}Z`,
  );
}

/** A single eighth note, head at (x, y). */
export function noteShape(x: number, y: number, r: number): Path2D {
  const p = ellipse(x, y, r, r * 0.75, -0.4);
  p.rect(x + r * 0.7, y - r * 3.2, r * 0.32, r * 3.2);
  p.addPath(
    svg(
      `M${x + r} ${y - r * 3.2}Q${x + r * 2.4} ${y - r * 2.4} ${x + r * 2} ${y - r * 1.2}Q${x + r * 1.8} ${y - r * 2} ${x + r} ${y - r * 2.2}Z`,
    ),
  );
  return p;
}

/** Ground: a soft hill band across the bottom with an ink top edge. */
export function ground(ctx: Ctx, y: number, colour: string, bump = 14): void {
  const p = svg(`M-10 ${y + bump}Q128 ${y - bump} 256 ${y}T522 ${y - bump * 0.5}V522H-10Z`);
  inked(ctx, p, colour);
}

export function night(ctx: Ctx): void {
  verticalGradient(ctx, '#2c3566', '#4a4f8c');
  const rnd = seeded(7);
  const stars = new Path2D();
  for (let i = 0; i < 26; i++) {
    const x = rnd() * S;
    const y = rnd() * S * 0.8;
    const r = 1.5 + rnd() * 2.2;
    stars.addPath(ellipse(x, y, r, r));
  }
  fill(ctx, stars, '#fff5c9');
}

/** A crescent moon with a face-free glow. */
export function moon(ctx: Ctx, x: number, y: number, r: number): void {
  fill(ctx, ellipse(x, y, r * 1.6, r * 1.6), 'rgba(255,245,200,0.12)');
  const m = ellipse(x, y, r, r);
  const bite = ellipse(x + r * 0.5, y - r * 0.35, r * 0.85, r * 0.85);
  const c = new Path2D(m);
  ctx.save();
  ctx.clip(m);
  fill(ctx, c, '#ffe9a3');
  fill(ctx, bite, '#3a4278');
  ctx.restore();
  stroke(ctx, svg(`M${x} ${y - r}A${r} ${r} 0 1 0 ${x + r * 0.93} ${y + r * 0.35}`), 0.8);
}

export function snowfall(ctx: Ctx, seed: number, count = 40, colour = '#ffffff'): void {
  const rnd = seeded(seed);
  const p = new Path2D();
  for (let i = 0; i < count; i++) {
    const r = 2.5 + rnd() * 4;
    p.addPath(ellipse(rnd() * S, rnd() * S, r, r));
  }
  fill(ctx, p, colour);
}

export function rain(ctx: Ctx, seed: number): void {
  verticalGradient(ctx, '#9fb1d6', '#d5ddf0');
  const rnd = seeded(seed);
  const p = new Path2D();
  for (let i = 0; i < 46; i++) {
    const x = rnd() * S;
    const y = rnd() * S;
    p.moveTo(x, y);
    p.lineTo(x - 6, y + 18);
  }
  stroke(ctx, p, 0.8, '#7c95c9');
}

/** Drifting leaves for autumn scenes: leaf shapes with a midrib, seeded positions. */
export function leaves(ctx: Ctx, seed: number, count: number, colours: readonly string[]): void {
  const rnd = seeded(seed);
  for (let i = 0; i < count; i++) {
    const x = rnd() * S;
    const y = rnd() * S;
    const a = rnd() * Math.PI * 2;
    const size = 16 + rnd() * 10;
    leaf(ctx, x, y, size, a, colours[i % colours.length] ?? '#f29b4b');
  }
}

export function leaf(ctx: Ctx, x: number, y: number, r: number, a: number, colour: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(a);
  const p = svg(`M${-r} 0Q0 ${-r * 0.9} ${r} 0Q0 ${r * 0.9} ${-r} 0Z`);
  inked(ctx, p, colour, 0.6);
  stroke(ctx, svg(`M${-r * 0.7} 0L${r * 0.7} 0`), 0.45);
  ctx.restore();
}

/** A cosy room: striped wallpaper, a window with sky, and a wooden shelf or table top. */
export function room(ctx: Ctx, wall: string, stripe: string, tableY: number): void {
  fill(ctx, svg(`M0 0H${S}V${S}H0Z`), wall);
  const stripes = new Path2D();
  for (let x = 0; x < S; x += 48) stripes.rect(x, 0, 20, S);
  fill(ctx, stripes, stripe);
  const win = new Path2D();
  win.roundRect(300, 50, 170, 180, 14);
  inked(ctx, win, '#bfe6ff');
  pillCloud(ctx, 370, 130, 80);
  const bars = svg('M385 50V230M300 140H470');
  stroke(ctx, bars, 2, '#fff7ea');
  stroke(ctx, win);
  const table = new Path2D();
  table.rect(-10, tableY, S + 20, S - tableY + 10);
  inked(ctx, table, '#c98f5e');
  fill(ctx, svg(`M-10 ${tableY + 16}H522V${tableY + 26}H-10Z`), '#a56c42');
}

/** A gingham tablecloth: `band` stripes both ways at half opacity, `size` wide. */
export function gingham(ctx: Ctx, back: string, band: string, size: number): void {
  fill(ctx, svg(`M0 0H${S}V${S}H0Z`), back);
  ctx.save();
  ctx.globalAlpha = 0.5;
  const columns = new Path2D();
  const rows = new Path2D();
  for (let i = 0; i < S; i += size * 2) {
    columns.rect(i, 0, size, S);
    rows.rect(0, i, S, size);
  }
  fill(ctx, columns, band);
  fill(ctx, rows, band);
  ctx.restore();
}
