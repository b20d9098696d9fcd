// The access gate every request passes before the response cache and the router: a URL
// signature (when present), else the API key (when keys are on), then the request budget
// (when limits are on). Public paths skip the key and the budget.
import type { IncomingMessage } from 'node:http';
import type { Config } from '../../config.js';
import { HttpError } from '../../core/errors.js';
import { ApiKeys } from './api-keys.js';
import { RateLimits, rateLimitHeaders, type LimiterFactory } from './rate-limits.js';
import { SIGNATURE_PARAM, UrlSigner } from './signed-urls.js';

const SIGNED_MARK = `${SIGNATURE_PARAM}=`;

/**
 * Paths that need a key (when keys are on) but are never charged to a request budget: a
 * Prometheus scrape every few seconds must not be refused, nor use up its key's budget.
 */
const UNCHARGED_PATHS: ReadonlySet<string> = new Set(['/metrics']);

export type GateResult =
  | { readonly pass: true; readonly headers: Record<string, string> }
  | { readonly pass: false; readonly error: HttpError };

export class AccessGate {
  private readonly keys: ApiKeys;
  private readonly signer: UrlSigner;
  private readonly limits: RateLimits;
  private readonly publicPaths: ReadonlySet<string>;
  /** From PUBLIC_PATHS entries ending in `/*`: everything below them (the docs' assets). */
  private readonly publicPrefixes: readonly string[];
  /** The client each admitted request was charged to, for the render budget. */
  private readonly clients = new WeakMap<IncomingMessage, string>();
  /** The expiry (Unix seconds) of each admitted signed URL that has one: its answer's caching. */
  private readonly expiries = new WeakMap<IncomingMessage, number>();

  constructor(
    private readonly config: Config,
    limiterFactory?: LimiterFactory,
  ) {
    this.keys = new ApiKeys([...config.apiKeys, ...config.apiKeysFromFile]);
    this.signer = new UrlSigner(config.urlSigningKeys);
    this.limits = new RateLimits(
      {
        requests: config.rateLimitRequests,
        renders: config.rateLimitRenders,
        windowSeconds: config.rateLimitWindowSeconds,
      },
      limiterFactory,
    );
    this.publicPaths = new Set(config.publicPaths.filter((path) => !path.endsWith('/*')));
    this.publicPrefixes = config.publicPaths
      .filter((path) => path.endsWith('/*'))
      .map((path) => path.slice(0, -1));
  }

  /** Nothing to check for `url`: the gate can be skipped entirely. */
  isOpenFor(url: string): boolean {
    return (
      !this.keys.enabled &&
      !this.limits.enabled &&
      !this.signer.enabled &&
      !url.includes(SIGNED_MARK)
    );
  }

  private isPublic(url: string): boolean {
    const path = pathOf(url);
    if (this.publicPrefixes.some((prefix) => path.startsWith(prefix))) return true;
    return this.publicPaths.has(path);
  }

  /** The address a rate limit applies to: the socket's, or with TRUST_PROXY the one the proxy saw. */
  private address(request: IncomingMessage): string {
    if (this.config.trustProxy) {
      const forwarded = request.headers['x-forwarded-for'];
      const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .pop();
      if (last) return `ip:${last}`;
    }
    return `ip:${request.socket.remoteAddress ?? 'unknown'}`;
  }

  async admit(request: IncomingMessage): Promise<GateResult> {
    const signed = this.signer.check(request.url ?? '/', Date.now() / 1000);
    if (signed.kind === 'invalid') {
      return { pass: false, error: new HttpError(signed.status, signed.description) };
    }
    // Past the gate a signed URL is its unsigned self: same caches, same bytes, same ETag; only
    // its Cache-Control is bounded by its expiry (../signed-caching.ts).
    if (signed.kind === 'valid') {
      request.url = signed.url;
      if (signed.expiresAt !== undefined) this.expiries.set(request, signed.expiresAt);
    }
    const open = !this.keys.enabled && !this.limits.enabled;
    if (open || this.isPublic(request.url ?? '/')) return { pass: true, headers: {} };
    let client: string;
    if (signed.kind === 'valid') {
      client = `signed:${signed.keyId}`;
    } else if (this.keys.enabled) {
      const key = this.keys.check(request.headers.authorization);
      if (!key.ok) {
        const description =
          key.reason === 'missing'
            ? 'An API key is required: send it as "Authorization: Bearer <key>".'
            : 'The API key is not valid.';
        const challenge = { 'www-authenticate': 'Bearer realm="kiln"' };
        return { pass: false, error: new HttpError(401, description, challenge) };
      }
      client = key.id;
    } else {
      client = this.address(request);
    }
    this.clients.set(request, client);
    if (UNCHARGED_PATHS.has(pathOf(request.url ?? '/'))) return { pass: true, headers: {} };
    const charge = await this.limits.chargeRequest(client);
    if (!charge) return { pass: true, headers: {} };
    const headers = rateLimitHeaders(charge);
    if (charge.allowed) return { pass: true, headers };
    const error = new HttpError(
      429,
      `Too many requests: the limit is ${charge.limit} per ${this.config.rateLimitWindowSeconds} s; retry in ${charge.resetSeconds} s.`,
      { ...headers, 'retry-after': String(charge.resetSeconds) },
    );
    return { pass: false, error };
  }

  /** When the signature `request` was admitted with expires (Unix seconds); undefined: never. */
  expiresAt(request: IncomingMessage): number | undefined {
    return this.expiries.get(request);
  }

  /**
   * Charges a cache-missing render of `cost` still renders (an animation: its frames) to the
   * request's client; throws 429 past the budget.
   */
  async chargeRender(request: IncomingMessage, cost = 1): Promise<void> {
    const client = this.clients.get(request);
    if (client === undefined) return;
    const charge = await this.limits.chargeRender(client, cost);
    if (!charge || charge.allowed) return;
    throw new HttpError(
      429,
      `Too many new renders: the limit is ${charge.limit} per ${this.config.rateLimitWindowSeconds} s (cached pictures are not counted, an animation counts as its frames); retry in ${charge.resetSeconds} s.`,
      { ...rateLimitHeaders(charge), 'retry-after': String(charge.resetSeconds) },
    );
  }
}

/** A URL's path without its query and without one trailing slash (as the router matches). */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
