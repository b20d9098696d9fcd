// A signed URL's answer is never cacheable past its signature's expiry: bounds the answer's
// Cache-Control (max-age, s-maxage and the stale windows) by the seconds the signature has left,
// on every path an answer takes (the router's replies, 304s, the response cache's replays).
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AccessGate } from '../access/gate.js';

/** Directives that say how long an answer stays fresh (s-maxage: in shared caches). */
const FRESHNESS = new Set(['max-age', 's-maxage']);
/** Directives that let a cache serve it stale after that (RFC 5861). */
const STALE_WINDOWS = new Set(['stale-while-revalidate', 'stale-if-error']);

const nameOf = (directive: string) => directive.split('=', 1)[0]!.trim().toLowerCase();
const secondsOf = (directive: string): number => {
  const value = Number(directive.slice(directive.indexOf('=') + 1).replace(/"/g, ''));
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : Number.POSITIVE_INFINITY;
};

/**
 * `value` bounded so that no cache keeps the answer past `secondsLeft`: each freshness lifetime
 * is at most the whole seconds left (rounded down, so a cache never overshoots), a stale window
 * at most what is left after the freshness, and dropped when nothing is. Under a whole second
 * left the answer is `no-store`: a max-age of 0 would still let a cache keep it to revalidate.
 * An answer with no freshness lifetime gets one (a cache would otherwise guess one).
 */
export function boundCacheControl(value: string, secondsLeft: number): string {
  const directives = value
    .split(',')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '');
  const names = directives.map(nameOf);
  if (names.includes('no-store')) return value;
  const left = Math.floor(secondsLeft);
  if (!(left >= 1)) return 'no-store';
  let fresh = 0;
  const bounded = directives.map((directive, i) => {
    if (!FRESHNESS.has(names[i]!)) return directive;
    const seconds = Math.min(secondsOf(directive), left);
    fresh = Math.max(fresh, seconds);
    return `${names[i]}=${seconds}`;
  });
  if (!names.includes('max-age') && !names.includes('no-cache')) {
    bounded.push(`max-age=${left}`);
    fresh = Math.max(fresh, left);
  }
  const kept: string[] = [];
  bounded.forEach((directive, i) => {
    if (!STALE_WINDOWS.has(names[i] ?? '')) {
      kept.push(directive);
      return;
    }
    const seconds = Math.min(secondsOf(directive), left - fresh);
    if (seconds > 0) kept.push(`${names[i]}=${seconds}`);
  });
  return kept.join(', ');
}

/** The Cache-Control `value` of the answer to `request`, bounded if its signature expires. */
export function cacheControlFor(
  gate: AccessGate,
  request: IncomingMessage,
  value: string,
  nowSeconds = Date.now() / 1000,
): string {
  const expiresAt = gate.expiresAt(request);
  return expiresAt === undefined ? value : boundCacheControl(value, expiresAt - nowSeconds);
}

/**
 * Bounds the Cache-Control of every reply to a signed URL with an expiry. Added after the
 * response cache's own onSend hook, which keeps the unbounded headers: the entry is the
 * unsigned URL's, and each replay to a signed URL is bounded again (node-server.ts).
 */
export function boundSignedReplies(app: FastifyInstance, gate: AccessGate): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const value = reply.getHeader('cache-control');
    if (typeof value === 'string' && gate.expiresAt(request.raw) !== undefined) {
      reply.header('cache-control', cacheControlFor(gate, request.raw, value));
    }
    done(null, payload);
  });
}
