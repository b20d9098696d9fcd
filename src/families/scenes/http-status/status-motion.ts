// How the mascot of /http/<code> moves, per status class: its body (a lean, a hop, a walk, a
// shake) and its props (popping up, falling, rising, flickering). The card never moves.
import { easeOut, easeOutBack, phase, wobble } from '../../../art/kit/motion.js';
import { drawMascot, paintStatusScene, type MascotFrame, type StatusClass } from '../art/index.js';
import { drawLayer, sceneLayer, type SceneMotion } from '../scene-motion.js';
import { TIMELINE } from './timeline.js';

/** Round everything the mascot and its props reach in any frame; clear of the card's text. */
const MASCOT_BOX = { x: 420, y: 60, width: 376, height: 480 } as const;

const LAST_FRAME = TIMELINE.frames - 1;

/** The natural frame at time t, for motions that alternate frame by frame (flicker, shake). */
const frameAt = (t: number): number => Math.round(t * LAST_FRAME);

/** Big and small on alternate frames, offset per prop, until `until`; then as in the still. */
const flicker = (t: number, index: number, until: number): number =>
  t >= until ? 1 : (frameAt(t) + index) % 2 === 0 ? 1.15 : 0.82;

/** Pops in turn: prop `index` pops from `start`, each `step` after the one before. */
const popInTurn = (t: number, index: number, start: number, step: number): number =>
  easeOutBack(phase(t, start + index * step, start + index * step + 0.22), 2.4);

/** The happy hop's height in character units (the still is at the top of it). */
const HOP = 26;
/** How far left of its place the redirecting mascot starts walking (px). */
const WALK = 56;

const MOTIONS: Readonly<Record<StatusClass, (t: number) => MascotFrame>> = {
  // Curious: leans in for a closer look and back, then the question mark and the ping pop up.
  '1xx': (t) => ({
    dx: 0,
    lean: 4 * wobble(phase(t, 0, 0.75), 1.5),
    behind: () => 1,
    front: (i) => popInTurn(t, i, 0.45, 0.16),
  }),
  // Happy: drops from the top of its hop, lands and jumps straight back up (a free fall and
  // rise); the confetti falls into place and the sparkles twinkle.
  '2xx': (t) => ({
    dx: 0,
    hop: HOP * (2 * phase(t, 0, 0.72) - 1) ** 2,
    lean: 0,
    behind: (i) => flicker(t, i, 0.8),
    front: (i) => easeOut(phase(t, i * 0.07, 0.5 + i * 0.07)),
  }),
  // Redirect: walks in from the left with its suitcase, three bobbing steps, and stops.
  '3xx': (t) => {
    const walked = phase(t, 0, 0.72);
    return {
      dx: -Math.round(WALK * (1 - easeOut(walked))),
      hop: 5 * Math.abs(Math.sin(3 * Math.PI * walked)),
      lean: 0,
      behind: () => 1,
      front: () => 1,
    };
  },
  // Confused: sways from side to side while the question marks pop up one after another.
  '4xx': (t) => ({
    dx: 0,
    lean: 4 * wobble(phase(t, 0, 0.85), 2),
    behind: () => 1,
    front: (i) => popInTurn(t, i, 0.15, 0.17),
  }),
  // Broken: shudders, the flames flicker, the smoke puffs rise and the sparks pop out.
  '5xx': (t) => ({
    dx: Math.round(5 * (frameAt(t) % 2 === 0 ? 1 : -1) * (1 - phase(t, 0, 0.78))),
    lean: 0,
    behind: (i) => easeOut(phase(t, i * 0.12, 0.55 + i * 0.12)),
    front: (i) => (i < 3 ? flicker(t, i, 0.85) : popInTurn(t, i - 3, 0.25, 0.16)),
  }),
};

/** The status picture of class `cls` moving over its still picture. */
export function statusMotion(cls: StatusClass): SceneMotion<unknown> {
  return {
    clear: (ctx) =>
      drawLayer(
        ctx,
        sceneLayer(`http:${cls}:behind-mascot`, MASCOT_BOX, (layer) =>
          paintStatusScene(layer, cls, false),
        ),
      ),
    frame: (ctx, t) => drawMascot(ctx, cls, MOTIONS[cls](t)),
  };
}
