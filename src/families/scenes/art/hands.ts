// Cartoon hands (three fingers and a thumb) as data: each gesture is a few groups of ovals and
// finger tubes in hand space (wrist at the origin, fingers towards -y, thumb on the -x side).
import { Path2D } from '@napi-rs/canvas';
import { at, lineWidth, type Ctx } from '../../../art/kit/draw.js';
import { curvePath, pt, type Pt } from '../../../art/kit/paths.js';
import { INK, TONES, type Tone } from '../../../art/kit/palette.js';

type Part =
  | { readonly oval: readonly [x: number, y: number, rx: number, ry: number, rot?: number] }
  | { readonly tube: readonly Pt[]; readonly w: number };

/** Parts in one group merge into one silhouette; later groups get their own outline. */
interface Gesture {
  readonly groups: readonly (readonly Part[])[];
  /** Ink creases (finger gaps, knuckles), drawn last with a thinner line. */
  readonly creases?: readonly (readonly Pt[])[];
}

const FINGER = 8.5;
const PALM = { oval: [0, -15, 13.5, 12.5] } as const;

/** A flat hand as one silhouette: the palm, then a FINGER-wide tube per finger (thumb last). */
function flatHand(fingers: readonly (readonly Pt[])[], palm: Part = PALM): Gesture {
  return { groups: [[palm, ...fingers.map((tube) => ({ tube, w: FINGER }))]] };
}

/** Three fingers curled across the palm, each its own outline; `top` is the first one's y. */
function fingersAcross(top: number): Part[][] {
  return [
    [{ tube: [pt(-1, top), pt(12, top)], w: FINGER }],
    [{ tube: [pt(-1, top + 8), pt(13, top + 8)], w: FINGER }],
    [{ tube: [pt(0, top + 16), pt(11, top + 16)], w: FINGER - 0.5 }],
  ];
}

export const GESTURES = {
  /** Fingers spread, palm to the viewer. */
  open: flatHand([
    [pt(-6, -22), pt(-10, -33), pt(-12, -40)],
    [pt(0, -24), pt(0, -36), pt(0, -44)],
    [pt(6, -22), pt(10, -32), pt(12, -39)],
    [pt(-10, -11), pt(-19, -17), pt(-24, -24)],
  ]),
  /** Palm out, fingers together: "stop, no thanks". */
  stop: {
    ...flatHand(
      [
        [pt(-8, -24), pt(-8.5, -36), pt(-9, -41)],
        [pt(0, -25), pt(0, -38), pt(0, -45)],
        [pt(8, -24), pt(8.5, -35), pt(9, -40)],
        [pt(-10, -10), pt(-18, -18), pt(-23, -27)],
      ],
      { oval: [0, -16, 14, 14] },
    ),
    creases: [
      [pt(-4.2, -28), pt(-4.4, -38)],
      [pt(4.2, -28), pt(4.4, -38)],
      [pt(-7, -7), pt(-3, -13), pt(-4, -20)],
    ],
  },
  /** Index finger out, the others curled. */
  point: {
    groups: [
      [
        { oval: [1, -13, 14, 12.5] },
        { tube: [pt(-6, -20), pt(-6.5, -36), pt(-7, -49)], w: FINGER },
      ],
    ],
    creases: [
      [pt(-1, -22), pt(3, -25.5), pt(8, -22)],
      [pt(6, -15), pt(10, -18), pt(14, -14)],
      [pt(-13, -10), pt(-6, -13), pt(-1, -19)],
    ],
  },
  /** Fist with the thumb up. */
  thumbsUp: {
    groups: [
      [
        { oval: [2, -13, 15, 13] },
        { tube: [pt(-9, -20), pt(-10, -33), pt(-8, -40)], w: FINGER + 1 },
      ],
      ...fingersAcross(-21),
    ],
  },
  /** Holding a board up by its edge, part 1: the fingers, drawn behind the board. */
  edgeBack: {
    groups: [
      [
        { tube: [pt(-7, -20), pt(-8, -34), pt(-8, -44)], w: FINGER },
        { tube: [pt(1, -22), pt(1, -38), pt(1, -48)], w: FINGER },
        { tube: [pt(9, -20), pt(10, -33), pt(10, -42)], w: FINGER },
      ],
    ],
    creases: [],
  },
  /** Part 2: palm and thumb in front of the board, the thumb pressing on its face. */
  edgeFront: {
    groups: [
      [
        { oval: [0, -15, 12.5, 14.5, -0.15] },
        { tube: [pt(-8, -17), pt(-17, -24), pt(-23, -27)], w: FINGER + 0.5 },
      ],
    ],
    creases: [[pt(-6, -9), pt(-1, -15), pt(0, -22)]],
  },
  /** Closed fist seen from the knuckles: three curled fingers side by side, thumb across. */
  fist: {
    groups: [
      [{ oval: [0, -14, 14, 13] }],
      [{ tube: [pt(-8, -23), pt(-8.5, -13)], w: FINGER }],
      [{ tube: [pt(0, -24.5), pt(0, -13)], w: FINGER }],
      [{ tube: [pt(8, -23), pt(8.5, -13)], w: FINGER }],
      [{ tube: [pt(-14, -9), pt(-6, -7), pt(4, -9)], w: FINGER - 0.5 }],
    ],
  },
  /** Fingers curled round a handle that runs across the hand (phones, scroll rods). */
  grip: {
    groups: [
      [
        { oval: [2, -13, 14, 12.5] },
        { tube: [pt(-9, -20), pt(-11, -28), pt(-7, -33)], w: FINGER + 0.5 },
      ],
      ...fingersAcross(-22),
    ],
  },
  /** Bent fingers, scratching something above the hand. */
  scratch: flatHand([
    [pt(-7, -23), pt(-9, -33), pt(-4, -38)],
    [pt(0, -25), pt(0, -36), pt(5, -40)],
    [pt(7, -22), pt(9, -31), pt(13, -35)],
    [pt(-11, -11), pt(-18, -18), pt(-19, -26)],
  ]),
} as const satisfies Record<string, Gesture>;

