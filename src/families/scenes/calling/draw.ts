// /calling (670x470): the character on the phone, waving; `text` is the caption above, set
// like a chat message: bold dark sans, from the start edge (right for right-to-left text).
// It moves: the desk telephone rings twice (it rattles, ring marks flash), then rests.
import { FONTS } from '../../../text/index.js';
import {
  drawDeskPhoneAt,
  DESK_PHONE,
  drawPhoneCord,
  paintCallingWithoutPhone,
} from '../art/index.js';
import { drawTicks } from '../art/props.js';
import { illustratedTextGenerator } from '../scene-text.js';
import { drawLayer, sceneLayer, type SceneMotion } from '../scene-motion.js';
import { TIMELINE } from './timeline.js';
import type { Generator } from '../../../art/kit/generator.js';

export interface CallingInput {
  readonly text: string;
}

/** Round the telephone on the desk, its rocking and the end of its cord. */
const PHONE_BOX = { x: 486, y: 322, width: 142, height: 104 } as const;

/** The natural frames each ring rattles for, by frame number (the rest are still). */
const RINGS = [
  { from: 0, to: 5 },
  { from: 7, to: 11 },
] as const;

/** How far the telephone rocks (degrees) and hops (px) at the height of a ring. */
const RATTLE = { deg: 6, hop: 3 } as const;

/**
 * The telephone rattles on alternate frames, left foot then right, hardest mid-ring; the ring
 * marks flash out from its top corners with it. The caption never moves.
 */
const ringing: SceneMotion<unknown> = {
  clear: (ctx) =>
    drawLayer(ctx, sceneLayer('calling:behind-phone', PHONE_BOX, paintCallingWithoutPhone)),
  frame: (ctx, t) => {
    const index = Math.round(t * (TIMELINE.frames - 1));
    const ring = RINGS.find(({ from, to }) => index >= from && index <= to);
    // Rings swell and fade: full strength in the middle frames of each ring.
    const strength = ring
      ? Math.sin(((index - ring.from + 0.5) / (ring.to - ring.from + 1)) * Math.PI)
      : 0;
    const side = index % 2 === 0 ? 1 : -1;
    drawDeskPhoneAt(ctx, 0, -RATTLE.hop * strength, side * RATTLE.deg * strength);
    // The cord's end lies over the telephone, as in the still picture.
    drawLayer(ctx, sceneLayer('calling:cord-end', PHONE_BOX, drawPhoneCord));
    if (!ring) return;
    const top = DESK_PHONE.y - 44;
    for (const [dx, deg] of [
      [-50, -55],
      [50, 55],
    ] as const) {
      const size = 0.85 + 0.35 * strength * (dx * side > 0 ? 1 : 0.7);
      drawTicks(ctx, DESK_PHONE.x + dx, top, deg, size);
    }
  },
};

export const calling: Generator<CallingInput> = illustratedTextGenerator(
  'calling',
  'calling',
  { text: { font: FONTS.bold, maxFontSize: 44, minFontSize: 14, lineHeight: 1.22, tidy: true } },
  { timeline: TIMELINE, scene: ringing },
);
