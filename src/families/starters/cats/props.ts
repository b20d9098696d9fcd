// Things cats play with, sit in and sleep on: yarn, a cardboard box, a butterfly, a blanket,
// a pet bed, a window with its sill, a potted plant, a toy fish, a cushion and a scarf, and the
// colours the scenes dress them in.
import { Path2D } from '@napi-rs/canvas';
import { shaded, type Ctx } from '../../../art/kit/draw.js';
import { TONES, type Tone } from '../../../art/kit/palette.js';
import { crescentFill, inkStroke } from './paint.js';
import { circle, svg } from './shapes.js';

function solid(ctx: Ctx, p: Path2D, colour: string, px = 5): void {
  ctx.fillStyle = colour;
  ctx.fill(p);
  inkStroke(ctx, p, px);
}

export function yarn(ctx: Ctx, x: number, y: number, r: number, tone: Tone, trail?: string): void {
  if (trail) inkStroke(ctx, svg(trail), 4, tone.shade);
  const ball = circle(x, y, r);
  ctx.fillStyle = tone.base;
  ctx.fill(ball);
  ctx.save();
  ctx.clip(ball);
  const strands = new Path2D();
  for (let i = -3; i <= 3; i++) {
    strands.moveTo(x - r, y + i * r * 0.3 - r * 0.5);
    strands.quadraticCurveTo(x, y + i * r * 0.3 + r * 0.2, x + r, y + i * r * 0.3 - r * 0.4);
  }
  for (let i = -2; i <= 2; i++) {
    strands.moveTo(x + i * r * 0.35 - r * 0.2, y - r);
    strands.quadraticCurveTo(x + i * r * 0.35 + r * 0.4, y, x + i * r * 0.35 - r * 0.1, y + r);
  }
  inkStroke(ctx, strands, 2.5, tone.shade);
  ctx.restore();
  crescentFill(ctx, ball, -r * 0.2, -r * 0.2);
  ctx.fillStyle = 'rgba(255,255,255,0.55)';
  ctx.fill(circle(x - r * 0.45, y - r * 0.5, r * 0.18, r * 0.1, -35));
  inkStroke(ctx, ball);
}

/** Prop colours the scenes dress their yarn, cushions and beds in. */
export const YARN_PINK: Tone = { base: '#ff8fb1', shade: '#e0628c', light: '#ffd0df' };
export const YARN_BLUE: Tone = { base: '#7fb8ff', shade: '#5290e0', light: '#cfe4ff' };
export const CUSHION_GOLD: Tone = { base: '#f6c544', shade: '#d49a1c', light: '#fff0a8' };
export const CUSHION_PINK: Tone = { base: '#ffa3bd', shade: '#e27896', light: '#ffd3df' };
export const BED_PLUM: Tone = { base: '#b59ae0', shade: '#8f74c0', light: '#dccdf5' };

const KRAFT: Tone = { base: '#dca46a', shade: '#b97d45', light: '#f3c891' };

/** The inside and back flaps of an open box, drawn behind the cat. */
export function boxBack(ctx: Ctx): void {
  shaded(ctx, svg('M118 330L150 262L362 262L394 330Z'), KRAFT);
  solid(ctx, svg('M150 266L160 302L352 302L362 266Z'), '#8a5a34');
}

/** The front of the box and its open flaps, drawn over the cat's body. */
export function boxFront(ctx: Ctx): void {
  shaded(ctx, svg('M86 300L128 336L104 384L58 350Z'), KRAFT);
  shaded(ctx, svg('M426 300L384 336L408 384L454 350Z'), KRAFT);
  const front = svg('M118 330H394L386 470H126Z');
  shaded(ctx, front, KRAFT, { light: svg('M132 342H220V352H132Z') });
  solid(ctx, svg('M232 332H280L279 468H233Z'), '#f0d29b', 4);
}

export function butterfly(ctx: Ctx, x: number, y: number, k: number, wing: string, spot: string) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(k, k);
  ctx.rotate(-0.3);
  for (const s of [-1, 1]) {
    const top = svg(`M0 0C${22 * s} -40 ${56 * s} -36 ${50 * s} -8C${46 * s} 8 ${18 * s} 6 0 0Z`);
    const low = svg(`M0 2C${30 * s} 8 ${40 * s} 34 ${20 * s} 38C${6 * s} 40 0 20 0 2Z`);
    solid(ctx, low, wing, 4);
    solid(ctx, top, wing, 4);
    ctx.fillStyle = spot;
    ctx.fill(circle(34 * s, -16, 8));
    ctx.fill(circle(16 * s, 24, 5));
  }
  solid(ctx, circle(0, 6, 5, 20), '#4a3a5e', 3.5);
  const antennae = svg('M-2 -12Q-8 -30 -16 -34M2 -12Q8 -30 16 -34');
  inkStroke(ctx, antennae, 3);
  ctx.restore();
}

