// Bytes kept for long (the caches' bodies) in memory of their own size. Buffer.from of a short
// string or buffer slices node's shared 8 KB pool, and one kept slice keeps the whole slab
// alive long after its neighbours are gone.

/** A copy of `source` (UTF-8 for a string) that owns exactly its bytes. */
export function ownedBytes(source: string | Uint8Array): Buffer {
  if (typeof source === 'string') {
    const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(source));
    bytes.write(source);
    return bytes;
  }
  const bytes = Buffer.allocUnsafeSlow(source.byteLength);
  bytes.set(source);
  return bytes;
}
