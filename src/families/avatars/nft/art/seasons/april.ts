// april (April showers): a grey-blue rainy sky with clouds and rain, a striped umbrella
// leaning over the critter, a yellow raincoat with toggles, and raindrops in front.
import { Path2D } from '@napi-rs/canvas';
import { strokeLine, type Ctx } from '../../../../../art/kit/draw.js';
import { svg as path } from '../../../../../art/kit/paths.js';
import { INK, TEAL, WHITE, YELLOW } from '../palette.js';
import { circle, prop, scatter, turnAt } from './shapes.js';
import { casedLine, clipped, detailedProp, paint, wash } from './paint.js';
import type { SeasonArt } from './types.js';

const SKY = '#93a9c2';
const CLOUD = '#6f86a3';
const CLOUD_LIGHT = '#8299b5';
const RAIN = 'rgba(235,244,255,0.7)';
const COAT_SHADE = 'rgba(150,90,0,0.2)';
const DROP = '#8fd3ff';

const clouds = [
  [40, 30, 60],
  [110, 10, 56],
  [190, 36, 44],
  [330, 20, 52],
  [410, 40, 62],
  [490, 10, 56],
].map(([x, y, r]) => circle(x ?? 0, y ?? 0, r ?? 0));
const rain = (() => {
  const p = new Path2D();
  for (const s of scatter(13, 46, { x: 0, y: 70, w: 512, h: 460 })) {
    p.moveTo(s.x, s.y);
    p.lineTo(s.x - 8, s.y + 22 + s.t * 10);
  }
  return p;
})();

// Umbrella: a scalloped canopy in alternating panels held up behind the head, leaning a
// little; its shaft hides behind the critter so it never crosses the face.
const CANOPY_X = 262;
const CANOPY_Y = 148;
const CANOPY_TILT = 0.12;
const CANOPY_R = 172;
const canopyEdge = (() => {
  const p = new Path2D();
  p.moveTo(-CANOPY_R, 0);
  p.bezierCurveTo(-CANOPY_R, -CANOPY_R * 0.95, CANOPY_R, -CANOPY_R * 0.95, CANOPY_R, 0);
  const scallops = 4;
  const w = (CANOPY_R * 2) / scallops;
  for (let i = 0; i < scallops; i++) {
    const x1 = CANOPY_R - (i + 1) * w;
    p.quadraticCurveTo(x1 + w / 2, -30, x1, 0);
  }
  p.closePath();
  return p.transform(turnAt(CANOPY_X, CANOPY_Y, CANOPY_TILT));
})();
const canopyPanels = path(
  'M0 -160L-90 0L-44 0ZM0 -160L44 0L90 0ZM0 -160L170 -10L150 40Z',
).transform(turnAt(CANOPY_X, CANOPY_Y, CANOPY_TILT));
const canopyRibs = path('M0 -134L-88 0M0 -134L0 0M0 -134L88 0').transform(
  turnAt(CANOPY_X, CANOPY_Y, CANOPY_TILT),
);
const finial = circle(
  CANOPY_X + Math.sin(-CANOPY_TILT) * -136,
  CANOPY_Y - Math.cos(CANOPY_TILT) * 136,
  9,
);
const shaft = path('M0 0L0 460').transform(turnAt(CANOPY_X, CANOPY_Y, CANOPY_TILT));

// Raincoat over the shoulders: collar points and toggle buttons.
const coat = path('M62 530C62 440 146 396 256 396C366 396 450 440 450 530Z');
const coatShade = path('M330 404C400 418 450 460 450 530L380 530C390 470 370 430 330 404Z');
const collar = path('M150 408L220 392L256 452L292 392L362 408L320 470L256 440L192 470Z');
const placket = path('M256 452L256 530');
const toggles = [circle(280, 478, 8), circle(280, 510, 8)];

function drop(x: number, y: number, s: number): Path2D {
  return path(
    `M${x} ${y - 16 * s}C${x + 12 * s} ${y} ${x + 10 * s} ${y + 12 * s} ${x} ${y + 12 * s}C${x - 10 * s} ${y + 12 * s} ${x - 12 * s} ${y} ${x} ${y - 16 * s}Z`,
  );
}
const drops = [drop(430, 210, 1.3), drop(466, 300, 1), drop(60, 360, 1.1), drop(420, 360, 0.8)];

function umbrella(ctx: Ctx): void {
  casedLine(ctx, shaft, '#7a5a48', 10, 5);
  detailedProp(ctx, canopyEdge, TEAL, () => {
    clipped(ctx, canopyEdge, () => paint(ctx, WHITE, [canopyPanels]));
    strokeLine(ctx, canopyRibs, 'rgba(43,34,51,0.35)', 4);
  });
  prop(ctx, finial, '#7a5a48', 4);
}

export const april: SeasonArt = {
  backdrop(ctx) {
    wash(ctx, SKY);
    ctx.save();
    ctx.translate(0, 18);
    paint(ctx, CLOUD_LIGHT, clouds);
    ctx.restore();
    paint(ctx, CLOUD, clouds);
    strokeLine(ctx, rain, RAIN, 3);
    umbrella(ctx);
  },
  front(ctx) {
    detailedProp(ctx, coat, YELLOW, () => paint(ctx, COAT_SHADE, [coatShade]));
    strokeLine(ctx, placket, INK, 4);
    prop(ctx, collar, '#ffe27a', 5);
    for (const t of toggles) prop(ctx, t, '#7a5a48', 4);
    for (const d of drops) prop(ctx, d, DROP, 4);
  },
};
