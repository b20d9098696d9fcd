// The render pipeline: canonical key -> in-memory LRU of encoded bytes -> single-flight ->
// quarantine -> shared cache -> renderer. It owns what a rendered response is (bytes, type,
// strong ETag), and quarantines an input whose render crashed the renderers (quarantine.ts).
import { LRUCache } from 'lru-cache';
import { CONTENT_TYPES } from '../imaging/formats.js';
import { InvalidInput } from '../core/errors.js';
import { ClientGone, RenderCrashed, type RenderPool } from './pool.js';
import { QUARANTINED, type SharedCache } from './shared-cache.js';
import { Quarantine, quarantineKey, Unrenderable } from './quarantine.js';
import { renderCost, type RenderTask } from './task.js';
import type { RenderedImage } from './rendered-image.js';
import { ownedBytes } from '../runtime/owned-bytes.js';

/** Where a cache hit came from: this instance's memory, an identical render, or the shared layer. */
export type CacheLayer = 'memory' | 'joined' | 'shared';

export interface PipelineObserver {
  cacheHit(layer: CacheLayer): void;
  cacheMiss(): void;
  rendered(generator: string, renderMs: number): void;
  /** A quarantined request was refused (422). */
  quarantineRefused(): void;
}

/** What a render is asked with besides the task itself. */
export interface RenderContext {
  /**
   * Runs before a render that no cache can answer, with what it costs in still renders (an
   * animation: its most frames): charges the client's render budget.
   */
  readonly beforeRender?: (cost: number) => Promise<void>;
  /** The request's id, for the log line of a crashed render. */
  readonly requestId?: string;
  /** Aborts when the client has gone: a render still waiting for a renderer is dropped. */
  readonly clientGone?: AbortSignal;
}

/**
 * The cache key: format (with an animation's most frames), output width, then what is drawn
 * (`inputKey`: the generator and its input with object keys sorted, quarantine.ts).
 */
export function canonicalKey(request: RenderTask, inputKey = quarantineKey(request)): string {
  const width = request.width ?? '';
  const format =
    request.frames === undefined ? request.format : `${request.format}*${request.frames}`;
  return `${format}\n${width}\n${inputKey}`;
}

/** beforeRender refused (e.g. over the render budget); carries what it threw. */
class BudgetRefused extends Error {
  constructor(override readonly cause: unknown) {
    super('render refused');
  }
}

/** Told to requests that joined a render whose leader was refused. */
class LeaderRefused extends Error {}

/** How the pipeline is set up: its memory cache's bound and how long a quarantine lasts. */
export interface PipelineOptions {
  readonly cacheMaxBytes: number;
  readonly quarantineSeconds: number;
}

export class RenderPipeline {
  private readonly cache: LRUCache<string, RenderedImage> | null;
  private readonly inFlight = new Map<string, Promise<RenderedImage>>();
  private readonly quarantine: Quarantine;

  constructor(
    private readonly pool: RenderPool,
    { cacheMaxBytes, quarantineSeconds }: PipelineOptions,
    private readonly observer: PipelineObserver,
    private readonly shared: SharedCache | null = null,
  ) {
    this.quarantine = new Quarantine(quarantineSeconds);
    this.cache =
      cacheMaxBytes > 0
        ? new LRUCache({
            maxSize: cacheMaxBytes,
            // Bytes plus a rough allowance for the key and the entry itself.
            sizeCalculation: (image, key) => image.body.byteLength + key.length * 2 + 200,
          })
        : null;
  }

  /**
   * Returns the encoded picture: from the local cache, by joining an identical render already
   * under way, from the shared cache, or rendered (once for all concurrent askers).
   */
  async render(
    request: RenderTask,
    context: RenderContext = {},
  ): Promise<{ image: RenderedImage; cached: boolean }> {
    const inputKey = quarantineKey(request);
    const key = canonicalKey(request, inputKey);
    const cached = this.cache?.get(key);
    if (cached) {
      this.observer.cacheHit('memory');
      return { image: cached, cached: true };
    }
    const pending = this.inFlight.get(key);
    if (pending) {
      this.observer.cacheHit('joined');
      try {
        return { image: ownImage(await pending), cached: true };
      } catch (error) {
        // The leader was refused a render budget, or its client went away before its render
        // started; this request has its own budget and client, so try again.
        if (error instanceof LeaderRefused) return this.render(request, context);
        throw error;
      }
    }
    // Synchronous up to the in-flight entry below, so that identical requests join one render;
    // only a quarantined input due for a look at the shared cache waits, then starts over.
    const verdict = this.quarantine.verdict(inputKey);
    if (verdict === 'recheck' && !(await this.stillQuarantined(inputKey))) {
      return this.render(request, context);
    }
    if (verdict !== 'draw') {
      this.observer.quarantineRefused();
      throw new Unrenderable();
    }
    const work = this.produce(request, key, inputKey, context);
    const shared = work.then(
      (result) => result.image,
      (error: unknown) => {
        throw error instanceof BudgetRefused || error instanceof ClientGone
          ? new LeaderRefused()
          : error;
      },
    );
    shared.catch(() => {}); // joiners handle it; without joiners nobody awaits this promise
    this.inFlight.set(key, shared);
    try {
      const result = await work;
      return { image: result.image, cached: !result.rendered };
    } catch (error) {
      throw error instanceof BudgetRefused ? error.cause : error;
    } finally {
      this.inFlight.delete(key);
    }
  }

