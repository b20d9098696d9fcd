// Things a bunny peeks out of, each in two halves: the back (drawn before the bunny) and the
// front (drawn over its shoulders): a teacup, a basket, a burrow, a flower pot, a gift box.
import { Path2D } from '@napi-rs/canvas';
import { PROP_TONES as T, bow, grassTuft } from './props.js';
import type { Ctx, Tone } from './style.js';
import { circle, ellipse, fill, flat, group, solid, stroke, svg } from './style.js';

/** A teacup on its saucer, rim centred at (0, 0); the back half goes behind the bunny. */
export function teacupBack(ctx: Ctx, tone: Tone = T.cup): void {
  solid(ctx, ellipse(0, 140, 190, 34), tone, { shift: [-6, -6] });
  const handle = svg('M118 40C190 20 196 110 110 110');
  stroke(ctx, handle, 6.2);
  stroke(ctx, handle, 4.2, tone.base);
  flat(ctx, ellipse(0, 0, 134, 28), tone.shade);
  fill(ctx, ellipse(0, 6, 118, 20), '#c98f5e');
}

export function teacupFront(ctx: Ctx, tone: Tone, dots: string): void {
  const p = new Path2D();
  p.moveTo(-134, 0);
  p.bezierCurveTo(-134, 96, -90, 140, -50, 146);
  p.lineTo(50, 146);
  p.bezierCurveTo(90, 140, 134, 96, 134, 0);
  p.ellipse(0, 0, 134, 28, 0, 0, Math.PI, false);
  p.closePath();
  const spots = group(
    circle(-80, 60, 11),
    circle(-20, 90, 11),
    circle(44, 62, 11),
    circle(96, 92, 9),
    circle(-100, 110, 8),
    circle(20, 128, 8),
  );
  solid(ctx, p, tone, {
    layers: [{ path: spots, tone: { base: dots, shade: dots, light: dots } }],
    light: ellipse(-96, 40, 10, 28, 0.2),
  });
}

/** A woven basket, rim centred at (0, 0). */
export function basketBack(ctx: Ctx): void {
  const handle = svg('M-120 10C-130 -250 130 -250 120 10');
  stroke(ctx, handle, 5.4);
  stroke(ctx, handle, 3.4, T.wicker.base);
  flat(ctx, ellipse(0, 0, 140, 30), T.wicker.shade);
  fill(ctx, ellipse(0, 6, 124, 22), '#8a5a33');
}

export function basketFront(ctx: Ctx, cloth?: Tone): void {
  const p = new Path2D();
  p.moveTo(-140, 0);
  p.lineTo(-110, 140);
  p.quadraticCurveTo(-104, 150, -90, 150);
  p.lineTo(90, 150);
  p.quadraticCurveTo(104, 150, 110, 140);
  p.lineTo(140, 0);
  p.ellipse(0, 0, 140, 30, 0, 0, Math.PI, false);
  p.closePath();
  const weave = svg('');
  for (let row = 0; row < 5; row++) {
    for (let col = -7; col <= 7; col++) {
      if ((row + col) % 2 === 0) continue;
      weave.addPath(ellipse(col * 20, 44 + row * 24, 9, 8));
    }
  }
  solid(ctx, p, T.wicker, {
    layers: [{ path: weave, tone: { base: '#e8b877', shade: '#c48c4e', light: '#e8b877' } }],
  });
  if (cloth) {
    const c = svg('M-150 4Q-120 40 -90 20L-70 64L-40 24Q-10 44 10 24L-30 -10Q-100 -6 -150 4Z');
    solid(ctx, c, cloth, { shift: [-3, -3] });
  }
  const rim = new Path2D();
  rim.ellipse(0, 0, 140, 30, 0, 0, Math.PI, false);
  stroke(ctx, rim, 4.2);
  stroke(ctx, rim, 2.4, T.wicker.light);
}

const BANK = { base: '#7dc46e', shade: '#62a85a', light: '#a6dc92' };

/** A burrow in a grassy bank, hole centred at (0, 0). */
export function burrowBack(ctx: Ctx): void {
  solid(ctx, svg('M-300 220L-300 40Q0 -76 300 40L300 220Z'), BANK, { shift: [0, 0] });
  solid(ctx, ellipse(0, 8, 132, 44), T.dirt, { shift: [-6, -6] });
  fill(ctx, ellipse(0, 10, 114, 33), '#4a3548');
}

export function burrowFront(ctx: Ctx): void {
  const rim = new Path2D();
  rim.moveTo(-132, 8);
  rim.ellipse(0, 8, 132, 44, 0, Math.PI, 0, true);
  rim.lineTo(114, 10);
  rim.ellipse(0, 10, 114, 33, 0, 0, Math.PI, false);
  rim.closePath();
  const below = new Path2D();
  below.moveTo(-132, 8);
  below.ellipse(0, 8, 132, 44, 0, Math.PI, 0, true);
  below.lineTo(132, 220);
  below.lineTo(-132, 220);
  below.closePath();
  fill(ctx, below, BANK.base);
  solid(ctx, rim, T.dirt, { shift: [-4, -5] });
  for (const [x, y] of [
    [-110, 84],
    [112, 92],
  ] as const) {
    grassTuft(ctx, x, y, BANK);
  }
}

/** A terracotta flower pot, rim centred at (0, 0). */
export function potBack(ctx: Ctx): void {
  flat(ctx, ellipse(0, 0, 126, 24), '#8f4f3a');
  fill(ctx, ellipse(0, 6, 110, 16), '#5b3a30');
}

export function potFront(ctx: Ctx): void {
  const tone = { base: '#e58a62', shade: '#c46a45', light: '#f7b38e' };
  solid(ctx, svg('M-104 30L-84 170Q-82 178 -72 178H72Q82 178 84 170L104 30Z'), tone);
  const rim = new Path2D();
  rim.moveTo(-132, -2);
  rim.ellipse(0, 0, 132, 24, 0, Math.PI, 0, true);
  rim.lineTo(132, 40);
  rim.ellipse(0, 40, 132, 24, 0, 0, Math.PI, false);
  rim.closePath();
  solid(ctx, rim, tone, { shift: [-5, -5], light: ellipse(-96, 24, 14, 5) });
}

/** A gift box with its lid off, front top edge centred at (0, 0). */
export function giftFront(ctx: Ctx, box: Tone, ribbon: Tone): void {
  const front = svg('M-120 0H120V150Q120 160 110 160H-110Q-120 160 -120 150Z');
  const band = svg('M-18 0H18V160H-18Z');
  solid(ctx, front, box, { layers: [{ path: band, tone: ribbon }] });
}

/** The gift box's lid, leaning where it fell, centred at (0, 0). */
export function giftLid(ctx: Ctx, box: Tone, ribbon: Tone): void {
  const lid = svg('M-80 -22H80V18Q80 24 74 24H-74Q-80 24 -80 18Z');
  solid(ctx, lid, box, {
    layers: [{ path: svg('M-14 -22H14V24H-14Z'), tone: ribbon }],
    shift: [-4, -4],
  });
  bow(ctx, 0, -26, ribbon, 0, 1.1);
}

export function giftBack(ctx: Ctx, box: Tone): void {
  flat(ctx, svg('M-120 0L-96 -26H96L120 0Z'), box.shade);
}
