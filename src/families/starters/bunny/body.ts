// The bunny's body in six poses (sitting, standing up, loaf, binky, flopped, peeking over a rim),
// each drawn around a ground point at (0, 0), with paws that rest, wash, hold or beg.
import type { Path2D } from '@napi-rs/canvas';
import { strokeShape } from '../../../art/kit/paths.js';
import type { Coat } from './coats.js';
import { drawHead, type Ears, type Face } from './head.js';
import type { Ctx, Layer, Tone } from './style.js';
import { at, ellipse, fluff, group, solid, stroke, svg } from './style.js';

type Pose = 'sit' | 'stand' | 'loaf' | 'binky' | 'flop' | 'peek';
type Paws = 'rest' | 'wash' | 'hold' | 'beg';
type Draw = (ctx: Ctx) => void;

export interface Bunny {
  readonly coat: Coat;
  readonly pose: Pose;
  readonly ears: Ears;
  readonly face: Face;
  readonly paws?: Paws;
  readonly headTilt?: number;
  /** Something held in the front paws, drawn around (0, 0). */
  readonly held?: Draw;
  /** Drawn in the head's frame after the head: a bow, a flower crown. */
  readonly hat?: Draw;
  /** Drawn in the body's frame after the body (a scarf, a bell). */
  readonly neck?: Draw;
  /** For 'peek': what the bunny peeks out of, drawn in front of its shoulders. */
  readonly front?: Draw;
}

interface Frame {
  readonly body: Path2D;
  /** Where the belly shows, and where a dutch saddle or spots sit. */
  readonly belly: Path2D;
  readonly rear: Path2D;
  readonly spots: Path2D;
}

/** The patches of a spotted coat, each [x, y, r]: slightly squashed and tilted circles. */
function spotPath(...spots: readonly (readonly [number, number, number])[]): Path2D {
  const p = svg('');
  for (const [x, y, r] of spots) p.addPath(ellipse(x, y, r, r * 0.85, 0.3));
  return p;
}

function layersFor(coat: Coat, frame: Frame): Layer[] {
  const layers: Layer[] = [{ path: frame.belly, tone: coat.belly }];
  if (coat.marking === 'dutch') layers.push({ path: frame.rear, tone: coat.mark });
  if (coat.marking === 'spots') layers.push({ path: frame.spots, tone: coat.mark });
  return layers;
}

function drawBody(ctx: Ctx, coat: Coat, frame: Frame): void {
  solid(ctx, frame.body, coat.fur, { layers: layersFor(coat, frame), shift: [-12, -10] });
}

/** An oval paw or foot with little toe lines at its front end. */
function paw(ctx: Ctx, x: number, y: number, rx: number, ry: number, deg: number, tone: Tone) {
  at(ctx, x, y, deg, 1, () => {
    solid(ctx, ellipse(0, 0, rx, ry), tone, { shift: [-4, -4] });
    const t = rx * 0.45;
    stroke(
      ctx,
      svg(`M${-t * 0.4} ${ry * 0.45}v${-ry * 0.5}M${t * 0.4} ${ry * 0.45}v${-ry * 0.5}`),
      0.5,
    );
  });
}

/** A foot seen from the front: a long oval with its toes towards the viewer. */
function foot(ctx: Ctx, x: number, y: number, rx: number, ry: number, tone: Tone): void {
  solid(ctx, ellipse(x, y, rx, ry), tone, { shift: [-5, -5] });
  const s = Math.sign(x) || 1;
  const tx = x - s * rx * 0.25;
  stroke(
    ctx,
    svg(`M${tx - 7} ${y + ry * 0.2}v${ry * 0.7}M${tx + 7} ${y + ry * 0.2}v${ry * 0.7}`),
    0.5,
  );
}

function limb(ctx: Ctx, d: string, width: number, tone: Tone): void {
  solid(ctx, strokeShape(svg(d), width), tone, { shift: [-4, -4] });
}

function tail(ctx: Ctx, coat: Coat, x: number, y: number, r: number): void {
  solid(ctx, fluff(x, y, r, r, 9, 0.06), coat.belly, { shift: [-5, -5] });
}

