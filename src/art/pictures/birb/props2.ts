// More props: a swing with a bell, a teacup, a leaf umbrella and puddle, a birdhouse, an egg
// shell, a sunflower, a tree stump with fireflies, a strawberry and a gingham cloth.
import { Path2D } from '@napi-rs/canvas';
import { leaf } from './backgrounds.js';
import {
  blob,
  ellipse,
  fill,
  inked,
  shaded,
  stroke,
  svg,
  tone,
  tubeLine,
  type Ctx,
} from './kit.js';
import { WOOD } from './props.js';

const GOLD = tone('#f6c544', '#d49a1c', '#fff0a8');
const CHINA = tone('#fffdf8', '#e3dcea', '#ffffff');

export function swing(ctx: Ctx, x: number, y: number, w: number): void {
  stroke(ctx, svg(`M${x - w} -10L${x - w} ${y}M${x + w} -10L${x + w} ${y}`), 1, '#8f5629');
  stroke(ctx, svg(`M${x - w} -10L${x - w} ${y}M${x + w} -10L${x + w} ${y}`), 0.5, '#d99e63');
  const bar = new Path2D();
  bar.roundRect(x - w - 14, y - 4, 2 * w + 28, 20, 10);
  shaded(ctx, bar, WOOD, 5);
  // A little bell hangs under the bar.
  stroke(ctx, svg(`M${x + w * 0.55} ${y + 16}L${x + w * 0.55} ${y + 34}`), 0.8);
  const bx = x + w * 0.55;
  const by = y + 34;
  shaded(
    ctx,
    svg(
      `M${bx - 22} ${by + 40}Q${bx - 20} ${by} ${bx} ${by}Q${bx + 20} ${by} ${bx + 22} ${by + 40}Z`,
    ),
    GOLD,
    6,
  );
  inked(ctx, ellipse(bx, by + 44, 7, 7), GOLD.shade, 0.8);
}

/** The inside rim of the cup, drawn before the birb that sits in it. */
export function cupBack(ctx: Ctx, x: number, y: number, w: number): void {
  inked(ctx, ellipse(x, y + w * 0.85, w * 1.7, w * 0.28), CHINA.shade);
  fill(ctx, ellipse(x, y + w * 0.8, w * 1.35, w * 0.16), 'rgba(255,255,255,0.7)');
  inked(ctx, ellipse(x, y, w, w * 0.24), '#8a5a3a');
}

/** The cup's body, handle and the saucer, drawn over the birb. */
export function cupFront(ctx: Ctx, x: number, y: number, w: number, band: string): void {
  const handle = svg(
    `M${x + w * 0.9} ${y + w * 0.2}C${x + w * 1.5} ${y + w * 0.1} ${x + w * 1.5} ${y + w * 0.7} ${x + w * 0.7} ${y + w * 0.75}`,
  );
  tubeLine(ctx, handle, w * 0.13, CHINA.base);
  const body = svg(
    `M${x - w} ${y}Q${x} ${y + w * 0.24} ${x + w} ${y}C${x + w} ${y + w * 0.7} ${x + w * 0.6} ${y + w * 0.9} ${x} ${y + w * 0.9}C${x - w * 0.6} ${y + w * 0.9} ${x - w} ${y + w * 0.7} ${x - w} ${y}Z`,
  );
  shaded(ctx, body, CHINA, w * 0.12, [
    {
      path: svg(
        `M${x - w * 1.2} ${y + w * 0.3}Q${x} ${y + w * 0.5} ${x + w * 1.2} ${y + w * 0.3}V${y + w * 0.42}Q${x} ${y + w * 0.62} ${x - w * 1.2} ${y + w * 0.42}Z`,
      ),
      tone: tone(band, band, band),
    },
  ]);
}

export function puddle(ctx: Ctx, x: number, y: number, w: number): void {
  inked(ctx, ellipse(x, y, w, w * 0.18), '#a9c9f2', 0.8);
  stroke(
    ctx,
    svg(`M${x - w * 0.5} ${y}Q${x - w * 0.2} ${y - 8} ${x + w * 0.1} ${y}`),
    0.5,
    '#ffffff',
  );
}

