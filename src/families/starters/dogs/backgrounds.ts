// Full-canvas backdrops for the dog pictures: patterned pastels, sky and park, beach, snow,
// autumn, night, a cosy room and a tiled bathroom. Each paints all 512 x 512 pixels.
import { Path2D } from '@napi-rs/canvas';
import { PICTURE_SIZE } from '../types.js';
import type { Tone } from '../../../art/kit/palette.js';
import { sparklePath } from '../../../art/kit/paths.js';
import { sunburstRays } from '../backgrounds.js';
import { seeded as rng } from '../../../art/kit/random.js';
import { coat, fill, line, outline, tone, type Ctx } from './paint.js';
import { oval, scallop } from './shapes.js';

const S = PICTURE_SIZE;

function rect(ctx: Ctx, x: number, y: number, w: number, h: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.fillRect(x, y, w, h);
}

/** Rays from a centre, like a sticker backdrop. */
export function sunburst(ctx: Ctx, back: string, ray: string, cx = 256, cy = 230, n = 18): void {
  rect(ctx, 0, 0, S, S, back);
  sunburstRays(ctx, ray, cx, cy, n);
}

/** A pastel with a staggered pattern of a small motif. */
export function pattern(
  ctx: Ctx,
  back: string,
  colour: string,
  motif: 'dot' | 'paw' | 'heart' | 'bone',
  step = 64,
): void {
  rect(ctx, 0, 0, S, S, back);
  const p = new Path2D();
  for (let row = 0; row * step < S + step; row++) {
    for (let col = 0; col * step < S + step; col++) {
      const x = col * step + (row % 2 ? step / 2 : 0);
      const y = row * step;
      motifAt(p, motif, x, y, step / 64);
    }
  }
  fill(ctx, p, colour);
}

function motifAt(p: Path2D, motif: string, x: number, y: number, k: number): void {
  switch (motif) {
    case 'paw':
      p.addPath(oval(x, y + 4 * k, 9 * k, 7.5 * k));
      for (const [dx, dy] of [
        [-10, -8],
        [-3.5, -13],
        [3.5, -13],
        [10, -8],
      ] as const)
        p.addPath(oval(x + dx * k, y + dy * k, 3.4 * k, 4.2 * k));
      return;
    case 'heart':
      p.moveTo(x, y + 9 * k);
      p.bezierCurveTo(x - 14 * k, y, x - 9 * k, y - 11 * k, x, y - 4 * k);
      p.bezierCurveTo(x + 9 * k, y - 11 * k, x + 14 * k, y, x, y + 9 * k);
      p.closePath();
      return;
    case 'bone':
      p.addPath(boneShape(x, y, 12 * k, 0.5));
      return;
    default:
      p.addPath(oval(x, y, 7 * k, 7 * k));
  }
}

export function boneShape(x: number, y: number, r: number, rot = 0): Path2D {
  const p = new Path2D();
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  const at = (u: number, v: number): [number, number] => [x + u * c - v * s, y + u * s + v * c];
  p.moveTo(...at(-r, -r * 0.28));
  p.lineTo(...at(r, -r * 0.28));
  p.lineTo(...at(r, r * 0.28));
  p.lineTo(...at(-r, r * 0.28));
  p.closePath();
  for (const [u, v] of [
    [-r, -0.3 * r],
    [-r, 0.3 * r],
    [r, -0.3 * r],
    [r, 0.3 * r],
  ] as const) {
    const [cx, cy] = at(u, v);
    p.moveTo(cx + r * 0.32, cy);
    p.arc(cx, cy, r * 0.32, 0, Math.PI * 2);
  }
  return p;
}

/** Two control points and an end point, as bezierCurveTo takes them. */
type Cubic = readonly [number, number, number, number, number, number];

/**
 * Ground filling the canvas below a top edge that starts at the left at height `y` and runs
 * along one cubic (two control points, then the end at the right), outlined along the top.
 */
function land(ctx: Ctx, y: number, curve: Cubic, colour: string): void {
  const p = new Path2D();
  p.moveTo(0, y);
  p.bezierCurveTo(...curve);
  p.lineTo(S, S);
  p.lineTo(0, S);
  p.closePath();
  fill(ctx, p, colour);
  outline(ctx, p, 0.7);
}

