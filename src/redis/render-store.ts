// Rendered pictures shared through Redis: one key per canonical render (namespaced by build,
// so instances running different code never exchange bytes), stored with a TTL; and the
// quarantined inputs (quarantine-keys.ts): one MGET answers both for a render.
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { ownedBytes } from '../runtime/owned-bytes.js';
import { strongEtag } from '../render/etag.js';
import type { RenderedImage } from '../render/rendered-image.js';
import { QUARANTINED, type QuarantineRecord, type SharedCache } from '../render/shared-cache.js';
import type { RedisConnection } from './connection.js';
import { quarantineId, quarantineRedisKey, type StoredQuarantine } from './quarantine-keys.js';

interface Header {
  readonly contentType: string;
  readonly etag: string;
  readonly renderMs: number;
  readonly textFit: RenderedImage['textFit'];
}

/** value = 4-byte big-endian header length, JSON header, body bytes. */
export function encodeEntry(image: RenderedImage): Buffer {
  const header: Header = {
    contentType: image.contentType,
    etag: image.etag,
    renderMs: image.renderMs,
    textFit: image.textFit,
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json, image.body]);
}

/** Decodes an entry; anything malformed or not matching its own ETag (garbage) is null. */
export function decodeEntry(value: Buffer): RenderedImage | null {
  if (value.length < 4) return null;
  const length = value.readUInt32BE(0);
  if (length > value.length - 4) return null;
  try {
    const header = JSON.parse(value.subarray(4, 4 + length).toString()) as Partial<Header>;
    if (typeof header.contentType !== 'string' || typeof header.etag !== 'string') return null;
    // A copy of its own: the reply may be a slice of a larger read buffer, kept by the caches.
    const body = ownedBytes(value.subarray(4 + length));
    if (strongEtag(body) !== header.etag) return null;
    return {
      body,
      contentType: header.contentType,
      etag: header.etag,
      renderMs: typeof header.renderMs === 'number' ? header.renderMs : 0,
      textFit: header.textFit ?? null,
    };
  } catch {
    return null;
  }
}

export class RedisRenderStore implements SharedCache {
  constructor(
    private readonly redis: RedisConnection,
    private readonly buildId: string,
    private readonly ttlSeconds: number,
    private readonly quarantineSeconds: number,
  ) {}

  private redisKey(key: string): string {
    return `kiln:render:${this.buildId}:${createHash('sha256').update(key).digest('base64url')}`;
  }

  private quarantineKey(inputKey: string): string {
    return quarantineRedisKey(this.buildId, quarantineId(inputKey));
  }

  async get(key: string, inputKey: string): Promise<RenderedImage | typeof QUARANTINED | null> {
    if (!this.redis.usable) return null;
    let values: (Buffer | null)[];
    try {
      values = await this.redis.run((client) =>
        client.mgetBuffer(this.redisKey(key), this.quarantineKey(inputKey)),
      );
    } catch {
      return null; // the connection has recorded the failure
    }
    if (!Array.isArray(values) || values.length !== 2) {
      this.redis.nonsense('an MGET answer of the wrong shape');
      return null;
    }
    const [value, quarantined] = values;
    if (quarantined !== null && quarantined !== undefined) return QUARANTINED;
    if (value === null || value === undefined) return null;
    const image = Buffer.isBuffer(value) ? decodeEntry(value) : null;
    if (!image) this.redis.nonsense('a malformed render entry');
    return image;
  }

  set(key: string, image: RenderedImage): Promise<void> {
    return this.store(this.redisKey(key), encodeEntry(image), this.ttlSeconds).then(() => {});
  }

  quarantine(inputKey: string, record: QuarantineRecord): Promise<boolean> {
    const stored: StoredQuarantine = {
      ...record,
      since: new Date().toISOString(),
      host: hostname(),
    };
    const value = Buffer.from(JSON.stringify(stored));
    return this.store(this.quarantineKey(inputKey), value, this.quarantineSeconds);
  }

  async isQuarantined(inputKey: string): Promise<boolean | null> {
    if (!this.redis.usable) return null;
    try {
      const count = await this.redis.run((client) => client.exists(this.quarantineKey(inputKey)));
      return count === 1;
    } catch {
      return null; // the connection has recorded the failure
    }
  }

  /** SET with a lifetime; true once stored, false when Redis is unavailable or refused it. */
  private async store(redisKey: string, value: Buffer, seconds: number): Promise<boolean> {
    if (!this.redis.usable) return false;
    return this.redis
      .run((client) => client.set(redisKey, value, 'EX', seconds))
      .then(
        (answer) => {
          if (answer === 'OK') return true;
          this.redis.nonsense(`SET answered ${String(answer).slice(0, 40)}`);
          return false;
        },
        () => false, // recorded by the connection
      );
  }
}
