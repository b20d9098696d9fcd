// What /http/<code> says about any code 100..599: its reason phrase and one-line description
// (from status-codes.ts), or its class name and description when the code is not assigned.
import { KNOWN_STATUSES, type KnownStatus } from './status-codes.js';

export { KNOWN_STATUSES, type KnownStatus };

export const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export const LOWEST_STATUS = 100;
export const HIGHEST_STATUS = 599;

/** The five classes of RFC 9110 section 15, with a description of each. */
export const STATUS_CLASS_INFO: Readonly<
  Record<StatusClass, { name: string; description: string }>
> = {
  '1xx': {
    name: 'Informational',
    description: 'Request received; the server is still working on it.',
  },
  '2xx': { name: 'Success', description: 'The request was received, understood and accepted.' },
  '3xx': { name: 'Redirection', description: 'More steps are needed to finish the request.' },
  '4xx': { name: 'Client Error', description: 'Something about the request needs fixing.' },
  '5xx': { name: 'Server Error', description: 'The server failed to answer a valid request.' },
};

export type StatusKind = 'registered' | 'unofficial' | 'unassigned';

export interface StatusInfo {
  readonly code: number;
  readonly name: string;
  readonly description: string;
  readonly kind: StatusKind;
  readonly statusClass: StatusClass;
}

const BY_CODE: ReadonlyMap<number, KnownStatus> = new Map(KNOWN_STATUSES.map((s) => [s.code, s]));

/** True for every integer 100..599: the codes /http/<code> draws. */
export function isStatusCode(code: number): boolean {
  return Number.isInteger(code) && code >= LOWEST_STATUS && code <= HIGHEST_STATUS;
}

/** Name, description and class of any code 100..599; throws RangeError for anything else. */
export function describeStatus(code: number): StatusInfo {
  if (!isStatusCode(code)) throw new RangeError(`not a status code from 100 to 599: ${code}`);
  const statusClass = STATUS_CLASSES[Math.floor(code / 100) - 1] as StatusClass;
  const known = BY_CODE.get(code);
  if (known) {
    const kind = known.registered ? 'registered' : 'unofficial';
    return { code, name: known.name, description: known.description, kind, statusClass };
  }
  return { code, ...STATUS_CLASS_INFO[statusClass], kind: 'unassigned', statusClass };
}
