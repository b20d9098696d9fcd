// The node:http server under fastify: connection limits (header size, timeouts), the checks
// that need no routing (URL length, parameter count), the access gate and the response cache,
// in that order; everything else goes to fastify. Nothing here refuses for load: a render is
// admitted or refused only once validation and every cache have had their say (render/).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Config } from '../config.js';
import { errorBody } from './errors.js';
import type { AccessGate } from './access/gate.js';
import type { FrontCache } from './front-cache.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

function writeRawError(
  response: ServerResponse,
  requestId: string,
  status: number,
  description: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  const body = JSON.stringify(errorBody(status, description));
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
    'x-request-id': requestId,
  });
  response.end(body);
}

function countParams(url: string): number {
  const query = url.indexOf('?');
  if (query < 0 || query === url.length - 1) return 0;
  let count = 1;
  for (let i = url.indexOf('&', query); i >= 0; i = url.indexOf('&', i + 1)) count++;
  return count;
}

export interface NodeServerParts {
  readonly config: Config;
  /** Counts a request refused before routing (a limit's 4xx, or 503 from the rate limiter). */
  readonly refused: (status: number) => void;
  readonly gate: AccessGate;
  readonly front: FrontCache | null;
  readonly requestId: (request: IncomingMessage) => string;
}

export function createNodeServer(parts: NodeServerParts, router: Handler): Server {
  const writeError = (
    response: ServerResponse,
    requestId: string,
    status: number,
    description: string,
    headers: Readonly<Record<string, string>> = {},
  ) => {
    refused(status);
    writeRawError(response, requestId, status, description, headers);
  };
  const { config, gate, front, requestId, refused } = parts;

  const afterGate = (request: IncomingMessage, response: ServerResponse) => {
    if (front?.serve(request, response)) return;
    router(request, response);
  };

  const handle: Handler = (request, response) => {
    const url = request.url ?? '/';
    if (url.length > config.maxUrlLength) {
      writeError(
        response,
        requestId(request),
        414,
        `The URL is longer than ${config.maxUrlLength} bytes.`,
      );
      return;
    }
    if (countParams(url) > config.maxQueryParams) {
      writeError(
        response,
        requestId(request),
        400,
        `A request may carry at most ${config.maxQueryParams} query parameters.`,
      );
      return;
    }
    if (gate.open) {
      afterGate(request, response);
      return;
    }
    gate.admit(request).then(
      (result) => {
        if (!result.pass) {
          writeError(
            response,
            requestId(request),
            result.error.statusCode,
            result.error.description,
            result.error.headers,
          );
          return;
        }
        for (const [name, value] of Object.entries(result.headers)) response.setHeader(name, value);
        afterGate(request, response);
      },
      () =>
        writeError(
          response,
          requestId(request),
          503,
          'The rate limiter is unavailable; retry in a moment.',
          { 'retry-after': '1' },
        ),
    );
  };

  const server = createServer(
    {
      maxHeaderSize: config.maxHeaderBytes,
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
      keepAliveTimeout: config.keepAliveTimeoutMs,
      // Node only enforces the two timeouts above when it sweeps connections (default: 30 s).
      connectionsCheckingInterval: 1000,
    },
    handle,
  );

  // Node answers protocol errors itself with a bare status line; give them the error body.
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const [status, description] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, `The request headers are larger than ${config.maxHeaderBytes} bytes.`]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request was not received in time.']
          : [400, 'The request is not valid HTTP.'];
    const body = JSON.stringify(errorBody(status, description));
    socket.end(
      `HTTP/1.1 ${status} ${errorBody(status, '').name}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
