// The error contract: every error response is {code, name, description} with a status code.
// HttpError carries a client-facing sentence; anything else becomes an opaque 500.
import { STATUS_CODES } from 'node:http';

export interface ErrorBody {
  code: number;
  name: string;
  description: string;
}

/** An error whose description is safe and meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(description);
  }
}

export function errorBody(statusCode: number, description: string): ErrorBody {
  return { code: statusCode, name: STATUS_CODES[statusCode] ?? 'Error', description };
}

export const badRequest = (description: string) => new HttpError(400, description);
