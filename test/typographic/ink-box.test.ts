// The ink of drawn pixels (src/families/typographic/art/text-lines.ts inkBox): the tight box of
// everything above a faint alpha, found from any side, or null for an empty surface.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { inkBox } from '../../src/families/typographic/art/text-lines.js';

function surface(rects: readonly [number, number, number, number, number?][]) {
  const canvas = createCanvas(40, 20);
  const ctx = canvas.getContext('2d');
  for (const [x, y, w, h, alpha = 1] of rects) {
    ctx.fillStyle = `rgba(255, 255, 255, ${alpha})`;
    ctx.fillRect(x, y, w, h);
  }
  return ctx;
}

describe('inkBox', () => {
  it('is null when nothing is drawn, or only what is fainter than ink', () => {
    expect(inkBox(surface([]), 40, 20)).toBeNull();
    expect(inkBox(surface([[5, 5, 10, 10, 0.02]]), 40, 20)).toBeNull();
  });

  it('hugs one shape', () => {
    expect(inkBox(surface([[10, 5, 7, 3]]), 40, 20)).toEqual({ x: 10, y: 5, width: 7, height: 3 });
  });

  it('spans shapes whose edges are on different rows, up to the surface edges', () => {
    const ctx = surface([
      [3, 8, 2, 2],
      [20, 0, 1, 1],
      [30, 12, 10, 1],
      [12, 19, 1, 1],
    ]);
    expect(inkBox(ctx, 40, 20)).toEqual({ x: 3, y: 0, width: 37, height: 20 });
  });

  it('finds a single pixel in a corner', () => {
    expect(inkBox(surface([[39, 19, 1, 1]]), 40, 20)).toEqual({
      x: 39,
      y: 19,
      width: 1,
      height: 1,
    });
    expect(inkBox(surface([[0, 0, 1, 1]]), 40, 20)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });
});
