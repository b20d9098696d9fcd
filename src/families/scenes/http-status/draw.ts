// /http/<code> (800x600): the status class's scene (background, card, mascot in its mood) with
// a small eyebrow label, the code large in the class colour, the reason phrase and description.
// It moves: the mascot acts out its mood (status-motion.ts) beside the card, which stays still.
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  SCENES,
  statusClassOf,
  statusSceneName,
  type SceneName,
  type TextArea,
} from '../art/index.js';
import { describeStatus, isStatusCode, type StatusKind } from './statuses.js';
import { cssFont, FONTS } from '../../../text/index.js';
import {
  paintTextInArea,
  sceneOverlay,
  warmUpIllustrated,
  type AreaTextStyle,
} from '../scene-text.js';
import { InvalidInput, parameterMessage } from '../../../core/errors.js';
import { type Generator } from '../../../art/kit/generator.js';
import { atScale } from '../../../art/kit/surface.js';
import { drawScale } from '../../../art/kit/target.js';
import type { Rendering } from '../../../core/raster.js';
import { overStill } from '../scene-motion.js';
import { statusMotion } from './status-motion.js';
import { TIMELINE } from './timeline.js';

export interface HttpStatusInput {
  readonly code: number;
}

/** How each line of the card is set; the areas come from the scene. */
const CARD_TEXT = {
  code: { font: FONTS.black, maxFontSize: 136, minFontSize: 60, maxLines: 1, lineHeight: 1 },
  reason: {
    font: FONTS.black,
    maxFontSize: 36,
    minFontSize: 18,
    maxLines: 2,
    lineHeight: 1.1,
    tidy: true,
  },
  description: {
    font: FONTS.body,
    maxFontSize: 24,
    minFontSize: 14,
    lineHeight: 1.35,
    verticalAlign: 'top',
    tidy: true,
  },
} as const satisfies Record<string, AreaTextStyle>;

/** A small letter-spaced label across the top of the code area, saying what kind of code it is. */
const EYEBROW = {
  height: 22,
  font: cssFont(FONTS.bold, 14),
  letterSpacing: '2px',
  color: '#6b6580',
  text: {
    registered: 'HTTP STATUS',
    unofficial: 'UNOFFICIAL STATUS',
    unassigned: 'UNASSIGNED STATUS',
  } satisfies Record<StatusKind, string>,
} as const;

/** Draws the eyebrow across the top strip of the code area; returns the rest for the code. */
function paintEyebrow(ctx: SKRSContext2D, kind: StatusKind, codeArea: TextArea): TextArea {
  ctx.save();
  ctx.font = EYEBROW.font;
  ctx.letterSpacing = EYEBROW.letterSpacing;
  ctx.fillStyle = EYEBROW.color;
  ctx.textBaseline = 'top';
  ctx.fillText(EYEBROW.text[kind], codeArea.x, codeArea.y);
  ctx.restore();
  const y = codeArea.y + EYEBROW.height;
  const height = codeArea.height - EYEBROW.height;
  return { ...codeArea, y, height, cy: y + height / 2 };
}

/** The scene of `code`'s class; a 400 for a number that is no status code. */
function sceneOf(code: number): SceneName {
  if (!isStatusCode(code)) {
    throw new InvalidInput(parameterMessage('code', 'must be an integer from 100 to 599'));
  }
  return statusSceneName(code);
}

/** The still picture of `code`: the card's texts laid over its class's shared scene. */
function still(code: number): Rendering {
  const sceneName = sceneOf(code);
  const status = describeStatus(code);
  const areas = SCENES[sceneName].textAreas as Readonly<Record<keyof typeof CARD_TEXT, TextArea>>;
  const overlay = sceneOverlay(sceneName, [areas.code, areas.reason, areas.description]);
  const { ctx } = overlay;
  const codeArea = paintEyebrow(ctx, status.kind, areas.code);
  paintTextInArea(ctx, String(code), codeArea, CARD_TEXT.code, 'code');
  paintTextInArea(ctx, status.name, areas.reason, CARD_TEXT.reason, 'reason');
  paintTextInArea(ctx, status.description, areas.description, CARD_TEXT.description);
  return { raster: overlay.finish() };
}

export const httpStatus: Generator<HttpStatusInput> = {
  name: 'http_status',
  warmUp: warmUpIllustrated,
  render: ({ code }, target) =>
    atScale(drawScale(SCENES[sceneOf(code)], target), () => still(code)),
  motion: {
    timeline: TIMELINE,
    // The card stays as it is; the mascot moves in its class's mood (status-motion.ts).
    animate: ({ code }) =>
      overStill(still(code), SCENES[sceneOf(code)], undefined, statusMotion(statusClassOf(code))),
  },
};
