// Props shared by several scenes: the retro telephone and its handset, a coiled cord, a mug,
// a potted plant, a window, and little effect marks (speech ticks, question marks, sweat).
import { Path2D } from '@napi-rs/canvas';
import { at, flat, shaded, strokeInk, tube, type Ctx } from '../../../art/kit/draw.js';
import { curvePath, ellipsePath, rectPath, type Pt } from '../../../art/kit/paths.js';
import { COLORS, TONES, type Tone } from '../../../art/kit/palette.js';

/** A telephone handset, earpiece at the origin, mouthpiece 84 units down (+y), cups to -x. */
export function drawHandset(ctx: Ctx, tone: Tone = TONES.cover): void {
  tube(
    ctx,
    curvePath([
      { x: 6, y: 2 },
      { x: 17, y: 42 },
      { x: 6, y: 82 },
    ]),
    15,
    tone,
  );
  for (const y of [0, 84]) {
    const cup = new Path2D();
    cup.roundRect(-12, y - 13, 28, 26, [12, 6, 6, 12]);
    shaded(ctx, cup, tone, { shift: { x: -3, y: -4 }, light: ellipsePath(-4, y - 6, 4, 3, 0) });
    strokeInk(
      ctx,
      curvePath([
        { x: -11, y: y - 7 },
        { x: -11, y: y + 7 },
      ]),
      0.8,
      tone.shade,
    );
  }
}

