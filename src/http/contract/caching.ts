// HTTP caching: Cache-Control by determinism, strong ETags and If-None-Match -> 304.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

export interface CacheablePayload {
  readonly body: Buffer | string;
  readonly contentType: string;
  readonly etag: string;
  /** Random responses must never be cached or revalidated. */
  readonly random: boolean;
}

export function cacheControlValue(config: Config): string {
  return `public, max-age=${config.cacheMaxAge}, stale-while-revalidate=${config.cacheStaleWhileRevalidate}`;
}

/** RFC 9110 If-None-Match: "*" or a list of (possibly weak) tags; weak comparison. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true; // what clients send back, checked before any parsing
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  for (const candidate of header.split(',')) {
    if (candidate.trim().replace(/^W\//, '') === opaque) return true;
  }
  return false;
}

/** Sends a payload with the caching headers its determinism calls for. */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  cacheControl: string,
  payload: CacheablePayload,
): FastifyReply {
  if (payload.random) {
    return reply.header('cache-control', 'no-store').type(payload.contentType).send(payload.body);
  }
  reply.header('cache-control', cacheControl).header('etag', payload.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], payload.etag)) {
    return reply.code(304).send();
  }
  return reply.type(payload.contentType).send(payload.body);
}
