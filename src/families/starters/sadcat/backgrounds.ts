// Whole-canvas backdrops for the sad cats: soft patterned walls, rainy and sunny outdoors,
// night streets, snow and autumn, and the weather overlays (rain, snow, leaves) laid on top.
import { Path2D } from '@napi-rs/canvas';
import { dropPath, ellipse, fill, rng, stroke, svg, type Ctx } from './paint.js';

const S = 512;

function rect(ctx: Ctx, colour: string, y = 0, h = S): void {
  ctx.fillStyle = colour;
  ctx.fillRect(0, y, S, h);
}

export type Motif = 'dots' | 'drops' | 'hearts' | 'plus' | 'clouds';

function heartPath(x: number, y: number, r: number): Path2D {
  const p = new Path2D();
  p.moveTo(x, y + r);
  p.bezierCurveTo(x - r * 1.6, y - r * 0.2, x - r * 0.7, y - r * 1.3, x, y - r * 0.45);
  p.bezierCurveTo(x + r * 0.7, y - r * 1.3, x + r * 1.6, y - r * 0.2, x, y + r);
  p.closePath();
  return p;
}

/** A soft flat wall with a staggered pattern of small motifs. */
export function patterned(ctx: Ctx, back: string, ink: string, motif: Motif, step = 64): void {
  rect(ctx, back);
  ctx.fillStyle = ink;
  const shapes = new Path2D();
  for (let row = 0; row * step < S + step; row++) {
    for (let col = 0; col * step < S + step; col++) {
      const x = col * step + (row % 2 ? step / 2 : 0);
      const y = row * step + step / 4;
      if (motif === 'dots') shapes.addPath(ellipse(x, y, 7, 7));
      if (motif === 'drops') shapes.addPath(dropPath(x, y, 7));
      if (motif === 'hearts') shapes.addPath(heartPath(x, y, 9));
      if (motif === 'plus') shapes.addPath(svg(`M${x - 4} ${y - 12}h8v8h8v8h-8v8h-8v-8h-8v-8h8Z`));
      if (motif === 'clouds') {
        shapes.addPath(ellipse(x, y, 16, 8));
        shapes.addPath(ellipse(x - 6, y - 6, 9, 8));
        shapes.addPath(ellipse(x + 6, y - 5, 7, 7));
      }
    }
  }
  ctx.fill(shapes);
}

/** A soft ground band with an inked horizon line, a gentle hill curve. */
export function ground(ctx: Ctx, y: number, colour: string, bulge = 14): void {
  const g = svg(`M-10 ${y + bulge}Q256 ${y - bulge} 522 ${y + bulge}L522 522L-10 522Z`);
  fill(ctx, g, colour, 0);
  stroke(ctx, svg(`M-10 ${y + bulge}Q256 ${y - bulge} 522 ${y + bulge}`), 4);
}

/** A room: wall, skirting line, floor. */
export function room(ctx: Ctx, wall: string, floor: string, floorY = 400): void {
  rect(ctx, wall);
  rect(ctx, floor, floorY);
  stroke(ctx, svg(`M0 ${floorY}L512 ${floorY}`), 4);
}

export function floor(ctx: Ctx, colour: string, y: number): void {
  rect(ctx, colour, y);
  stroke(ctx, svg(`M0 ${y}L512 ${y}`), 4);
}

/** A tiled wall (kitchen, bathroom) above a plain floor. */
export function tiles(ctx: Ctx, wall: string, grout: string, floor: string, floorY = 400): void {
  rect(ctx, wall);
  ctx.strokeStyle = grout;
  ctx.lineWidth = 3;
  ctx.beginPath();
  for (let y = 40; y < floorY; y += 56) {
    ctx.moveTo(0, y);
    ctx.lineTo(S, y);
  }
  for (let x = 24; x < S; x += 56) {
    ctx.moveTo(x, 0);
    ctx.lineTo(x, floorY);
  }
  ctx.stroke();
  rect(ctx, floor, floorY);
  stroke(ctx, svg(`M0 ${floorY}L512 ${floorY}`), 4);
}

/** A two-band sky (flat upper and lower tones). */
export function sky(ctx: Ctx, top: string, bottom: string): void {
  rect(ctx, top);
  rect(ctx, bottom, 200, 312);
  ctx.fillStyle = bottom;
  ctx.fill(svg('M0 210Q128 150 256 190T512 170L512 220L0 220Z'));
}

