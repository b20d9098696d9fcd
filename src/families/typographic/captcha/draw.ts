// The /captcha picture: an "I'm not a robot"-style checkbox card, 190 high: an unchecked box,
// `text` as its label, and a neutral shield mark with invented fine print on the right. The
// width follows the label from CAPTCHA.minWidth up to CAPTCHA.maxWidth, then it wraps/shrinks.
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { FONTS, cssFont, fitTextOrThrow, textFitReport, warmUpText } from '../../../text/index.js';
import { drawShield } from './shield.js';
import {
  drawNarrowed,
  drawingScale,
  drawSurface,
  scaledSurface,
} from '../../../art/kit/surface.js';
import { setShadow } from '../../../art/kit/draw.js';
import { CHECKBOX, drawBox, drawSpinner, drawTick } from './checkbox.js';
import { easeInOut, easeOut, phase, stillOf, type MotionScene } from '../../../art/kit/motion.js';
import { TIMELINE } from './timeline.js';
import { paintText } from '../../../text/paint.js';
import type { Generator } from '../../../art/kit/generator.js';

export interface CaptchaInput {
  readonly text: string;
}

/** Template geometry in pixels. */
export const CAPTCHA = {
  height: 190,
  minWidth: 620,
  maxWidth: 1400,
  page: '#ffffff',
  /** The card sits this far inside the picture, leaving room for its shadow. */
  inset: 10,
  card: { fill: '#f9f9f9', border: '#d3d3d3', radius: 8, shadow: 'rgba(0, 0, 0, 0.16)' },
  /** The checkbox's left, inside the card (its drawing: art/checkbox.ts). */
  checkbox: { x: 44, size: CHECKBOX.size },
  label: {
    /** Space between the checkbox and the label, and the label and the mark panel. */
    gap: 30,
    color: '#1f1f1f',
    font: FONTS.body,
    maxFontSize: 36,
    minFontSize: 13,
    lineHeight: 1.22,
    /** Free space above and below the label inside the card. */
    marginY: 16,
  },
  mark: {
    /** Width of the panel holding the shield and the fine print, at the card's right. */
    panelWidth: 170,
    shieldTop: 34,
    shieldHeight: 66,
    name: 'Human check',
    nameFont: cssFont(FONTS.bold, 15),
    nameColor: '#555a61',
    nameBaseline: 126,
    fine: 'Privacy - Terms',
    fineFont: cssFont(FONTS.body, 12),
    fineColor: '#80868d',
    fineBaseline: 146,
  },
} as const;

const { inset, checkbox, label, mark } = CAPTCHA;
const labelX = inset + checkbox.x + checkbox.size + label.gap;
const labelHeight = CAPTCHA.height - 2 * inset - 2 * label.marginY;
/** Everything that is not label: left of it, and the gap plus the mark panel right of it. */
const chromeWidth = labelX + label.gap + mark.panelWidth + inset;

let markPanel: Canvas | null = null;

/**
 * The shield and fine print on a transparent panel: drawn once and reused at the picture's
 * own size, drawn afresh for a picture drawn larger.
 */
function panel(): Canvas {
  if (markPanel && drawingScale() === 1) return markPanel;
  const { canvas, ctx } = scaledSurface(mark.panelWidth, CAPTCHA.height - 2 * inset);
  const cx = mark.panelWidth / 2;
  drawShield(ctx, cx, mark.shieldTop, mark.shieldHeight);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.font = mark.nameFont;
  ctx.fillStyle = mark.nameColor;
  ctx.fillText(mark.name, cx, mark.nameBaseline);
  ctx.font = mark.fineFont;
  ctx.fillStyle = mark.fineColor;
  ctx.fillText(mark.fine, cx, mark.fineBaseline);
  if (drawingScale() === 1) markPanel = canvas;
  return canvas;
}

/** The page and the empty card with its shadow and border, `width` wide. */
export function paintCard(ctx: SKRSContext2D, width: number): void {
  const { height } = CAPTCHA;
  ctx.fillStyle = CAPTCHA.page;
  ctx.fillRect(0, 0, width, height);
  const box = { x: inset, y: inset, w: width - 2 * inset, h: height - 2 * inset };
  ctx.save();
  setShadow(ctx, { color: CAPTCHA.card.shadow, blur: 8, offsetY: 2 });
  ctx.fillStyle = CAPTCHA.card.fill;
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.w, box.h, CAPTCHA.card.radius);
  ctx.fill();
  ctx.restore();
  ctx.strokeStyle = CAPTCHA.card.border;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.roundRect(box.x + 0.75, box.y + 0.75, box.w - 1.5, box.h - 1.5, CAPTCHA.card.radius);
  ctx.stroke();
}

