// A renderer's warm-up (src/render/warm-up.ts) draws every family a route serves, each text
// family with the warm-up texts in every text parameter, as valid pictures, then collects its
// garbage once, last.
import { describe, expect, it } from 'vitest';
import { GENERATORS } from '../../src/families/catalogue.js';
import { loadGenerator } from '../../src/render/registry.js';
import { warmUpRenderer } from '../../src/render/warm-up.js';
import type { RenderTask } from '../../src/render/task.js';
import { WARM_UP_TEXTS } from '../../src/text/index.js';

/** Drawn only to seed picture collections, never for a request. */
const SEEDING_ONLY = ['starter-picture'];

describe('the renderer warm-up', () => {
  it('draws every served family once per warm-up text, valid pictures, then collects', async () => {
    const events: string[] = [];
    const tasks: RenderTask[] = [];
    await warmUpRenderer(
      async (task) => {
        tasks.push(task);
        events.push('draw');
        const { raster } = (await loadGenerator(task.generator))!.render(task.input);
        expect(raster.width * raster.height, task.generator).toBeGreaterThan(0);
      },
      () => events.push('collect'),
    );
    expect(events.at(-1)).toBe('collect');
    expect(events.filter((event) => event === 'collect')).toHaveLength(1);
    const served = Object.keys(GENERATORS).filter((name) => !SEEDING_ONLY.includes(name));
    expect([...new Set(tasks.map((task) => task.generator))].sort()).toEqual(served.sort());
    for (const [name, generator] of Object.entries(GENERATORS)) {
      const drawn = tasks.filter((task) => task.generator === name);
      if (!generator.textStyles) continue;
      // Each text parameter of each picture holds one of the texts, every text drawn.
      expect(drawn, name).toHaveLength(WARM_UP_TEXTS.length);
      for (const [i, task] of drawn.entries()) {
        const input = task.input as Record<string, unknown>;
        for (const parameter of Object.keys(generator.textStyles)) {
          expect(input[parameter], `${name}.${parameter}`).toBe(WARM_UP_TEXTS[i]);
        }
      }
    }
    expect(tasks.every((task) => task.format === 'png' && task.width === undefined)).toBe(true);
  });

  it('reaches the scripts whose faces are parsed on first use, and runs right to left', () => {
    const text = WARM_UP_TEXTS.join(' ');
    for (const script of ['Han', 'Hiragana', 'Hangul', 'Arabic', 'Hebrew', 'Devanagari', 'Thai']) {
      expect(new RegExp(`\\p{Script=${script}}`, 'u').test(text), script).toBe(true);
    }
    expect(/\p{Extended_Pictographic}/u.test(text)).toBe(true);
  });
});
