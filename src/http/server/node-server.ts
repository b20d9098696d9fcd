// The node:http server under fastify: connection limits (header size, timeouts), the checks
// that need no routing (URL length, parameter count), the access gate and the response cache
// (asked right after the size checks when the gate is open); everything else goes to fastify.
// Nothing here refuses for load: a render is admitted or refused only once validation and every
// cache have had their say (render/).
import { parameterMessage } from '../../core/errors.js';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Config } from '../../config.js';
import { errorBody, errorJson } from '../contract/errors.js';
import type { AccessGate } from '../access/gate.js';
import type { FrontCache } from './front-cache.js';
import { cacheControlFor } from '../contract/signed-caching.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** What node:http passes to 'clientError' (the chunk being parsed, where it stopped). */
type ClientError = Error & { code?: string; rawPacket?: Buffer; bytesParsed?: number };

/** A CORS preflight names its origin and the method it asks about. */
function isPreflight(request: IncomingMessage): boolean {
  return (
    request.headers.origin !== undefined &&
    request.headers['access-control-request-method'] !== undefined
  );
}

function writeRawError(
  response: ServerResponse,
  requestId: string,
  status: number,
  description: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  const body = errorJson(status, description);
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

/**
 * Bytes of the header block as received (names, values, ": " and CRLF), request line apart,
 * and whether it has a Host header (node:http's own check answers a bare 400: it is off).
 */
function scanHeaders(rawHeaders: readonly string[]): { bytes: number; host: boolean } {
  let bytes = 0;
  let host = false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    bytes += name.length + rawHeaders[i + 1]!.length + 4;
    if (name.length === 4 && !host) host = name.toLowerCase() === 'host';
  }
  return { bytes, host };
}

/**
 * Whether the parser's header overflow (HPE_HEADER_OVERFLOW) happened in the request line:
 * the error came where the URL ends (the version follows), or the chunk is the start of a
 * request with no line ended yet. Otherwise it is the header block: 431.
 */
export function overflowInUrl(raw: Buffer | undefined, bytesParsed: number | undefined): boolean {
  if (!raw) return false;
  const at = Math.min(bytesParsed ?? raw.length, raw.length);
  if (/^ HTTP\/\d/.test(raw.toString('latin1', at, at + 7))) return true;
  const head = raw.toString('latin1', 0, Math.min(at, 64));
  return /^[A-Z]+ \S/.test(head) && !raw.subarray(0, at).includes('\r\n');
}

/**
 * After answering a request the parser gave up on, the client may still be sending it (a
 * megabyte of URL): closing at once would make the kernel reset the connection, and the
 * client would never read the answer. Its bytes are read and dropped until it closes, at
 * most this long.
 */
const LINGER_MS = 5000;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const ESCAPED_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
/** Bytes below 0x80 are ASCII and valid UTF-8 alone: a URL with no escape from %80 up is. */
const HIGH_ESCAPE = /%[89A-Fa-f][0-9A-Fa-f]/;

/**
 * The first query parameter whose percent-encoded bytes are not UTF-8 (a URL's text is UTF-8,
 * RFC 3986; the lenient decoder would turn them into U+FFFD and answer a picture of that).
 * A '%' not followed by two hex digits stays a literal character, as before.
 */
export function nonUtf8Parameter(url: string): string | null {
  const query = url.indexOf('?');
  if (query < 0 || !HIGH_ESCAPE.test(url)) return null;
  for (const pair of url.slice(query + 1).split('&')) {
    for (const run of pair.match(ESCAPED_RUN) ?? []) {
      const bytes = Buffer.from(run.replaceAll('%', ''), 'hex');
      try {
        strictUtf8.decode(bytes);
      } catch {
        const name = pair.split('=')[0] ?? '';
        return decodeURIComponentSafe(name);
      }
    }
  }
  return null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
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
  /** Holds a request while the listener is about to close (Connections.hold). */
  readonly hold: (resume: () => void) => boolean;
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
  const { config, gate, front, requestId, refused, hold } = parts;

  const afterGate = (request: IncomingMessage, response: ServerResponse) => {
    // A signed URL that expires gets the stored answer with its caching bounded by the expiry.
    const bounded =
      gate.expiresAt(request) === undefined
        ? undefined
        : (stored: string) => cacheControlFor(gate, request, stored);
    if (front?.serve(request, response, bounded)) return;
    router(request, response);
  };

  const handle: Handler = (request, response) => {
    if (hold(() => handle(request, response))) return;
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
    // The parser's own cap is the sum of both limits (see createServer below), so a long URL
    // reaches here and gets 414, and only the header block itself is held to its limit.
    const headers = scanHeaders(request.rawHeaders);
    if (headers.bytes > config.maxHeaderBytes) {
      writeError(
        response,
        requestId(request),
        431,
        `The request headers are larger than ${config.maxHeaderBytes} bytes.`,
      );
      return;
    }
    if (!headers.host && request.httpVersionMajor === 1 && request.httpVersionMinor === 1) {
      writeError(response, requestId(request), 400, 'An HTTP/1.1 request needs a Host header.');
      return;
    }
    if (request.method === 'OPTIONS' && !isPreflight(request)) {
      writeError(
        response,
        requestId(request),
        400,
        'OPTIONS is answered only as a CORS preflight (with Origin and Access-Control-Request-Method); use GET or HEAD.',
        { allow: 'GET, HEAD' },
      );
      return;
    }
    // A URL the response cache holds has passed the URL checks below when it was answered.
    const open = gate.isOpenFor(url);
    if (open && front?.serve(request, response)) return;
    const badText = nonUtf8Parameter(url);
    if (badText !== null) {
      writeError(
        response,
        requestId(request),
        400,
        parameterMessage(
          badText.slice(0, 64),
          'is not valid UTF-8: percent-encoded bytes must spell UTF-8 text',
        ),
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
    if (open) {
      router(request, response);
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
      maxHeaderSize: config.maxHeaderBytes + config.maxUrlLength,
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
      keepAliveTimeout: config.keepAliveTimeoutMs,
      // Node only enforces the two timeouts above when it sweeps connections (default: 30 s).
      connectionsCheckingInterval: 1000,
      // Checked in `handle`, with the error body (node's own answer is a bare 400).
      requireHostHeader: false,
    },
    handle,
  );

  // Node answers protocol errors itself with a bare status line; give them the error body.
  const answered = new WeakSet<Duplex>();
  server.on('clientError', (error: ClientError, socket: Duplex) => {
    // The rest of a request already answered: read on and drop it (see LINGER_MS).
    if (answered.has(socket)) return;
    if (!socket.writable) return socket.destroy();
    answered.add(socket);
    const [status, description] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? overflowInUrl(error.rawPacket, error.bytesParsed)
          ? [414, `The URL is longer than ${config.maxUrlLength} bytes.`]
          : [431, `The request headers are larger than ${config.maxHeaderBytes} bytes.`]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request was not received in time.']
          : [400, 'The request is not valid HTTP.'];
    const body = errorJson(status, description);
    socket.end(
      `HTTP/1.1 ${status} ${errorBody(status, '').name}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
    socket.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
  return server;
}
