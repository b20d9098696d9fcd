// Which icon and heading an /achievement request shows (DESIGN 2.2): any integer wraps onto
// 1..count with a mathematical modulo (BigInt, so 10^30 works), and icon 0 or absent is a
// stable hash of the text. Pure functions, shared by the route and the tests.
import { ICON_COUNT } from './icons/index.js';
import { fnv1a32 } from '../../../core/random.js';

/** The four headings, in `title` order, with their colours. */
export const TITLES: readonly { readonly text: string; readonly color: string }[] = [
  { text: 'Achievement get!', color: '#ffe04a' },
  { text: 'Challenge complete!', color: '#ff7fd6' },
  { text: 'Goal reached!', color: '#6fe3ff' },
  { text: 'Advancement made!', color: '#8cf06a' },
];

/** `((n - 1) mod count) + 1` with a non-negative modulo: -1 -> count - 1, count + 1 -> 1. */
export function wrapOnto(n: bigint, count: number): number {
  const m = BigInt(count);
  return Number((((n - 1n) % m) + m) % m) + 1;
}

/** FNV-1a (32 bit) over the UTF-8 bytes: the same text gives the same icon on every build. */
export const textHash: (text: string) => number = fnv1a32;

/** The icon 1..ICON_COUNT for an `icon` parameter (absent or 0: chosen by the text). */
export function chooseIcon(icon: bigint | undefined, text: string): number {
  if (icon === undefined || icon === 0n) return (textHash(text) % ICON_COUNT) + 1;
  return wrapOnto(icon, ICON_COUNT);
}

/** The heading 1..4 for a `title` parameter (absent: 1). */
export function chooseTitle(title: bigint | undefined): number {
  return title === undefined ? 1 : wrapOnto(title, TITLES.length);
}
