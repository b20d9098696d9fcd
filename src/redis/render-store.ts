// Rendered pictures shared through Redis: one key per canonical render (namespaced by build,
// so instances running different code never exchange bytes), stored with a TTL. The same key
// may instead mark the render quarantined (its drawing crashed a renderer): one GET tells both.
import { createHash } from 'node:crypto';
import { ownedBytes } from '../core/owned-bytes.js';
import { strongEtag } from '../render/etag.js';
import type { RenderedImage } from '../render/rendered-image.js';
import { QUARANTINED, type SharedCache } from '../render/shared-cache.js';
import type { RedisConnection } from './connection.js';

/** The whole value of a quarantine mark: no header length could be this. */
const QUARANTINE_MARK = Buffer.from('kiln:quarantined');

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
  ) {}

  private redisKey(key: string): string {
    return `kiln:render:${this.buildId}:${createHash('sha256').update(key).digest('base64url')}`;
  }

  async get(key: string): Promise<RenderedImage | typeof QUARANTINED | null> {
    if (!this.redis.usable) return null;
    let value: Buffer | null;
    try {
      value = await this.redis.run((client) => client.getBuffer(this.redisKey(key)));
    } catch {
      return null; // the connection has recorded the failure
    }
    if (value === null) return null;
    if (Buffer.isBuffer(value) && value.equals(QUARANTINE_MARK)) return QUARANTINED;
    const image = Buffer.isBuffer(value) ? decodeEntry(value) : null;
    if (!image) this.redis.nonsense('a malformed render entry');
    return image;
  }

  set(key: string, image: RenderedImage): Promise<void> {
    return this.store(key, encodeEntry(image));
  }

  quarantine(key: string): Promise<void> {
    return this.store(key, QUARANTINE_MARK);
  }

  private async store(key: string, value: Buffer): Promise<void> {
    if (!this.redis.usable) return;
    await this.redis
      .run((client) => client.set(this.redisKey(key), value, 'EX', this.ttlSeconds))
      .then(
        (answer) => {
          if (answer !== 'OK') this.redis.nonsense(`SET answered ${String(answer).slice(0, 40)}`);
        },
        () => {}, // recorded by the connection
      );
  }
}