export function scallopCloud(ctx: Ctx, x: number, y: number, w: number): void {
  const p = scallop(x, y, w, w * 0.38, [7, 0.28, 0.2]);
  coat(ctx, p, tone('#ffffff', '#e3ecf7', '#ffffff'), [], { shade: 0.4 });
}

/** Sky with clouds over rolling grass; `ground` is the grass top line. */
export function park(ctx: Ctx, sky: string, grass: string, ground = 380, flowers = true): void {
  rect(ctx, 0, 0, S, S, sky);
  scallopCloud(ctx, 96, 86, 56);
  scallopCloud(ctx, 420, 130, 44);
  const far = new Path2D();
  far.moveTo(0, ground - 30);
  far.bezierCurveTo(120, ground - 80, 260, ground - 20, 360, ground - 50);
  far.bezierCurveTo(430, ground - 72, 490, ground - 60, S, ground - 50);
  far.lineTo(S, S);
  far.lineTo(0, S);
  far.closePath();
  fill(ctx, far, '#a9dc9a');
  land(ctx, ground, [160, ground - 26, 340, ground + 18, S, ground - 8], grass);
  if (flowers) {
    const r = rng(ground);
    for (let i = 0; i < 7; i++)
      flower(
        ctx,
        20 + i * 72 + r() * 30,
        ground + 40 + r() * 80,
        ['#ffffff', '#ffd84a', '#ff9fb2'][i % 3] as string,
      );
  }
}

function flower(ctx: Ctx, x: number, y: number, petal: string): void {
  const p = scallop(x, y, 7, 7, [5, 0.5]);
  fill(ctx, p, petal);
  line(ctx, p, 0.5);
  fill(ctx, oval(x, y, 3, 3), '#f5a33a');
}

export function beach(ctx: Ctx): void {
  rect(ctx, 0, 0, S, S, '#bfe6ff');
  fill(ctx, oval(420, 88, 40, 40), '#ffe27a');
  scallopCloud(ctx, 110, 96, 50);
  rect(ctx, 0, 300, S, 70, '#5ec4e0');
  const foam = new Path2D();
  for (let x = 0; x < S; x += 40) foam.addPath(oval(x + 20, 366, 22, 8));
  fill(ctx, foam, '#e8fbff');
  land(ctx, 372, [160, 360, 340, 384, S, 366], '#f7dca0');
  const dots = new Path2D();
  const r = rng(7);
  for (let i = 0; i < 22; i++) dots.addPath(oval(r() * S, 400 + r() * 110, 2, 2));
  fill(ctx, dots, '#e3bd78');
}

export function snow(ctx: Ctx, ground = 390): void {
  rect(ctx, 0, 0, S, S, '#cfe6fb');
  const flakes = new Path2D();
  const r = rng(11);
  for (let i = 0; i < 38; i++) {
    const s = 3 + r() * 5;
    flakes.addPath(oval(r() * S, r() * ground, s, s));
  }
  fill(ctx, flakes, '#ffffff');
  const g = new Path2D();
  // Overhang the canvas so the shade crescent and outline only show along the top.
  g.moveTo(-40, ground);
  g.lineTo(0, ground);
  g.bezierCurveTo(150, ground - 30, 330, ground + 20, S, ground - 14);
  g.lineTo(S + 40, ground - 14);
  g.lineTo(S + 40, S + 40);
  g.lineTo(-40, S + 40);
  g.closePath();
  coat(ctx, g, tone('#ffffff', '#dfe9f5', '#ffffff'), [], { shade: 1.4 });
}

export function autumn(ctx: Ctx, ground = 392): void {
  rect(ctx, 0, 0, S, S, '#ffe9cf');
  land(ctx, ground, [170, ground - 22, 340, ground + 16, S, ground - 6], '#f2b872');
  const r = rng(5);
  const colours = ['#e8643c', '#f29b38', '#d9482f', '#f6c14b'];
  for (let i = 0; i < 16; i++) {
    const x = r() * S;
    const y = i < 10 ? r() * (ground - 40) : ground + 30 + r() * 80;
    leaf(ctx, x, y, 11 + r() * 6, r() * 6, colours[i % 4] as string);
  }
}

