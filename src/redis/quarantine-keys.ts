// How quarantined inputs are kept in Redis: one key per input and build, holding what
// `kiln quarantine list` shows, expiring with QUARANTINE_TTL_SECONDS. Shared by the render
// store (render-store.ts) and the command (cli/quarantine.ts).
import { createHash } from 'node:crypto';
import type { QuarantineRecord } from '../render/shared-cache.js';

export const QUARANTINE_PREFIX = 'kiln:quarantine:';

/** A quarantined input as stored: the record, when and where it was quarantined. */
export interface StoredQuarantine extends QuarantineRecord {
  /** ISO 8601. */
  readonly since: string;
  /** The host name of the instance that quarantined it. */
  readonly host: string;
}

/** The short id of an input key (quarantine.ts), what `kiln quarantine lift` takes. */
export function quarantineId(inputKey: string): string {
  return createHash('sha256').update(inputKey).digest('base64url').slice(0, 16);
}

export function quarantineRedisKey(buildId: string, id: string): string {
  return `${QUARANTINE_PREFIX}${buildId}:${id}`;
}

/** The build and id of a quarantine key; null for any other key. */
export function parseQuarantineKey(key: string): { buildId: string; id: string } | null {
  if (!key.startsWith(QUARANTINE_PREFIX)) return null;
  const [buildId, id, ...rest] = key.slice(QUARANTINE_PREFIX.length).split(':');
  if (!buildId || !id || rest.length > 0) return null;
  return { buildId, id };
}
