// Hex colour syntax of the colour endpoints: 3 or 6 hex digits, any case, optional leading #.
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** The accepted syntax as a JSON-schema pattern (route schemas validate with it). */
export const HEX_PATTERN = '^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';

/** The same rule in words, for error messages and documentation. */
export const HEX_RULE = '3 or 6 hexadecimal digits, optionally preceded by #';

const HEX = new RegExp(HEX_PATTERN);

export function parseHex(raw: string): Rgb | null {
  if (!HEX.test(raw)) return null;
  const digits = raw.startsWith('#') ? raw.slice(1) : raw;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const value = Number.parseInt(full, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

/** Six lowercase hex digits, no #. */
export function toHex({ r, g, b }: Rgb): string {
  return ((r << 16) | (g << 8) | b).toString(16).padStart(6, '0');
}
