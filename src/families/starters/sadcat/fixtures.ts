// Big set pieces a cat sits in or behind, in canvas space: a rainy window seen from outside,
// a bathtub with bubbles, a bed with a quilt, a broken umbrella, and wet-fur details.
import { Path2D } from '@napi-rs/canvas';
import { C, ellipse, fill, rng, solid, stroke, svg, type Ctx } from './paint.js';

/** Window geometry, shared by the parts drawn before and after the cat. */
interface Pane {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Outside wall (clapboard) and the warm room behind the glass. */
export function windowBack(ctx: Ctx, p: Pane, wall: string, room: string): void {
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, 512, 512);
  ctx.strokeStyle = 'rgba(43, 34, 56, 0.18)';
  ctx.lineWidth = 3;
  ctx.beginPath();
  for (let y = 30; y < 512; y += 44) {
    ctx.moveTo(0, y);
    ctx.lineTo(512, y);
  }
  ctx.stroke();
  ctx.fillStyle = room;
  ctx.fillRect(p.x, p.y, p.w, p.h);
  // A lamp glow in the room's corner.
  ctx.fillStyle = 'rgba(255, 236, 170, 0.35)';
  ctx.fill(ellipse(p.x + p.w * 0.8, p.y + p.h * 0.3, p.w * 0.3, p.w * 0.3));
}

/** The sill the cat rests its paws on. */
export function sill(ctx: Ctx, p: Pane): void {
  const y = p.y + p.h;
  solid(
    ctx,
    svg(`M${p.x - 30} ${y}h${p.w + 60}v22h-${p.w + 60}Z`),
    '#f4efe6',
    'rgba(60,40,80,0.2)',
    {
      shift: 5,
    },
  );
}

/** Wet glass over the cat: a pale wash, drops and running trails, then the frame. */
export function windowGlass(ctx: Ctx, p: Pane, seed: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(p.x, p.y, p.w, p.h);
  ctx.clip();
  ctx.fillStyle = 'rgba(190, 215, 245, 0.28)';
  ctx.fillRect(p.x, p.y, p.w, p.h);
  const r = rng(seed);
  for (let i = 0; i < 14; i++) {
    // Keep the streaks off the middle of the pane, where the face is.
    const side = r() < 0.5 ? 0 : p.w * 0.7;
    const x = p.x + 12 + side + r() * (p.w * 0.26);
    const y = p.y + r() * p.h * 0.8;
    const len = 30 + r() * 60;
    stroke(
      ctx,
      svg(`M${x} ${y}Q${x + 4} ${y + len / 2} ${x} ${y + len}`),
      3,
      'rgba(255,255,255,0.75)',
    );
    fill(ctx, ellipse(x, y + len, 5, 6), 'rgba(220, 240, 255, 0.9)', 2.5);
  }
  stroke(
    ctx,
    svg(
      `M${p.x + 20} ${p.y + 60}L${p.x + 70} ${p.y + 10}M${p.x + 20} ${p.y + 100}L${p.x + 110} ${p.y + 10}`,
    ),
    6,
    'rgba(255,255,255,0.4)',
  );
  ctx.restore();
  const frame = new Path2D();
  frame.rect(p.x - 18, p.y - 18, p.w + 36, p.h + 18);
  frame.rect(p.x, p.y, p.w, p.h);
  ctx.fillStyle = '#fdfaf2';
  ctx.fill(frame, 'evenodd');
  stroke(ctx, frame, 5);
}

/** Rain falling outside the glass, over the wall. */
export function wallRain(ctx: Ctx, seed: number): void {
  const r = rng(seed);
  const p = new Path2D();
  for (let i = 0; i < 40; i++) {
    const x = r() * 540;
    const y = r() * 512;
    p.moveTo(x, y);
    p.lineTo(x - 5, y + 22);
  }
  stroke(ctx, p, 3, 'rgba(120, 150, 200, 0.6)');
}

/** Bathtub front in the peek pose's coordinates (rim at y = 0). */
export function tubFront(ctx: Ctx, colour: string): void {
  const bubbles: readonly (readonly [number, number, number])[] = [
    [-170, -10, 26],
    [-136, -26, 20],
    [140, -18, 28],
    [176, -6, 20],
    [112, -34, 14],
    [-100, -6, 16],
  ];
  for (const [x, y, r] of bubbles) {
    fill(ctx, ellipse(x, y, r, r), 'rgba(240, 250, 255, 0.95)', 4);
    fill(ctx, ellipse(x - r * 0.35, y - r * 0.35, r * 0.2, r * 0.2), C.white, 0);
  }
  const tub = svg('M-210 0L210 0C210 110 170 160 110 160L-110 160C-170 160 -210 110 -210 0Z');
  solid(ctx, tub, colour, 'rgba(60, 60, 120, 0.18)', { shift: 16 });
  solid(
    ctx,
    svg('M-222 -10h444a10 10 0 0 1 0 20h-444a10 10 0 0 1 0 -20Z'),
    '#ffffff',
    'rgba(60,60,120,0.2)',
    {
      shift: 4,
    },
  );
  for (const x of [-140, 140]) fill(ctx, svg(`M${x - 14} 150l-10 40h20l10 -40Z`), '#f2c14e', 4);
}

