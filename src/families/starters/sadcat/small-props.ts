// Small props drawn in whatever space the caller sets up (props.ts draws at canvas spots): a
// broken heart, a lonely cupcake, spilled milk, yarn, things worn on the head or held in a paw.
import { Path2D } from '@napi-rs/canvas';
import { C, ellipse, fill, place, solid, stroke, svg, type Ctx } from './paint.js';

function heart(r: number): Path2D {
  const p = new Path2D();
  p.moveTo(0, r);
  p.bezierCurveTo(-r * 1.6, -r * 0.1, -r * 0.8, -r * 1.3, 0, -r * 0.5);
  p.bezierCurveTo(r * 0.8, -r * 1.3, r * 1.6, -r * 0.1, 0, r);
  p.closePath();
  return p;
}

/** A heart cracked down the middle, halves drifting apart. */
export function brokenHeart(ctx: Ctx, x: number, y: number, r: number): void {
  const h = heart(r);
  const crack = `L${r * 0.1} ${-r * 0.2}L${-r * 0.14} ${r * 0.1}L${r * 0.1} ${r * 0.4}L0 ${r}`;
  const left = new Path2D(`M0 ${-r * 0.5}${crack}L-400 400L-400 -400Z`);
  const right = new Path2D(`M0 ${-r * 0.5}${crack}L400 400L400 -400Z`);
  for (const [half, dx, deg] of [
    [left, -5, -8],
    [right, 5, 8],
  ] as const) {
    place(ctx, x + dx, y, 1, deg, () => {
      const piece = new Path2D(h);
      ctx.save();
      ctx.clip(half);
      solid(ctx, piece, '#f0506a', 'rgba(120, 10, 40, 0.3)', { shift: 8, outline: 0 });
      ctx.fillStyle = '#ff9aa9';
      ctx.fill(ellipse(-r * 0.5, -r * 0.45, r * 0.16, r * 0.26, 0.7));
      ctx.restore();
      ctx.save();
      ctx.clip(half);
      stroke(ctx, piece, 10);
      ctx.restore();
      stroke(ctx, new Path2D(`M0 ${-r * 0.5}${crack}`), 5);
    });
  }
}

/** A cupcake with one lit candle. */
export function cupcake(ctx: Ctx, x: number, y: number): void {
  solid(ctx, svg(`M${x - 40} ${y - 50}h80l-10 50h-60Z`), '#8fd0ff', 'rgba(20,60,120,0.25)', {
    shift: 6,
    markings: () =>
      stroke(
        ctx,
        svg(`M${x - 20} ${y - 50}l4 50M${x} ${y - 50}v50M${x + 20} ${y - 50}l-4 50`),
        3,
        '#5fb4e6',
      ),
  });
  const frosting = svg(
    `M${x - 46} ${y - 50}C${x - 56} ${y - 76} ${x - 24} ${y - 84} ${x - 14} ${y - 80}C${x - 8} ${y - 100} ${x + 20} ${y - 100} ${x + 22} ${y - 80}` +
      `C${x + 44} ${y - 84} ${x + 56} ${y - 66} ${x + 46} ${y - 50}Z`,
  );
  solid(ctx, frosting, '#ffc7da', 'rgba(180,40,90,0.25)', { shift: 6 });
  for (const [dx, dy, c] of [
    [-26, -64, '#ffd84a'],
    [6, -80, '#8be08a'],
    [28, -62, '#8fd0ff'],
  ] as const) {
    fill(ctx, ellipse(x + dx, y + dy, 4, 2.5, 0.6), c, 0);
  }
  fill(ctx, svg(`M${x - 5} ${y - 126}h10v34h-10Z`), '#fff6de', 4);
  fill(
    ctx,
    svg(
      `M${x} ${y - 152}Q${x + 12} ${y - 138} ${x} ${y - 130}Q${x - 12} ${y - 138} ${x} ${y - 152}Z`,
    ),
    '#ffb347',
    3.5,
  );
  fill(ctx, ellipse(x, y - 136, 3, 5), '#fff3a8', 0);
}

