// What an animated picture is between its generator and its encoder: equal frames stacked top
// to bottom in one RGBA buffer, each shown for its own delay, looping for ever.
import type { TextFitReport } from './raster.js';

/**
 * How a generator's picture moves: `frames` frames, evenly spaced in time t = 0..1, each shown
 * `frameMs`, except the last (t = 1, the still picture), which is held `holdMs` before the loop.
 */
export interface Timeline {
  readonly frames: number;
  readonly frameMs: number;
  readonly holdMs: number;
}

/** An animation ready to encode. */
export interface Animation {
  readonly width: number;
  /** Height of one frame. */
  readonly height: number;
  /** Every frame, straight-alpha RGBA, frame after frame (height x frames rows). */
  readonly data: Uint8Array;
  /** How long each frame shows, in ms; its length is the frame count. */
  readonly delays: readonly number[];
  readonly textFit?: TextFitReport;
}

/** The time t (0..1) of each natural frame of `timeline`. */
export function frameTimes(timeline: Timeline): number[] {
  const { frames } = timeline;
  if (frames === 1) return [1];
  return Array.from({ length: frames }, (_, i) => i / (frames - 1));
}

/**
 * The frames shown when at most `most` may be: an even pick of the natural frames that always
 * keeps the last (the still picture). A kept frame also shows for the frames dropped after it,
 * so the loop lasts as long as the natural one.
 */
export function pickFrames(timeline: Timeline, most: number): { t: number; delayMs: number }[] {
  const times = frameTimes(timeline);
  const delays = times.map((_, i) => (i === times.length - 1 ? timeline.holdMs : timeline.frameMs));
  const count = Math.max(1, Math.min(times.length, Math.floor(most)));
  if (count === 1) return [{ t: 1, delayMs: delays.reduce((a, b) => a + b, 0) }];
  const picked: number[] = [];
  for (let j = 0; j < count - 1; j++)
    picked.push(Math.floor((j * (times.length - 1)) / (count - 1)));
  picked.push(times.length - 1);
  return picked.map((index, j) => {
    const next = j + 1 < picked.length ? picked[j + 1]! : times.length;
    let delayMs = 0;
    for (let i = index; i < next; i++) delayMs += delays[i]!;
    return { t: times[index]!, delayMs };
  });
}

/**
 * The frames of an animated answer: the motion's picked frames (pickFrames), preceded by the
 * still picture, so that a client that shows only the first frame (autoplay off, reduced
 * motion, link previews) shows the whole picture with its text. The still's hold is split
 * between the first frame and the last, so the loop lasts as long as the motion's own and the
 * still is held as long across its seam.
 */
export function answerFrames(timeline: Timeline, most: number): { t: number; delayMs: number }[] {
  const picked = pickFrames(timeline, most);
  if (picked.length === 1) return picked;
  const last = picked.at(-1)!;
  // In whole hundredths of a second, which is what a GIF stores.
  const lead = Math.round(timeline.holdMs / 20) * 10;
  return [{ t: 1, delayMs: lead }, ...picked.slice(0, -1), { t: 1, delayMs: last.delayMs - lead }];
}
