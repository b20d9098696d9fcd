// Shared value types of the composed-from-colour endpoints (sillycat, nft): colours and the
// fifteen nft seasons of SPEC 4.3, in SPEC order.

export type { Rgb } from '../../../colour/hex.js';
export { toHex as hexDigits } from '../../../colour/hex.js';

/** The nft seasons exactly as SPEC 4.3 lists them (this order is used by the seed algorithm). */
export const SEASONS = [
  'default',
  'april',
  'autumn',
  'birthday',
  'christmas',
  'easter',
  'halloween',
  'newyear',
  'pride',
  'spring',
  'stpatricks',
  'summer',
  'valentines',
  'winter',
  'norway',
] as const;

export type Season = (typeof SEASONS)[number];

export function isSeason(value: string): value is Season {
  return (SEASONS as readonly string[]).includes(value);
}
