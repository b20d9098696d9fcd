// The pixel-art frame of the /achievement toast: a dark panel with a bevelled light border and
// stepped corners, and a sunken square slot for the icon. Every edge is a whole number of art
// pixels (TOAST.px screen pixels each), so the frame stays crisp at any width.
import type { SKRSContext2D } from '@napi-rs/canvas';

export const TOAST = {
  /** Screen pixels per art pixel. */
  px: 2,
  height: 64,
  minWidth: 400,
  maxWidth: 1000,
  colors: {
    outline: '#0d0d11',
    borderLight: '#a3a3b2',
    borderDark: '#5a5a66',
    body: '#2b2b33',
    bodyShade: '#222229',
    slot: '#18181d',
    slotDark: '#0f0f13',
    slotLight: '#4a4a55',
    text: '#f4f4f4',
    textShadow: '#3b3b3f',
  },
  /** Icon slot: art-pixel position and size; the 16-pixel icon sits centred in it. */
  slot: { x: 6, y: 6, size: 20 },
  /** Where the title and text start (screen px), and the space kept right of them. */
  textX: 64,
  rightPad: 18,
  titleBaseline: 25,
  textBaseline: 47,
  fontSize: 16,
  minFontSize: 11,
  lineHeight: 1.25,
  /** Lines the text may take at full size before it shrinks (the toast grows per line). */
  maxLines: 8,
  /** Offset of the pixel drop shadow under title and text (screen px). */
  shadow: 2,
} as const;

/** Fills whole art pixels: (x, y, w, h) in art pixels. */
function cells(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, colour: string) {
  const p = TOAST.px;
  ctx.fillStyle = colour;
  ctx.fillRect(x * p, y * p, w * p, h * p);
}

/** The panel, `width` x `height` screen pixels (multiples of TOAST.px), corners transparent. */
export function drawToastFrame(ctx: SKRSContext2D, width: number, height: number): void {
  const { colors: c, px } = TOAST;
  const w = Math.floor(width / px);
  const h = Math.floor(height / px);
  // Outline with stepped corners: each edge stops one art pixel short of the corner.
  cells(ctx, 1, 0, w - 2, h, c.outline);
  cells(ctx, 0, 1, w, h - 2, c.outline);
  // Bevelled border ring: light on the top and left, dark on the bottom and right.
  cells(ctx, 1, 1, w - 2, h - 2, c.borderDark);
  cells(ctx, 1, 1, w - 3, 1, c.borderLight);
  cells(ctx, 1, 1, 1, h - 3, c.borderLight);
  // Body, with a one-pixel inner corner step and a shaded lower band for depth.
  cells(ctx, 2, 2, w - 4, h - 4, c.body);
  cells(ctx, 2, h - 5, w - 4, 2, c.bodyShade);
  cells(ctx, 2, 2, 1, 1, c.borderLight);
  cells(ctx, w - 3, h - 3, 1, 1, c.borderDark);
}

/** The sunken icon slot at its fixed place. */
export function drawIconSlot(ctx: SKRSContext2D): void {
  const { colors: c, slot: s } = TOAST;
  cells(ctx, s.x, s.y, s.size, s.size, c.slotLight);
  cells(ctx, s.x, s.y, s.size - 1, s.size - 1, c.slotDark);
  cells(ctx, s.x + 1, s.y + 1, s.size - 2, s.size - 2, c.slot);
}

/** Screen position of the icon's top-left corner (16 art pixels, centred in the slot). */
export function iconOrigin(iconSize: number): { x: number; y: number } {
  const { slot: s, px } = TOAST;
  const offset = (s.size - iconSize) / 2;
  return { x: (s.x + offset) * px, y: (s.y + offset) * px };
}
