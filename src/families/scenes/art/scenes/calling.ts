// /calling (670x470): a white caption panel on top; below it the character at a desk,
// chatting on a retro corded telephone handset, free hand gesturing mid-sentence.
import { drawBean, type BeanPose } from '../bean.js';
import { at, flat, shaded, strokeInk, type Ctx } from '../../../../art/kit/draw.js';
import { curvePath, ellipsePath, rectPath } from '../../../../art/kit/paths.js';
import { COLORS, INK, TONES } from '../../../../art/kit/palette.js';
import {
  drawCord,
  drawDeskPhone,
  drawHandset,
  drawMug,
  drawPlant,
  drawTicks,
  drawWindow,
} from '../props.js';
import { box, type Scene } from '../scene.js';

const W = 670;
const H = 470;
/** The caption panel's height: the top ~40% of the picture. */
const CAPTION = 190;
const DESK_Y = 412;

/** Character placement: head centre and scale. */
const PIP = { x: 348, y: 306, scale: 1.2 } as const;
/** Handset earpiece in character space and its tilt. */
const HANDSET = { x: 55, y: -4, deg: 22 } as const;

const POSE: BeanPose = {
  tilt: 7,
  face: {
    eyes: 'open',
    look: { x: -0.6, y: -0.5 },
    mouth: 'talk',
    brows: [
      [6, -8],
      [4, -4],
    ],
    turn: -0.25,
  },
  left: { elbow: { x: -84, y: 74 }, wrist: { x: -96, y: 22 }, gesture: 'open', angle: -22 },
  right: {
    elbow: { x: 86, y: 96 },
    wrist: { x: 36, y: 64 },
    gesture: 'grip',
    angle: 22,
    layer: 'top',
    holding: (ctx) => at(ctx, HANDSET.x, HANDSET.y, HANDSET.deg, 1, () => drawHandset(ctx)),
  },
};

function paintRoom(ctx: Ctx): void {
  ctx.fillStyle = COLORS.wall;
  ctx.fillRect(0, CAPTION, W, H - CAPTION);
  // Wallpaper stripes, one shade darker, for texture without noise.
  ctx.fillStyle = COLORS.wallShade;
  for (let x = 18; x < W; x += 44) ctx.fillRect(x, CAPTION, 14, H - CAPTION);
  drawWindow(ctx, 44, 222, 170, 130);
  // A small framed picture (a sun over hills) on the right wall.
  flat(ctx, rectPath(520, 226, 104, 80, 5), TONES.wood.base);
  const art = rectPath(530, 236, 84, 60, 2);
  flat(ctx, art, '#fff3d6');
  ctx.save();
  ctx.clip(art);
  flat(ctx, ellipsePath(585, 258, 11, 11, 0), COLORS.sparkle);
  flat(ctx, ellipsePath(548, 308, 40, 24, 0), TONES.leaf.base);
  flat(ctx, ellipsePath(600, 312, 40, 28, 0), TONES.leaf.shade);
  ctx.restore();
  strokeInk(ctx, art);
}

/** The desk telephone: the centre of its base, and half its width at the bottom. */
export const DESK_PHONE = { x: 556, y: DESK_Y - 24, bottom: 26, halfFoot: 52 } as const;

/**
 * The desk telephone moved by (dx, dy) and turned by `deg` about a bottom corner (the right
 * one when turning clockwise, so it rocks on the desk instead of sinking into it).
 */
export function drawDeskPhoneAt(ctx: Ctx, dx = 0, dy = 0, deg = 0): void {
  const pivot = { x: Math.sign(deg) * DESK_PHONE.halfFoot, y: DESK_PHONE.bottom };
  const { x, y } = DESK_PHONE;
  at(ctx, x + dx + pivot.x, y + dy + pivot.y, deg, 1, () => {
    ctx.translate(-pivot.x, -pivot.y);
    drawDeskPhone(ctx);
  });
}

function paintDesk(ctx: Ctx, withPhone: boolean): void {
  const top = rectPath(-10, DESK_Y, W + 20, 22, 0);
  shaded(ctx, top, TONES.wood, { shift: { x: 0, y: -6 } });
  const front = rectPath(-10, DESK_Y + 22, W + 20, H - DESK_Y, 0);
  shaded(ctx, front, TONES.darkWood, { shift: { x: 0, y: -8 } });
  at(ctx, 116, DESK_Y - 2, 0, 1, () => drawPlant(ctx));
  at(ctx, 190, DESK_Y - 26, 0, 0.9, () => drawMug(ctx));
  if (withPhone) drawDeskPhoneAt(ctx);
}

/** The coiled cord from the handset's mouthpiece down to the telephone on the desk. */
export function drawPhoneCord(ctx: Ctx): void {
  const mouthpiece = {
    x: PIP.x + (HANDSET.x - Math.sin((HANDSET.deg * Math.PI) / 180) * 92) * PIP.scale,
    y: PIP.y + (HANDSET.y + Math.cos((HANDSET.deg * Math.PI) / 180) * 92) * PIP.scale,
  };
  drawCord(
    ctx,
    [
      mouthpiece,
      { x: mouthpiece.x + 50, y: DESK_Y + 10 },
      { x: 510, y: DESK_Y + 4 },
      { x: 526, y: DESK_Y - 12 },
    ],
    24,
    6,
    TONES.cover.shade,
  );
}

/** The whole scene, or (for its motion) all but the desk telephone and its cord. */
function paint(ctx: Ctx, withPhone = true): void {
  ctx.fillStyle = COLORS.caption;
  ctx.fillRect(0, 0, W, H);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, CAPTION, W, H - CAPTION);
  ctx.clip();
  paintRoom(ctx);
  drawBean(ctx, PIP.x, PIP.y, PIP.scale, POSE);
  drawTicks(ctx, PIP.x + 96 * PIP.scale, PIP.y - 40 * PIP.scale, 50, 1);
  paintDesk(ctx, withPhone);
  if (withPhone) drawPhoneCord(ctx);
  ctx.restore();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 4;
  ctx.stroke(
    curvePath([
      { x: 0, y: CAPTION },
      { x: W, y: CAPTION },
    ]),
  );
}

/** What lies behind the desk telephone and its cord. */
export const paintCallingWithoutPhone = (ctx: Ctx): void => paint(ctx, false);

export const callingScene: Scene = {
  name: 'calling',
  width: W,
  height: H,
  paint: (ctx) => paint(ctx),
  textAreas: {
    text: box(24, 16, W - 48, CAPTION - 32, { align: 'left', color: COLORS.textInk }),
  },
};
