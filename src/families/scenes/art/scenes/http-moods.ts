// The five status moods of the mascot as data: a pose per HTTP class plus the props drawn
// behind and in front of it (magnifier, thumbs up, signpost, map, smoke and flames).
import { at, flat, type Ctx } from '../../../../art/kit/draw.js';
import { pt, sparklePath, type Pt } from '../../../../art/kit/paths.js';
import { headPoint, type BeanPose } from '../bean.js';
import { drawEyeAt, evenBrows, eyeCentre, type Face } from '../face.js';
import { COLORS, TONES } from '../../../../art/kit/palette.js';
import { drawQuestion, drawSweat, drawTicks } from '../props.js';
import {
  drawConfetti,
  drawFlame,
  drawMagnifier,
  drawMap,
  drawPlaster,
  drawSignpost,
  drawSmoke,
  drawSpark,
  drawSuitcase,
} from '../mood-props.js';

export const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

/**
 * A prop round the character, drawn `grown` into place: 1 as in the still picture, nothing at
 * 0 or less; on the way (or past 1, flickering) each prop shows it its own way: a pop, a fall.
 */
export type Prop = (ctx: Ctx, grown: number) => void;

export interface Mood {
  readonly pose: BeanPose;
  /** Lift off the ground in character units (a happy hop). */
  readonly hop?: number;
  /** Drawn in character space before the character (behind it), in order. */
  readonly behind?: readonly Prop[];
  /** Drawn in character space after the character, in order. */
  readonly front?: readonly Prop[];
  /** Drawn in image space before the character (large props standing on the ground). */
  readonly scenery?: (ctx: Ctx, feet: Pt) => void;
}

/** How far above its place a bit of confetti starts falling, and a puff of smoke below. */
const CONFETTI_FALL = 60;
const SMOKE_RISE = 40;
/** The least a prop is drawn grown (see shown). */
const MIN_GROWN = 0.2;

/**
 * A prop that draws nothing until it has grown a little: outlines keep their width at any
 * size, so a prop drawn tiny would be a blot of ink.
 */
const shown =
  (prop: Prop): Prop =>
  (ctx, grown) => {
    if (grown >= MIN_GROWN) prop(ctx, grown);
  };

const CURIOUS_FACE: Face = {
  eyes: 'open',
  look: pt(0.7, -0.1),
  mouth: 'o',
  brows: [
    [2, 4],
    [12, -12],
  ],
  turn: 0.15,
};
const CURIOUS_TILT = 12;
/** The magnifier's lens sits over the right eye, so that eye shows up big through it. */
const LENS = headPoint({ face: CURIOUS_FACE, tilt: CURIOUS_TILT }, eyeCentre(CURIOUS_FACE, 1));
const HANDLE_DEG = -28;
const handleAt = (d: number): Pt => ({
  x: LENS.x - Math.sin((HANDLE_DEG * Math.PI) / 180) * d,
  y: LENS.y + Math.cos((HANDLE_DEG * Math.PI) / 180) * d,
});

const curious: Mood = {
  pose: {
    tilt: CURIOUS_TILT,
    face: CURIOUS_FACE,
    left: { elbow: pt(-66, 116), wrist: pt(-30, 74), gesture: 'fist', angle: 24, layer: 'top' },
    right: {
      elbow: pt(96, 100),
      wrist: handleAt(78),
      gesture: 'grip',
      angle: HANDLE_DEG,
      layer: 'top',
      holding: (ctx) =>
        at(ctx, LENS.x, LENS.y, HANDLE_DEG, 1, () => {
          drawMagnifier(ctx);
          ctx.save();
          ctx.beginPath();
          ctx.arc(0, 0, 19, 0, Math.PI * 2);
          ctx.clip();
          ctx.rotate((-HANDLE_DEG * Math.PI) / 180);
          drawEyeAt(ctx, 0, 0, 1.55, pt(0.5, 0));
          ctx.fillStyle = 'rgba(255, 255, 255, 0.35)';
          ctx.beginPath();
          ctx.ellipse(-8, -9, 7, 4, -0.7, 0, Math.PI * 2);
          ctx.fill();
          ctx.restore();
        }),
    },
  },
  front: [
    shown((ctx, g) => drawQuestion(ctx, -78, -84, -14, 1.25 * g)),
    shown((ctx, g) => drawTicks(ctx, 70, -70, 40, 0.9 * g)),
  ],
};

