// Whole-canvas backgrounds for the bunny pictures: meadow, sunburst, patterns, night sky, a cosy
// room, autumn, snow and blossom. Scattered details come from a seeded PRNG, never Math.random.
import type { Path2D } from '@napi-rs/canvas';
import { flatBackground } from '../backgrounds.js';
import {
  circle,
  ellipse,
  fill,
  flat,
  fluff,
  group,
  seeded,
  solid,
  stroke,
  svg,
  type Ctx,
} from './style.js';

const S = 512;

/** The whole canvas in one colour. */
const paint = flatBackground;

/** A cloud: a flat-bottomed cluster of puffs. */
function puffCloud(ctx: Ctx, x: number, y: number, w: number, color = '#ffffff'): void {
  const p = group(
    ellipse(x, y, w * 0.5, w * 0.18),
    circle(x - w * 0.18, y - w * 0.1, w * 0.2),
    circle(x + w * 0.1, y - w * 0.16, w * 0.25),
  );
  fill(ctx, p, color);
}

function hill(y: number, lift: number): Path2D {
  return svg(
    `M-10 ${y}Q${S * 0.3} ${y - lift} ${S * 0.6} ${y - lift * 0.4}T${S + 10} ${y - lift * 0.6}V${S + 10}H-10Z`,
  );
}

/** A flat daisy head, used in meadow backgrounds. */
function tinyFlower(ctx: Ctx, x: number, y: number, r: number, petal: string): void {
  fill(ctx, fluff(x, y, r, r, 5, 0.18), petal);
  fill(ctx, circle(x, y, r * 0.38), '#ffd24a');
}

interface MeadowTones {
  readonly sky: string;
  readonly far: string;
  readonly near: string;
  readonly flowers: readonly string[];
}

export const MEADOW: MeadowTones = {
  sky: '#cdeafd',
  far: '#b5e09c',
  near: '#8fd07e',
  flowers: ['#ffffff', '#ffc2d6', '#fff3a6'],
};

export function meadow(ctx: Ctx, t: MeadowTones = MEADOW, seed = 3): void {
  paint(ctx, t.sky);
  puffCloud(ctx, 110, 110, 150);
  puffCloud(ctx, 400, 70, 120);
  fill(ctx, hill(330, 50), t.far);
  fill(ctx, svg(`M-10 400Q200 360 520 392V520H-10Z`), t.near);
  const rnd = seeded(seed);
  for (let i = 0; i < 22; i++) {
    const x = rnd() * S;
    const y = 350 + rnd() * 150;
    const col = t.flowers[i % t.flowers.length] ?? '#ffffff';
    tinyFlower(ctx, x, y, 5 + (y - 350) / 25, col);
  }
}

export function sunburst(ctx: Ctx, base: string, ray: string, cy = 230, floor?: string): void {
  paint(ctx, base);
  const p = svg('');
  const n = 16;
  for (let i = 0; i < n; i++) {
    const a0 = (i / n) * Math.PI * 2;
    const a1 = a0 + Math.PI / n;
    p.moveTo(256, cy);
    p.lineTo(256 + Math.cos(a0) * 800, cy + Math.sin(a0) * 800);
    p.lineTo(256 + Math.cos(a1) * 800, cy + Math.sin(a1) * 800);
    p.closePath();
  }
  fill(ctx, p, ray);
  if (floor) fill(ctx, ellipse(256, 470, 230, 34), floor);
}

export function dots(ctx: Ctx, base: string, dot: string, r = 9, gap = 46): void {
  paint(ctx, base);
  const p = svg('');
  for (let row = 0; row * gap < S + gap; row++) {
    for (let col = 0; col * gap < S + gap; col++) {
      p.addPath(circle(col * gap + (row % 2) * (gap / 2), row * gap, r));
    }
  }
  fill(ctx, p, dot);
}

/** A four-point sparkle star. */
export function sparkle(ctx: Ctx, x: number, y: number, r: number, color: string): void {
  const k = r * 0.3;
  fill(
    ctx,
    svg(
      `M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z`,
    ),
    color,
  );
}

export function night(ctx: Ctx, seed = 7, moon = true): void {
  paint(ctx, '#2f3a6e');
  fill(ctx, circle(256, 620, 420), '#3a4884');
  const rnd = seeded(seed);
  for (let i = 0; i < 26; i++) {
    const x = rnd() * S;
    const y = rnd() * 330;
    if (i % 4 === 0) sparkle(ctx, x, y, 7 + rnd() * 5, '#ffe9a6');
    else fill(ctx, circle(x, y, 1.6 + rnd() * 1.6), '#e3e6ff');
  }
  if (moon) {
    const m = svg('M430 60A52 52 0 1 0 470 150A44 44 0 1 1 430 60Z');
    flat(ctx, m, '#ffe28a', 0.9);
  }
}

interface RoomTones {
  readonly wall: string;
  readonly stripe: string;
  readonly floor: string;
  readonly board: string;
}

