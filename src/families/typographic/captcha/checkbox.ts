// The /captcha checkbox in each of its states: the empty box (the still picture), the box
// pressed, the spinner it turns into while "checking", and the green tick, drawn in part.
import type { SKRSContext2D } from '@napi-rs/canvas';

export const CHECKBOX = {
  size: 62,
  fill: '#ffffff',
  border: '#c1c1c1',
  /** The border while pressed. */
  pressed: '#8d9096',
  borderWidth: 3,
  radius: 4,
  spinner: { track: '#dfe3ea', arc: '#3d6fd1', width: 4, radius: 22 },
  tick: { color: '#1f9d55', width: 7 },
} as const;

/** The empty box with its top-left at (x, y), `scale` times its size about its centre. */
export function drawBox(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  border: string = CHECKBOX.border,
  scale = 1,
): void {
  const { size, borderWidth, radius } = CHECKBOX;
  const side = size * scale;
  const left = x + (size - side) / 2;
  const top = y + (size - side) / 2;
  const half = borderWidth / 2;
  ctx.fillStyle = CHECKBOX.fill;
  ctx.strokeStyle = border;
  ctx.lineWidth = borderWidth;
  ctx.beginPath();
  ctx.roundRect(left + half, top + half, side - 2 * half, side - 2 * half, radius);
  ctx.fill();
  ctx.stroke();
}

/**
 * The spinner centred on (cx, cy): a faint ring with an arc turning `turn` (0..1 of a turn
 * per unit), its length breathing as it goes, as a busy check does.
 */
export function drawSpinner(ctx: SKRSContext2D, cx: number, cy: number, turn: number): void {
  const { track, arc, width, radius } = CHECKBOX.spinner;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.strokeStyle = track;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.stroke();
  const start = turn * Math.PI * 2 - Math.PI / 2;
  const length = Math.PI * (0.5 + 0.9 * Math.sin(turn * Math.PI) ** 2);
  ctx.strokeStyle = arc;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, start, start + length);
  ctx.stroke();
}

/** The tick's corners, relative to the box centre, as shares of the box size. */
const TICK = [
  [-0.3, 0.0],
  [-0.09, 0.22],
  [0.32, -0.24],
] as const;

/** The tick centred on (cx, cy), drawn from its short end along `drawn` (0..1) of its length. */
export function drawTick(ctx: SKRSContext2D, cx: number, cy: number, drawn: number): void {
  if (drawn <= 0) return;
  const s = CHECKBOX.size;
  const points = TICK.map(([x, y]) => [cx + x * s, cy + y * s] as const);
  const legs = points
    .slice(1)
    .map((p, i) => Math.hypot(p[0] - points[i]![0], p[1] - points[i]![1]));
  let left = drawn * legs.reduce((a, b) => a + b, 0);
  ctx.strokeStyle = CHECKBOX.tick.color;
  ctx.lineWidth = CHECKBOX.tick.width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(points[0]![0], points[0]![1]);
  for (let i = 0; i < legs.length && left > 0; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[i + 1]!;
    const share = Math.min(1, left / legs[i]!);
    ctx.lineTo(x0 + (x1 - x0) * share, y0 + (y1 - y0) * share);
    left -= legs[i]!;
  }
  ctx.stroke();
}