/** A tipped-over glass with milk spreading across the floor. */
export function spilledMilk(ctx: Ctx, x: number, y: number): void {
  const pool = svg(
    `M${x - 30} ${y}C${x - 50} ${y - 16} ${x - 10} ${y - 24} ${x + 30} ${y - 18}C${x + 70} ${y - 26} ${x + 130} ${y - 16} ${x + 120} ${y}` +
      `C${x + 140} ${y + 14} ${x + 60} ${y + 20} ${x + 40} ${y + 12}C${x + 10} ${y + 22} ${x - 20} ${y + 12} ${x - 30} ${y}Z`,
  );
  fill(ctx, pool, '#fffdf6', 4.5);
  fill(ctx, ellipse(x + 70, y - 4, 14, 4), '#ffffff', 0);
  place(ctx, x - 44, y - 24, 1, 80, () => {
    const glass = svg('M-30 -40h60l-6 76h-48Z');
    fill(ctx, glass, 'rgba(220, 238, 255, 0.85)', 4.5);
    fill(ctx, svg('M-26 -40h52l-1 14h-50Z'), '#fffdf6', 0);
    stroke(ctx, glass, 4.5);
    stroke(ctx, svg('M-18 -30l4 56'), 4, 'rgba(255,255,255,0.9)');
  });
}

/** A ball of yarn with a long loose tangle of thread. */
export function thread(ctx: Ctx, colour: string, d: string): void {
  stroke(ctx, svg(d), 8);
  stroke(ctx, svg(d), 4, colour);
}

export function yarn(ctx: Ctx, x: number, y: number, colour: string): void {
  const ball = ellipse(x, y, 36, 36);
  solid(ctx, ball, colour, 'rgba(80, 20, 80, 0.25)', {
    shift: 7,
    markings: () =>
      stroke(
        ctx,
        svg(
          `M${x - 30} ${y - 14}Q${x} ${y - 40} ${x + 30} ${y + 10}M${x - 34} ${y + 4}Q${x} ${y - 24} ${x + 24} ${y + 24}M${x - 24} ${y + 20}Q${x} ${y} ${x + 10} ${y + 32}`,
        ),
        3,
        'rgba(43,34,56,0.45)',
      ),
  });
}

/** A little heap of snow resting on top of a head (head coordinates). */
export function snowCap(ctx: Ctx): void {
  fill(
    ctx,
    svg(
      'M-70 -82C-70 -118 -30 -124 -10 -110C4 -130 50 -126 56 -100C78 -100 86 -82 72 -76Q0 -96 -70 -82Z',
    ),
    C.white,
    5,
  );
  fill(ctx, ellipse(-30, -108, 10, 5, -0.3), '#e6f2ff', 0);
}

export function leafOnHead(ctx: Ctx): void {
  place(ctx, 30, -96, 1, 30, () => {
    fill(ctx, svg('M0 -26Q22 -6 0 26Q-22 -6 0 -26Z'), '#e8803a', 4);
    stroke(ctx, svg('M0 -20L0 34'), 3);
  });
}

/** An ice cream cone with nothing left on it, held at the tip. */
export function emptyConeInPaw(ctx: Ctx, x: number, y: number): void {
  place(ctx, x, y, 1, 14, () => {
    solid(ctx, svg('M-22 -60L22 -60L0 10Z'), '#e8b36a', 'rgba(140, 80, 30, 0.3)', {
      shift: 5,
      markings: () =>
        stroke(ctx, svg('M-26 -44L16 0M-16 -64L26 -20M26 -44L-16 0M16 -64L-26 -20'), 3, '#c98c45'),
    });
    fill(ctx, ellipse(0, -60, 23, 6), '#d99f55', 4.5);
    fill(ctx, ellipse(-6, -62, 8, 3), '#ffc7da', 0);
  });
}