export function leaf(ctx: Ctx, x: number, y: number, s: number, rot: number, colour: string): void {
  const p = new Path2D();
  const c = Math.cos(rot);
  const n = Math.sin(rot);
  const at = (u: number, v: number): [number, number] => [x + u * c - v * n, y + u * n + v * c];
  p.moveTo(...at(-s, 0));
  p.quadraticCurveTo(...at(0, -s * 0.9), ...at(s, 0));
  p.quadraticCurveTo(...at(0, s * 0.9), ...at(-s, 0));
  p.closePath();
  fill(ctx, p, colour);
  const vein = new Path2D();
  vein.moveTo(...at(-s * 1.3, 0));
  vein.lineTo(...at(s * 0.7, 0));
  line(ctx, p, 0.5);
  line(ctx, vein, 0.45);
}

export function night(ctx: Ctx, sky = true): void {
  if (sky) rect(ctx, 0, 0, S, S, '#34406f');
  const r = rng(3);
  const stars = new Path2D();
  for (let i = 0; i < 30; i++) {
    const s = 1.5 + r() * 2.5;
    stars.addPath(oval(r() * S, r() * 300, s, s));
  }
  fill(ctx, stars, '#fff4c2');
  const moon = new Path2D();
  moon.arc(410, 96, 40, 0, Math.PI * 2);
  const bite = oval(392, 82, 36, 36);
  const crescentMoon = new Path2D(moon).op(bite, 0);
  fill(ctx, crescentMoon, '#ffe27a');
  outline(ctx, crescentMoon, 0.8);
}

/** A wall with wallpaper stripes, a skirting line and a wooden floor. */
export function room(
  ctx: Ctx,
  wall: string,
  stripe: string,
  floor = '#d7a56c',
  floorY = 360,
): void {
  rect(ctx, 0, 0, S, S, wall);
  for (let x = 16; x < S; x += 64) rect(ctx, x, 0, 26, floorY, stripe);
  rect(ctx, 0, floorY, S, S - floorY, floor);
  const boards = new Path2D();
  for (let y = floorY + 36; y < S; y += 40) {
    boards.moveTo(0, y);
    boards.lineTo(S, y);
  }
  line(ctx, boards, 0.4, 'rgba(43,34,56,0.25)');
  rect(ctx, 0, floorY - 14, S, 14, '#ffffff');
  const edge = new Path2D();
  edge.moveTo(0, floorY - 14);
  edge.lineTo(S, floorY - 14);
  edge.moveTo(0, floorY);
  edge.lineTo(S, floorY);
  line(ctx, edge, 0.7);
}

export function tiles(ctx: Ctx, back: string, grout: string): void {
  rect(ctx, 0, 0, S, S, back);
  const p = new Path2D();
  for (let v = 0; v <= S; v += 64) {
    p.moveTo(v, 0);
    p.lineTo(v, S);
    p.moveTo(0, v);
    p.lineTo(S, v);
  }
  line(ctx, p, 0.9, grout);
}

/** An oval rug on the floor with a border ring. */
export function rug(ctx: Ctx, x: number, y: number, w: number, t: Tone): void {
  const outer = oval(x, y, w, w * 0.16);
  coat(ctx, outer, t, [], { shade: 0.3 });
  const inner = oval(x, y, w * 0.8, w * 0.1);
  line(ctx, inner, 0.6, t.light);
}

/** A window with a sky view and curtains, on the wall's upper right. */
export function window(ctx: Ctx, x = 330, y = 60, w = 130, h = 150): void {
  const frame = new Path2D();
  frame.roundRect(x, y, w, h, 10);
  fill(ctx, frame, '#bfe3ff');
  scallopCloud(ctx, x + w * 0.45, y + h * 0.45, 30);
  const bars = new Path2D();
  bars.moveTo(x + w / 2, y);
  bars.lineTo(x + w / 2, y + h);
  bars.moveTo(x, y + h / 2);
  bars.lineTo(x + w, y + h / 2);
  ctx.lineWidth = 8;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke(bars);
  line(ctx, bars, 0.4);
  ctx.lineWidth = 10;
  ctx.stroke(frame);
  outline(ctx, frame);
  const sill = new Path2D();
  sill.roundRect(x - 12, y + h - 2, w + 24, 14, 6);
  coat(ctx, sill, tone('#ffffff', '#dde3f0', '#ffffff'), [], { shade: 0.3 });
}

/** Four-pointed sparkles at [x, y, r] spots. */
export function sparkles(ctx: Ctx, at: readonly (readonly [number, number, number])[]): void {
  for (const [x, y, r] of at) {
    const p = sparklePath(x, y, r);
    fill(ctx, p, '#ffd84a');
    line(ctx, p, 0.5);
  }
}
