// The silly cat's eyes (one big, one small, looking different ways) in head-local coordinates,
// and their blink: the lids are the skin the head painted under them, so a closing eye is only
// less of the eye drawn, and the lids' lines.
import { Path2D } from '@napi-rs/canvas';
import { ink, strokeLine, type Ctx } from '../../../../art/kit/draw.js';
import { ellipsePath, strokeShape, svg as path, union } from '../../../../art/kit/paths.js';

const EYE_WHITE = '#ffffff';
const PUPIL = '#1d1a24';
const EYE_LINE = 5;

// Big left eye and small right eye: centres and radii.
const EYES = [
  { x: -54, y: -14, rx: 36, ry: 38 },
  { x: 56, y: -6, rx: 22, ry: 21 },
] as const;
const eyes = union(...EYES.map((e) => ellipsePath(e.x, e.y, e.rx, e.ry)));
const pupils = union(ellipsePath(-64, -26, 20, 21), ellipsePath(62, 2, 11, 11));
const highlights = path(
  'M-70 -36m-7 0a7 7 0 1 0 14 0a7 7 0 1 0 -14 0M-54 -16m-3.5 0a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0M60 -2m-4 0a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
);
// The eyes out to their outline's edge: the lid lines stop there.
const eyeInked = union(eyes, strokeShape(eyes, EYE_LINE));

/**
 * The lids at `closure` (0 open, 1 shut): the upper lid comes down and the lower one up until
 * they meet in a curve below the middle. `open` is what is still seen of each eye, `edges` the
 * lids' lines (one curve where they meet).
 */
function lidsAt(closure: number): { open: Path2D; edges: Path2D } {
  const open = new Path2D();
  const edges = new Path2D();
  for (const e of EYES) {
    const [top, bottom, meet] = [e.y - e.ry - 3, e.y + e.ry + 3, e.y + 0.3 * e.ry];
    const upper = top + closure * (meet - top);
    const lower = bottom - closure * (bottom - meet);
    const [left, right, bulge] = [e.x - e.rx - 6, e.x + e.rx + 6, 0.3 * e.ry];
    open.moveTo(left, upper);
    open.quadraticCurveTo(e.x, upper + bulge, right, upper);
    open.lineTo(right, lower);
    open.quadraticCurveTo(e.x, lower + bulge, left, lower);
    open.closePath();
    for (const y of closure < 1 ? [upper, lower] : [upper]) {
      edges.moveTo(left, y);
      edges.quadraticCurveTo(e.x, y + bulge, right, y);
    }
  }
  return { open, edges };
}

/** Both eyes, `closure` shut (0: wide open, as in the still). */
export function drawEyes(ctx: Ctx, outline: string, closure: number): void {
  const lids = closure > 0 ? lidsAt(closure) : undefined;
  if (lids) {
    // Under the lids is the skin the head painted already: only the open part is drawn.
    ctx.save();
    ctx.clip(lids.open);
  }
  ink(ctx, eyes, EYE_WHITE, outline, EYE_LINE);
  ctx.fillStyle = PUPIL;
  ctx.fill(pupils);
  ctx.fillStyle = EYE_WHITE;
  ctx.fill(highlights);
  if (!lids) return;
  ctx.restore();
  ctx.save();
  ctx.clip(eyeInked);
  strokeLine(ctx, lids.edges, outline, EYE_LINE);
  ctx.restore();
}