/** A soft quilted blanket across the bottom of the picture. */
export function blanket(ctx: Ctx, top: number, base: string, check: string): void {
  const b = svg(
    `M-10 ${top + 20}Q80 ${top - 10} 160 ${top + 8}Q256 ${top + 26} 350 ${top + 4}Q440 ${top - 14} 522 ${top + 16}V522H-10Z`,
  );
  ctx.fillStyle = base;
  ctx.fill(b);
  ctx.save();
  ctx.clip(b);
  ctx.fillStyle = check;
  for (let x = -10; x < 520; x += 72) ctx.fillRect(x, top - 30, 30, 600);
  for (let y = top + 30; y < 520; y += 72) ctx.fillRect(-10, y, 540, 30);
  ctx.restore();
  crescentFill(ctx, b, 0, 14);
  inkStroke(ctx, b);
}

/** A round pet bed seen from the front: the rim behind the cat is `bedBack`. */
export function bedBack(ctx: Ctx, tone: Tone): void {
  shaded(ctx, circle(256, 400, 220, 82), tone);
  solid(ctx, circle(256, 392, 178, 52), tone.shade, 4);
}

export function bedFront(ctx: Ctx, tone: Tone): void {
  const rim = svg('M36 400Q36 482 256 486Q476 482 476 400Q430 444 256 446Q82 444 36 400Z');
  shaded(ctx, rim, tone, { light: svg('M70 420Q120 444 180 448L176 456Q110 452 70 430Z') });
}

/** A window in the wall: frame, sky, clouds and curtains; `sill` is the ledge's top. */
export function windowScene(ctx: Ctx, sky: string, sill: number, paint: (c: Ctx) => void): void {
  const panel = svg(`M-10 ${sill + 12}H522V522H-10Z`);
  ctx.fillStyle = 'rgba(120, 80, 60, 0.12)';
  ctx.fill(panel);
  inkStroke(ctx, panel, 3.5);
  const pane = svg(`M96 48H416V${sill}H96Z`);
  ctx.fillStyle = sky;
  ctx.fill(pane);
  ctx.save();
  ctx.clip(pane);
  paint(ctx);
  ctx.restore();
  const frame = svg(`M96 48H416V${sill}H96ZM248 48V${sill}H264V48ZM96 ${sill / 2 + 24}H416`);
  ctx.strokeStyle = '#fffaf3';
  ctx.lineWidth = 12;
  ctx.stroke(frame);
  inkStroke(ctx, pane, 4.5);
  for (const s of [-1, 1]) {
    const x = 256 + s * 180;
    const c = svg(
      `M${x - 40 * s} 24Q${x - 10 * s} 150 ${x - 56 * s} ${sill - 20}L${x + 40 * s} ${sill - 20}L${x + 40 * s} 24Z`,
    );
    shaded(ctx, c, TONES.cover);
  }
  const rod = svg('M40 18H472V30H40Z');
  shaded(ctx, rod, TONES.darkWood);
  shaded(ctx, svg(`M40 ${sill - 20}H472V${sill + 12}H40Z`), TONES.paper);
}

export function plant(ctx: Ctx, x: number, y: number, k: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(k, k);
  for (const [a, l] of [
    [-0.9, 60],
    [-0.35, 78],
    [0.25, 72],
    [0.8, 56],
  ] as const) {
    ctx.save();
    ctx.rotate(a);
    shaded(
      ctx,
      svg(
        `M0 -20C20 ${-20 - l * 0.5} 10 ${-20 - l} 0 ${-24 - l}C-10 ${-20 - l} -20 ${-20 - l * 0.5} 0 -20Z`,
      ),
      TONES.leaf,
      { shift: { x: -3, y: -3 } },
    );
    ctx.restore();
  }
  shaded(ctx, svg('M-34 -22H34L26 40H-26Z'), TONES.pot, { shift: { x: -5, y: -5 } });
  shaded(ctx, svg('M-40 -30H40V-14H-40Z'), TONES.pot, { shift: { x: -3, y: -3 } });
  ctx.restore();
}

