// The pixels a process paints once: one SharedArrayBuffer per process (shared by its threads,
// when it has several), cut into one region per family that paints pictures once (the
// families' budgets live here, as data). Free of art.
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

/** A family's region of the process's buffer, made on first use. */
export function sharedRegion(name: RegionName): SharedRegion {
  store ??= new SharedArrayBuffer(SHARED_STORE_BYTES);
  let byteOffset = 0;
  for (const [region, bytes] of Object.entries(REGION_BYTES)) {
    if (region === name) return { buffer: store, byteOffset, byteLength: bytes };
    byteOffset += bytes;
  }
  throw new RangeError(`no shared region ${name}`);
}
