// Things bunnies hold, wear and sit among: carrot, clover, flowers, bows and flower crowns, a
// scarf, hearts, eggs, a butterfly, a cushion, and the shared prop colours.
import { Path2D } from '@napi-rs/canvas';
import { tone } from '../../../art/kit/palette.js';
import type { Ctx, Tone } from './style.js';
import { at, circle, ellipse, flat, fluff, solid, stroke, svg } from './style.js';

export const PROP_TONES = {
  carrot: tone('#ff9a3c', '#e2712a', '#ffc27e'),
  leaf: tone('#79c866', '#55a24c', '#b3e59b'),
  clover: tone('#5fbf6a', '#3f9a52', '#9fe0a0'),
  cup: tone('#fdf6f0', '#e4d4dc', '#ffffff'),
  wicker: tone('#d9a15e', '#b57b3e', '#f0c88e'),
  dirt: tone('#a7744c', '#845536', '#c99a6c'),
  grass: tone('#8fd07e', '#6db061', '#b7e6a4'),
  pink: tone('#ff9fbd', '#e9789c', '#ffd0de'),
  blue: tone('#8ec9ff', '#62a6e8', '#cde8ff'),
  yellow: tone('#ffd65a', '#e8b33a', '#fff0a8'),
  red: tone('#ff6f7d', '#e04a5e', '#ffb0b8'),
  lilac: tone('#c7a6f0', '#a383d6', '#e6d6ff'),
  mint: tone('#9be3c8', '#6fc2a6', '#d2f6e8'),
} as const satisfies Record<string, Tone>;
const T = PROP_TONES;

function leafPath(len: number, w: number): Path2D {
  return svg(`M0 0Q${w} ${-len * 0.5} 0 ${-len}Q${-w} ${-len * 0.5} 0 0Z`);
}

/** A carrot around (0, 0), wide end up with its leaves, tip down. */
export function carrot(ctx: Ctx, len = 110): void {
  const h = len / 2;
  for (const deg of [-30, 0, 30]) {
    at(ctx, 0, -h + 4, deg, 1, () => solid(ctx, leafPath(46, 15), T.leaf, { shift: [-3, -3] }));
  }
  const body = svg(
    `M-20 ${-h}Q0 ${-h - 8} 20 ${-h}Q18 ${h * 0.1} 3 ${h}Q0 ${h + 4} -3 ${h}Q-18 ${h * 0.1} -20 ${-h}Z`,
  );
  solid(ctx, body, T.carrot, { light: ellipse(-9, -h * 0.45, 4, h * 0.3), shift: [-5, -3] });
  stroke(ctx, svg(`M-12 ${-h * 0.4}h9M4 ${-h * 0.1}h9M-9 ${h * 0.3}h7`), 0.5);
}

/** A clover sprig: stem and three (or four) heart-shaped leaflets. */
export function clover(ctx: Ctx, leaves = 3, size = 1): void {
  at(ctx, 0, 0, 0, size, () => {
    stroke(ctx, svg('M0 0Q6 36 -4 70'), 1.6);
    stroke(ctx, svg('M0 0Q6 36 -4 70'), 0.8, T.clover.shade);
    for (let i = 0; i < leaves; i++) {
      const deg = leaves === 3 ? -120 + i * 120 + 60 - 60 : i * 90 + 45;
      at(ctx, 0, 0, deg, 1, () => {
        const heart = svg(
          'M0 0C-30 -10 -32 -40 -14 -44C-6 -46 -1 -40 0 -34C1 -40 6 -46 14 -44C32 -40 30 -10 0 0Z',
        );
        solid(ctx, heart, T.clover, { shift: [-3, -3] });
        stroke(ctx, svg('M0 -4V-30'), 0.45);
      });
    }
  });
}