/** An umbrella with torn fabric, rain leaking through onto the cat below. */
export function brokenUmbrella(
  ctx: Ctx,
  x: number,
  y: number,
  colour: string,
  shade: string,
  handle: readonly [number, number],
) {
  stroke(ctx, svg(`M${x} ${y - 20}L${handle[0]} ${handle[1]}`), 11);
  stroke(ctx, svg(`M${x} ${y - 20}L${handle[0]} ${handle[1]}`), 5, '#8f5629');
  const canopy = svg(
    `M${x - 150} ${y}C${x - 140} ${y - 96} ${x + 140} ${y - 96} ${x + 150} ${y}` +
      `Q${x + 125} ${y - 22} ${x + 100} ${y}Q${x + 75} ${y - 22} ${x + 50} ${y}L${x + 30} ${y - 30}L${x + 18} ${y - 2}` +
      `Q${x - 25} ${y - 22} ${x - 50} ${y}Q${x - 75} ${y - 22} ${x - 100} ${y}Q${x - 125} ${y - 22} ${x - 150} ${y}Z`,
  );
  solid(ctx, canopy, colour, shade, {
    shift: 10,
    markings: () => {
      ctx.fillStyle = 'rgba(255,255,255,0.3)';
      ctx.fill(
        svg(
          `M${x - 50} ${y}Q${x - 20} ${y - 70} ${x} ${y - 74}Q${x - 10} ${y - 30} ${x - 50} ${y}Z`,
        ),
      );
    },
  });
  // Holes in the fabric.
  fill(ctx, svg(`M${x - 92} ${y - 40}l14 -10l6 14l12 -2l-8 14l-20 -4Z`), '#9fb0cc', 4);
  fill(ctx, svg(`M${x + 70} ${y - 50}l12 -6l4 12l10 4l-14 8l-14 -6Z`), '#9fb0cc', 4);
  stroke(ctx, svg(`M${x} ${y - 74}L${x} ${y - 92}`), 6);
  stroke(ctx, svg(`M${x - 92} ${y - 30}l-4 30M${x + 76} ${y - 36}l4 30`), 3.5, '#6fb6ee');
}

/** A dim bedroom wall with a small night window and the moon. */
export function bedroom(ctx: Ctx): void {
  ctx.fillStyle = '#4a4e86';
  ctx.fillRect(0, 0, 512, 512);
  const win = svg('M330 60h130v120h-130Z');
  fill(ctx, win, '#27305a', 0);
  fill(ctx, svg('M410 90A24 24 0 1 0 430 140A20 20 0 1 1 410 90Z'), '#fff1b0', 4);
  ctx.fillStyle = '#fff6c8';
  for (const [x, y] of [
    [350, 80],
    [372, 150],
    [446, 166],
  ] as const) {
    ctx.fill(ellipse(x, y, 2.5, 2.5));
  }
  const frame = new Path2D();
  frame.rect(318, 48, 154, 144);
  frame.rect(330, 60, 130, 120);
  ctx.fillStyle = '#e6dcc8';
  ctx.fill(frame, 'evenodd');
  stroke(ctx, frame, 5);
}

/** Headboard and pillow behind a cat in bed (peek coordinates, quilt edge at y = 0). */
export function bedBack(ctx: Ctx): void {
  solid(
    ctx,
    svg('M-220 40L-220 -200Q-220 -240 -180 -240L180 -240Q220 -240 220 -200L220 40Z'),
    '#b8773f',
    'rgba(80,30,0,0.3)',
    {
      shift: 10,
    },
  );
  solid(
    ctx,
    svg('M-170 -40C-190 -120 -150 -150 -60 -150L60 -150C150 -150 190 -120 170 -40Z'),
    '#eef0fb',
    'rgba(60,60,130,0.2)',
    {
      shift: 8,
    },
  );
}

/** The patchwork quilt pulled up to the cat's chin. */
export function quilt(ctx: Ctx, a: string, b: string): void {
  const cover = svg('M-300 -10Q0 -30 300 -10L300 260L-300 260Z');
  solid(ctx, cover, a, 'rgba(60, 20, 80, 0.25)', {
    shift: 14,
    markings: () => {
      ctx.fillStyle = b;
      for (let row = 0; row < 5; row++) {
        for (let col = 0; col < 10; col++) {
          if ((row + col) % 2) ctx.fillRect(-300 + col * 64, -20 + row * 64, 64, 64);
        }
      }
      ctx.setLineDash([8, 8]);
      stroke(ctx, svg('M-300 44H300M-300 108H300'), 2.5, 'rgba(255,255,255,0.7)');
      ctx.setLineDash([]);
    },
  });
}

/** A row of round bushes along the bottom edge. */
export function hedge(ctx: Ctx, y: number): void {
  const bush = new Path2D();
  for (let x = -20; x < 560; x += 70) bush.addPath(ellipse(x, y + ((x / 70) % 2) * 8, 50, 40));
  bush.addPath(svg(`M-40 ${y}h600v80h-600Z`));
  solid(ctx, bush.simplify(), '#7fb88a', 'rgba(20, 70, 40, 0.3)', { shift: 8 });
}
