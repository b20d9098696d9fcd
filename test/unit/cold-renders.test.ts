// A renderer's cold renders (src/render/cold-renders.ts): its first few pictures of each
// generator and of each output format, counted per renderer, are the ones the admission excuses.
import { describe, expect, it } from 'vitest';
import { COLD_RENDERS_PER_KIND, ColdRenders } from '../../src/render/cold-renders.js';
import type { RenderTask } from '../../src/render/task.js';

const task = (generator: string, format: RenderTask['format'] = 'png', width?: number) =>
  ({ generator, input: {}, format, width }) as RenderTask;

describe('cold renders', () => {
  it("counts a renderer's first renders of a generator as cold, then no more", () => {
    const cold = new ColdRenders();
    const renderer = {};
    cold.take(renderer, task('swatch')); // the first PNG too
    const captcha = Array.from({ length: COLD_RENDERS_PER_KIND + 2 }, () =>
      cold.take(renderer, task('captcha')),
    );
    expect(captcha.filter(Boolean)).toHaveLength(COLD_RENDERS_PER_KIND);
    expect(captcha.slice(0, COLD_RENDERS_PER_KIND).every(Boolean)).toBe(true);
  });

  it('counts the first renders of a format, or of resizing, as cold for a warm generator', () => {
    const cold = new ColdRenders();
    const renderer = {};
    for (let i = 0; i < COLD_RENDERS_PER_KIND; i++) cold.take(renderer, task('captcha'));
    expect(cold.take(renderer, task('captcha'))).toBe(false);
    expect(cold.take(renderer, task('captcha', 'avif'))).toBe(true);
    expect(cold.take(renderer, task('captcha', 'png', 128))).toBe(true);
  });

  it('counts each renderer on its own: a replacement starts cold', () => {
    const cold = new ColdRenders();
    const first = {};
    for (let i = 0; i < COLD_RENDERS_PER_KIND; i++) cold.take(first, task('captcha'));
    expect(cold.take(first, task('captcha'))).toBe(false);
    expect(cold.take({}, task('captcha'))).toBe(true);
  });
});