function head(ctx: Ctx, b: Bunny, x: number, y: number, scale = 1): void {
  at(ctx, x, y, b.headTilt ?? 0, scale, () => {
    drawHead(ctx, b.coat, b.ears, b.face);
    b.hat?.(ctx);
  });
}

const pawTone = (coat: Coat): Tone => (coat.marking === 'none' ? coat.fur : coat.belly);

function frontPaws(ctx: Ctx, b: Bunny, headY: number, restY: number): void {
  const tone = pawTone(b.coat);
  switch (b.paws ?? 'rest') {
    case 'rest':
      paw(ctx, -26, restY, 19, 14, 0, tone);
      paw(ctx, 26, restY, 19, 14, 0, tone);
      return;
    case 'hold':
      at(ctx, 0, headY + 82, 0, 1, () => b.held?.(ctx));
      paw(ctx, -24, headY + 84, 17, 14, -30, tone);
      paw(ctx, 24, headY + 84, 17, 14, 30, tone);
      return;
    case 'beg':
      limb(ctx, `M-40 ${headY + 92}Q-30 ${headY + 84} -24 ${headY + 96}`, 26, tone);
      limb(ctx, `M40 ${headY + 92}Q30 ${headY + 84} 24 ${headY + 96}`, 26, tone);
      return;
    case 'wash':
      limb(ctx, `M-44 ${headY + 100}Q-64 ${headY + 52} -38 ${headY + 16}`, 30, tone);
      limb(ctx, `M44 ${headY + 100}Q56 ${headY + 70} 40 ${headY + 36}`, 30, tone);
      return;
  }
}

/** Where a sitting or standing bunny's parts go; both poses share one drawing order. */
interface Upright {
  readonly frame: Frame;
  /** x, y and radius of the tail. */
  readonly tail: readonly [number, number, number];
  /** x (mirrored for the left foot), y, rx and ry of the hind feet. */
  readonly feet: readonly [number, number, number, number];
  readonly headY: number;
  /** Height of front paws at rest. */
  readonly restY: number;
  /** Front paws that tuck under the chin, drawn before the head rather than over it. */
  readonly pawsUnderHead: readonly Paws[];
}

const SIT: Upright = {
  frame: {
    body: svg(
      'M0 -176C64 -176 100 -96 100 -50C100 -12 62 0 0 0C-62 0 -100 -12 -100 -50C-100 -96 -64 -176 0 -176Z',
    ),
    belly: ellipse(0, -66, 54, 62),
    rear: group(ellipse(-100, -40, 44, 66), ellipse(100, -40, 44, 66)),
    spots: spotPath([-58, -96, 17], [62, -64, 20], [34, -132, 12], [-34, -30, 13]),
  },
  tail: [88, -30, 24],
  feet: [62, -12, 44, 19],
  headY: -190,
  restY: -22,
  pawsUnderHead: ['rest', 'beg'],
};

const STAND: Upright = {
  frame: {
    body: svg(
      'M0 -214C60 -214 90 -142 90 -86C90 -26 56 -4 0 -4C-56 -4 -90 -26 -90 -86C-90 -142 -60 -214 0 -214Z',
    ),
    belly: ellipse(0, -92, 50, 80),
    rear: svg('M-120 -120Q-60 -80 -70 0H-120ZM120 -120Q60 -80 70 0H120Z'),
    spots: spotPath([-50, -150, 15], [54, -108, 18], [-44, -52, 14], [40, -30, 11]),
  },
  tail: [80, -40, 22],
  feet: [40, -10, 36, 17],
  headY: -226,
  restY: -30,
  pawsUnderHead: [],
};

function upright(ctx: Ctx, b: Bunny, u: Upright): void {
  tail(ctx, b.coat, ...u.tail);
  drawBody(ctx, b.coat, u.frame);
  const [fx, fy, rx, ry] = u.feet;
  foot(ctx, -fx, fy, rx, ry, pawTone(b.coat));
  foot(ctx, fx, fy, rx, ry, pawTone(b.coat));
  const underHead = u.pawsUnderHead.includes(b.paws ?? 'rest');
  if (underHead) frontPaws(ctx, b, u.headY, u.restY);
  head(ctx, b, 0, u.headY);
  b.neck?.(ctx);
  if (!underHead) frontPaws(ctx, b, u.headY, u.restY);
}

