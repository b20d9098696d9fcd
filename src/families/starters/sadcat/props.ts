// Props for the sad scenes, each drawn in canvas space at a given spot: the personal rain
// shadedPuffCloud, an empty bowl, a cone collar, a dropped ice cream, tissues, a lamp post, balloons.
import { Path2D } from '@napi-rs/canvas';
import { ellipse, fill, rng, solid, stroke, svg, type Ctx } from './paint.js';

/** A small grey storm cloud with rain falling from it only. */
export function rainCloud(ctx: Ctx, x: number, y: number, w: number, rainTo: number, seed = 3) {
  const r = rng(seed);
  const streaks = new Path2D();
  for (let i = 0; i < 16; i++) {
    const sx = x - w * 0.8 + r() * w * 1.6;
    const sy = y + 30 + r() * (rainTo - y - 50);
    streaks.moveTo(sx, sy);
    streaks.lineTo(sx - 3, sy + 18);
  }
  stroke(ctx, streaks, 4, '#6fb6ee');
  const body = new Path2D();
  body.addPath(ellipse(x, y + 10, w, w * 0.32));
  body.addPath(ellipse(x - w * 0.45, y - 4, w * 0.42, w * 0.36));
  body.addPath(ellipse(x + w * 0.2, y - w * 0.22, w * 0.5, w * 0.44));
  const merged = new Path2D(body).simplify();
  solid(ctx, merged, '#9aa3b8', 'rgba(40, 40, 80, 0.25)', { shift: 10 });
  stroke(
    ctx,
    svg(`M${x - w * 0.5} ${y - 10}Q${x - w * 0.35} ${y - w * 0.3} ${x - w * 0.1} ${y - w * 0.3}`),
    4,
    '#c9cfdc',
  );
}

export function bowl(ctx: Ctx, x: number, y: number, colour: string, shade: string): void {
  const dish = svg(`M${x - 64} ${y - 40}L${x + 64} ${y - 40}L${x + 50} ${y}L${x - 50} ${y}Z`);
  solid(ctx, dish, colour, shade, { shift: 8 });
  fill(ctx, ellipse(x, y - 40, 64, 12), '#efe7f5', 5);
  ctx.fillStyle = 'rgba(43, 34, 56, 0.18)';
  ctx.fill(ellipse(x + 4, y - 38, 52, 7));
  fill(ctx, ellipse(x + 24, y - 40, 4, 3), '#c48a52', 2.5);
  stroke(
    ctx,
    svg(`M${x - 44} ${y - 20}Q${x} ${y - 12} ${x + 44} ${y - 20}`),
    4,
    'rgba(255,255,255,0.6)',
  );
}

/** Vet cone: the translucent back goes behind the head, the rim in front (head coords). */
export function coneBack(ctx: Ctx): void {
  fill(ctx, ellipse(0, 8, 186, 160), 'rgba(226, 243, 255, 0.82)', 6);
  stroke(ctx, ellipse(0, 8, 150, 128), 3, 'rgba(120, 160, 200, 0.6)');
  stroke(ctx, svg('M-150 -60Q-120 -120 -50 -142'), 6, 'rgba(255,255,255,0.95)');
}

export function coneRim(ctx: Ctx): void {
  ctx.save();
  ctx.setLineDash([10, 14]);
  stroke(ctx, ellipse(0, 8, 174, 148), 3, '#7aa9d6');
  ctx.restore();
}

