// The /logo_two_part picture: `text` in white on black, then `text2` in black inside a rounded
// orange box, both on one baseline, in the reading order of `text` (the box on the left when
// it is written right to left). Height 160; the width follows the texts up to LOGO.maxWidth,
// then both parts wrap in their own columns and shrink together.
import {
  detectDirection,
  FONTS,
  fitText,
  referenceWidth,
  REFERENCE_SIZE,
  warmUpText,
  type TextLayout,
} from '../../../text/index.js';
import { paintLineAt } from '../art/text-lines.js';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { easeOutBack, phase, stillOf, type MotionScene } from '../../../art/kit/motion.js';
import { TIMELINE } from './timeline.js';
import { InvalidInput } from '../../../core/errors.js';
import { type Generator } from '../../../art/kit/generator.js';

export interface LogoTwoPartInput {
  readonly text: string;
  readonly text2: string;
}

/** Template geometry; lengths marked "em" are multiples of the font size. */
export const LOGO = {
  black: '#000000',
  white: '#ffffff',
  orange: '#ff9a1a',
  ink: '#000000',
  font: FONTS.bold,
  height: 160,
  maxWidth: 1800,
  maxFontSize: 72,
  minFontSize: 14,
  lineHeight: 1.15,
  /** Space left and right of the logo, em (at least minMargin px). */
  marginEm: 0.45,
  minMargin: 16,
  /** Smallest space above and below the orange box, px. */
  minMarginY: 14,
  /** Gap between the white text and the box, em (at least minGap px). */
  gapEm: 0.14,
  minGap: 10,
  /** Padding inside the box around the font box of its text, em (at least the min, px). */
  padXEm: 0.2,
  padYEm: 0.1,
  minPadX: 9,
  minPadY: 5,
  radiusEm: 0.2,
} as const;

interface Geometry {
  readonly size: number;
  readonly margin: number;
  readonly gap: number;
  readonly padX: number;
  readonly padY: number;
}

const geometry = (size: number): Geometry => ({
  size,
  margin: Math.max(LOGO.minMargin, Math.round(size * LOGO.marginEm)),
  gap: Math.max(LOGO.minGap, Math.round(size * LOGO.gapEm)),
  padX: Math.max(LOGO.minPadX, Math.round(size * LOGO.padXEm)),
  padY: Math.max(LOGO.minPadY, Math.round(size * LOGO.padYEm)),
});

const textHeightAt = (g: Geometry) => LOGO.height - 2 * LOGO.minMarginY - 2 * g.padY;
const roomAt = (g: Geometry) => LOGO.maxWidth - 2 * g.margin - g.gap - 2 * g.padX;

/**
 * The largest size whose lines could hold all the ink if wrapping wasted nothing: no larger
 * size can fit, so the wrapping search starts here.
 */
function sizeBound(singleLine: readonly [number, number]): number {
  const ink = (singleLine[0] + singleLine[1]) / REFERENCE_SIZE;
  for (let size = LOGO.maxFontSize; size > LOGO.minFontSize; size--) {
    const g = geometry(size);
    const lines = Math.floor(textHeightAt(g) / (size * LOGO.lineHeight));
    if (ink * size <= roomAt(g) * lines) return size;
  }
  return LOGO.minFontSize;
}

/**
 * Both parts laid out at one size, each within its column width, or null if they don't fit
 * (or would need a word cut when `cutWords` is false).
 */
function layoutAt(
  size: number,
  texts: readonly [string, string],
  singleLine: readonly [number, number],
  cutWords: boolean,
): { g: Geometry; parts: [TextLayout, TextLayout] } | null {
  const g = geometry(size);
  const textHeight = textHeightAt(g);
  const room = roomAt(g);
  // Widths scale with the size up to hinting; a pixel of slack keeps a fitting line whole.
  const [a, b] = singleLine.map((w) => (w * size) / REFERENCE_SIZE + 1) as [number, number];
  // A part that fits in half the room keeps its own width; the other takes what is left.
  const widthA = a + b <= room ? a : a <= room / 2 ? a : b <= room / 2 ? room - b : room / 2;
  const widths = [Math.max(1, widthA), Math.max(1, room - widthA)] as const;
  const parts = texts.map((text, i) =>
    fitText(text, {
      font: LOGO.font,
      maxWidth: widths[i]!,
      maxHeight: textHeight,
      maxFontSize: size,
      minFontSize: size,
      lineHeight: LOGO.lineHeight,
      cutWords,
    }),
  ) as [TextLayout, TextLayout];
  return parts.every((p) => p.fits) ? { g, parts } : null;
}

function fit(texts: readonly [string, string]) {
  const singleLine = texts.map((t) =>
    Math.max(...t.split('\n').map((p) => referenceWidth(LOGO.font, p))),
  ) as [number, number];
  // Every size first with whole words, then with cut ones: a smaller logo rather than a word
  // in two pieces (fitText's own rule, which one size at a time cannot apply).
  for (const cutWords of [false, true]) {
    for (let size = sizeBound(singleLine); size >= LOGO.minFontSize; size--) {
      const fitted = layoutAt(size, texts, singleLine, cutWords);
      if (fitted) return fitted;
    }
  }
  throw new InvalidInput(
    `Parameters 'text' and 'text2' are too long to fit legibly: even at ${LOGO.minFontSize}px ` +
      `they do not fit in ${LOGO.maxWidth}x${LOGO.height} pixels; shorten them.`,
  );
}

