// The illustration kit: every scene paints at its declared size, its text areas are inside the
// picture and clean enough to write on, the status moods really differ, and each scene
// is painted once.
import type { Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  areaCorners,
  HTTP_SCENES,
  rasteriseScene,
  SCENE_NAMES,
  scenePixels,
  SCENES,
  STATUS_CLASSES,
  statusSceneName,
  type Scene,
  type TextArea,
} from '../../src/families/scenes/art/index.js';

const painted = new Map<Scene, Canvas>();
function paintedOnce(scene: Scene): Canvas {
  let canvas = painted.get(scene);
  if (!canvas) {
    canvas = rasteriseScene(scene);
    painted.set(scene, canvas);
  }
  return canvas;
}

function pixelsOf(canvas: Canvas): Uint8ClampedArray {
  return canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
}

function samePixels(a: Canvas, b: Canvas): boolean {
  const pa = pixelsOf(a);
  const pb = pixelsOf(b);
  return Buffer.from(pa.buffer, pa.byteOffset, pa.byteLength).equals(
    Buffer.from(pb.buffer, pb.byteOffset, pb.byteLength),
  );
}

/** WCAG relative luminance of an sRGB colour given as 0..255 channels. */
function luminance(r: number, g: number, b: number): number {
  const lin = (c: number): number => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function hexRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Samples the area on a 3 px grid in its own (rotated) frame; returns RGB triples. */
function sampleArea(canvas: Canvas, area: TextArea): [number, number, number][] {
  const data = pixelsOf(canvas);
  const a = area.angle ?? 0;
  const out: [number, number, number][] = [];
  for (let v = -area.height / 2; v <= area.height / 2; v += 3) {
    for (let u = -area.width / 2; u <= area.width / 2; u += 3) {
      const x = Math.round(area.cx + u * Math.cos(a) - v * Math.sin(a));
      const y = Math.round(area.cy + u * Math.sin(a) + v * Math.cos(a));
      const i = (y * canvas.width + x) * 4;
      out.push([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]);
    }
  }
  return out;
}

describe.each(SCENE_NAMES)('scene %s', (name) => {
  const scene = SCENES[name];

  it('paints at its declared size, the same pixels every time', () => {
    const canvas = paintedOnce(scene);
    expect([canvas.width, canvas.height]).toEqual([scene.width, scene.height]);
    expect(samePixels(rasteriseScene(scene), canvas)).toBe(true);
  });

  it('is a picture, not a blank: many distinct colours and ink outlines', () => {
    const data = pixelsOf(paintedOnce(scene));
    const colours = new Set<number>();
    let ink = 0;
    for (let i = 0; i < data.length; i += 4 * 7) {
      colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
      if (luminance(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) < 0.05) ink++;
    }
    expect(colours.size).toBeGreaterThan(200);
    expect(ink / (data.length / 28)).toBeGreaterThan(0.01);
  });

  it('declares text areas that lie inside the picture and do not overlap', () => {
    const areas = Object.values(scene.textAreas);
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) {
      expect(area.width).toBeGreaterThan(100);
      expect(area.height).toBeGreaterThan(40);
      expect(area.cx).toBeCloseTo(area.x + area.width / 2, 6);
      expect(area.cy).toBeCloseTo(area.y + area.height / 2, 6);
      for (const corner of areaCorners(area)) {
        expect(corner.x).toBeGreaterThanOrEqual(0);
        expect(corner.y).toBeGreaterThanOrEqual(0);
        expect(corner.x).toBeLessThanOrEqual(scene.width);
        expect(corner.y).toBeLessThanOrEqual(scene.height);
      }
    }
    const flat = areas.filter((a) => !a.angle);
    for (const [i, a] of flat.entries()) {
      for (const b of flat.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x ||
          b.x + b.width <= a.x ||
          a.y + a.height <= b.y ||
          b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
  });

  it('keeps its text areas light and plain, and their text colour readable on them', () => {
    const canvas = paintedOnce(scene);
    for (const [areaName, area] of Object.entries(scene.textAreas)) {
      const samples = sampleArea(canvas, area);
      const lum = samples.map(([r, g, b]) => luminance(r, g, b)).sort((p, q) => p - q);
      const light = lum.filter((l) => l > 0.7).length / lum.length;
      expect(light, `${areaName} light share`).toBeGreaterThan(0.97);
      const median = lum[Math.floor(lum.length / 2)] ?? 0;
      const spread =
        (lum[Math.floor(lum.length * 0.95)] ?? 0) - (lum[Math.floor(lum.length * 0.05)] ?? 0);
      expect(spread, `${areaName} uniformity`).toBeLessThan(0.12);
      const text = luminance(...hexRgb(area.color ?? '#000000'));
      const contrast = (median + 0.05) / (text + 0.05);
      // The status code is set very large, where WCAG asks 3:1; running text asks 4.5:1.
      expect(contrast, `${areaName} contrast`).toBeGreaterThan(areaName === 'code' ? 3 : 4.5);
    }
  });
});

describe('tilted paper', () => {
  it('turns the facts page by 8..15 degrees anticlockwise and the scroll slightly', () => {
    const facts = (SCENES.facts.textAreas.text?.angle ?? 0) * (180 / Math.PI);
    const scroll = (SCENES.scroll.textAreas.text?.angle ?? 0) * (180 / Math.PI);
    expect(facts).toBeLessThanOrEqual(-8);
    expect(facts).toBeGreaterThanOrEqual(-15);
    expect(Math.abs(scroll)).toBeGreaterThanOrEqual(1);
    expect(Math.abs(scroll)).toBeLessThanOrEqual(10);
  });
});

describe('status moods', () => {
  /** Where the mascot's ink lines are, right of the text card. */
  function inkMask(scene: Scene): Uint8Array {
    const data = pixelsOf(paintedOnce(scene));
    const mask = new Uint8Array(scene.width * scene.height);
    for (let y = 0; y < scene.height; y++) {
      for (let x = 460; x < scene.width; x++) {
        const i = (y * scene.width + x) * 4;
        mask[y * scene.width + x] =
          luminance(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) < 0.05 ? 1 : 0;
      }
    }
    return mask;
  }

  it('draws a different pose for each class, not just another background', () => {
    const masks = STATUS_CLASSES.map((cls) => inkMask(HTTP_SCENES[cls]));
    for (let i = 0; i < masks.length; i++) {
      for (let j = i + 1; j < masks.length; j++) {
        const a = masks[i] as Uint8Array;
        const b = masks[j] as Uint8Array;
        let differ = 0;
        let ink = 0;
        for (let k = 0; k < a.length; k++) {
          if (a[k] !== b[k]) differ++;
          if (a[k] || b[k]) ink++;
        }
        expect(differ / ink, `${STATUS_CLASSES[i]} vs ${STATUS_CLASSES[j]}`).toBeGreaterThan(0.3);
      }
    }
  });

  it('maps every code 100..599 to its class scene and refuses others', () => {
    expect(statusSceneName(100)).toBe('http_1xx');
    expect(statusSceneName(204)).toBe('http_2xx');
    expect(statusSceneName(308)).toBe('http_3xx');
    expect(statusSceneName(418)).toBe('http_4xx');
    expect(statusSceneName(599)).toBe('http_5xx');
    expect(() => statusSceneName(99)).toThrow(RangeError);
    expect(() => statusSceneName(600)).toThrow(RangeError);
  });
});

describe('scenePixels', () => {
  it('paints once and hands back the same pixels', () => {
    const first = scenePixels('calling');
    expect(scenePixels('calling')).toBe(first);
    expect(scenePixels('http_4xx')).not.toBe(first);
    expect(first.data.buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it('holds the same pixels as a fresh rasterisation', () => {
    const shared = scenePixels('panel_meme');
    const fresh = pixelsOf(rasteriseScene(SCENES.panel_meme));
    expect(Buffer.from(shared.data).equals(Buffer.from(fresh))).toBe(true);
  });
});
