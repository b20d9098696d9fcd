// The text painter: alignment in the box (RTL lines start on the right), vertical
// placement, outline stroke and rotation, checked on the drawn pixels.
import { describe, expect, it } from 'vitest';
import { createSurface } from '../../src/art/kit/surface.js';
import { baselines, lineX, paintText, type PaintTextOptions } from '../../src/text/paint.js';
import { FONTS } from '../../src/text/font-catalog.js';
import { fitText } from '../../src/text/fit.js';

const W = 400;
const H = 160;
const BOX = { x: 20, y: 20, width: 360, height: 120 };

function render(text: string, options: Partial<PaintTextOptions> = {}) {
  const layout = fitText(text, {
    font: FONTS.body,
    maxWidth: BOX.width,
    maxHeight: BOX.height,
    maxFontSize: 32,
    minFontSize: 10,
  });
  const { ctx } = createSurface(W, H);
  paintText(ctx, layout, { box: BOX, color: '#000', ...options });
  const { data } = ctx.getImageData(0, 0, W, H);
  return { layout, data };
}

/** Bounding box of pixels with any alpha. */
function inkBounds(data: Uint8ClampedArray) {
  let minX = W;
  let maxX = -1;
  let minY = H;
  let maxY = -1;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      if ((data[(y * W + x) * 4 + 3] as number) > 0) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  return { minX, maxX, minY, maxY };
}

describe('paintText', () => {
  it('aligns left, centre and right inside the box', () => {
    const left = inkBounds(render('Kiln', { align: 'left' }).data);
    const right = inkBounds(render('Kiln', { align: 'right' }).data);
    const centre = inkBounds(render('Kiln', { align: 'center' }).data);
    expect(left.minX).toBeLessThan(BOX.x + 6);
    expect(right.maxX).toBeGreaterThan(BOX.x + BOX.width - 6);
    expect(right.maxX).toBeLessThanOrEqual(BOX.x + BOX.width + 1);
    const mid = (centre.minX + centre.maxX) / 2;
    expect(Math.abs(mid - (BOX.x + BOX.width / 2))).toBeLessThan(4);
  });

  it('"start" puts RTL lines on the right and LTR lines on the left', () => {
    const hebrew = inkBounds(render('שלום עולם', { align: 'start' }).data);
    const latin = inkBounds(render('hello world', { align: 'start' }).data);
    expect(hebrew.maxX).toBeGreaterThan(BOX.x + BOX.width - 6);
    expect(hebrew.minX).toBeGreaterThan(BOX.x + 100);
    expect(latin.minX).toBeLessThan(BOX.x + 6);
    expect(latin.maxX).toBeLessThan(BOX.x + BOX.width - 100);
  });

  it('centres the block vertically and keeps the ink inside the box', () => {
    const { layout, data } = render('Gjy line one\nÉÅ line two');
    const ink = inkBounds(data);
    expect(ink.minY).toBeGreaterThanOrEqual(BOX.y);
    expect(ink.maxY).toBeLessThanOrEqual(BOX.y + BOX.height);
    const ys = baselines(layout, BOX, 'middle');
    expect((ys[1] as number) - (ys[0] as number)).toBeCloseTo(layout.lineHeight, 5);
    const top = inkBounds(render('Top', { verticalAlign: 'top' }).data);
    const bottom = inkBounds(render('Bottom', { verticalAlign: 'bottom' }).data);
    expect(top.minY).toBeLessThan(bottom.minY - 40);
  });

  it('draws an outline under the fill', () => {
    const plain = render('Meme', { color: '#fff' });
    const outlined = render('Meme', { color: '#fff', stroke: { color: '#000', width: 4 } });
    const a = inkBounds(plain.data);
    const b = inkBounds(outlined.data);
    expect(b.maxX - b.minX).toBeGreaterThanOrEqual(a.maxX - a.minX + 6);
    // The fill stays white on top: the centre of the first letter's stroke is white somewhere.
    let white = 0;
    let black = 0;
    for (let i = 0; i < outlined.data.length; i += 4) {
      if (outlined.data[i + 3] === 255 && outlined.data[i] === 255) white++;
      if (outlined.data[i + 3] === 255 && outlined.data[i] === 0) black++;
    }
    expect(white).toBeGreaterThan(50);
    expect(black).toBeGreaterThan(50);
  });

  it('rotates about the given point', () => {
    const straight = inkBounds(render('A long straight line of text', {}).data);
    const turned = inkBounds(
      render('A long straight line of text', {
        rotation: { angle: Math.PI / 12, originX: W / 2, originY: H / 2 },
      }).data,
    );
    // Rotating a wide line makes its ink box taller.
    expect(turned.maxY - turned.minY).toBeGreaterThan(straight.maxY - straight.minY + 30);
  });

  it('lineX resolves start/end by direction', () => {
    const ltr = { text: 'a', width: 100, direction: 'ltr' as const };
    const rtl = { text: 'א', width: 100, direction: 'rtl' as const };
    expect(lineX(ltr, BOX, 'start')).toBe(20);
    expect(lineX(rtl, BOX, 'start')).toBe(280);
    expect(lineX(ltr, BOX, 'end')).toBe(280);
    expect(lineX(rtl, BOX, 'end')).toBe(20);
    expect(lineX(ltr, BOX, 'center')).toBe(150);
  });
});
