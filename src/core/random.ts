// The project's one pseudo-random generator and string hash: kiln-seed-v1 (seed/kiln-seed.ts)
// fixes both forever, and the picture collections and the art scatter their details with them.
const utf8 = new TextEncoder();

/** FNV-1a (kiln-seed-v1 step 2) over the UTF-8 bytes, as an unsigned 32-bit integer. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of utf8.encode(text)) {
    hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  }
  return hash;
}

/** A mulberry32 (kiln-seed-v1 step 3) generator of unsigned 32-bit integers. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}