/** How far easeOutBack(p, 2.2) swells past 1 at its peak. */
const POP_PEAK = 0.154;

/**
 * The layout: the picture's width, the box, and where each part's lines start. The parts
 * follow the reading order of the first: a right-to-left `text` stands on the right, and the
 * box on the left (mirrored, as its readers read the two parts).
 */
function layout(texts: readonly [string, string]) {
  const { g, parts } = fit(texts);
  const [first, second] = parts;
  const rtl = detectDirection(texts[0]) === 'rtl';
  const boxWidth = Math.ceil(second.contentWidth) + 2 * g.padX;
  const boxHeight = Math.ceil(second.height) + 2 * g.padY;
  const firstWidth = Math.ceil(first.contentWidth);
  const width = 2 * g.margin + firstWidth + g.gap + boxWidth;
  const box = {
    x: rtl ? g.margin : width - g.margin - boxWidth,
    y: Math.round((LOGO.height - boxHeight) / 2),
    width: boxWidth,
    height: boxHeight,
  };
  const firstX = rtl ? width - g.margin - firstWidth : g.margin;
  return { g, first, second, width, box, firstX, rtl };
}

/**
 * The largest scale of the box about its centre at which its text stays inside the picture
 * and the box stays clear of the white text (gap less a pixel): the pop's overshoot.
 */
function mostScale(lay: ReturnType<typeof layout>): number {
  const { g, second, width, box, rtl } = lay;
  const halfW = box.width / 2;
  const halfH = box.height / 2;
  const cx = box.x + halfW;
  const cy = box.y + halfH;
  const bounds = [
    (halfW + g.gap - 1) / halfW, // the box's inner edge against the white text
    (rtl ? cx : width - cx) / (second.contentWidth / 2 + 1), // its text against the outer edge
    Math.min(cy, LOGO.height - cy) / (second.height / 2 + 1), // and the top and bottom
  ];
  return Math.max(1, Math.min(...bounds));
}

/**
 * The logo as a scene: black with the white text is the base; the orange box with its text
 * pops out of its centre (past full size as far as `mostScale` allows, then back).
 */
function logo({ text, text2 }: LogoTwoPartInput): MotionScene {
  const lay = layout([text, text2]);
  const { g, first, second, width, box, firstX } = lay;
  const radius = Math.round(g.size * LOGO.radiusEm);
  // Both blocks share the vertical centre, so single lines share one baseline.
  const inLine = (p: TextLayout) => (p.lineHeight - (p.ascent + p.descent)) / 2 + p.ascent;
  const firstBaseline = (p: TextLayout) => (LOGO.height - p.height) / 2 + inLine(p);
  const draw = (ctx: SKRSContext2D, p: TextLayout, x: number, color: string) =>
    p.lines.forEach((line, i) => {
      const lineLeft = line.direction === 'rtl' ? x + p.contentWidth - line.width : x;
      paintLineAt(ctx, p, line, lineLeft, firstBaseline(p) + i * p.lineHeight, color);
    });
  const most = mostScale(lay);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return {
    width,
    height: LOGO.height,
    textFit: {
      fontSize: g.size,
      lines: Math.max(first.lines.length, second.lines.length),
      shrunk: g.size < LOGO.maxFontSize,
    },
    paintBase: (ctx) => {
      ctx.fillStyle = LOGO.black;
      ctx.fillRect(0, 0, width, LOGO.height);
      draw(ctx, first, firstX, LOGO.white);
    },
    paintFrame: (ctx, t) => {
      const pop = phase(t, 0.12, 0.75);
      if (pop === 0) return;
      const swell = easeOutBack(pop, 2.2);
      // The overshoot is squeezed into what the picture allows; growing up to 1 is untouched.
      const scale = swell <= 1 ? swell : 1 + (swell - 1) * Math.min(1, (most - 1) / POP_PEAK);
      ctx.save();
      if (scale !== 1) {
        ctx.translate(cx, cy);
        ctx.scale(scale, scale);
        ctx.translate(-cx, -cy);
      }
      ctx.fillStyle = LOGO.orange;
      ctx.beginPath();
      ctx.roundRect(box.x, box.y, box.width, box.height, radius);
      ctx.fill();
      draw(ctx, second, box.x + g.padX, LOGO.ink);
      ctx.restore();
    },
  };
}

export const logoTwoPart: Generator<LogoTwoPartInput> = {
  name: 'logo_two_part',
  textStyles: { text: LOGO, text2: LOGO },
  warmUp: () => warmUpText(),
  render: (input, target) => stillOf(logo(input), target),
  motion: { timeline: TIMELINE, animate: logo },
};
