// {base_url} of DESIGN 2: PUBLIC_BASE_URL when set, else scheme and host of the request
// (fastify honours X-Forwarded-Proto/Host only when TRUST_PROXY is on).
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

// A Host header is client input that ends up in JSON bodies; keep only what a host can be.
const HOST_SYNTAX = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export function baseUrl(request: FastifyRequest, config: Config): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  const host = HOST_SYNTAX.test(request.host) ? request.host : 'localhost';
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  return `${scheme}://${host}`;
}