/** A daisy-like flower head; `petal` is the petal tone. */
export function flower(ctx: Ctx, x: number, y: number, r: number, petal: Tone, stem = 0): void {
  if (stem > 0) {
    stroke(ctx, svg(`M${x} ${y}Q${x + 6} ${y + stem * 0.5} ${x} ${y + stem}`), 1.4);
    stroke(ctx, svg(`M${x} ${y}Q${x + 6} ${y + stem * 0.5} ${x} ${y + stem}`), 0.7, T.leaf.shade);
  }
  solid(ctx, fluff(x, y, r, r, 6, 0.16), petal, { shift: [-2, -2] });
  solid(ctx, circle(x, y, r * 0.38), T.yellow, { shift: [-1.5, -1.5] });
}

/** A tulip on a stem, cup up. */
export function tulip(ctx: Ctx, x: number, y: number, tone: Tone, stem = 80): void {
  stroke(ctx, svg(`M${x} ${y}V${y + stem}`), 1.4);
  stroke(ctx, svg(`M${x} ${y}V${y + stem}`), 0.7, T.leaf.shade);
  at(ctx, x + 2, y + stem * 0.7, 30, 1, () =>
    solid(ctx, leafPath(44, 14), T.leaf, { shift: [-3, -3] }),
  );
  const cup = svg(
    `M${x - 18} ${y - 26}L${x - 8} ${y - 14}L${x} ${y - 28}L${x + 8} ${y - 14}L${x + 18} ${y - 26}` +
      `Q${x + 22} ${y + 4} ${x} ${y + 4}Q${x - 22} ${y + 4} ${x - 18} ${y - 26}Z`,
  );
  solid(ctx, cup, tone, { shift: [-4, -3] });
}

/** A ribbon bow centred at (x, y). */
export function bow(ctx: Ctx, x: number, y: number, tone: Tone, deg = 0, size = 1): void {
  at(ctx, x, y, deg, size, () => {
    const loops = svg(
      'M0 0C-14 -20 -40 -22 -36 0C-40 22 -14 20 0 0ZM0 0C14 -20 40 -22 36 0C40 22 14 20 0 0Z',
    );
    solid(ctx, svg('M-4 4L-16 30L-6 26L0 32ZM4 4L16 30L6 26L0 32Z'), tone, { shift: [-2, -2] });
    solid(ctx, loops, tone, { shift: [-4, -4] });
    solid(ctx, ellipse(0, 0, 9, 10), tone, { shift: [-2, -2] });
  });
}

/** A ring of small flowers across the top of a head whose centre is (0, 0). */
export function flowerCrown(ctx: Ctx, tones: readonly Tone[]): void {
  const leaves = [-150, -112, -68, -30];
  for (const [i, deg] of leaves.entries()) {
    const a = (deg * Math.PI) / 180;
    at(ctx, Math.cos(a) * 82, Math.sin(a) * 70 - 4, deg + 90 + (i % 2 ? 60 : -60), 1, () =>
      solid(ctx, leafPath(26, 10), T.leaf, { shift: [-2, -2] }),
    );
  }
  [-160, -130, -90, -50, -20].forEach((deg, i) => {
    const a = (deg * Math.PI) / 180;
    const tone = tones[i % tones.length] ?? T.pink;
    flower(ctx, Math.cos(a) * 80, Math.sin(a) * 68 - 4, i === 2 ? 17 : 14, tone);
  });
}

/** A knitted scarf around a neck at (0, y), with one end hanging down on the right. */
export function scarf(ctx: Ctx, y: number, width: number, tone: Tone): void {
  const w = width / 2;
  solid(
    ctx,
    svg(`M${w * 0.35} ${y}L${w * 0.3} ${y + 80}L${w * 0.72} ${y + 76}L${w * 0.62} ${y}Z`),
    tone,
    {
      shift: [-3, -3],
    },
  );
  stroke(ctx, svg(`M${w * 0.32} ${y + 66}L${w * 0.7} ${y + 62}`), 0.5);
  const band = svg(
    `M${-w} ${y - 10}Q0 ${y + 18} ${w} ${y - 10}L${w} ${y + 14}Q0 ${y + 42} ${-w} ${y + 14}Z`,
  );
  solid(ctx, band, tone, { shift: [-3, -4] });
  stroke(ctx, svg(`M${-w * 0.5} ${y + 2}l0 24M0 ${y + 8}l0 24M${w * 0.5} ${y + 2}l0 24`), 0.45);
}