export function shadedPuffCloud(
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  colour: string,
  shade: string,
) {
  const p = new Path2D();
  p.addPath(ellipse(x, y, 70 * s, 30 * s));
  p.addPath(ellipse(x - 34 * s, y - 18 * s, 34 * s, 30 * s));
  p.addPath(ellipse(x + 20 * s, y - 30 * s, 40 * s, 36 * s));
  const merged = new Path2D(p);
  ctx.save();
  ctx.fillStyle = colour;
  ctx.fill(merged, 'nonzero');
  ctx.restore();
  ctx.fillStyle = shade;
  ctx.fill(ellipse(x + 10 * s, y + 14 * s, 60 * s, 12 * s));
}

/** Slanted rain streaks in a band; `seed` varies the scatter. */
export function rain(ctx: Ctx, seed: number, count: number, colour: string, box = [0, 0, S, S]) {
  const r = rng(seed);
  const [x0 = 0, y0 = 0, w = S, h = S] = box;
  const p = new Path2D();
  for (let i = 0; i < count; i++) {
    const x = x0 + r() * w;
    const y = y0 + r() * h;
    const len = 14 + r() * 16;
    p.moveTo(x, y);
    p.lineTo(x - len * 0.25, y + len);
  }
  ctx.lineCap = 'round';
  ctx.strokeStyle = colour;
  ctx.lineWidth = 3.5;
  ctx.stroke(p);
}

export function snowfall(ctx: Ctx, seed: number, count: number): void {
  const r = rng(seed);
  ctx.fillStyle = '#ffffff';
  for (let i = 0; i < count; i++) ctx.fill(ellipse(r() * S, r() * S, 3 + r() * 4, 3 + r() * 4));
}

export function puddle(ctx: Ctx, x: number, y: number, rx: number, water = '#8fb8e8') {
  fill(ctx, ellipse(x, y, rx, rx * 0.16), water, 4);
  stroke(
    ctx,
    svg(`M${x - rx * 0.5} ${y - 2}Q${x - rx * 0.3} ${y - 6} ${x - rx * 0.1} ${y - 3}`),
    3,
    '#ffffffcc',
  );
}

export function rainyDay(ctx: Ctx, seed: number): void {
  sky(ctx, '#9fb0cc', '#b4c2da');
  shadedPuffCloud(ctx, 110, 70, 1.1, '#8495b6', '#7687a8');
  shadedPuffCloud(ctx, 420, 100, 0.9, '#8798b8', '#7a8aab');
  ground(ctx, 420, '#7c9a84');
  rain(ctx, seed, 70, 'rgba(255, 255, 255, 0.7)', [0, 0, 512, 430]);
}

export function sunnyDay(ctx: Ctx, grass = '#9fd68a'): void {
  sky(ctx, '#a8dcff', '#c6e9ff');
  fill(ctx, ellipse(430, 84, 42, 42), '#ffd54f', 4);
  shadedPuffCloud(ctx, 120, 90, 0.8, '#ffffff', '#e6f2ff');
  ground(ctx, 400, grass);
}

export function night(ctx: Ctx, seed: number): void {
  rect(ctx, '#2e3a66');
  rect(ctx, '#35427a', 240, 272);
  const r = rng(seed);
  ctx.fillStyle = '#fff6c8';
  for (let i = 0; i < 26; i++) ctx.fill(ellipse(r() * S, r() * 240, 1.6 + r() * 2, 1.6 + r() * 2));
  fill(ctx, svg('M96 70A34 34 0 1 0 126 120A28 28 0 1 1 96 70Z'), '#fff1b0', 4);
  ground(ctx, 430, '#4b5488');
}

export function snowyDay(ctx: Ctx, seed: number): void {
  sky(ctx, '#cfe3f7', '#dcebf9');
  ground(ctx, 400, '#ffffff');
  snowfall(ctx, seed, 46);
}

export function leaves(ctx: Ctx, seed: number, count: number): void {
  const r = rng(seed);
  const colours = ['#e8803a', '#d9533b', '#f2b33d', '#c9692e'];
  for (let i = 0; i < count; i++) {
    const x = r() * S;
    const y = r() * 380;
    const a = r() * Math.PI * 2;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(a);
    const leaf = svg('M0 -14Q12 -4 0 14Q-12 -4 0 -14Z');
    fill(ctx, leaf, colours[i % colours.length] ?? '#e8803a', 3);
    stroke(ctx, svg('M0 -10L0 12'), 2);
    ctx.restore();
  }
}

export function autumnDay(ctx: Ctx): void {
  sky(ctx, '#ffe2b8', '#ffd49e');
  fill(ctx, svg('M-20 300Q120 220 260 280T540 260L540 420L-20 420Z'), '#f2b27a', 0);
  ground(ctx, 410, '#d9a066');
}
