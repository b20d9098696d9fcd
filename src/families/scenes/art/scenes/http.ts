// /http/<code> (800x600): a soft background per status class with a faint motif, a white
// card on the left for the code, reason phrase and description, and the mascot in its mood.
import { Path2D } from '@napi-rs/canvas';
import { drawBean, BEAN } from '../bean.js';
import { at, flat, strokeInk, type Ctx } from '../../../../art/kit/draw.js';
import { curvePath, ellipsePath, rectPath, sparklePath } from '../../../../art/kit/paths.js';
import { COLORS, INK, STATUS_BACKGROUNDS } from '../../../../art/kit/palette.js';
import { box, type Scene } from '../scene.js';
import { MOODS, STATUS_CLASSES, type StatusClass } from './http-moods.js';

export { STATUS_CLASSES, type StatusClass };

const W = 800;
const H = 600;
const CARD = { x: 32, y: 70, width: 404, height: 420, radius: 26 } as const;
const GROUND_Y = 520;
/** Character placement: head centre x, scale; y follows from standing on the ground. */
const MASCOT = { x: 618, scale: 1.2 } as const;
const FEET_BELOW_HEAD = BEAN.bodyBottom + 36;

type Motif = (ctx: Ctx) => void;

/** A small motif per class, tiled faintly over the background. */
const MOTIFS: Readonly<Record<StatusClass, Motif>> = {
  '1xx': (ctx) => ctx.fill(ellipsePath(0, 0, 6, 6, 0)),
  '2xx': (ctx) => ctx.fill(sparklePath(0, 0, 10)),
  '3xx': (ctx) => {
    ctx.lineWidth = 5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.stroke(
      curvePath([
        { x: -5, y: -8 },
        { x: 5, y: 0 },
      ]),
    );
    ctx.stroke(
      curvePath([
        { x: 5, y: 0 },
        { x: -5, y: 8 },
      ]),
    );
  },
  '4xx': (ctx) => {
    ctx.lineWidth = 4.5;
    ctx.lineCap = 'round';
    const hook = new Path2D();
    hook.arc(0, -6, 6, Math.PI, Math.PI * 2.45);
    hook.lineTo(1, 3);
    ctx.stroke(hook);
    ctx.fill(ellipsePath(1, 10, 2.6, 2.6, 0));
  },
  '5xx': (ctx) => {
    const bolt = new Path2D();
    bolt.moveTo(-2, -10);
    bolt.lineTo(5, -10);
    bolt.lineTo(1, -2);
    bolt.lineTo(6, -2);
    bolt.lineTo(-4, 11);
    bolt.lineTo(-1, 1);
    bolt.lineTo(-6, 1);
    bolt.closePath();
    ctx.fill(bolt);
  },
};

function paintBackground(ctx: Ctx, cls: StatusClass): void {
  const colors = STATUS_BACKGROUNDS[cls];
  ctx.fillStyle = colors.back;
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = colors.pattern;
  ctx.strokeStyle = colors.pattern;
  for (let row = 0; row * 50 < H + 50; row++) {
    for (let col = 0; col * 60 < W + 60; col++) {
      at(ctx, col * 60 + (row % 2) * 30 + 15, row * 50 + 20, 0, 1, () => MOTIFS[cls](ctx));
    }
  }
  // The ground: a soft band the mascot stands on.
  const ground = new Path2D();
  ground.moveTo(0, GROUND_Y);
  ground.quadraticCurveTo(W / 2, GROUND_Y - 24, W, GROUND_Y);
  ground.lineTo(W, H);
  ground.lineTo(0, H);
  ground.closePath();
  flat(ctx, ground, colors.pattern);
}

function paintCard(ctx: Ctx, cls: StatusClass): void {
  const { x, y, width, height, radius } = CARD;
  flat(ctx, rectPath(x + 8, y + 10, width, height, radius), STATUS_BACKGROUNDS[cls].accent, false);
  flat(ctx, rectPath(x, y, width, height, radius), COLORS.caption);
  // A short accent rule between the reason phrase and the description.
  ctx.strokeStyle = STATUS_BACKGROUNDS[cls].accent;
  ctx.lineWidth = 6;
  ctx.lineCap = 'round';
  ctx.stroke(
    curvePath([
      { x: x + 30, y: y + 276 },
      { x: x + 110, y: y + 276 },
    ]),
  );
}

