// The illustrated generators as pure renders: text only ever changes pixels inside its scene
// text area (turned with it), renders are deterministic, X-Text-Fit is reported, text that
// cannot fit is refused, and every status code 100..599 draws.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  scenePixels,
  SCENES,
  type SceneName,
  type TextArea,
} from '../../src/families/scenes/art/index.js';
import { calling } from '../../src/families/scenes/calling/draw.js';
import { facts } from '../../src/families/scenes/facts/draw.js';
import { httpStatus } from '../../src/families/scenes/http-status/draw.js';
import { panelMeme } from '../../src/families/scenes/panel-meme/draw.js';
import { scroll } from '../../src/families/scenes/scroll/draw.js';
import { InvalidInput } from '../../src/core/errors.js';
import { type Raster } from '../../src/core/raster.js';
import { describeStatus } from '../../src/families/scenes/http-status/statuses.js';

const TEXTS = [
  'Hello',
  'When the build passes on the first try',
  'Line one\nLine two\nLine three',
  '你好，世界！今天天气很好',
  'مرحبا بالعالم 2026',
  'Party time 🎉👨‍👩‍👧‍👦👍🏽🇳🇴',
  'Зачем? Γειά σου! שלום עולם नमस्ते สวัสดี',
  'gjpqy ÅÉÎ '.repeat(45).trim(),
];

beforeAll(() => calling.warmUp?.());

/** True when pixel (x, y)'s centre lies in the area (its own turned frame), give or take `slack`. */
function inArea(area: TextArea, x: number, y: number, slack = 1.5): boolean {
  const a = -(area.angle ?? 0);
  const dx = x + 0.5 - area.cx;
  const dy = y + 0.5 - area.cy;
  const u = dx * Math.cos(a) - dy * Math.sin(a);
  const v = dx * Math.sin(a) + dy * Math.cos(a);
  return Math.abs(u) <= area.width / 2 + slack && Math.abs(v) <= area.height / 2 + slack;
}

/** Pixels that differ from the plain scene, and how many of them lie outside every area. */
function changes(raster: Raster, scene: SceneName) {
  const base = scenePixels(scene).data;
  const areas = Object.values(SCENES[scene].textAreas);
  let changed = 0;
  let outside = 0;
  for (let y = 0; y < raster.height; y++) {
    for (let x = 0; x < raster.width; x++) {
      const i = (y * raster.width + x) * 4;
      if (
        raster.data[i] === base[i] &&
        raster.data[i + 1] === base[i + 1] &&
        raster.data[i + 2] === base[i + 2]
      )
        continue;
      changed++;
      if (!areas.some((area) => inArea(area, x, y))) outside++;
    }
  }
  return { changed, outside };
}

const TEXT_GENERATORS = [
  { generator: calling, scene: 'calling', input: (text: string) => ({ text }) },
  { generator: facts, scene: 'facts', input: (text: string) => ({ text }) },
  { generator: scroll, scene: 'scroll', input: (text: string) => ({ text }) },
  {
    generator: panelMeme,
    scene: 'panel_meme',
    input: (text: string) => ({ top: text, bottom: 'Writing tests first' }),
  },
] as const;

describe.each(TEXT_GENERATORS)('$generator.name', ({ generator, scene, input }) => {
  it('renders at the scene size and writes only inside the text areas', () => {
    for (const text of TEXTS) {
      const { raster } = generator.render(input(text) as never);
      expect(raster.width).toBe(SCENES[scene].width);
      expect(raster.height).toBe(SCENES[scene].height);
      const { changed, outside } = changes(raster, scene);
      expect(changed, text).toBeGreaterThan(100);
      expect(outside, text).toBe(0);
    }
  });

  it('is deterministic and reports how the text was fitted', () => {
    const one = generator.render(input('Same text, same pixels') as never);
    const two = generator.render(input('Same text, same pixels') as never);
    expect(Buffer.from(one.raster.data).equals(Buffer.from(two.raster.data))).toBe(true);
    expect(one.textFit?.fontSize).toBeGreaterThanOrEqual(10);
    const long = generator.render(input(TEXTS[7] as string) as never);
    expect(long.textFit?.shrunk).toBe(true);
    expect(long.textFit?.lines).toBeGreaterThan(3);
  });

  it('refuses text that cannot fit legibly with a message naming the parameter', () => {
    const wall = 'W'.repeat(500);
    expect(() => generator.render(input(wall) as never)).toThrow(InvalidInput);
    expect(() => generator.render(input(wall) as never)).toThrow(/Parameter '(text|top)'/);
  });
});

describe('panel_meme', () => {
  it('fits each cell on its own and reports the smaller size and all lines', () => {
    const { textFit } = panelMeme.render({ top: 'No', bottom: 'A much longer line of text here' });
    const alone = panelMeme.render({ top: 'A much longer line of text here', bottom: 'No' });
    expect(textFit?.fontSize).toBe(alone.textFit?.fontSize);
    expect(textFit?.lines).toBeGreaterThanOrEqual(3);
  });
});

describe('http_status', () => {
  it('draws every code 100..599 inside its card text areas', () => {
    for (let code = 100; code <= 599; code++) {
      const { raster, textFit } = httpStatus.render({ code });
      expect(raster.width).toBe(800);
      expect(textFit).toBeUndefined();
      // Every named code (the longest texts) and a sample of the class fallbacks.
      if (describeStatus(code).kind !== 'unassigned' || code % 50 === 7) {
        const { changed, outside } = changes(raster, `http_${String(code)[0]}xx` as SceneName);
        expect(changed).toBeGreaterThan(1000);
        expect(outside, String(code)).toBe(0);
      }
    }
  });

  it('draws different pictures for different codes of a class', () => {
    const a = httpStatus.render({ code: 404 }).raster.data;
    const b = httpStatus.render({ code: 405 }).raster.data;
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it('refuses codes outside 100..599', () => {
    for (const code of [99, 600, 404.5]) {
      expect(() => httpStatus.render({ code })).toThrow(InvalidInput);
    }
  });
});