/** Three blades of grass growing from (x, y). */
export function grassTuft(ctx: Ctx, x: number, y: number, tone: Tone = T.grass): void {
  const p = svg(
    `M${x - 12} ${y}Q${x - 14} ${y - 16} ${x - 20} ${y - 24}Q${x - 6} ${y - 18} ${x - 3} ${y - 6}` +
      `Q${x - 2} ${y - 24} ${x + 2} ${y - 34}Q${x + 8} ${y - 20} ${x + 4} ${y - 6}` +
      `Q${x + 10} ${y - 18} ${x + 22} ${y - 22}Q${x + 14} ${y - 12} ${x + 12} ${y}Z`,
  );
  solid(ctx, p, tone, { shift: [-2, -2], outline: 0.7 });
}

/** A butterfly with its wings open, centred at (0, 0). */
export function butterfly(ctx: Ctx, tone: Tone, deg = 0): void {
  at(ctx, 0, 0, deg, 1, () => {
    const wings = svg(
      'M0 0C-10 -30 -40 -34 -36 -10C-34 2 -16 4 0 0C-16 6 -30 20 -18 28C-8 32 -2 16 0 0Z' +
        'M0 0C10 -30 40 -34 36 -10C34 2 16 4 0 0C16 6 30 20 18 28C8 32 2 16 0 0Z',
    );
    solid(ctx, wings, tone, { shift: [-3, -3] });
    flat(ctx, ellipse(0, 4, 4, 14), '#4b4360', 0.6);
    stroke(ctx, svg('M-2 -8Q-6 -20 -12 -22M2 -8Q6 -20 12 -22'), 0.5);
  });
}

/** A decorated egg, bottom at (0, 0). */
export function egg(ctx: Ctx, tone: Tone, band: string, deg = 0): void {
  at(ctx, 0, 0, deg, 1, () => {
    const p = svg(
      'M0 -62C22 -62 36 -30 36 -18C36 -4 22 0 0 0C-22 0 -36 -4 -36 -18C-36 -30 -22 -62 0 -62Z',
    );
    const zig = svg(
      'M-40 -30L-28 -38L-16 -30L-4 -38L8 -30L20 -38L32 -30L44 -38V-26L32 -18L20 -26L8 -18L-4 -26L-16 -18L-28 -26L-40 -18Z',
    );
    solid(ctx, p, tone, {
      layers: [{ path: zig, tone: { base: band, shade: band, light: band } }],
      shift: [-5, -5],
    });
  });
}

/** A round floor cushion centred at (0, 0) with a tufted button. */
export function cushion(ctx: Ctx, tone: Tone, w = 200): void {
  solid(ctx, fluff(0, 0, w, w * 0.2, 14, 0.015), tone, { shift: [-8, -6] });
  stroke(ctx, svg(`M${-w * 0.6} -4Q0 ${w * 0.12} ${w * 0.6} -4`), 0.6, tone.shade);
}

/** A solid heart centred at (0, 0). */
export function heart(ctx: Ctx, r: number, tone: Tone, deg = 0): void {
  at(ctx, 0, 0, deg, 1, () => {
    const p = svg(
      `M0 ${r * 1.1}C${-r * 2.2} ${-r * 0.2} ${-r * 1.1} ${-r * 1.6} 0 ${-r * 0.5}` +
        `C${r * 1.1} ${-r * 1.6} ${r * 2.2} ${-r * 0.2} 0 ${r * 1.1}Z`,
    );
    solid(ctx, p, tone, {
      shift: [-r * 0.15, -r * 0.15],
      light: ellipse(-r * 0.6, -r * 0.5, r * 0.22, r * 0.14, -0.6),
    });
  });
}
