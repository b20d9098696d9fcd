// The response cache in front of the router: a finished, deterministic 200 is kept by its exact
// URL (and host, when links are built from it) and replayed straight from node:http, so a repeat
// request costs a map lookup instead of routing, validation and hooks. Replays keep the contract:
// the same headers, a fresh X-Request-Id, 304 on If-None-Match, HEAD without a body.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { LRUCache } from 'lru-cache';
import { matchesIfNoneMatch } from '../contract/caching.js';
import { ownedBytes } from '../../runtime/owned-bytes.js';

/** Records one replay (metrics, access log); made once per entry and kind of answer. */
export type ReplayRecorder = (seconds: number, request: IncomingMessage) => void;

interface Entry {
  readonly body: Buffer;
  readonly etag: string;
  /**
   * Flat [name, value, ...] lists without per-response headers (date), ending in the request
   * id's name and a slot its value is written into for each replay (writeHead copies at once).
   */
  readonly headers: string[];
  readonly notModifiedHeaders: string[];
  readonly route: string;
  /** By kind of answer: GET 200, GET 304, HEAD 200, HEAD 304. */
  readonly recorders: (ReplayRecorder | undefined)[];
}

export interface FrontCacheHooks {
  /** The response's request id, from the incoming X-Request-Id (undefined when absent). */
  readonly requestId: (incoming: string | undefined) => string;
  readonly recorder: (route: string, method: string, status: number) => ReplayRecorder;
}

/** The request headers a replay reads. */
interface ReplayHeaders {
  readonly host: string | undefined;
  readonly requestId: string | undefined;
  readonly ifNoneMatch: string | undefined;
  readonly forwardedHost: string | undefined;
  readonly forwardedProto: string | undefined;
}

/**
 * The headers a replay reads, in one pass over rawHeaders: node builds its header object on
 * first use, which a replay otherwise never needs. A repeated one takes node's own rules for
 * combining repeats (the first host, the others joined).
 */
function replayHeaders(request: IncomingMessage): ReplayHeaders {
  const raw = request.rawHeaders;
  let host: string | undefined;
  let requestId: string | undefined;
  let ifNoneMatch: string | undefined;
  let forwardedHost: string | undefined;
  let forwardedProto: string | undefined;
  let repeated = false;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    const length = name.length;
    // Most headers are ruled out by their length before any case folding.
    if (length !== 4 && length !== 12 && length !== 13 && length !== 16 && length !== 17) continue;
    const value = raw[i + 1];
    switch (name.toLowerCase()) {
      case 'host':
        repeated ||= host !== undefined;
        host = value;
        break;
      case 'x-request-id':
        repeated ||= requestId !== undefined;
        requestId = value;
        break;
      case 'if-none-match':
        repeated ||= ifNoneMatch !== undefined;
        ifNoneMatch = value;
        break;
      case 'x-forwarded-host':
        repeated ||= forwardedHost !== undefined;
        forwardedHost = value;
        break;
      case 'x-forwarded-proto':
        repeated ||= forwardedProto !== undefined;
        forwardedProto = value;
        break;
    }
  }
  if (repeated) return fromHeaderObject(request.headers);
  return { host, requestId, ifNoneMatch, forwardedHost, forwardedProto };
}

function fromHeaderObject(headers: IncomingMessage['headers']): ReplayHeaders {
  const text = (value: string | string[] | undefined) =>
    typeof value === 'string' ? value : undefined;
  return {
    host: text(headers.host),
    requestId: text(headers['x-request-id']),
    ifNoneMatch: text(headers['if-none-match']),
    forwardedHost: text(headers['x-forwarded-host']),
    forwardedProto: text(headers['x-forwarded-proto']),
  };
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

/** A copy of a flat header list with its Cache-Control rewritten (the entry stays as it is). */
function withCacheControl(list: readonly string[], rewrite: (stored: string) => string): string[] {
  const copy = [...list];
  const at = copy.indexOf('cache-control');
  if (at >= 0 && at % 2 === 0) copy[at + 1] = rewrite(copy[at + 1]!);
  return copy;
}

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

  private key(url: string, headers: ReplayHeaders): string {
    if (!this.hostInKey) return url;
    const forwarded = this.trustProxy
      ? `${String(headers.forwardedProto)}|${String(headers.forwardedHost)}|`
      : '';
    return `${forwarded}${headers.host ?? ''}|${url}`;
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
    kept.push('content-length', String(body.byteLength), 'x-request-id', '');
    notModified.push('x-request-id', '');
    this.entries.set(this.key(request.url ?? '', replayHeaders(request)), {
      body,
      etag,
      headers: kept,
      notModifiedHeaders: notModified,
      route,
      recorders: [undefined, undefined, undefined, undefined],
    });
  }

  /**
   * Drops every answer of the given route patterns (a collection changed: its files, their
   * info and its seeded picks are answered afresh, or 404 once removed).
   */
  forgetRoutes(routes: ReadonlySet<string>): void {
    const stale: string[] = [];
    for (const [key, entry] of this.entries.entries()) {
      if (routes.has(entry.route)) stale.push(key);
    }
    for (const key of stale) this.entries.delete(key);
  }

  /**
   * Answers the request from the cache; false when the router must handle it. `cacheControl`,
   * when given, rewrites the stored Cache-Control for this replay (a signed URL's expiry).
   */
  serve(
    request: IncomingMessage,
    response: ServerResponse,
    cacheControl?: (stored: string) => string,
  ): boolean {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const headers = replayHeaders(request);
    const entry = this.entries.get(this.key(request.url ?? '', headers));
    if (!entry) return false;
    const started = performance.now();
    const notModified = matchesIfNoneMatch(headers.ifNoneMatch, entry.etag);
    const status = notModified ? 304 : 200;
    let list = notModified ? entry.notModifiedHeaders : entry.headers;
    if (cacheControl) list = withCacheControl(list, cacheControl);
    list[list.length - 1] = this.hooks.requestId(headers.requestId);
    response.writeHead(status, list);
    response.end(notModified || method === 'HEAD' ? undefined : entry.body);
    const kind = (method === 'HEAD' ? 2 : 0) + (notModified ? 1 : 0);
    const record = (entry.recorders[kind] ??= this.hooks.recorder(entry.route, method, status));
    record((performance.now() - started) / 1000, request);
    return true;
  }
}