/**
 * Where the mascot is and how its props have grown, in one frame of its motion. The still
 * picture's frame is STILL_MASCOT.
 */
export interface MascotFrame {
  /** Moved right by this many px. */
  readonly dx: number;
  /** Lift off the ground in character units; undefined: the mood's own. */
  readonly hop?: number;
  /** Leaning this many degrees clockwise about its feet. */
  readonly lean: number;
  /** How far each prop has grown (see Prop), by its place in the mood's list. */
  readonly behind: (index: number) => number;
  readonly front: (index: number) => number;
}

const STILL_MASCOT: MascotFrame = { dx: 0, lean: 0, behind: () => 1, front: () => 1 };

/** The mascot, its contact shadow and its props, as they are in `frame`. */
export function drawMascot(ctx: Ctx, cls: StatusClass, frame: MascotFrame = STILL_MASCOT): void {
  const mood = MOODS[cls];
  const feet = { x: MASCOT.x + frame.dx, y: GROUND_Y - 6 };
  const hop = (frame.hop ?? mood.hop ?? 0) * MASCOT.scale;
  const head = { x: feet.x, y: feet.y - FEET_BELOW_HEAD * MASCOT.scale - hop };
  // A contact shadow, smaller when hopping.
  ctx.fillStyle = 'rgba(43, 34, 56, 0.16)';
  ctx.fill(ellipsePath(feet.x, feet.y + 2, 72 - hop * 0.6, 12 - hop * 0.1, 0));
  ctx.save();
  if (frame.lean) {
    ctx.translate(feet.x, feet.y);
    ctx.rotate((frame.lean * Math.PI) / 180);
    ctx.translate(-feet.x, -feet.y);
  }
  at(ctx, head.x, head.y, 0, MASCOT.scale, () =>
    mood.behind?.forEach((prop, i) => prop(ctx, frame.behind(i))),
  );
  // The mascot stands on the ground in every status scene, so it always has its legs.
  drawBean(ctx, head.x, head.y, MASCOT.scale, { ...mood.pose, legs: true });
  at(ctx, head.x, head.y, 0, MASCOT.scale, () =>
    mood.front?.forEach((prop, i) => prop(ctx, frame.front(i))),
  );
  ctx.restore();
}

/** The status scene of `cls`, with its mascot (as in the still picture) or without. */
export function paintStatusScene(ctx: Ctx, cls: StatusClass, withMascot = true): void {
  paintBackground(ctx, cls);
  paintCard(ctx, cls);
  MOODS[cls].scenery?.(ctx, { x: MASCOT.x, y: GROUND_Y - 6 });
  if (withMascot) drawMascot(ctx, cls);
  strokeInk(ctx, rectPath(1.5, 1.5, W - 3, H - 3, 0), 0.85, INK);
}

function statusScene(cls: StatusClass): Scene {
  const { x, y, width } = CARD;
  const inner = width - 60;
  return {
    name: `http_${cls}`,
    width: W,
    height: H,
    paint: (ctx) => paintStatusScene(ctx, cls),
    textAreas: {
      code: box(x + 30, y + 24, inner, 150, {
        align: 'left',
        color: STATUS_BACKGROUNDS[cls].accent,
      }),
      reason: box(x + 30, y + 180, inner, 80, { align: 'left', color: COLORS.textInk }),
      description: box(x + 30, y + 296, inner, 100, { align: 'left', color: '#4b4560' }),
    },
  };
}

export const HTTP_SCENES: Readonly<Record<StatusClass, Scene>> = {
  '1xx': statusScene('1xx'),
  '2xx': statusScene('2xx'),
  '3xx': statusScene('3xx'),
  '4xx': statusScene('4xx'),
  '5xx': statusScene('5xx'),
};

/** The status class of a code 100..599 ('4xx' for 404). */
export function statusClassOf(code: number): StatusClass {
  const cls = `${Math.floor(code / 100)}xx`;
  if (!(STATUS_CLASSES as readonly string[]).includes(cls))
    throw new RangeError(`no status class for ${code}`);
  return cls as StatusClass;
}