/**
 * Columns at each end of the card where its corners and shadow differ from the columns between
 * (inset, radius and the blur's reach, with room to spare): between them every column is alike.
 */
export const CARD_END = 64;
let widestCardCanvas: Canvas | null = null;

/**
 * The empty card at its widest, painted once per renderer: the shadow's blur was most of a
 * picture's drawing, and every narrower card is this one's two ends (drawNarrowed).
 */
export function widestCard(): Canvas {
  if (widestCardCanvas) return widestCardCanvas;
  const { canvas, ctx } = scaledSurface(CAPTCHA.maxWidth, CAPTCHA.height);
  paintCard(ctx, CAPTCHA.maxWidth);
  widestCardCanvas = canvas;
  return canvas;
}

/**
 * The card as a scene: the card, the label and the mark are the base; the checkbox is pressed,
 * turns into a spinner, becomes a green tick, and the tick expires back to the empty box (the
 * still picture), as a check left too long does.
 */
function card({ text }: CaptchaInput): MotionScene {
  const layout = fitTextOrThrow(text, {
    font: label.font,
    maxWidth: CAPTCHA.minWidth - chromeWidth,
    growWidthTo: CAPTCHA.maxWidth - chromeWidth,
    maxHeight: labelHeight,
    maxFontSize: label.maxFontSize,
    minFontSize: label.minFontSize,
    lineHeight: label.lineHeight,
  });
  const width = Math.ceil(layout.width) + chromeWidth;
  const { height } = CAPTCHA;
  const boxX = inset + checkbox.x;
  const boxY = Math.round((height - checkbox.size) / 2);
  const cx = boxX + checkbox.size / 2;
  const cy = boxY + checkbox.size / 2;
  return {
    width,
    height,
    textFit: textFitReport(layout),
    paintBase: (ctx) => {
      if (drawingScale() === 1) drawNarrowed(ctx, widestCard(), width, CARD_END, 0, 0);
      else paintCard(ctx, width);
      // The block sits beside the checkbox; within it, right-to-left lines align right.
      const block = { x: labelX, y: inset + label.marginY, height: labelHeight };
      paintText(ctx, layout, {
        box: { ...block, width: layout.contentWidth },
        color: label.color,
        align: 'start',
      });
      drawSurface(ctx, panel(), width - inset - mark.panelWidth, inset);
    },
    paintFrame: (ctx, t) => {
      if (t >= 1) return drawBox(ctx, boxX, boxY);
      if (t < 0.08) return drawBox(ctx, boxX, boxY, CHECKBOX.pressed, 0.9);
      // The box shrinks away into the spinner, which turns for a moment.
      const shrink = easeInOut(phase(t, 0.08, 0.16));
      if (shrink < 1) drawBox(ctx, boxX, boxY, CHECKBOX.pressed, 0.9 * (1 - shrink));
      const spin = phase(t, 0.08, 0.32);
      if (spin > 0 && spin < 1) {
        ctx.save();
        ctx.globalAlpha = Math.min(shrink, 1 - phase(t, 0.28, 0.32));
        drawSpinner(ctx, cx, cy, 1.5 * spin);
        ctx.restore();
      }
      // The tick is drawn in and held long enough to read as passed (about 0.8 s), then fades
      // as the empty box comes back.
      const back = easeInOut(phase(t, 0.9, 1));
      ctx.save();
      ctx.globalAlpha = 1 - back;
      drawTick(ctx, cx, cy, easeOut(phase(t, 0.3, 0.38)));
      ctx.restore();
      if (back > 0) {
        ctx.save();
        ctx.globalAlpha = back;
        drawBox(ctx, boxX, boxY);
        ctx.restore();
      }
    },
  };
}

export const captcha: Generator<CaptchaInput> = {
  name: 'captcha',
  textStyles: { text: CAPTCHA.label },
  warmUp: () => {
    warmUpText();
    panel();
    widestCard();
  },
  render: (input, target) => stillOf(card(input), target),
  motion: { timeline: TIMELINE, animate: card },
};
