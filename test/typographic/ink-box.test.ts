// The ink of drawn pixels (src/families/typographic/art/text-lines.ts inkBox): the tight box of
// everything that differs from the flat background by more than a faint edge, found from any
// side, or null when nothing does.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { inkBox } from '../../src/families/typographic/art/text-lines.js';
import type { Raster } from '../../src/core/raster.js';

const RED = { r: 218, g: 31, b: 38 };

/** A 40x20 raster of RED with rectangles [x, y, width, height, alpha] of `ink` drawn on it. */
function surface(
  rects: readonly [number, number, number, number, number?][],
  ink = 'rgb(255, 255, 255)',
): Raster {
  const canvas = createCanvas(40, 20);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `rgb(${RED.r}, ${RED.g}, ${RED.b})`;
  ctx.fillRect(0, 0, 40, 20);
  for (const [x, y, w, h, alpha = 1] of rects) {
    ctx.globalAlpha = alpha;
    ctx.fillStyle = ink;
    ctx.fillRect(x, y, w, h);
  }
  return { width: 40, height: 20, data: ctx.getImageData(0, 0, 40, 20).data };
}

const box = (raster: Raster) => inkBox(raster, RED);

describe('inkBox', () => {
  it('is null when nothing is drawn, or only what is fainter than ink', () => {
    expect(box(surface([]))).toBeNull();
    expect(box(surface([[5, 5, 10, 10, 0.02]]))).toBeNull();
  });

  it('hugs one shape', () => {
    expect(box(surface([[10, 5, 7, 3]]))).toEqual({ x: 10, y: 5, width: 7, height: 3 });
  });

  it('spans shapes whose edges are on different rows, up to the surface edges', () => {
    const raster = surface([
      [3, 8, 2, 2],
      [20, 0, 1, 1],
      [30, 12, 10, 1],
      [12, 19, 1, 1],
    ]);
    expect(box(raster)).toEqual({ x: 3, y: 0, width: 37, height: 20 });
  });

  it('finds a single pixel in a corner', () => {
    expect(box(surface([[39, 19, 1, 1]]))).toEqual({
      x: 39,
      y: 19,
      width: 1,
      height: 1,
    });
    expect(box(surface([[0, 0, 1, 1]]))).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });

  it('counts ink of any colour, and not a colour within a faint edge of the background', () => {
    expect(box(surface([[7, 12, 4, 5]], 'rgb(20, 40, 200)'))).toEqual({
      x: 7,
      y: 12,
      width: 4,
      height: 5,
    });
    const near = `rgb(${RED.r + 8}, ${RED.g - 8}, ${RED.b + 8})`;
    expect(box(surface([[0, 0, 40, 10]], near))).toBeNull();
  });
});