  /**
   * Whether an input quarantined here and in the shared cache is still quarantined there (now
   * and then it is looked up again, so that a lift there reaches this instance); lifted here
   * when it is not.
   */
  private async stillQuarantined(inputKey: string): Promise<boolean> {
    const still = await this.shared?.isQuarantined(inputKey);
    if (still === false) {
      this.quarantine.lift(inputKey);
      return false;
    }
    // Still there, or Redis cannot say now: refused as before.
    if (still === true) this.quarantine.confirmed(inputKey);
    return true;
  }

  private async produce(
    request: RenderTask,
    key: string,
    inputKey: string,
    { beforeRender, requestId, clientGone }: RenderContext,
  ): Promise<{ image: RenderedImage; rendered: boolean }> {
    const fromShared = await this.shared?.get(key, inputKey);
    if (fromShared === QUARANTINED) {
      this.quarantine.add(inputKey, true);
      this.observer.quarantineRefused();
      throw new Unrenderable();
    }
    if (fromShared) {
      this.observer.cacheHit('shared');
      this.cache?.set(key, fromShared);
      return { image: fromShared, rendered: false };
    }
    this.observer.cacheMiss();
    if (beforeRender) {
      try {
        await beforeRender(renderCost(request));
      } catch (error) {
        throw new BudgetRefused(error);
      }
    }
    let image: RenderedImage;
    try {
      image = await this.renderUncached(request, key, requestId, clientGone);
    } catch (error) {
      if (error instanceof RenderCrashed && error.inputAtFault) {
        const record = {
          generator: request.generator,
          input: inputKey.slice(request.generator.length + 1, 400),
          signal: error.exit.signal ?? `exit code ${error.exit.code}`,
        };
        const shared = (await this.shared?.quarantine(inputKey, record)) ?? false;
        this.quarantine.add(inputKey, shared);
      }
      throw error;
    }
    // Stored before the answer leaves (one Redis round trip, bounded by its timeout), so a
    // client that asks another instance next finds it there.
    await this.shared?.set(key, image);
    return { image, rendered: true };
  }

  private async renderUncached(
    request: RenderTask,
    key: string,
    requestId: string | undefined,
    clientGone: AbortSignal | undefined,
  ): Promise<RenderedImage> {
    const outcome = await this.pool.runLent(request, requestId, clientGone);
    if (!outcome.ok) throw new InvalidInput(outcome.invalidInput);
    // A cache keeps the bytes past this answer: they need memory of their own. Otherwise the
    // answer is written straight from its answer slot (docs/DECISIONS.md). The response
    // cache in front of the router exists exactly when this one does (CACHE_MAX_BYTES > 0).
    const kept = this.cache !== null || this.shared !== null;
    const body = kept && outcome.release ? ownedBytes(outcome.body) : outcome.body;
    if (kept) outcome.release?.();
    const image: RenderedImage = {
      body,
      release: kept ? undefined : outcome.release,
      contentType: CONTENT_TYPES[request.format],
      etag: outcome.etag,
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

  /** Inputs this instance refuses now (kiln_quarantined_inputs). */
  get quarantinedInputs(): number {
    return this.quarantine.size;
  }
}

/**
 * A joiner's copy of a lent image: the leader's answer gives the slot back once written, and
 * joiners resume before that (in the same turn), so they copy the bytes now.
 */
function ownImage(image: RenderedImage): RenderedImage {
  if (!image.release) return image;
  return { ...image, body: ownedBytes(image.body), release: undefined };
}
