// Parameters the typographic routes share: an optional "any integer" that wraps around, read
// exactly however large (BigInt), and a query of one text.
import { Type } from 'typebox';
import { textParam } from '../../text/params.js';

const INTEGER_RULE = 'an integer (digits, optionally preceded by -)';
/**
 * Icons wrap over 45 and headings over 4, so both matter only modulo 180: an integer of any
 * size (SPEC: "any integer", no bound) is read exactly as an equal one modulo 180.
 */
const WRAP_PERIOD = 180;

/** An optional "any integer" parameter, wrapped with BigInt arithmetic. */
export const integerParam = (description: string) =>
  Type.Optional(
    Type.Integer({
      description: `${description} Any integer; it wraps around.`,
      'x-period': WRAP_PERIOD,
      'x-rule': INTEGER_RULE,
      'x-notation': 'int',
    }),
  );

export const bigint = (value: number | undefined) =>
  value === undefined ? undefined : BigInt(value);

/** A query of one text parameter, `text`. */
export const singleText = (description: string, notation = 'text') =>
  Type.Object({ text: textParam(description, undefined, notation) });

/** A URL's query value. */
export const q = encodeURIComponent;