const happy: Mood = {
  hop: 26,
  pose: {
    tilt: -5,
    face: { eyes: 'happy', mouth: 'grin', brows: evenBrows(9, -6) },
    left: { elbow: pt(-84, 46), wrist: pt(-96, -10), gesture: 'open', angle: -14 },
    right: { elbow: pt(82, 96), wrist: pt(92, 52), gesture: 'thumbsUp', angle: 6 },
  },
  behind: (
    [
      [-118, -60, 14],
      [112, -40, 11],
      [-40, -112, 9],
      [124, 60, 8],
      [-128, 40, 7],
    ] as const
  ).map(([x, y, r]) => shown((ctx, g) => flat(ctx, sparklePath(x, y, r * g), COLORS.sparkle))),
  // Confetti falls into place, turning as it comes down.
  front: (
    [
      [-70, -100, 20, TONES.cover.base],
      [60, -96, -30, TONES.shirt.base],
      [100, -70, 50, '#6c63ff'],
      [-110, -10, -40, TONES.gold.base],
      [130, 10, 15, TONES.cover.light],
    ] as const
  ).map(([x, y, deg, color]) =>
    shown((ctx, g) =>
      drawConfetti(ctx, [[x, y - CONFETTI_FALL * (1 - g), deg + 240 * (1 - g), color]]),
    ),
  ),
};

const redirect: Mood = {
  pose: {
    tilt: 4,
    face: { eyes: 'open', look: pt(1, 0), mouth: 'smile', brows: evenBrows(6, -4), turn: 0.45 },
    // Packed and ready to move: a suitcase in the other hand.
    left: {
      elbow: pt(-56, 100),
      wrist: pt(-62, 122),
      gesture: 'fist',
      angle: 180,
      holding: (ctx) => at(ctx, -64, 124, 4, 1, () => drawSuitcase(ctx)),
    },
    right: { elbow: pt(68, 78), wrist: pt(76, 50), gesture: 'point', angle: 84 },
  },
  scenery: (ctx, feet) => at(ctx, feet.x + 70, feet.y + 4, 0, 1, () => drawSignpost(ctx)),
};

const confused: Mood = {
  pose: {
    tilt: -8,
    sprout: 'droop',
    face: {
      eyes: 'open',
      look: pt(0.5, -0.8),
      mouth: 'wavy',
      brows: [
        [0, 14],
        [10, -16],
      ],
      turn: 0.1,
    },
    left: {
      elbow: pt(-76, 112),
      wrist: pt(-74, 104),
      gesture: 'fist',
      angle: 10,
      holding: (ctx) => at(ctx, -96, 100, -12, 1.05, () => drawMap(ctx)),
    },
    right: { elbow: pt(98, 46), wrist: pt(66, -34), gesture: 'scratch', angle: -40, layer: 'top' },
    headExtras: (ctx) => drawSweat(ctx, -52, -22, 1.1),
  },
  front: (
    [
      [-80, -86, -18, 1.3],
      [-26, -122, 10, 0.8],
      [104, -96, 16, 0.9],
    ] as const
  ).map(([x, y, deg, scale]) => shown((ctx, g) => drawQuestion(ctx, x, y, deg, scale * g))),
};

const broken: Mood = {
  pose: {
    tilt: -10,
    sprout: 'singed',
    face: { eyes: 'spiral', mouth: 'grimace', brows: evenBrows(4, 18) },
    left: { elbow: pt(-86, 60), wrist: pt(-104, 6), gesture: 'open', angle: -30 },
    right: { elbow: pt(88, 62), wrist: pt(108, 10), gesture: 'open', angle: 30 },
    headExtras: (ctx) => at(ctx, -30, -34, 0, 0.85, () => drawPlaster(ctx, 10)),
  },
  // Smoke puffs rise and swell into place.
  behind: (
    [
      [-62, -96, 1.15],
      [40, -118, 0.9],
      [88, -80, 0.7],
    ] as const
  ).map(([x, y, scale]) =>
    shown((ctx, g) => drawSmoke(ctx, x, y + SMOKE_RISE * (1 - g), scale * Math.min(1, g))),
  ),
  front: [
    ...(
      [
        [-20, -60, 34, -14],
        [14, -66, 44, 6],
        [42, -50, 28, 22],
      ] as const
    ).map(([x, y, size, deg]) => shown((ctx, g) => drawFlame(ctx, x, y, size * g, deg))),
    ...(
      [
        [-128, -40, -20, 1],
        [134, -30, 18, 0.85],
        [118, 96, 30, 0.7],
      ] as const
    ).map(([x, y, deg, scale]) => shown((ctx, g) => drawSpark(ctx, x, y, deg, scale * g))),
  ],
};

export const MOODS: Readonly<Record<StatusClass, Mood>> = {
  '1xx': curious,
  '2xx': happy,
  '3xx': redirect,
  '4xx': confused,
  '5xx': broken,
};
