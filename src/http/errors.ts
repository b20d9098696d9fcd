// The error body every error response carries: {code, name, description}. The errors
// themselves (HttpError, InvalidInput) live in core, below every layer that throws them.
import { STATUS_CODES } from 'node:http';

export interface ErrorBody {
  code: number;
  name: string;
  description: string;
}

export function errorBody(statusCode: number, description: string): ErrorBody {
  return { code: statusCode, name: STATUS_CODES[statusCode] ?? 'Error', description };
}
