// The neutral search-engine wordmark of /didyoumean: "lookabout" in a heavy rounded sans, the
// first "o" drawn as a magnifying glass. An invented name and mark, not any real engine's.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { FONTS, cssFont, measureWidth } from '../../../text/index.js';

export const WORDMARK = {
  head: 'l',
  tail: 'okabout',
  /** The tail is two words' worth of colour: "ok" keeps the lens colour, "about" turns warm. */
  tailSplit: 2,
  font: FONTS.black,
  lens: '#0f8a7e',
  glass: 'rgba(15, 138, 126, 0.12)',
  glint: 'rgba(255, 255, 255, 0.9)',
  handle: '#f0a020',
  first: '#0f8a7e',
  second: '#e8613c',
} as const;

/** Draws the wordmark with its left end at x and its baseline at y. */
export function drawWordmark(ctx: SKRSContext2D, x: number, y: number, size: number): void {
  const { font, head, tail, tailSplit } = WORDMARK;
  const w = (text: string) => measureWidth(font, size, text);
  ctx.save();
  ctx.font = cssFont(font, size);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = WORDMARK.first;
  ctx.fillText(head, x, y);

  // The lens takes the place of an "o": a ring on the x-height with a handle to the lower right.
  const lensX = x + w(head);
  const oWidth = w('o');
  // Matched to the heavy face's "o": outer radius ~0.28 em, stroke ~0.19 em.
  const stroke = size * 0.19;
  const cx = lensX + oWidth / 2;
  const cy = y - size * 0.275;
  const r = size * 0.28 - stroke / 2;
  ctx.lineCap = 'round';
  ctx.strokeStyle = WORDMARK.handle;
  ctx.lineWidth = stroke * 0.9;
  ctx.beginPath();
  ctx.moveTo(cx + r * 0.9, cy + r * 0.9);
  ctx.lineTo(cx + r * 1.75, cy + r * 1.75);
  ctx.stroke();
  ctx.fillStyle = WORDMARK.glass;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = WORDMARK.lens;
  ctx.lineWidth = stroke;
  ctx.stroke();
  ctx.strokeStyle = WORDMARK.glint;
  ctx.lineWidth = stroke * 0.3;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.45, Math.PI * 1.05, Math.PI * 1.45);
  ctx.stroke();

  const tailX = lensX + oWidth;
  ctx.fillStyle = WORDMARK.first;
  ctx.fillText(tail.slice(0, tailSplit), tailX, y);
  ctx.fillStyle = WORDMARK.second;
  ctx.fillText(tail.slice(tailSplit), tailX + w(tail.slice(0, tailSplit)), y);
  ctx.restore();
}
