// Things a birb can wear, in the body's local frame (body centre at the origin, radius ~100):
// a knitted beanie with a pompom on the head and a striped scarf round the neck.
import { Path2D } from '@napi-rs/canvas';
import { blob, ellipse, fill, shaded, stroke, svg, tone, type Ctx } from './kit.js';

function knit(colour: string): ReturnType<typeof tone> {
  // A shade and light derived by mixing toward ink and white keeps any colour on-palette.
  return tone(colour, mix(colour, '#2b2238', 0.22), mix(colour, '#ffffff', 0.4));
}

function mix(a: string, b: string, t: number): string {
  const p = (s: string, i: number): number => parseInt(s.slice(1 + i * 2, 3 + i * 2), 16);
  const c = [0, 1, 2].map((i) => Math.round(p(a, i) * (1 - t) + p(b, i) * t));
  return `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
}

/** A beanie sitting on the crown of the head (drawn in the head frame). */
export function beanie(ctx: Ctx, colour: string): void {
  const k = knit(colour);
  const dome = svg('M-70 -70C-70 -150 70 -150 70 -70Z');
  shaded(ctx, dome, k, 10);
  ctx.save();
  ctx.clip(dome);
  const ribs = new Path2D();
  for (const x of [-40, -14, 14, 40])
    ribs.addPath(svg(`M${x} -72Q${x * 0.7} -110 ${x * 0.3} -136`));
  stroke(ctx, ribs, 0.55, k.shade);
  ctx.restore();
  const brim = new Path2D();
  brim.roundRect(-80, -84, 160, 28, 14);
  shaded(ctx, brim, tone('#fffdf8', '#e3dcea', '#ffffff'), 6);
  blob(ctx, ellipse(0, -146, 20, 20), '#fffdf8');
  fill(ctx, ellipse(-6, -152, 6, 5), '#ffffff');
}

/** A scarf wrapped round the neck with one striped end hanging down the chest. */
export function scarf(ctx: Ctx, colour: string, body: Path2D): void {
  const k = knit(colour);
  const tail = svg('M18 16L54 16L60 74Q44 80 28 74Z');
  const wrap = svg('M-110 -2Q0 26 110 -2L110 26Q0 54 -110 26Z');
  ctx.save();
  ctx.clip(body);
  shaded(ctx, wrap, k, 8);
  ctx.restore();
  stroke(ctx, body);
  shaded(ctx, tail, k, 6);
  const stripes = svg('M24 36L56 36L56 44L25 44ZM26 56L58 56L58 64L27 64Z');
  ctx.save();
  ctx.clip(tail);
  fill(ctx, stripes, '#fffdf8');
  ctx.restore();
  stroke(ctx, tail);
  stroke(ctx, svg('M30 74L28 84M40 76L40 86M50 75L52 85'), 0.8);
}