/** A flower drooping on its stem, petals fallen. */
export function wiltedFlower(ctx: Ctx, x: number, y: number): void {
  const stem = svg(`M${x} ${y}C${x} ${y - 60} ${x + 70} ${y - 84} ${x + 96} ${y - 40}`);
  stroke(ctx, stem, 11);
  stroke(ctx, stem, 5, '#5aa65c');
  fill(
    ctx,
    svg(
      `M${x + 30} ${y - 58}Q${x + 40} ${y - 96} ${x + 66} ${y - 84}Q${x + 56} ${y - 62} ${x + 30} ${y - 58}Z`,
    ),
    '#6cc06a',
    4,
  );
  place(ctx, x + 98, y - 30, 1, 170, () => {
    for (const a of [-1.1, -0.4, 0.4, 1.1]) {
      place(ctx, 0, 0, 1, (a * 180) / Math.PI, () =>
        solid(ctx, ellipse(0, -22, 13, 20), '#f08ab0', 'rgba(140,20,70,0.25)', {
          shift: 4,
          outline: 4,
        }),
      );
    }
    fill(ctx, ellipse(0, 0, 12, 12), '#ffd54f', 4);
  });
}

export function fallenPetal(ctx: Ctx, x: number, y: number, deg: number): void {
  place(ctx, x, y, 1, deg, () => fill(ctx, ellipse(0, 0, 9, 14), '#f08ab0', 3.5));
}

/** A framed picture hanging on a wall; `art` paints inside the frame. */
export function wallFrame(ctx: Ctx, x: number, y: number, w: number, h: number, art: () => void) {
  stroke(
    ctx,
    svg(`M${x + w / 2} ${y - 30}L${x + 12} ${y}M${x + w / 2} ${y - 30}L${x + w - 12} ${y}`),
    3,
  );
  fill(ctx, svg(`M${x} ${y}h${w}v${h}h-${w}Z`), '#b8773f', 5);
  ctx.save();
  const inner = svg(`M${x + 12} ${y + 12}h${w - 24}v${h - 24}h-${w - 24}Z`);
  fill(ctx, inner, '#fdf8ec', 4);
  ctx.clip(inner);
  art();
  ctx.restore();
}

export function fish(ctx: Ctx, x: number, y: number, colour: string): void {
  const body = svg(`M${x - 30} ${y}Q${x} ${y - 26} ${x + 30} ${y}Q${x} ${y + 26} ${x - 30} ${y}Z`);
  fill(ctx, svg(`M${x + 24} ${y}L${x + 46} ${y - 16}L${x + 46} ${y + 16}Z`), colour, 4);
  fill(ctx, body, colour, 4);
  fill(ctx, ellipse(x - 14, y - 3, 4, 4), '#2b2238', 0);
}

/** A little striped party hat perched on a head (head coordinates). */
export function partyHat(ctx: Ctx): void {
  place(ctx, 26, -86, 1, 14, () => {
    const hat = svg('M-34 0L0 -96L34 0Q0 10 -34 0Z');
    solid(ctx, hat, '#8fd0ff', 'rgba(20, 60, 120, 0.25)', {
      shift: 6,
      markings: () => {
        ctx.fillStyle = '#ffd84a';
        ctx.fill(svg('M-40 -30L40 -44L40 -30L-40 -16ZM-40 -64L40 -78L40 -66L-40 -52Z'));
      },
    });
    fill(ctx, ellipse(0, -98, 11, 11), '#ff8fab', 4);
  });
}

/** Confetti bits scattered on the floor, as [x, y, degrees, colour]. */
export function confetti(ctx: Ctx, bits: readonly (readonly [number, number, number, string])[]) {
  for (const [x, y, deg, colour] of bits) {
    place(ctx, x, y, 1, deg, () => fill(ctx, svg('M-7 -3h14v6h-14Z'), colour, 2.5));
  }
}
