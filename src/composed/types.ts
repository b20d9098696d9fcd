// Shared value types of the composed-from-colour endpoints (sillycat, nft): colours and the
// fifteen nft seasons of SPEC 4.3, in SPEC order.

/** An sRGB colour, each channel an integer 0..255. */
export type Rgb = { r: number; g: number; b: number };

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

/** Six lowercase hex digits without `#`, as used in image URLs. */
export function hexDigits(rgb: Rgb): string {
  return [rgb.r, rgb.g, rgb.b].map((c) => c.toString(16).padStart(2, '0')).join('');
}
