// The /achievement picture: a pixel-art "achievement unlocked" toast, 64 high: an icon slot on
// the left, a coloured heading, and `text` below in the pixel face. The width follows the text
// from TOAST.minWidth up to TOAST.maxWidth; longer text wraps and the toast grows one line
// (20 px) per extra line, shrinking only past TOAST.maxLines.
import {
  FONTS,
  cssFont,
  fitTextOrThrow,
  measureWidth,
  textFitReport,
  warmUpText,
  type TextLayout,
} from '../../../text/index.js';
import { ICON_COUNT, ICON_SIZE, iconPixels } from './icons/index.js';
import { drawIcon } from './icons/draw.js';
import { TITLES } from './choice.js';
import { drawIconSlot, drawToastFrame, iconOrigin, TOAST } from './toast.js';
import { paintLineAt } from '../art/text-lines.js';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { easeOut, easeOutBack, phase, stillOf, type MotionScene } from '../../../art/kit/motion.js';
import { TIMELINE } from './timeline.js';
import { InvalidInput, parameterMessage } from '../../../core/errors.js';
import { type Generator } from '../../../art/kit/generator.js';
import { setShadow } from '../../../art/kit/draw.js';
import { drawSurface } from '../../../art/kit/surface.js';

export interface AchievementInput {
  readonly text: string;
  /** 1..ICON_COUNT, already wrapped (see achievement-choice.ts). */
  readonly icon: number;
  /** 1..4, already wrapped. */
  readonly title: number;
}

const FONT = FONTS.pixel;

/** A colour 70% of the way to black, for the pixel drop shadow under coloured text. */
function shadowOf(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const dim = (v: number) => Math.round(v * 0.3);
  const rgb = [dim(n >> 16), dim((n >> 8) & 255), dim(n & 255)];
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function check(input: AchievementInput): void {
  if (!Number.isInteger(input.icon) || input.icon < 1 || input.icon > ICON_COUNT) {
    throw new InvalidInput(parameterMessage('icon', `must resolve to 1..${ICON_COUNT}`));
  }
  if (!Number.isInteger(input.title) || input.title < 1 || input.title > TITLES.length) {
    throw new InvalidInput(parameterMessage('title', `must resolve to 1..${TITLES.length}`));
  }
}

function fit(text: string, titleWidth: number): TextLayout {
  const { minWidth, maxWidth, textX, rightPad, shadow, fontSize, lineHeight } = TOAST;
  const chrome = textX + rightPad + shadow;
  return fitTextOrThrow(text, {
    font: FONT,
    maxWidth: Math.max(minWidth - chrome, titleWidth),
    growWidthTo: maxWidth - chrome,
    maxHeight: TOAST.maxLines * fontSize * lineHeight,
    maxFontSize: fontSize,
    minFontSize: TOAST.minFontSize,
    lineHeight,
  });
}

/**
 * The toast as a scene: the toast with its texts is the base; it fades and grows into place,
 * then the icon pops out of its slot (scaled about its centre, past full size and back).
 */
function toast(input: AchievementInput): MotionScene {
  check(input);
  const heading = TITLES[input.title - 1]!;
  const titleWidth = measureWidth(FONT, TOAST.fontSize, heading.text);
  const layout = fit(input.text, titleWidth);
  const { px, textX, rightPad, shadow } = TOAST;
  const even = (v: number) => Math.ceil(v / px) * px;
  const content = Math.max(titleWidth, layout.contentWidth);
  const width = even(Math.max(TOAST.minWidth, textX + content + shadow + rightPad));
  const extraLines = Math.max(0, layout.lines.length - 1);
  const height = even(TOAST.height + extraLines * layout.lineHeight);
  const origin = iconOrigin(ICON_SIZE);
  const iconSide = ICON_SIZE * px;
  return {
    width,
    height,
    textFit: textFitReport(layout),
    baseMoves: true,
    pixelArt: true,
    paintBase: (ctx) => {
      drawToastFrame(ctx, width, height);
      drawIconSlot(ctx);
      paintTexts(ctx, heading, layout);
    },
    paintFrame: (ctx, t, base) => {
      // The toast grows into place from 90% as it fades in: nothing ever leaves the picture, and
      // it starts past half opacity, which GIF (whose pixels are opaque or not) keeps opaque.
      const arrive = easeOut(phase(t, 0, 0.4));
      const grow = 0.9 + 0.1 * arrive;
      ctx.save();
      ctx.globalAlpha = 0.55 + 0.45 * arrive;
      ctx.translate((width * (1 - grow)) / 2, (height * (1 - grow)) / 2);
      ctx.scale(grow, grow);
      drawSurface(ctx, base!, 0, 0);
      ctx.restore();
      const pop = phase(t, 0.4, 0.85);
      if (pop === 0) return;
      const scale = easeOutBack(pop, 2.4);
      ctx.save();
      ctx.translate(origin.x + iconSide / 2, origin.y + iconSide / 2);
      ctx.scale(scale, scale);
      drawIcon(ctx, input.icon, -iconSide / 2, -iconSide / 2, px);
      ctx.restore();
    },
  };
}

/** The heading in its colour and the fitted text, each with the hard pixel shadow. */
function paintTexts(
  ctx: SKRSContext2D,
  heading: (typeof TITLES)[number],
  layout: TextLayout,
): void {
  const { textX, shadow } = TOAST;
  // Game-style hard drop shadow (no blur): a darker copy of the glyph shapes, emoji included.
  setShadow(ctx, { color: shadowOf(heading.color), blur: 0, offsetX: shadow, offsetY: shadow });
  ctx.font = cssFont(FONT, TOAST.fontSize);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.direction = 'ltr';
  ctx.fillStyle = heading.color;
  ctx.fillText(heading.text, textX, TOAST.titleBaseline);

  ctx.shadowColor = TOAST.colors.textShadow;
  // Right-to-left lines align to the right edge of the text block.
  layout.lines.forEach((line, i) => {
    const x = line.direction === 'rtl' ? textX + layout.contentWidth - line.width : textX;
    const y = TOAST.textBaseline + i * layout.lineHeight;
    paintLineAt(ctx, layout, line, x, y, TOAST.colors.text);
  });
}

export const achievement: Generator<AchievementInput> = {
  name: 'achievement',
  textStyles: {
    text: { font: FONT, maxFontSize: TOAST.fontSize, minFontSize: TOAST.minFontSize },
  },
  warmUp: () => {
    warmUpText();
    for (let n = 1; n <= ICON_COUNT; n++) iconPixels(n);
  },
  render: (input, target) => stillOf(toast(input), target),
  motion: {
    timeline: TIMELINE,
    animate: toast,
  },
};