export function fishToy(ctx: Ctx, x: number, y: number, deg: number, mirror = false): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate((deg * Math.PI) / 180);
  if (mirror) ctx.scale(-1, 1);
  const f = svg('M-40 0C-20 -24 20 -24 34 0C20 24 -20 24 -40 0ZM30 0L56 -20Q50 0 56 20Z');
  shaded(
    ctx,
    f,
    { base: '#7cc8f0', shade: '#4fa2d4', light: '#c9ecff' },
    { shift: { x: -4, y: -5 } },
  );
  ctx.fillStyle = '#2b2238';
  ctx.fill(circle(-20, -4, 4));
  inkStroke(ctx, svg('M-4 -12Q4 0 -4 12M8 -12Q16 0 8 12'), 3);
  ctx.restore();
}

/** A wooden table top running across the picture, for peeking over. */
export function tableEdge(ctx: Ctx, y: number, tone: Tone = TONES.wood): void {
  shaded(ctx, svg(`M-10 ${y}H522V${y + 30}H-10Z`), tone, { shift: { x: 0, y: -8 } });
  shaded(ctx, svg(`M-10 ${y + 30}H522V522H-10Z`), { ...tone, base: tone.shade, shade: tone.shade });
}

/** Little curved ticks around a moving paw. */
export function motion(ctx: Ctx, x: number, y: number): void {
  const ticks = svg(
    `M${x - 18} ${y - 6}Q${x - 26} ${y + 6} ${x - 22} ${y + 18}M${x - 32} ${y - 12}Q${x - 42} ${y + 4} ${x - 36} ${y + 22}`,
  );
  inkStroke(ctx, ticks, 9, '#ffffff');
  inkStroke(ctx, ticks, 3.5);
}

/** A plump square floor cushion with a button tuft, seen a little from above. */
export function cushion(ctx: Ctx, cx: number, top: number, w: number, tone: Tone): void {
  const h = w * 0.34;
  const c = svg(
    `M${cx - w / 2} ${top + h * 0.3}Q${cx} ${top - h * 0.2} ${cx + w / 2} ${top + h * 0.3}` +
      `Q${cx + w / 2 + 14} ${top + h * 0.7} ${cx + w / 2} ${top + h * 1.1}` +
      `Q${cx} ${top + h * 1.5} ${cx - w / 2} ${top + h * 1.1}Q${cx - w / 2 - 14} ${top + h * 0.7} ${cx - w / 2} ${top + h * 0.3}Z`,
  );
  shaded(ctx, c, tone, { shift: { x: -8, y: -12 } });
  inkStroke(
    ctx,
    svg(
      `M${cx - w * 0.3} ${top + h * 0.9}Q${cx} ${top + h * 1.05} ${cx + w * 0.3} ${top + h * 0.9}`,
    ),
    3,
    tone.shade,
  );
}

/** A knitted scarf wrapped under the chin, one end hanging down the chest. */
export function scarf(ctx: Ctx, cx: number, y: number, w: number, tone: Tone): void {
  const end = svg(
    `M${cx + w * 0.14} ${y + 8}L${cx + w * 0.38} ${y + 8}L${cx + w * 0.32} ${y + 84}L${cx + w * 0.08} ${y + 80}Z`,
  );
  shaded(ctx, end, tone, { shift: { x: -4, y: -4 } });
  inkStroke(
    ctx,
    svg(
      `M${cx + w * 0.12} ${y + 80}L${cx + w * 0.12} ${y + 94}M${cx + w * 0.2} ${y + 82}L${cx + w * 0.2} ${y + 96}M${cx + w * 0.28} ${y + 84}L${cx + w * 0.27} ${y + 98}`,
    ),
    4,
  );
  const band = svg(
    `M${cx - w / 2} ${y - 12}Q${cx} ${y + 12} ${cx + w / 2} ${y - 12}L${cx + w / 2 + 4} ${y + 18}Q${cx} ${y + 46} ${cx - w / 2 - 4} ${y + 18}Z`,
  );
  shaded(ctx, band, tone, { shift: { x: -4, y: -5 } });
  inkStroke(
    ctx,
    svg(
      `M${cx - w * 0.2} ${y + 6}L${cx - w * 0.22} ${y + 30}M${cx + w * 0.2} ${y + 6}L${cx + w * 0.22} ${y + 30}`,
    ),
    3,
    tone.shade,
  );
}
