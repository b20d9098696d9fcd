// The search results page of /didyoumean as template data: where the wordmark, the search box
// and the suggestion line go, and the static chrome (tabs, divider, faint result skeletons).
import type { SKRSContext2D } from '@napi-rs/canvas';
import { setShadow } from '../../../art/kit/draw.js';

export const SEARCH_PAGE = {
  page: {
    width: 1300,
    height: 320,
    background: '#ffffff',
    wordmarkX: 40,
    wordmarkBaseline: 80,
    wordmarkSize: 44,
  },
  box: {
    x: 300,
    y: 36,
    width: 820,
    height: 58,
    border: '#dadce0',
    shadow: 'rgba(32, 33, 36, 0.18)',
    /** Where the query text goes inside the box. */
    textX: 300 + 28,
    textWidth: 820 - 28 - 112,
    /** Least space above and below the query (two lines use nearly all the rest). */
    textMarginY: 5,
    icon: '#0f8a7e',
    clear: '#70757a',
    divider: '#dadce0',
  },
  tabs: { y: 124, x: 300, active: '#0f8a7e', bar: '#e3e5e8', dividerY: 146, divider: '#ebebeb' },
  /** The "Did you mean" area: one or two lines fitted inside this box. */
  suggestion: { x: 300, y: 158, width: 1300 - 300 - 60, height: 76 },
  skeleton: { x: 300, y: 240, grey: '#eceef1', title: '#dfe6f7' },
} as const;

function bar(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, colour: string) {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, h / 2);
  ctx.fill();
}

/** Page background, the tab row with its divider, and the skeleton of one result. */
export function drawPageChrome(ctx: SKRSContext2D): void {
  const { page, tabs, skeleton } = SEARCH_PAGE;
  ctx.fillStyle = page.background;
  ctx.fillRect(0, 0, page.width, page.height);
  // Tabs: the active one coloured and underlined, four more as grey word bars.
  let x = tabs.x;
  [44, 62, 52, 48, 40].forEach((w, i) => {
    bar(ctx, x, tabs.y - 5, w, 10, i === 0 ? tabs.active : tabs.bar);
    if (i === 0) {
      ctx.fillStyle = tabs.active;
      ctx.fillRect(x - 4, tabs.dividerY - 3, w + 8, 3);
    }
    x += w + 34;
  });
  ctx.fillStyle = tabs.divider;
  ctx.fillRect(0, tabs.dividerY, page.width, 1);
  // One result: a source line with a favicon dot, a title bar, two snippet lines.
  const s = skeleton;
  ctx.fillStyle = s.grey;
  ctx.beginPath();
  ctx.arc(s.x + 9, s.y + 9, 9, 0, Math.PI * 2);
  ctx.fill();
  bar(ctx, s.x + 26, s.y + 4, 190, 10, s.grey);
  bar(ctx, s.x, s.y + 28, 430, 14, s.title);
  bar(ctx, s.x, s.y + 52, 680, 9, s.grey);
  bar(ctx, s.x, s.y + 67, 540, 9, s.grey);
}

/** The search box with its shadow, a clear cross, a divider and a magnifier. */
export function drawSearchBox(ctx: SKRSContext2D): void {
  const { box } = SEARCH_PAGE;
  const radius = box.height / 2;
  ctx.save();
  setShadow(ctx, { color: box.shadow, blur: 6, offsetY: 1 });
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.width, box.height, radius);
  ctx.fill();
  ctx.restore();
  ctx.strokeStyle = box.border;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(box.x + 0.5, box.y + 0.5, box.width - 1, box.height - 1, radius);
  ctx.stroke();

  const cy = box.y + box.height / 2;
  const right = box.x + box.width;
  ctx.lineCap = 'round';
  // Clear cross.
  const crossX = right - 88;
  ctx.strokeStyle = box.clear;
  ctx.lineWidth = 2.2;
  ctx.beginPath();
  ctx.moveTo(crossX - 8, cy - 8);
  ctx.lineTo(crossX + 8, cy + 8);
  ctx.moveTo(crossX + 8, cy - 8);
  ctx.lineTo(crossX - 8, cy + 8);
  ctx.stroke();
  ctx.fillStyle = box.divider;
  ctx.fillRect(right - 64, cy - 14, 1, 28);
  // Magnifier.
  const mx = right - 38;
  ctx.strokeStyle = box.icon;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(mx - 2, cy - 2, 8, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = 3.5;
  ctx.beginPath();
  ctx.moveTo(mx + 4, cy + 4);
  ctx.lineTo(mx + 11, cy + 11);
  ctx.stroke();
}
