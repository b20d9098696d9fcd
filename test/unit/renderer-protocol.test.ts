// The frames between the HTTP process and the renderers (src/render/renderer-protocol.ts):
// whatever way the stream cuts them, the reader gives back every header and body intact, copies
// them out of a read buffer that is reused at once, and refuses frames that break the protocol.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FrameReader,
  MAX_HEADER_BYTES,
  ProtocolError,
  frameBytes,
} from '../../src/render/renderer-protocol.js';

const frame = fc.record({
  header: fc.string({ unit: 'binary', minLength: 1, maxLength: 300 }),
  body: fc.uint8Array({ maxLength: 3000 }),
});

describe('FrameReader', () => {
  it('reassembles frames cut anywhere, from one reused read buffer', () => {
    fc.assert(
      fc.property(
        fc.array(frame, { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1 }),
        (frames, cuts) => {
          const stream = Buffer.concat(frames.flatMap((f) => frameBytes(f.header, f.body)));
          const got: { header: string; body: Uint8Array }[] = [];
          const reader = new FrameReader(
            (length) => Buffer.alloc(length),
            (header, body) => got.push({ header, body: new Uint8Array(body ?? []) }),
          );
          const readBuffer = Buffer.alloc(700);
          let at = 0;
          for (let i = 0; at < stream.length; i++) {
            const length = Math.min(cuts[i % cuts.length]!, stream.length - at);
            stream.copy(readBuffer, 0, at, at + length);
            reader.push(readBuffer, length);
            readBuffer.fill(0xee); // the next read overwrites it
            at += length;
          }
          expect(got).toEqual(frames.map((f) => ({ header: f.header, body: f.body })));
        },
      ),
    );
  });

  it('writes a body where bodyInto says', () => {
    const slot = Buffer.alloc(16);
    const reader = new FrameReader(
      (length) => slot.subarray(0, length),
      () => undefined,
    );
    for (const bytes of frameBytes('{}', Uint8Array.of(1, 2, 3))) reader.push(bytes);
    expect([...slot.subarray(0, 4)]).toEqual([1, 2, 3, 0]);
  });

  it('refuses an empty or oversized header', () => {
    const reader = () => new FrameReader(Buffer.alloc, () => undefined);
    const prefix = (headerLength: number) => {
      const bytes = Buffer.alloc(8);
      bytes.writeUInt32BE(headerLength, 0);
      return bytes;
    };
    expect(() => reader().push(prefix(0))).toThrow(ProtocolError);
    expect(() => reader().push(prefix(MAX_HEADER_BYTES + 1))).toThrow(ProtocolError);
  });
});
