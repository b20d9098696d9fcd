// Pictures painted once at their widest and drawn narrower (surface.ts, drawNarrowed) equal the
// same picture painted at that width, pixel for pixel: captcha's card.
import { describe, expect, it } from 'vitest';
import { createSurface, drawNarrowed, toRaster } from '../../src/art/kit/surface.js';
import {
  CAPTCHA,
  CARD_END,
  paintCard,
  widestCard,
} from '../../src/families/typographic/captcha/draw.js';

describe("captcha's card", () => {
  it('has every column alike between its ends, so any narrowing keeps its pixels', () => {
    const widest = widestCard();
    const { data, width, height } = toRaster({ canvas: widest, ctx: widest.getContext('2d') });
    const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
    const unlike: number[] = [];
    for (let x = CARD_END + 1; x < width - CARD_END; x++) {
      for (let y = 0; y < height; y++) {
        if (pixels[y * width + x] !== pixels[y * width + CARD_END]) {
          unlike.push(x);
          break;
        }
      }
    }
    expect(unlike, 'columns unlike the first one after the left end').toEqual([]);
  });

  it('is the same drawn narrowed as painted at its width (every 20th width, and both ends)', () => {
    const widths = [CAPTCHA.minWidth, CAPTCHA.maxWidth - 1, CAPTCHA.maxWidth];
    for (let width = CAPTCHA.minWidth + 1; width < CAPTCHA.maxWidth; width += 20)
      widths.push(width);
    const differing = widths.filter((width) => {
      const painted = createSurface(width, CAPTCHA.height);
      paintCard(painted.ctx, width);
      const narrowed = createSurface(width, CAPTCHA.height);
      drawNarrowed(narrowed.ctx, widestCard(), width, CARD_END, 0, 0);
      const bytes = (surface: typeof painted) => Buffer.from(toRaster(surface).data.buffer);
      return !bytes(painted).equals(bytes(narrowed));
    });
    expect(differing, 'widths whose narrowed card differs').toEqual([]);
  });
});
