// Every generator that moves, on short, wrapping, longest, CJK, Arabic and emoji text (or its
// own kinds of input): the frame count its timeline says, a last frame that is exactly the
// still picture, frames that really differ, and text that is never cut in any frame.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Generator } from '../../src/art/kit/generator.js';
import { playScene } from '../../src/art/kit/motion.js';
import { frameTimes } from '../../src/core/animation.js';
import { TIMELINES } from '../../src/families/motions.js';
import { renderRequestFor } from '../../src/http/routes/image-routes.js';
import { loadAllGenerators } from '../../src/render/registry.js';
import { frameSurface } from '../../src/art/kit/surface.js';
import { registerFonts } from '../../src/text/index.js';
import { recordingText, type TextBox } from '../helpers/text-boxes.js';
import { MOTION_SAMPLES as SAMPLES } from '../helpers/motion-samples.js';

const animated = Object.keys(TIMELINES);
/** A short name for a sample URL in the test list. */
const label = (url: string) => {
  const decoded = decodeURIComponent(url);
  return decoded.length > 48 ? `${decoded.slice(0, 45)}…` : decoded;
};
let generators: ReadonlyMap<string, Generator<unknown>>;
const generatorOf = (name: string) => generators.get(name)!;

beforeAll(async () => {
  registerFonts();
  generators = await loadAllGenerators();
});

it('knows sample inputs for every generator that moves, and each has a motion', () => {
  expect(animated.length).toBeGreaterThan(0);
  for (const name of animated) {
    expect(SAMPLES[name], name).toBeDefined();
    expect(generatorOf(name).motion?.timeline, name).toEqual(
      TIMELINES[name as keyof typeof TIMELINES],
    );
  }
});

describe.each(animated)('%s moves', (name) => {
  const samples = SAMPLES[name]!;

  const cases = samples.urls.map((url) => [label(url), url] as const);

  it.each(cases)('%s: every frame, the last one the still picture', (_, url) => {
    const { input, generator: routed } = renderRequestFor(url);
    expect(routed).toBe(name);
    const generator = generatorOf(name);
    const motion = generator.motion!;
    const still = generator.render(input).raster;
    const animation = playScene(motion.animate(input), motion.timeline, 1000);
    expect(animation.delays).toHaveLength(motion.timeline.frames);
    expect([animation.width, animation.height]).toEqual([still.width, still.height]);
    const frameBytes = still.width * still.height * 4;
    const frame = (i: number) => animation.data.subarray(i * frameBytes, (i + 1) * frameBytes);
    const last = frame(animation.delays.length - 1);
    expect(Buffer.from(last).equals(Buffer.from(still.data)), 'last frame = still').toBe(true);
    const moving = animation.delays.filter(
      (_, i) => !Buffer.from(frame(i)).equals(Buffer.from(last)),
    );
    expect(moving.length, 'frames that differ from the still').toBeGreaterThanOrEqual(
      Math.floor(animation.delays.length / 3),
    );
  });

  it.each(cases)('%s: text never leaves the picture in any frame', (_, url) => {
    const { input } = renderRequestFor(url);
    const generator = generatorOf(name);
    const scene = generator.motion!.animate(input);
    const base = scene.paintBase ? frameSurface(scene.width, scene.height, 'base') : undefined;
    const baseBoxes: TextBox[] = [];
    if (base) scene.paintBase!(recordingText(base.ctx, baseBoxes));
    // Text in the base is checked where each frame puts it: copied as it is, or placed by the
    // frame (a base that moves) through drawImage.
    const layer = base && { canvas: base.canvas, boxes: baseBoxes };
    for (const t of frameTimes(generator.motion!.timeline)) {
      const boxes: TextBox[] = [];
      const surface = frameSurface(scene.width, scene.height, scene.frame);
      const ctx = recordingText(surface.ctx, boxes, layer);
      if (base && !scene.baseMoves) ctx.drawImage(base.canvas, 0, 0);
      scene.paintFrame(ctx, t, base?.canvas);
      const slack = 1.5;
      for (const box of boxes) {
        const where = `${box.text} at t=${t.toFixed(2)}`;
        expect(box.left, where).toBeGreaterThanOrEqual(-slack);
        expect(box.top, where).toBeGreaterThanOrEqual(-slack);
        expect(box.right, where).toBeLessThanOrEqual(scene.width + slack);
        expect(box.bottom, where).toBeLessThanOrEqual(scene.height + slack);
      }
      if (t === 1) {
        // The held frame sets text at the sizes the still does: never below the route's minimum.
        for (const box of boxes) {
          expect(box.pixelSize, box.text).toBeGreaterThanOrEqual(minimumSize(generator) - 0.01);
        }
      }
    }
  });
});

/** The smallest size the generator sets client text at (its declared text styles). */
function minimumSize(generator: Generator<unknown>): number {
  const styles = Object.values(generator.textStyles ?? {});
  return styles.length === 0 ? 0 : Math.min(...styles.map((style) => style.minFontSize));
}
