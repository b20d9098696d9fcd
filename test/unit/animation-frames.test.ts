// Which frames an animation shows when fewer are allowed, for how long each, and in what order.
import { describe, expect, it } from 'vitest';
import { answerFrames, frameTimes, pickFrames } from '../../src/core/animation.js';

const timeline = { frames: 9, frameMs: 50, holdMs: 2000 };
const total = (frames: { delayMs: number }[]) => frames.reduce((a, f) => a + f.delayMs, 0);

describe('pickFrames', () => {
  it('shows every frame, evenly spaced, the last held, when all are allowed', () => {
    const all = pickFrames(timeline, 100);
    expect(all.map((f) => f.t)).toEqual(frameTimes(timeline));
    expect(all[0]!.t).toBe(0);
    expect(all.at(-1)).toEqual({ t: 1, delayMs: 2000 });
    expect(all.slice(0, -1).every((f) => f.delayMs === 50)).toBe(true);
  });

  it.each([1, 2, 3, 4, 5, 8])('keeps %i frames, the still last, the loop as long', (most) => {
    const picked = pickFrames(timeline, most);
    expect(picked).toHaveLength(most);
    expect(picked.at(-1)!.t).toBe(1);
    expect(total(picked)).toBe(total(pickFrames(timeline, 100)));
    const times = picked.map((f) => f.t);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(times).size).toBe(most);
  });

  it('never shows fewer than one frame', () => {
    expect(pickFrames(timeline, 0)).toEqual([{ t: 1, delayMs: 2400 }]);
  });
});

describe('answerFrames', () => {
  it('starts on the still, then plays the motion, and ends on the still; the loop as long', () => {
    const frames = answerFrames(timeline, 100);
    expect(frames[0]!.t).toBe(1);
    expect(frames.at(-1)!.t).toBe(1);
    expect(frames.slice(1, -1).map((f) => f.t)).toEqual(frameTimes(timeline).slice(0, -1));
    expect(total(frames)).toBe(total(pickFrames(timeline, 100)));
    // The hold is split in whole hundredths of a second (what a GIF stores).
    expect(frames[0]!.delayMs % 10).toBe(0);
    expect(frames[0]!.delayMs + frames.at(-1)!.delayMs).toBe(timeline.holdMs);
  });

  it('is the still alone when one frame is allowed', () => {
    expect(answerFrames(timeline, 1)).toEqual(pickFrames(timeline, 1));
  });
});