const LOAF: Frame = {
  body: svg(
    'M-118 0C-146 0 -142 -72 -114 -108C-86 -142 -42 -154 0 -154C42 -154 86 -142 114 -108C142 -72 146 0 118 0Z',
  ),
  belly: ellipse(0, 0, 0, 0),
  rear: svg('M-150 -160H-70Q-40 -80 -80 10H-150ZM150 -160H70Q40 -80 80 10H150Z'),
  spots: spotPath([-80, -100, 18], [86, -70, 22], [40, -134, 12], [-110, -30, 13]),
};

function loaf(ctx: Ctx, b: Bunny): void {
  drawBody(ctx, b.coat, LOAF);
  head(ctx, b, 0, -84);
  paw(ctx, -24, -6, 18, 11, 0, pawTone(b.coat));
  paw(ctx, 24, -6, 18, 11, 0, pawTone(b.coat));
}

const BINKY: Frame = {
  body: ellipse(0, -160, 104, 66, -0.3),
  belly: ellipse(20, -100, 80, 26, -0.3),
  rear: svg('M-10 -300L-10 0L-200 0L-200 -300Z'),
  spots: spotPath([-50, -150, 20], [20, -190, 15], [-10, -130, 10], [60, -180, 12]),
};

function binky(ctx: Ctx, b: Bunny): void {
  const tone = pawTone(b.coat);
  // Far hind foot first, kicked out behind; the near one overlaps the body.
  paw(ctx, -138, -150, 46, 16, 24, b.coat.marking === 'none' ? b.coat.fur : b.coat.mark);
  tail(ctx, b.coat, -96, -196, 22);
  paw(ctx, 70, -104, 24, 12, 40, tone);
  drawBody(ctx, b.coat, BINKY);
  stroke(ctx, svg('M-96 -150Q-60 -110 -18 -116'), 0.7);
  paw(ctx, -130, -116, 54, 18, 14, b.coat.marking === 'dutch' ? b.coat.belly : tone);
  paw(ctx, 50, -100, 24, 12, 60, tone);
  b.neck?.(ctx);
  head(ctx, b, 92, -226);
}

const FLOP: Frame = {
  body: svg('M-80 -96C-40 -124 100 -126 150 -92C190 -64 180 0 120 0H-60C-110 0 -124 -66 -80 -96Z'),
  belly: ellipse(40, 2, 120, 22),
  rear: svg('M40 -200H220V20H40Q70 -90 40 -200Z'),
  spots: spotPath([0, -90, 18], [90, -86, 22], [140, -40, 14], [40, -40, 12]),
};

function flop(ctx: Ctx, b: Bunny): void {
  const tone = pawTone(b.coat);
  tail(ctx, b.coat, 170, -78, 22);
  paw(ctx, 190, -16, 54, 16, -4, tone);
  drawBody(ctx, b.coat, FLOP);
  stroke(ctx, svg('M150 -92Q110 -60 122 -14'), 0.7);
  b.neck?.(ctx);
  head(ctx, b, -96, -64);
  paw(ctx, -70, -10, 30, 12, -6, tone);
}

function peek(ctx: Ctx, b: Bunny): void {
  solid(ctx, svg('M-92 90C-96 30 -60 -6 0 -6C60 -6 96 30 92 90Z'), b.coat.fur, {
    layers: [{ path: ellipse(0, 60, 46, 50), tone: b.coat.belly }],
    shift: [-10, -9],
  });
  head(ctx, b, 0, -62);
  b.front?.(ctx);
  paw(ctx, -42, 2, 22, 15, -8, pawTone(b.coat));
  paw(ctx, 42, 2, 22, 15, 8, pawTone(b.coat));
}

const POSES: Record<Pose, (ctx: Ctx, b: Bunny) => void> = {
  sit: (ctx, b) => upright(ctx, b, SIT),
  stand: (ctx, b) => upright(ctx, b, STAND),
  loaf,
  binky,
  flop,
  peek,
};

/** Draws the bunny with its ground point at (x, y). */
export function drawBunny(ctx: Ctx, b: Bunny, x: number, y: number, scale = 1, flip = false) {
  at(ctx, x, y, 0, scale, () => POSES[b.pose](ctx, b), flip);
}