/** A giant leaf held as an umbrella: stem from (sx, sy), blade centred at (x, y). */
export function leafUmbrella(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  sx: number,
  sy: number,
): void {
  tubeLine(
    ctx,
    svg(`M${sx} ${sy}Q${x + r * 0.2} ${(sy + y) / 2} ${x} ${y + r * 0.1}`),
    8,
    '#4a9a4f',
  );
  const blade = svg(
    `M${x - r * 1.2} ${y + r * 0.35}Q${x - r} ${y - r * 0.8} ${x} ${y - r * 0.75}Q${x + r} ${y - r * 0.8} ${x + r * 1.2} ${y + r * 0.35}Q${x + r * 0.6} ${y + r * 0.1} ${x} ${y + r * 0.28}Q${x - r * 0.6} ${y + r * 0.1} ${x - r * 1.2} ${y + r * 0.35}Z`,
  );
  shaded(ctx, blade, tone('#6cc06a', '#4a9a4f', '#a6e39a'), 10);
  stroke(
    ctx,
    svg(
      `M${x} ${y + r * 0.28}L${x} ${y - r * 0.7}M${x} ${y - r * 0.1}L${x - r * 0.6} ${y - r * 0.3}M${x} ${y - r * 0.1}L${x + r * 0.6} ${y - r * 0.3}M${x} ${y + r * 0.12}L${x - r * 0.9} ${y + r * 0.1}M${x} ${y + r * 0.12}L${x + r * 0.9} ${y + r * 0.1}`,
    ),
    0.55,
    '#3d8442',
  );
}

/** A birdhouse; returns the entrance hole so the scene can draw a birb peeking out of it. */
export function birdhouse(ctx: Ctx, x: number, y: number, w: number, wall: string): Path2D {
  stroke(ctx, svg(`M${x} ${y + w * 1.3}L${x} 530`), 6, '#7f4f2a');
  const house = svg(
    `M${x - w * 0.7} ${y - w * 0.2}L${x} ${y - w * 0.8}L${x + w * 0.7} ${y - w * 0.2}V${y + w * 1.3}H${x - w * 0.7}Z`,
  );
  shaded(ctx, house, tone(wall, '#d9ab59', '#fff0c6'), 14);
  const roof = svg(
    `M${x - w * 0.9} ${y - w * 0.1}L${x} ${y - w * 0.95}L${x + w * 0.9} ${y - w * 0.1}L${x + w * 0.8} ${y + w * 0.02}L${x} ${y - w * 0.72}L${x - w * 0.8} ${y + w * 0.02}Z`,
  );
  shaded(ctx, roof, tone('#e2535b', '#b93b45', '#f48b8f'), 6);
  const hole = ellipse(x, y + w * 0.38, w * 0.42, w * 0.42);
  inked(ctx, hole, '#4a3148');
  const peg = svg(`M${x - 10} ${y + w * 0.98}H${x + 10}`);
  tubeLine(ctx, peg, 10, WOOD.base);
  return hole;
}

/** The lower half of a cracked egg shell, drawn over a hatchling. */
export function shellBottom(ctx: Ctx, x: number, y: number, w: number): void {
  const zig = [-1, -0.7, -0.4, -0.1, 0.2, 0.5, 0.8, 1]
    .map((t, i) => `L${x + t * w} ${y + (i % 2 ? -w * 0.18 : 0)}`)
    .join('');
  const p = svg(
    `M${x - w} ${y}${zig}C${x + w * 1.05} ${y + w * 0.9} ${x + w * 0.6} ${y + w * 1.1} ${x} ${y + w * 1.1}C${x - w * 0.6} ${y + w * 1.1} ${x - w * 1.05} ${y + w * 0.9} ${x - w} ${y}Z`,
  );
  shaded(ctx, p, tone('#fffaf0', '#e8dcc6', '#ffffff'), w * 0.14);
  fill(ctx, ellipse(x + w * 0.4, y + w * 0.55, w * 0.09, w * 0.07), '#c8e6f5');
  fill(ctx, ellipse(x - w * 0.45, y + w * 0.7, w * 0.07, w * 0.06), '#c8e6f5');
}

/** The shell's cap, worn at an angle (in the head's frame, centred at its local origin). */
export function shellCap(ctx: Ctx, w: number): void {
  const p = svg(
    `M${-w} 0C${-w} ${-w * 1.1} ${w} ${-w * 1.1} ${w} 0L${w * 0.6} ${-w * 0.18}L${w * 0.2} 0L${-w * 0.2} ${-w * 0.18}L${-w * 0.6} 0Z`,
  );
  shaded(ctx, p, tone('#fffaf0', '#e8dcc6', '#ffffff'), w * 0.14);
}

