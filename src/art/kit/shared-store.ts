// The pixels every render thread shares: one SharedArrayBuffer for the process, made by the
// render pool and handed to every thread, cut into one region per family that paints pictures
// once (the families' budgets live here, as data). Free of art, so the pool can size it.
import type { SharedRegion } from './shared-pictures.js';

const MiB = 1024 * 1024;

/**
 * Each region's room: the scenes need about 13.3 MiB, the search page of /didyoumean 1.6 MiB.
 * Pages never touched cost no memory, so the room to spare is free.
 */
const REGION_BYTES = { scenes: 16 * MiB, searchPage: 2 * MiB } as const;

export type RegionName = keyof typeof REGION_BYTES;

export const SHARED_STORE_BYTES = Object.values(REGION_BYTES).reduce((a, b) => a + b, 0);

let store: SharedArrayBuffer | undefined;

/** Called by each render thread, before its first picture, with the process's buffer. */
export function shareStore(buffer: SharedArrayBuffer): void {
  store = buffer;
}

/** A family's region of the process's buffer (this thread's own when no pool made one). */
export function sharedRegion(name: RegionName): SharedRegion {
  store ??= new SharedArrayBuffer(SHARED_STORE_BYTES);
  let byteOffset = 0;
  for (const [region, bytes] of Object.entries(REGION_BYTES)) {
    if (region === name) return { buffer: store, byteOffset, byteLength: bytes };
    byteOffset += bytes;
  }
  throw new RangeError(`no shared region ${name}`);
}
