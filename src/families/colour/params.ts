// The colour routes' parameter: a colour in the path, as the schema spells it.
import { Type } from 'typebox';
import { HEX_PATTERN, HEX_RULE, parseHex, type Rgb } from '../../colour/hex.js';
import { invalidParameter } from '../../core/errors.js';

export const HexParams = Type.Object({
  hex: Type.String({
    pattern: HEX_PATTERN,
    description: `A colour as ${HEX_RULE}.`,
    'x-rule': HEX_RULE,
  }),
});

export function rgbOf(hex: string): Rgb {
  const rgb = parseHex(hex);
  // The schema pattern already guarantees this; the check keeps the types honest.
  if (!rgb) throw invalidParameter('hex', `must be ${HEX_RULE}`);
  return rgb;
}

/** Both spellings every colour route answers to (/color/... and /colour/...). */
export const SPELLINGS = ['color', 'colour'] as const;
