// API keys: the configured keys are held only as SHA-256 digests and an incoming key is
// compared against every one of them in constant time, so timing reveals nothing about them.
import { createHash, timingSafeEqual } from 'node:crypto';

export type KeyCheck =
  | { readonly ok: true; readonly id: string }
  | { readonly ok: false; readonly reason: 'missing' | 'unknown' };

export class ApiKeys {
  private readonly digests: readonly Buffer[];

  constructor(hexDigests: readonly string[]) {
    this.digests = [...new Set(hexDigests)].map((hex) => Buffer.from(hex, 'hex'));
  }

  get enabled(): boolean {
    return this.digests.length > 0;
  }

  /** `Authorization: <key>` or `Authorization: Bearer <key>`. */
  check(authorization: string | undefined): KeyCheck {
    const key = authorization?.replace(/^Bearer\s+/i, '').trim() ?? '';
    if (key === '') return { ok: false, reason: 'missing' };
    const digest = createHash('sha256').update(key, 'utf8').digest();
    let match = -1;
    for (let i = 0; i < this.digests.length; i++) {
      // No early exit: every stored digest is compared whatever the outcome.
      if (timingSafeEqual(digest, this.digests[i]!)) match = i;
    }
    if (match < 0) return { ok: false, reason: 'unknown' };
    // A stable, non-secret identity for rate limiting and logs: a prefix of the digest.
    return { ok: true, id: `key:${digest.toString('hex').slice(0, 12)}` };
  }
}
