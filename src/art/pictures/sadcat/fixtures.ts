// Big set pieces a cat sits in or behind, in canvas space: a rainy window seen from outside,
// a bathtub with bubbles, a bed with a quilt, a broken umbrella, and wet-fur details.
import { Path2D } from '@napi-rs/canvas';
import { C, drop, ellipse, fill, rng, solid, stroke, svg, type Ctx } from './paint.js';

/** Window geometry, shared by the parts drawn before and after the cat. */
export interface Pane {
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
    const x = p.x + 10 + r() * (p.w - 20);
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
  solid(ctx, svg(`M${p.x + p.w / 2 - 6} ${p.y}h12v${p.h}h-12Z`), '#fdfaf2', 'rgba(60,40,80,0.2)', {
    shift: 3,
    outline: 4,
  });
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

/** Spiky wet fringe and drips on a head (head coordinates). */
export function wetHead(ctx: Ctx, fur: string, shade: string): void {
  const fringe = svg(
    'M-70 -84L-58 -50L-44 -88L-26 -42L-10 -92L6 -40L22 -92L38 -46L54 -86L68 -52L80 -78Q20 -110 -70 -84Z',
  );
  solid(ctx, fringe, fur, shade, { shift: 4, outline: 4.5 });
  for (const [x, y, r] of [
    [-120, 70, 6],
    [124, 60, 7],
    [-40, 110, 6],
    [60, 120, 5],
  ] as const) {
    drop(ctx, x, y, r, 3);
  }
}

/** An umbrella with torn fabric, rain leaking through onto the cat below. */
export function brokenUmbrella(ctx: Ctx, x: number, y: number, colour: string, shade: string) {
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