export function sunflower(ctx: Ctx, x: number, y: number, r: number): void {
  tubeLine(ctx, svg(`M${x} ${y}Q${x + 20} ${y + 160} ${x - 10} 530`), 18, '#5aa85a');
  leaf(ctx, x + 60, y + 170, 46, -0.5, '#6cc06a');
  leaf(ctx, x - 56, y + 230, 40, 3.6, '#6cc06a');
  const petals = new Path2D();
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    petals.addPath(
      ellipse(x + Math.cos(a) * r * 0.95, y + Math.sin(a) * r * 0.95 * 0.8, r * 0.42, r * 0.17, a),
    );
  }
  blob(ctx, petals, '#ffd23f', 0.8);
  const disc = ellipse(x, y, r * 0.62, r * 0.52);
  shaded(ctx, disc, tone('#8a5a3a', '#6b4329', '#b07a52'), 8);
  const dots = new Path2D();
  for (let i = 0; i < 14; i++) {
    const a = i * 2.4;
    const d = Math.sqrt(i / 14) * r * 0.45;
    dots.addPath(ellipse(x + Math.cos(a) * d, y + Math.sin(a) * d * 0.82, 3, 3));
  }
  fill(ctx, dots, '#5c341a');
}

export function stump(ctx: Ctx, x: number, y: number, w: number): void {
  const side = svg(
    `M${x - w} ${y}V${y + w * 0.9}Q${x - w * 1.25} ${y + w * 1.1} ${x - w * 1.3} ${y + w * 1.2}H${x + w * 1.3}Q${x + w * 1.2} ${y + w * 1.1} ${x + w} ${y + w * 0.9}V${y}Z`,
  );
  shaded(ctx, side, WOOD, 14);
  stroke(
    ctx,
    svg(
      `M${x - w * 0.5} ${y + w * 0.3}V${y + w * 0.8}M${x + w * 0.2} ${y + w * 0.4}V${y + w}M${x + w * 0.6} ${y + w * 0.2}V${y + w * 0.6}`,
    ),
    0.6,
    WOOD.shade,
  );
  inked(ctx, ellipse(x, y, w, w * 0.26), '#e8c391');
  stroke(ctx, ellipse(x, y, w * 0.6, w * 0.15), 0.5, '#c99a62');
  stroke(ctx, ellipse(x, y, w * 0.25, w * 0.06), 0.5, '#c99a62');
}

export function fireflies(ctx: Ctx, spots: readonly (readonly [number, number])[]): void {
  for (const [x, y] of spots) {
    fill(ctx, ellipse(x, y, 14, 14), 'rgba(255, 240, 140, 0.25)');
    fill(ctx, ellipse(x, y, 5, 5), '#fff48a');
  }
}

export function strawberry(ctx: Ctx, x: number, y: number, r: number): void {
  const berry = svg(
    `M${x} ${y + r * 1.1}C${x - r * 1.3} ${y + r * 0.4} ${x - r * 1.1} ${y - r * 0.8} ${x} ${y - r * 0.7}C${x + r * 1.1} ${y - r * 0.8} ${x + r * 1.3} ${y + r * 0.4} ${x} ${y + r * 1.1}Z`,
  );
  shaded(ctx, berry, tone('#ff5a6e', '#d93a55', '#ff9aa6'), r * 0.16);
  const seeds = new Path2D();
  for (const [dx, dy] of [
    [-0.4, -0.2],
    [0.1, -0.3],
    [0.5, -0.1],
    [-0.2, 0.2],
    [0.3, 0.3],
    [0, 0.7],
    [-0.5, 0.3],
  ] as const)
    seeds.addPath(ellipse(x + dx * r, y + dy * r, r * 0.06, r * 0.09));
  fill(ctx, seeds, '#ffe08a');
  const calyx = svg(
    `M${x - r * 0.7} ${y - r * 0.7}Q${x - r * 0.3} ${y - r * 0.4} ${x} ${y - r * 0.62}Q${x + r * 0.3} ${y - r * 0.4} ${x + r * 0.7} ${y - r * 0.7}Q${x + r * 0.3} ${y - r * 0.95} ${x} ${y - r * 0.85}Q${x - r * 0.3} ${y - r * 0.95} ${x - r * 0.7} ${y - r * 0.7}Z`,
  );
  inked(ctx, calyx, '#6cc06a', 0.8);
  tubeLine(
    ctx,
    svg(`M${x} ${y - r * 0.85}Q${x + 2} ${y - r * 1.1} ${x + r * 0.2} ${y - r * 1.2}`),
    5,
    '#4a9a4f',
  );
}

export function gingham(ctx: Ctx, back: string, band: string, size: number): void {
  fill(ctx, svg('M0 0H512V512H0Z'), back);
  ctx.save();
  ctx.globalAlpha = 0.5;
  const p = new Path2D();
  for (let i = 0; i < 512; i += size * 2) {
    p.rect(i, 0, size, 512);
  }
  const q = new Path2D();
  for (let i = 0; i < 512; i += size * 2) q.rect(0, i, 512, size);
  fill(ctx, p, band);
  fill(ctx, q, band);
  ctx.restore();
}