export function iceCreamSplat(ctx: Ctx, x: number, y: number, colour: string, shade: string) {
  const puddleShape = svg(
    `M${x - 70} ${y}C${x - 76} ${y - 14} ${x - 50} ${y - 18} ${x - 40} ${y - 12}C${x - 30} ${y - 36} ${x + 30} ${y - 40} ${x + 40} ${y - 14}` +
      `C${x + 60} ${y - 20} ${x + 80} ${y - 6} ${x + 66} ${y + 4}C${x + 40} ${y + 14} ${x - 50} ${y + 14} ${x - 70} ${y}Z`,
  );
  solid(ctx, puddleShape, colour, shade, { shift: 6 });
  fill(ctx, ellipse(x - 10, y - 26, 5, 4), '#ffffff', 0);
  fill(ctx, ellipse(x + 8, y - 22, 10, 10), '#e8495a', 4);
  for (const [dx, dy, c] of [
    [-30, -4, '#8fd0ff'],
    [20, -6, '#ffd84a'],
    [42, 0, '#8be08a'],
    [-46, 4, '#ffffff'],
  ] as const) {
    ctx.save();
    ctx.translate(x + dx, y + dy);
    ctx.rotate(dx / 20);
    fill(ctx, svg('M-6 -2h12v4h-12Z'), c, 0);
    ctx.restore();
  }
}

export function tissueBox(ctx: Ctx, x: number, y: number): void {
  const box = svg(`M${x - 56} ${y - 60}h112v60h-112Z`);
  solid(ctx, box, '#8fcfe8', 'rgba(30, 60, 110, 0.25)', {
    shift: 8,
    markings: () => {
      ctx.fillStyle = '#ffffff88';
      for (let i = 0; i < 4; i++) ctx.fill(ellipse(x - 36 + i * 24, y - 24, 7, 7));
    },
  });
  fill(
    ctx,
    svg(
      `M${x - 26} ${y - 58}Q${x - 20} ${y - 100} ${x + 4} ${y - 96}Q${x + 10} ${y - 76} ${x + 26} ${y - 84}Q${x + 30} ${y - 66} ${x + 22} ${y - 58}Z`,
    ),
    '#ffffff',
    4.5,
  );
}

/** A crumpled used tissue lying on the floor. */
export function tissueBall(ctx: Ctx, x: number, y: number, s = 1): void {
  const ball = svg(
    `M${x - 22 * s} ${y}C${x - 30 * s} ${y - 18 * s} ${x - 14 * s} ${y - 30 * s} ${x} ${y - 24 * s}` +
      `C${x + 12 * s} ${y - 34 * s} ${x + 30 * s} ${y - 20 * s} ${x + 24 * s} ${y - 4 * s}C${x + 20 * s} ${y + 6 * s} ${x - 16 * s} ${y + 8 * s} ${x - 22 * s} ${y}Z`,
  );
  solid(ctx, ball, '#ffffff', 'rgba(100, 110, 170, 0.18)', { shift: 5, outline: 4.5 });
  stroke(
    ctx,
    svg(
      `M${x - 12 * s} ${y - 10 * s}Q${x - 2 * s} ${y - 20 * s} ${x + 4 * s} ${y - 8 * s}M${x + 6 * s} ${y - 22 * s}Q${x + 14 * s} ${y - 14 * s} ${x + 12 * s} ${y - 4 * s}`,
    ),
    3,
  );
}

export function streetlight(ctx: Ctx, x: number, groundY: number, glow: string): void {
  ctx.fillStyle = glow;
  ctx.fill(
    svg(`M${x + 40} 92L${x + 60} 92L${x + 230} ${groundY + 20}L${x - 130} ${groundY + 20}Z`),
  );
  ctx.fill(ellipse(x + 50, groundY + 14, 180, 26));
  solid(ctx, svg(`M${x - 9} 90h18v${groundY - 90}h-18Z`), '#5d5f84', 'rgba(0,0,30,0.3)', {
    shift: 4,
  });
  stroke(ctx, svg(`M${x} 96Q${x} 60 ${x + 40} 64`), 14);
  stroke(ctx, svg(`M${x} 96Q${x} 60 ${x + 40} 64`), 6, '#5d5f84');
  fill(ctx, svg(`M${x + 20} 70h60l-10 22h-40Z`), '#5d5f84', 5);
  fill(ctx, ellipse(x + 50, 94, 20, 8), '#fff3a8', 4);
  fill(ctx, svg(`M${x - 22} ${groundY}h44l-6 -20h-32Z`), '#5d5f84', 5);
}

