// newyear: a midnight sky lit by firework bursts and twinkles, star-shaped party glasses,
// and curly streamers and confetti in front.
import { Path2D } from '@napi-rs/canvas';
import { strokeLine } from '../../../../../art/kit/draw.js';
import { svg as path } from '../../../../../art/kit/paths.js';
import { GOLD, HOT_PINK, INK, PROP_LINE, TEAL, YELLOW } from '../palette.js';
import { circle, scatter, star, turnAt, CRITTER_HOLE } from './shapes.js';
import { casedLine, paint, paintEach, wash } from './paint.js';
import type { SeasonArt } from './types.js';

const MIDNIGHT = '#141a3c';

function burst(x: number, y: number, r: number, rays: number) {
  const lines = new Path2D();
  const tips = new Path2D();
  for (let i = 0; i < rays; i++) {
    const a = (i * Math.PI * 2) / rays;
    lines.moveTo(x + Math.cos(a) * r * 0.35, y + Math.sin(a) * r * 0.35);
    lines.lineTo(x + Math.cos(a) * r * 0.85, y + Math.sin(a) * r * 0.85);
    tips.arc(x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.06, 0, Math.PI * 2);
    tips.closePath();
  }
  return { lines, tips };
}
const bursts = [
  { ...burst(86, 96, 74, 14), colour: GOLD },
  { ...burst(436, 76, 62, 12), colour: HOT_PINK },
  { ...burst(460, 300, 46, 10), colour: TEAL },
  { ...burst(52, 300, 38, 10), colour: '#b18cff' },
];
const twinkles = scatter(41, 22, { x: 0, y: 0, w: 512, h: 440 }, CRITTER_HOLE).map((s) =>
  star(s.x, s.y, 5 + s.t * 6, 1.5 + s.t * 1.5, 4),
);

// Party glasses: gold star frames around each eye with tinted lenses, a bridge and arms.
const lensHoles = [circle(198, 248, 38), circle(314, 248, 38)];
// Each frame is a star with its lens hole cut out (filled even-odd, as the hole is a subpath).
const frames = [star(198, 246, 74, 40, 5, -0.1), star(314, 246, 74, 40, 5, 0.1)].map((frame, i) => {
  frame.addPath(lensHoles[i] ?? frame);
  return frame;
});
const arms = path('M130 238L98 232M382 238L414 232');
const bridge = path('M240 234Q256 222 272 234');
const glints = [star(152, 196, 10, 3, 4), star(370, 206, 8, 2.5, 4)];

const CONFETTI = [GOLD, HOT_PINK, TEAL, YELLOW, '#b18cff'];
const streamers = [
  path('M22 380C40 400 10 420 30 440C50 460 20 480 40 500'),
  path('M480 360C460 380 492 400 472 420C452 440 484 460 464 480'),
  path('M118 470C136 480 120 500 140 510'),
  path('M392 462C374 474 394 492 374 506'),
];
const confetti = scatter(
  43,
  26,
  { x: 0, y: 330, w: 512, h: 182 },
  { x: 256, y: 420, rx: 190, ry: 110 },
).map((s, i) => {
  const p = new Path2D();
  p.rect(-6, -3, 12, 6);
  return {
    shape: p.transform(turnAt(s.x, s.y, s.u * 3)),
    colour: CONFETTI[i % CONFETTI.length] ?? GOLD,
  };
});

export const newyear: SeasonArt = {
  backdrop(ctx) {
    wash(ctx, MIDNIGHT);
    for (const b of bursts) {
      strokeLine(ctx, b.lines, b.colour, 5);
      paint(ctx, b.colour, [b.tips]);
    }
    paint(ctx, 'rgba(255,246,200,0.85)', twinkles);
  },
  front(ctx) {
    casedLine(ctx, arms, GOLD, 10, 5);
    for (const [i, frame] of frames.entries()) {
      const hole = lensHoles[i] ?? frame;
      paint(ctx, 'rgba(255,77,141,0.3)', [hole]);
      ctx.fillStyle = GOLD;
      ctx.fill(frame, 'evenodd');
      strokeLine(ctx, frame, INK, PROP_LINE);
    }
    casedLine(ctx, bridge, GOLD, 10, 5);
    paint(ctx, '#fffbe6', glints);
    for (const [i, s] of streamers.entries()) {
      casedLine(ctx, s, CONFETTI[i % CONFETTI.length] ?? GOLD, 10, 5);
    }
    paintEach(ctx, confetti);
  },
};