export type GestureName = keyof typeof GESTURES;

function partPath(part: Part): Path2D {
  if ('oval' in part) {
    const [x, y, rx, ry, rot = 0] = part.oval;
    const path = new Path2D();
    path.ellipse(x, y, rx, ry, rot, 0, Math.PI * 2);
    return path;
  }
  return curvePath(part.tube);
}

/** Draws one merged group: ink silhouette, shade fill, then the lit fill nudged up-left. */
function drawGroup(ctx: Ctx, group: readonly Part[], tone: Tone): void {
  const lw = lineWidth(ctx);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const layer = (color: string, grow: number, dx: number, dy: number, shrink: number): void => {
    ctx.save();
    ctx.translate(dx, dy);
    ctx.fillStyle = color;
    ctx.strokeStyle = color;
    for (const part of group) {
      const path = partPath(part);
      if ('oval' in part) {
        ctx.fill(path);
        if (grow > 0) {
          ctx.lineWidth = grow * 2;
          ctx.stroke(path);
        }
      } else {
        ctx.lineWidth = part.w * shrink + grow * 2;
        ctx.stroke(path);
      }
    }
    ctx.restore();
  };
  layer(INK, lw, 0, 0, 1);
  layer(tone.shade, 0, 0, 0, 1);
  ctx.save();
  ctx.clip(partPathUnion(group));
  layer(tone.base, 0, -1.6, -1.8, 0.82);
  ctx.restore();
}

/** The group's silhouette as one path, for clipping the lit layer to it. */
function partPathUnion(group: readonly Part[]): Path2D {
  const union = new Path2D();
  for (const part of group) {
    if ('oval' in part) union.addPath(partPath(part));
    else {
      // A stroked tube cannot be a clip, so approximate it with discs along the polyline.
      for (let i = 0; i < part.tube.length - 1; i++) {
        const a = part.tube[i] as Pt;
        const b = part.tube[i + 1] as Pt;
        for (let t = 0; t <= 1; t += 0.25) {
          const disc = new Path2D();
          disc.arc(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, part.w / 2, 0, Math.PI * 2);
          union.addPath(disc);
        }
      }
    }
  }
  return union;
}

export interface HandPlacement {
  readonly x: number;
  readonly y: number;
  /** Direction the fingers point, in degrees: 0 is up, 90 is right. */
  readonly angle: number;
  readonly gesture: GestureName;
  /** Mirror left-right (a left hand, or a right hand seen from the palm). */
  readonly mirror?: boolean;
  readonly scale?: number;
  readonly tone?: Tone;
}

export function drawHand(ctx: Ctx, hand: HandPlacement): void {
  const gesture: Gesture = GESTURES[hand.gesture];
  const tone = hand.tone ?? TONES.clay;
  at(ctx, hand.x, hand.y, hand.angle, hand.scale ?? 1, () => {
    if (hand.mirror) ctx.scale(-1, 1);
    for (const group of gesture.groups) drawGroup(ctx, group, tone);
    ctx.strokeStyle = INK;
    ctx.lineWidth = lineWidth(ctx, 0.75);
    for (const crease of gesture.creases ?? []) ctx.stroke(curvePath(crease));
  });
}
