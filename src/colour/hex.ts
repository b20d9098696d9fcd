// TEMPORARY stand-in until the colour branch lands.
export interface Rgb {
  r: number;
  g: number;
  b: number;
}
export const HEX_PATTERN = '^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
export const HEX_RULE = '3 or 6 hexadecimal digits, optionally preceded by #';
export function parseHex(raw: string): Rgb | null {
  const m = new RegExp(HEX_PATTERN).exec(raw);
  if (!m) return null;
  let h = raw.replace('#', '');
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  const n = parseInt(h, 16);
  return { r: n >> 16, g: (n >> 8) & 255, b: n & 255 };
}
