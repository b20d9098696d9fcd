// Integer parameters are read from URL text strictly: plain decimal digits (or the parameter's
// own spelling) become numbers, anything else stays text for the schema to refuse.
import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { integerReader, readIntegers } from '../../src/http/routing/integer-params.js';

const schema = Type.Object({
  n: Type.Optional(Type.Integer()),
  code: Type.Optional(Type.Integer({ 'x-digits': '^[1-5][0-9]{2}$' })),
  text: Type.Optional(Type.String()),
  wrapped: Type.Optional(Type.Integer({ 'x-period': 180 })),
});

describe('integer parameters', () => {
  it('reads decimal digits, with an optional minus, as numbers', () => {
    expect(readIntegers(schema, { n: '12' })).toEqual({ n: 12 });
    expect(readIntegers(schema, { n: '-7' })).toEqual({ n: -7 });
    expect(readIntegers(schema, { n: '0012' })).toEqual({ n: 12 });
    expect(readIntegers(schema, { n: '9'.repeat(400) })).toEqual({ n: Infinity });
  });

  it('leaves every other spelling as text, for the schema to refuse', () => {
    for (const raw of ['', ' 12', '12 ', '+12', '1e3', '1.5', '0x10', '12abc', '1_0', '١٢']) {
      expect(readIntegers(schema, { n: raw }), raw).toEqual({ n: raw });
    }
  });

  it("keeps a parameter's own stricter spelling", () => {
    expect(readIntegers(schema, { code: '404' })).toEqual({ code: 404 });
    expect(readIntegers(schema, { code: '0404' })).toEqual({ code: '0404' });
  });

  it('reads an integer past the safe range as an equal one modulo its period, never 0', () => {
    expect(readIntegers(schema, { wrapped: '9007199254740991' })).toEqual({
      wrapped: 9007199254740991,
    });
    for (const raw of ['1' + '0'.repeat(30), '-1' + '0'.repeat(30), '18' + '0'.repeat(40)]) {
      const wrapped = readIntegers(schema, { wrapped: raw as unknown }).wrapped as number;
      expect(Number.isSafeInteger(wrapped), raw).toBe(true);
      expect(wrapped, raw).toBeGreaterThan(0);
      expect(BigInt(raw) - BigInt(wrapped), raw).toSatisfy((d: bigint) => d % 180n === 0n);
    }
  });

  it('touches neither text parameters nor absent ones', () => {
    expect(readIntegers(schema, { text: '12' })).toEqual({ text: '12' });
    expect(readIntegers(schema, {})).toEqual({});
    expect(integerReader(Type.Object({ text: Type.String() }))).toBeNull();
  });
});
