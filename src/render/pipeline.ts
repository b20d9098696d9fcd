// The render pipeline: canonical key -> in-memory LRU of encoded bytes -> single-flight ->
// render thread. It owns what a rendered response is (bytes, type, strong ETag).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { configure } from 'safe-stable-stringify';
import { CONTENT_TYPES, type ImageFormat } from '../imaging/encode.js';
import { InvalidInput, type TextFitReport } from '../generators/types.js';
import type { RenderPool } from './pool.js';

export interface RenderRequest {
  readonly generator: string;
  /** Validated, canonical input: the same picture always has the same input. */
  readonly input: unknown;
  readonly format: ImageFormat;
}

export interface RenderedImage {
  readonly body: Buffer;
  readonly contentType: string;
  readonly etag: string;
  readonly renderMs: number;
  readonly textFit: TextFitReport | null;
}

export interface PipelineObserver {
  cacheHit(): void;
  cacheMiss(): void;
  rendered(generator: string, renderMs: number): void;
}

const canonicalJson = configure({ deterministic: true, bigint: true });

/** The cache key: generator, format and the input with object keys sorted. */
export function canonicalKey(request: RenderRequest): string {
  return `${request.generator}\n${request.format}\n${canonicalJson(request.input)}`;
}

/** A strong validator: a hash of the exact bytes. */
export function strongEtag(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export class RenderPipeline {
  private readonly cache: LRUCache<string, RenderedImage> | null;
  private readonly inFlight = new Map<string, Promise<RenderedImage>>();

  constructor(
    private readonly pool: RenderPool,
    cacheMaxBytes: number,
    private readonly observer: PipelineObserver,
  ) {
    this.cache =
      cacheMaxBytes > 0
        ? new LRUCache({
            maxSize: cacheMaxBytes,
            // Bytes plus a rough allowance for the key and the entry itself.
            sizeCalculation: (image, key) => image.body.byteLength + key.length * 2 + 200,
          })
        : null;
  }

  /** Returns the encoded picture, from the cache or rendered once for all concurrent askers. */
  async render(
    request: RenderRequest,
    /** Runs before a render that no cache can answer (charges the render budget). */
    beforeRender?: () => Promise<void>,
  ): Promise<{ image: RenderedImage; cached: boolean }> {
    const key = canonicalKey(request);
    const cached = this.cache?.get(key);
    if (cached) {
      this.observer.cacheHit();
      return { image: cached, cached: true };
    }
    const pending = this.inFlight.get(key);
    if (pending) {
      this.observer.cacheHit();
      return { image: await pending, cached: true };
    }
    this.observer.cacheMiss();
    if (beforeRender) {
      await beforeRender();
      // An identical request may have started rendering while this one was being charged.
      const started = this.inFlight.get(key);
      if (started) return { image: await started, cached: true };
    }
    const rendering = this.renderUncached(request, key);
    this.inFlight.set(key, rendering);
    try {
      return { image: await rendering, cached: false };
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async renderUncached(request: RenderRequest, key: string): Promise<RenderedImage> {
    const outcome = await this.pool.run(request);
    if (!outcome.ok) throw new InvalidInput(outcome.invalidInput);
    const body = Buffer.from(outcome.body.buffer, outcome.body.byteOffset, outcome.body.byteLength);
    const image: RenderedImage = {
      body,
      contentType: CONTENT_TYPES[request.format],
      etag: strongEtag(body),
      renderMs: outcome.renderMs,
      textFit: outcome.textFit,
    };
    this.observer.rendered(request.generator, outcome.renderMs);
    this.cache?.set(key, image);
    return image;
  }

  get cachedBytes(): number {
    return this.cache?.calculatedSize ?? 0;
  }
}