export function room(ctx: Ctx, t: RoomTones, floorY = 380): void {
  paint(ctx, t.wall);
  const p = svg('');
  for (let x = 16; x < S; x += 64) p.rect(x, 0, 24, floorY);
  fill(ctx, p, t.stripe);
  ctx.fillStyle = t.floor;
  ctx.fillRect(0, floorY, S, S - floorY);
  const boards = svg('');
  for (let y = floorY + 34; y < S; y += 44) boards.rect(0, y, S, 3);
  fill(ctx, boards, t.board);
  ctx.fillStyle = t.board;
  ctx.fillRect(0, floorY - 8, S, 12);
}

export function window(ctx: Ctx, x: number, y: number, w: number, h: number, sky: string): void {
  const frame = svg(
    `M${x} ${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}V${y + h}H${x}Z`,
  );
  flat(ctx, frame, sky, 1);
  puffCloud(ctx, x + w * 0.4, y + h * 0.55, w * 0.6);
  stroke(ctx, svg(`M${x + w / 2} ${y}V${y + h}M${x} ${y + h * 0.55}H${x + w}`), 1);
  solid(ctx, svg(`M${x - 12} ${y + h}h${w + 24}v14h${-w - 24}Z`), {
    base: '#fff7ea',
    shade: '#e6d6c0',
    light: '#ffffff',
  });
}

export function autumn(ctx: Ctx, seed = 11): void {
  paint(ctx, '#ffe4c4');
  fill(ctx, circle(256, 230, 200), '#ffd3a8');
  fill(ctx, svg('M-10 420Q256 380 520 420V520H-10Z'), '#e8a868');
  const rnd = seeded(seed);
  const colours = ['#e8763a', '#f2b33d', '#c9553a'];
  for (let i = 0; i < 14; i++) {
    const x = rnd() * S;
    const y = rnd() * 400;
    leaf(ctx, x, y, 14 + rnd() * 8, rnd() * 6, colours[i % 3] ?? '#e8763a');
  }
}

function leaf(ctx: Ctx, x: number, y: number, r: number, rot: number, color: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(rot);
  const p = svg(`M0 ${-r}Q${r * 0.9} ${-r * 0.2} 0 ${r}Q${-r * 0.9} ${-r * 0.2} 0 ${-r}Z`);
  flat(ctx, p, color, 0.6);
  stroke(ctx, svg(`M0 ${-r * 0.6}V${r * 1.3}`), 0.45);
  ctx.restore();
}

export function snow(ctx: Ctx, seed = 5): void {
  paint(ctx, '#d6e9fb');
  fill(ctx, svg('M-10 250Q130 200 260 240T520 230V520H-10Z'), '#e6f1fc');
  fill(ctx, svg('M-10 410Q256 370 520 410V520H-10Z'), '#ffffff');
  stroke(ctx, svg('M-10 410Q256 370 520 410'), 0.8, '#b8cfe8');
  const rnd = seeded(seed);
  const p = svg('');
  for (let i = 0; i < 40; i++) p.addPath(circle(rnd() * S, rnd() * 400, 2.5 + rnd() * 4));
  fill(ctx, p, '#ffffff');
}

export function petals(ctx: Ctx, base: string, petal: string, seed = 9): void {
  paint(ctx, base);
  const rnd = seeded(seed);
  for (let i = 0; i < 20; i++) {
    const x = rnd() * S;
    const y = rnd() * S;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(rnd() * 6);
    fill(ctx, svg('M0 -9Q8 -3 4 7L0 4L-4 7Q-8 -3 0 -9Z'), petal);
    ctx.restore();
  }
}

export function hearts(ctx: Ctx, base: string, heartColour: string): void {
  paint(ctx, base);
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 7; col++) {
      const x = col * 80 + (row % 2) * 40 + 10;
      const y = row * 80 + 20;
      fill(ctx, heartPath(x, y, 11), heartColour);
    }
  }
}

function heartPath(x: number, y: number, r: number): Path2D {
  return svg(
    `M${x} ${y + r * 1.1}C${x - r * 2.2} ${y - r * 0.2} ${x - r * 1.1} ${y - r * 1.6} ${x} ${y - r * 0.5}` +
      `C${x + r * 1.1} ${y - r * 1.6} ${x + r * 2.2} ${y - r * 0.2} ${x} ${y + r * 1.1}Z`,
  );
}

/** Gingham cloth: a picnic blanket or a tablecloth below y. */
export function gingham(ctx: Ctx, y: number, base: string, band: string): void {
  ctx.fillStyle = base;
  ctx.fillRect(0, y, S, S - y);
  // Two translucent passes, so the crossings come out darker like woven cloth.
  const cols = svg('');
  for (let x = 0; x < S; x += 48) cols.rect(x, y, 24, S - y);
  const rows = svg('');
  for (let yy = y + 12; yy < S; yy += 48) rows.rect(0, yy, S, 24);
  fill(ctx, cols, band);
  fill(ctx, rows, band);
  stroke(ctx, svg(`M0 ${y}H${S}`), 1);
}
