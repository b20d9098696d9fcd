// Bytes kept by the caches own memory of their own size (src/runtime/owned-bytes.ts).
import { describe, expect, it } from 'vitest';
import { ownedBytes } from '../../src/runtime/owned-bytes.js';

describe('ownedBytes', () => {
  it('keeps a short JSON body in memory of its own size, not in a slice of a shared pool', () => {
    const text = JSON.stringify({ hex: 'c0ffee', name: 'Café ☕' });
    const bytes = ownedBytes(text);
    expect(bytes.toString()).toBe(text);
    expect(bytes.buffer.byteLength).toBe(Buffer.byteLength(text));
    expect(Buffer.from(text).buffer.byteLength).toBeGreaterThan(Buffer.byteLength(text));
  });

  it('copies a slice of a larger buffer into memory of the slice size', () => {
    const reply = Buffer.alloc(64 * 1024, 7);
    const slice = reply.subarray(100, 1100);
    const bytes = ownedBytes(slice);
    expect(bytes.equals(slice)).toBe(true);
    expect(bytes.buffer.byteLength).toBe(1000);
    reply[500] = 9;
    expect(bytes[400]).toBe(7);
  });
});
