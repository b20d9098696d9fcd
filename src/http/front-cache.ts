// The response cache in front of the router: a finished, deterministic 200 is kept by its exact
// URL (and host, when links are built from it) and replayed straight from node:http, so a repeat
// request costs a map lookup instead of routing, validation and hooks. Replays keep the contract:
// the same headers, a fresh X-Request-Id, 304 on If-None-Match, HEAD without a body.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { matchesIfNoneMatch } from './caching.js';
import { ownedBytes } from '../core/owned-bytes.js';

interface Entry {
  readonly body: Buffer;
  readonly etag: string;
  /** Flat [name, value, ...] lists without per-response headers (request id, date). */
  readonly headers: readonly string[];
  readonly notModifiedHeaders: readonly string[];
  readonly route: string;
}

export interface FrontCacheHooks {
  readonly requestId: (request: IncomingMessage) => string;
  readonly served: (
    route: string,
    method: string,
    status: number,
    seconds: number,
    request: IncomingMessage,
  ) => void;
}

/** Headers of one response, never replayed: the access gate sets the rate-limit ones afresh. */
const PER_RESPONSE = new Set([
  'x-request-id',
  'date',
  'connection',
  'content-length',
  'keep-alive',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'retry-after',
]);
const NOT_MODIFIED_KEEP = new Set([
  'etag',
  'cache-control',
  'access-control-allow-origin',
  'access-control-expose-headers',
  'vary',
]);

export class FrontCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    maxBytes: number,
    /** Include the Host (and forwarded host/proto) in the key: bodies may contain links. */
    private readonly hostInKey: boolean,
    private readonly trustProxy: boolean,
    private readonly hooks: FrontCacheHooks,
  ) {
    this.entries = new LRUCache({
      maxSize: Math.max(1, maxBytes),
      sizeCalculation: (entry, key) => entry.body.byteLength + key.length * 2 + 400,
    });
  }

  private key(request: IncomingMessage): string {
    const url = request.url ?? '';
    if (!this.hostInKey) return url;
    const forwarded = this.trustProxy
      ? `${String(request.headers['x-forwarded-proto'])}|${String(request.headers['x-forwarded-host'])}|`
      : '';
    return `${forwarded}${request.headers.host ?? ''}|${url}`;
  }

  /** Keeps a finished response if it is a cacheable, deterministic 200. */
  remember(
    request: IncomingMessage,
    route: string,
    status: number,
    headers: Record<string, unknown>,
    payload: unknown,
  ): void {
    if (request.method !== 'GET' || status !== 200) return;
    const etag = headers.etag;
    const cacheControl = headers['cache-control'];
    if (typeof etag !== 'string' || typeof cacheControl !== 'string') return;
    if (!cacheControl.startsWith('public')) return;
    const body = typeof payload === 'string' ? ownedBytes(payload) : payload;
    if (!Buffer.isBuffer(body)) return;
    const kept: string[] = [];
    const notModified: string[] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (PER_RESPONSE.has(name) || value === undefined) continue;
      const text = name === 'x-cache' ? 'hit' : String(value);
      kept.push(name, text);
      if (NOT_MODIFIED_KEEP.has(name)) notModified.push(name, text);
    }
    kept.push('content-length', String(body.byteLength));
    this.entries.set(this.key(request), {
      body,
      etag,
      headers: kept,
      notModifiedHeaders: notModified,
      route,
    });
  }

  /** Answers the request from the cache; false when the router must handle it. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const entry = this.entries.get(this.key(request));
    if (!entry) return false;
    const started = performance.now();
    const id = this.hooks.requestId(request);
    const notModified = matchesIfNoneMatch(request.headers['if-none-match'], entry.etag);
    const status = notModified ? 304 : 200;
    const headers = [
      ...(notModified ? entry.notModifiedHeaders : entry.headers),
      'x-request-id',
      id,
    ];
    response.writeHead(status, headers);
    response.end(notModified || method === 'HEAD' ? undefined : entry.body);
    this.hooks.served(entry.route, method, status, (performance.now() - started) / 1000, request);
    return true;
  }
}