export function balloon(
  ctx: Ctx,
  x: number,
  y: number,
  colour: string,
  stringTo: readonly [number, number],
) {
  stroke(
    ctx,
    svg(`M${x} ${y + 50}Q${x - 12} ${(y + stringTo[1]) / 2} ${stringTo[0]} ${stringTo[1]}`),
    3,
  );
  const b = svg(
    `M${x} ${y - 48}C${x + 40} ${y - 48} ${x + 44} ${y + 10} ${x} ${y + 44}C${x - 44} ${y + 10} ${x - 40} ${y - 48} ${x} ${y - 48}Z`,
  );
  solid(ctx, b, colour, 'rgba(90, 0, 40, 0.22)', { shift: 8 });
  fill(ctx, svg(`M${x - 6} ${y + 52}h12l-6 -9Z`), colour, 3.5);
  fill(ctx, ellipse(x - 14, y - 22, 6, 12, 0.4), '#ffffffcc', 0);
}

/** The rubbery remains of a popped balloon on its string, with bits flying off. */
export function poppedBalloon(
  ctx: Ctx,
  x: number,
  y: number,
  colour: string,
  from: readonly [number, number],
) {
  stroke(ctx, svg(`M${from[0]} ${from[1]}Q${x + 30} ${(y + from[1]) / 2} ${x} ${y}`), 3);
  const rag = svg(
    `M${x - 8} ${y}C${x - 30} ${y - 10} ${x - 44} ${y - 30} ${x - 40} ${y - 44}L${x - 22} ${y - 34}L${x - 20} ${y - 60}` +
      `L${x - 4} ${y - 40}L${x + 10} ${y - 64}L${x + 16} ${y - 38}L${x + 36} ${y - 50}C${x + 36} ${y - 28} ${x + 24} ${y - 8} ${x + 8} ${y}Z`,
  );
  solid(ctx, rag, colour, 'rgba(90, 0, 40, 0.25)', { shift: 6, outline: 5 });
  fill(ctx, svg(`M${x - 7} ${y + 8}h14l-7 -11Z`), colour, 4);
  const bits = [
    [-80, -90, 0.5],
    [70, -110, -0.4],
    [-20, -140, 1.2],
    [96, -50, 0.9],
    [-96, -30, 2],
  ] as const;
  for (const [dx, dy, a] of bits) {
    ctx.save();
    ctx.translate(x + dx, y + dy);
    ctx.rotate(a);
    fill(ctx, svg('M-12 -5L12 -8L8 5L-10 7Z'), colour, 3.5);
    ctx.restore();
  }
  stroke(
    ctx,
    svg(
      `M${x - 56} ${y - 70}l-18 -14M${x + 50} ${y - 80}l18 -16M${x + 4} ${y - 96}l0 -24M${x - 60} ${y - 10}l-22 0M${x + 60} ${y - 14}l22 -2`,
    ),
    5,
  );
}

const CARD = '#d9a066';
const CARD_SHADE = 'rgba(110, 60, 20, 0.3)';

/** A cardboard box around a peeking cat, in the peek pose's coordinates (rim at y = 0). */
export function boxBack(ctx: Ctx): void {
  solid(ctx, svg('M-150 0L-130 -60L130 -60L150 0Z'), '#b98149', CARD_SHADE, { shift: 6 });
  solid(ctx, svg('M-150 0L-196 -52L-140 -60Z'), CARD, CARD_SHADE, { shift: 6 });
  solid(ctx, svg('M150 0L196 -52L140 -60Z'), CARD, CARD_SHADE, { shift: 6 });
}

export function boxFront(ctx: Ctx, h = 180): void {
  solid(ctx, svg(`M-150 0L150 0L150 ${h}L-150 ${h}Z`), CARD, CARD_SHADE, {
    shift: 14,
    markings: () => stroke(ctx, svg(`M-40 0L-40 ${h * 0.3}M40 0L40 ${h * 0.3}`), 3, '#b98149'),
  });
  solid(ctx, svg('M-150 0L150 0L120 38L-176 30Z'), '#e6b27a', CARD_SHADE, { shift: 5 });
}
