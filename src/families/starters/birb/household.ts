// Household things: a seed dish and spilled seeds, and a teacup drawn in two layers around a
// napping birb.
import { Path2D } from '@napi-rs/canvas';
import type { Ctx, Tone } from './kit.js';
import { ellipse, fill, inked, shaded, stroke, svg, tone, tubeLine } from './kit.js';

export function seedDish(ctx: Ctx, x: number, y: number, w: number, dish: Tone): void {
  inked(ctx, ellipse(x, y, w, w * 0.24), dish.shade);
  const seeds = new Path2D();
  const pos = [-0.6, -0.3, 0, 0.3, 0.6, -0.45, -0.15, 0.15, 0.45];
  pos.forEach((t, i) => seeds.addPath(ellipse(x + t * w, y - 4 - (i > 4 ? 8 : 0), 7, 4.5, t)));
  fill(ctx, seeds, '#f4e2b8');
  stroke(ctx, seeds, 0.45, '#b58a55');
  const bowl = svg(
    `M${x - w} ${y}Q${x - w * 0.9} ${y + w * 0.55} ${x} ${y + w * 0.55}Q${x + w * 0.9} ${y + w * 0.55} ${x + w} ${y}Q${x} ${y + w * 0.26} ${x - w} ${y}Z`,
  );
  shaded(ctx, bowl, dish, 10);
}

export function looseSeeds(ctx: Ctx, spots: readonly (readonly [number, number])[]): void {
  const p = new Path2D();
  spots.forEach(([x, y], i) => p.addPath(ellipse(x, y, 7, 4.5, i * 0.9)));
  inked(ctx, p, '#f4e2b8', 0.6);
}

const CHINA = tone('#fffdf8', '#e3dcea', '#ffffff');

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