/** A coiled telephone cord along the points: small loops wound round a polyline. */
export function drawCord(
  ctx: Ctx,
  points: readonly Pt[],
  loops: number,
  radius: number,
  color: string,
): void {
  // Sample the polyline through the points evenly, then wind a circle round each sample.
  const samples: Pt[] = [];
  const segments = points.length - 1;
  const perLoop = 12;
  const total = loops * perLoop;
  for (let i = 0; i <= total; i++) {
    const t = (i / total) * segments;
    const k = Math.min(segments - 1, Math.floor(t));
    const f = t - k;
    const a = points[k] as Pt;
    const b = points[k + 1] as Pt;
    samples.push({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
  }
  const coil = new Path2D();
  samples.forEach((pt, i) => {
    const phase = (i / perLoop) * Math.PI * 2;
    const x = pt.x + Math.cos(phase) * radius;
    const y = pt.y + Math.sin(phase) * radius;
    if (i === 0) coil.moveTo(x, y);
    else coil.lineTo(x, y);
  });
  strokeInk(ctx, coil, 1.5);
  strokeInk(ctx, coil, 0.55, color);
}

/** A rotary desk telephone without its handset, base centred at the origin, ~110 wide. */
export function drawDeskPhone(ctx: Ctx, tone: Tone = TONES.cover): void {
  const body = new Path2D();
  body.moveTo(-40, -30);
  body.quadraticCurveTo(0, -40, 40, -30);
  body.lineTo(56, 18);
  body.quadraticCurveTo(58, 26, 48, 26);
  body.lineTo(-48, 26);
  body.quadraticCurveTo(-58, 26, -56, 18);
  body.closePath();
  shaded(ctx, body, tone, { shift: { x: -8, y: -5 }, light: ellipsePath(-28, -22, 10, 4, -0.1) });
  // The empty cradle prongs.
  for (const side of [-1, 1]) flat(ctx, rectPath(side * 30 - 7, -46, 14, 14, 4), tone.shade);
  // The dial: a cream disc with finger holes.
  flat(ctx, ellipsePath(0, -2, 22, 17, 0), TONES.paper.base);
  for (let i = 0; i < 8; i++) {
    const a = -Math.PI * 0.85 + i * 0.25 * Math.PI;
    flat(ctx, ellipsePath(Math.cos(a) * 14, -2 + Math.sin(a) * 11, 3.2, 2.6, 0), tone.shade);
  }
  flat(ctx, ellipsePath(0, -2, 5, 4, 0), tone.base);
}

export function drawMug(ctx: Ctx, tone: Tone = TONES.mug, stripe: string = TONES.shirt.base): void {
  const handle = new Path2D();
  handle.ellipse(22, 0, 12, 13, 0, -Math.PI / 2, Math.PI / 2);
  strokeInk(ctx, handle, 3.2);
  strokeInk(ctx, handle, 1.1, tone.base);
  const cup = new Path2D();
  cup.roundRect(-22, -24, 44, 48, [4, 4, 12, 12]);
  shaded(ctx, cup, tone, { shift: { x: -6, y: 0 } });
  ctx.save();
  ctx.clip(cup);
  ctx.fillStyle = stripe;
  ctx.fillRect(-24, -8, 48, 10);
  ctx.restore();
  strokeInk(ctx, cup);
  const steam = [-8, 6].map((x) =>
    curvePath([
      { x, y: -32 },
      { x: x + 6, y: -40 },
      { x, y: -48 },
      { x: x + 6, y: -56 },
    ]),
  );
  for (const s of steam) strokeInk(ctx, s, 0.8, TONES.smoke.shade);
}

/** A potted plant standing at the origin (pot bottom), ~70 tall. */
export function drawPlant(ctx: Ctx): void {
  const leaves: [number, number, number][] = [
    [-30, -58, -0.9],
    [28, -60, 0.9],
    [-12, -76, -0.3],
    [12, -80, 0.35],
  ];
  for (const [x, y, rot] of leaves) {
    at(ctx, x * 0.5, y * 0.45, (rot * 180) / Math.PI, 1, () => {
      const leaf = new Path2D();
      leaf.moveTo(0, 22);
      leaf.quadraticCurveTo(-15, -4, 0, -26);
      leaf.quadraticCurveTo(15, -4, 0, 22);
      leaf.closePath();
      shaded(ctx, leaf, TONES.leaf, { shift: { x: -4, y: 0 } });
      strokeInk(
        ctx,
        curvePath([
          { x: 0, y: 16 },
          { x: 0, y: -14 },
        ]),
        0.6,
      );
    });
  }
  const pot = new Path2D();
  pot.moveTo(-20, -30);
  pot.lineTo(20, -30);
  pot.lineTo(15, 0);
  pot.lineTo(-15, 0);
  pot.closePath();
  shaded(ctx, pot, TONES.pot, { shift: { x: -5, y: 0 } });
  flat(ctx, rectPath(-23, -34, 46, 10, 3), TONES.pot.base);
}

/** A window with sky and a cloud, framed in wood. */
export function drawWindow(ctx: Ctx, x: number, y: number, w: number, h: number): void {
  const frame = rectPath(x, y, w, h, 6);
  flat(ctx, frame, TONES.paper.base);
  const glass = rectPath(x + 9, y + 9, w - 18, h - 18, 3);
  flat(ctx, glass, COLORS.sky);
  ctx.save();
  ctx.clip(glass);
  ctx.fillStyle = '#ffffff';
  for (const [cx, cy, r] of [
    [x + w * 0.3, y + h * 0.45, 14],
    [x + w * 0.45, y + h * 0.4, 18],
    [x + w * 0.6, y + h * 0.47, 12],
  ] as const)
    ctx.fill(ellipsePath(cx, cy, r * 1.2, r, 0));
  ctx.restore();
  strokeInk(ctx, glass);
  strokeInk(
    ctx,
    curvePath([
      { x: x + w / 2, y: y + 9 },
      { x: x + w / 2, y: y + h - 9 },
    ]),
  );
  strokeInk(
    ctx,
    curvePath([
      { x: x + 9, y: y + h / 2 },
      { x: x + w - 9, y: y + h / 2 },
    ]),
  );
}

/** Three short strokes radiating from a point: "talking", "ping", emphasis. */
export function drawTicks(ctx: Ctx, x: number, y: number, deg: number, size = 1): void {
  at(ctx, x, y, deg, size, () => {
    for (const a of [-35, 0, 35]) {
      const r = (a * Math.PI) / 180;
      const s = Math.sin(r);
      const c = Math.cos(r);
      strokeInk(
        ctx,
        curvePath([
          { x: s * 8, y: -c * 8 },
          { x: s * 18, y: -c * 18 },
        ]),
        1.1,
      );
    }
  });
}

/** A bold rounded question mark, ~40 tall, centred at the origin. */
export function drawQuestion(
  ctx: Ctx,
  x: number,
  y: number,
  deg: number,
  scale: number,
  color = COLORS.question,
): void {
  at(ctx, x, y, deg, scale, () => {
    const hook = curvePath([
      { x: -9, y: -10 },
      { x: -9, y: -21 },
      { x: 1, y: -21 },
      { x: 11, y: -21 },
      { x: 10, y: -10 },
      { x: 9, y: -3 },
      { x: 0, y: 0 },
      { x: 0, y: 7 },
    ]);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    strokeInk(ctx, hook, 3.4);
    strokeInk(ctx, hook, 1.8, color);
    flat(ctx, ellipsePath(0, 17, 5, 5, 0), color);
  });
}

/** A sweat drop hanging at (x, y). */
export function drawSweat(ctx: Ctx, x: number, y: number, scale = 1): void {
  at(ctx, x, y, 0, scale, () => {
    const drop = new Path2D();
    drop.moveTo(0, -10);
    drop.quadraticCurveTo(8, 2, 6, 6);
    drop.quadraticCurveTo(0, 13, -6, 6);
    drop.quadraticCurveTo(-8, 2, 0, -10);
    drop.closePath();
    shaded(
      ctx,
      drop,
      { base: COLORS.sweat, shade: '#5fa9dd', light: '#e6f6ff' },
      { shift: { x: -2, y: -2 } },
    );
  });
}
