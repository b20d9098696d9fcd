// The error body every error response carries: {code, name, description}. The errors
// themselves (HttpError, InvalidInput) live in core, below every layer that throws them.
import { STATUS_CODES } from 'node:http';

export interface ErrorBody {
  code: number;
  name: string;
  description: string;
}

/** Names of the statuses node does not know: 499 is nginx's, for a client that left first. */
const OTHER_NAMES: Readonly<Record<number, string>> = { 499: 'Client Closed Request' };

export function errorBody(statusCode: number, description: string): ErrorBody {
  const name = STATUS_CODES[statusCode] ?? OTHER_NAMES[statusCode] ?? 'Error';
  return { code: statusCode, name, description };
}

/**
 * The bytes of an error answer, whichever layer writes it (a fastify reply, a bare response
 * before routing, a socket on a protocol error): one body, one serialisation.
 */
export function errorJson(statusCode: number, description: string): Buffer {
  return Buffer.from(JSON.stringify(errorBody(statusCode, description)));
}
