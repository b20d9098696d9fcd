// /facts (480x530): two hands hold up an open book, tilted; the cover flap above the page
// reads FACTS in vector letters, and the page below is the (rotated) text area.
import { Path2D } from '@napi-rs/canvas';
import { at, flat, shaded, strokeInk, tube, type Ctx } from '../../../../art/kit/draw.js';
import { curvePath, ellipsePath, rectPath, sparklePath } from '../../../../art/kit/paths.js';
import { drawHand } from '../hands.js';
import { drawWord } from '../letters.js';
import { COLORS, TONES } from '../../../../art/kit/palette.js';
import { turnedBox, type Scene } from '../scene.js';

const W = 480;
const H = 530;
const TILT = -10;

/** The book in its own space (origin at its centre, before the tilt). */
const BOOK = {
  cx: 236,
  cy: 262,
  halfWidth: 146,
  coverTop: -196,
  hinge: -70,
  pageBottom: 186,
  /**
   * The clean writing area on the page: a margin under the cover's edge (-52, where the page
   * shows), and clear of the thumbs (their tips reach 150 at the corners).
   */
  text: { cx: 0, cy: 53, width: 250, height: 198 },
  /** The middle of the page seen between the cover's edge and the page's bottom. */
  pageMiddle: 67,
} as const;

const HAND_SCALE = 2;
/** Where each hand grips the page block's side (book space, right hand; mirrored left). */
const GRIP = { x: 158, y: 240 } as const;

/** The backdrop behind the book: a deep blue glow with soft rays and sparkles. */
export function paintFactsBackground(ctx: Ctx): void {
  const back = ctx.createRadialGradient(W / 2, H * 0.45, 40, W / 2, H * 0.45, 360);
  back.addColorStop(0, '#7b80d6');
  back.addColorStop(1, '#3c3f86');
  ctx.fillStyle = back;
  ctx.fillRect(0, 0, W, H);
  // A ring of soft rays behind the book.
  ctx.save();
  ctx.fillStyle = 'rgba(255, 255, 255, 0.07)';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(W / 2, H * 0.45);
    ctx.arc(W / 2, H * 0.45, 500, a, a + Math.PI / 16);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
  for (const [x, y, r] of [
    [38, 60, 12],
    [440, 92, 9],
    [456, 300, 7],
    [26, 330, 8],
    [70, 140, 6],
  ] as const)
    flat(ctx, sparklePath(x, y, r), COLORS.sparkle);
}

/** Forearm with a shirt cuff, from below the picture up to the wrist (book space). */
function drawForearm(ctx: Ctx, side: -1 | 1): void {
  const wrist = { x: side * GRIP.x, y: GRIP.y - 4 };
  const elbow = { x: side * (GRIP.x + 30), y: GRIP.y + 200 };
  tube(ctx, curvePath([elbow, { x: side * (GRIP.x + 12), y: GRIP.y + 90 }, wrist]), 42, TONES.clay);
  tube(
    ctx,
    curvePath([
      elbow,
      { x: side * (GRIP.x + 22), y: GRIP.y + 120 },
      { x: side * (GRIP.x + 16), y: GRIP.y + 84 },
    ]),
    56,
    TONES.shirt,
  );
}

function drawBook(ctx: Ctx): void {
  const { halfWidth: hw, coverTop, hinge, pageBottom } = BOOK;
  // A ribbon bookmark hanging out of the bottom of the pages.
  const ribbon = new Path2D();
  ribbon.moveTo(-78, pageBottom - 10);
  ribbon.lineTo(-58, pageBottom - 10);
  ribbon.lineTo(-56, pageBottom + 44);
  ribbon.lineTo(-66, pageBottom + 36);
  ribbon.lineTo(-76, pageBottom + 46);
  ribbon.closePath();
  shaded(ctx, ribbon, TONES.shirt, { shift: { x: -4, y: 0 } });
  // Back cover, showing round the page block.
  shaded(ctx, rectPath(-hw - 8, hinge, hw * 2 + 16, pageBottom - hinge + 12, 12), TONES.cover, {
    shift: { x: -6, y: -4 },
  });
  // Page block: a few page edges stacked at the bottom, then the top page.
  for (const inset of [8, 4])
    flat(
      ctx,
      rectPath(-hw + 2, hinge + 6, hw * 2 - 4, pageBottom - hinge + inset - 6, 6),
      TONES.paper.shade,
    );
  const page = rectPath(-hw, hinge + 4, hw * 2, pageBottom - hinge - 4, 6);
  flat(ctx, page, TONES.paper.base);
  ctx.save();
  ctx.clip(page);
  // The shadow of the cover's hinge falling on the top of the page.
  ctx.fillStyle = TONES.paper.shade;
  ctx.fill(ellipsePath(0, hinge + 4, hw * 1.3, 16, 0));
  ctx.restore();
  strokeInk(ctx, page);
  // Cover flap, opened upwards, with a gold frame and the title.
  const cover = rectPath(-hw - 8, coverTop, hw * 2 + 16, hinge - coverTop + 4, 14);
  shaded(ctx, cover, TONES.cover, {
    shift: { x: -7, y: -7 },
    light: ellipsePath(-hw + 24, coverTop + 18, 18, 6, -0.1),
  });
  strokeInk(
    ctx,
    rectPath(-hw + 8, coverTop + 14, hw * 2 - 16, hinge - coverTop - 26, 8),
    0.8,
    TONES.gold.base,
  );
  drawWord(ctx, 'FACTS', 0, (coverTop + hinge) / 2 - 3, {
    size: 64,
    weight: 0.2,
    tone: TONES.gold,
  });
  // The spine across the hinge.
  const spine = rectPath(-hw - 12, hinge - 8, hw * 2 + 24, 16, 8);
  shaded(ctx, spine, TONES.cover, { shift: { x: 0, y: -4 } });
  for (const side of [-1, 1])
    flat(ctx, ellipsePath(side * (hw - 24), hinge, 5, 5, 0), TONES.gold.base);
}

/**
 * The hands holding up the book, moved by (dx, dy) and turned `deg` further than its tilt about
 * the book's centre (all zero: where the still picture has them).
 */
export function drawHeldBook(ctx: Ctx, dx = 0, dy = 0, deg = 0): void {
  at(ctx, BOOK.cx + dx, BOOK.cy + dy, TILT + deg, 1, () => {
    const hand = (side: -1 | 1, gesture: 'edgeBack' | 'edgeFront'): void =>
      drawHand(ctx, {
        x: side * GRIP.x,
        y: GRIP.y,
        angle: -side * 6,
        gesture,
        mirror: side < 0,
        scale: HAND_SCALE,
      });
    for (const side of [-1, 1] as const) {
      drawForearm(ctx, side);
      hand(side, 'edgeBack');
    }
    drawBook(ctx);
    for (const side of [-1, 1] as const) hand(side, 'edgeFront');
  });
}

function paint(ctx: Ctx): void {
  paintFactsBackground(ctx);
  drawHeldBook(ctx);
}

export const factsScene: Scene = {
  name: 'facts',
  width: W,
  height: H,
  paint,
  textAreas: {
    text: turnedBox(BOOK.cx, BOOK.cy, TILT, BOOK.text, {
      align: 'left',
      color: COLORS.textInk,
      middle: BOOK.pageMiddle - BOOK.text.cy,
    }),
  },
};
