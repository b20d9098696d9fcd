// The status code table: every IANA-registered code with its registry name, the well-known
// unofficial ones, one-line descriptions, and the class fallback for every other code.
import { describe, expect, it } from 'vitest';
import {
  describeStatus,
  isStatusCode,
  KNOWN_STATUSES,
  STATUS_CLASS_INFO,
} from '../../src/families/scenes/http-status/statuses.js';

/** The IANA HTTP Status Code Registry names (306 and 418 are "(Unused)" there). */
const IANA: Readonly<Record<number, string>> = {
  100: 'Continue',
  101: 'Switching Protocols',
  102: 'Processing',
  103: 'Early Hints',
  104: 'Upload Resumption Supported',
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  205: 'Reset Content',
  206: 'Partial Content',
  207: 'Multi-Status',
  208: 'Already Reported',
  226: 'IM Used',
  300: 'Multiple Choices',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  305: 'Use Proxy',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  421: 'Misdirected Request',
  422: 'Unprocessable Content',
  423: 'Locked',
  424: 'Failed Dependency',
  425: 'Too Early',
  426: 'Upgrade Required',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  506: 'Variant Also Negotiates',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  510: 'Not Extended',
  511: 'Network Authentication Required',
};

const UNOFFICIAL: Readonly<Record<number, string>> = {
  418: "I'm a teapot",
  420: 'Enhance Your Calm',
  444: 'No Response',
  449: 'Retry With',
  450: 'Blocked by Parental Controls',
  460: 'Client Closed Connection',
  463: 'Too Many Forwarded Addresses',
  494: 'Request Header Too Large',
  495: 'SSL Certificate Error',
  496: 'SSL Certificate Required',
  497: 'HTTP Request Sent to HTTPS Port',
  498: 'Invalid Token',
  499: 'Client Closed Request',
  509: 'Bandwidth Limit Exceeded',
  520: 'Web Server Returned an Unknown Error',
  521: 'Web Server Is Down',
  522: 'Connection Timed Out',
  523: 'Origin Is Unreachable',
  524: 'A Timeout Occurred',
  525: 'SSL Handshake Failed',
  526: 'Invalid SSL Certificate',
  527: 'Railgun Error',
  530: 'Site Frozen',
  598: 'Network Read Timeout Error',
  599: 'Network Connect Timeout Error',
};

describe('status table', () => {
  it('names every IANA-registered code as the registry does', () => {
    for (const [code, name] of Object.entries(IANA)) {
      const status = describeStatus(Number(code));
      expect(status.name, code).toBe(name);
      expect(status.kind, code).toBe('registered');
    }
  });

  it('names the well-known unofficial codes', () => {
    for (const [code, name] of Object.entries(UNOFFICIAL)) {
      const status = describeStatus(Number(code));
      expect(status.name, code).toBe(name);
      expect(status.kind, code).toBe('unofficial');
    }
    expect(describeStatus(306).name).toBe('Switch Proxy');
  });

  it('has one code per row, in range, ascending', () => {
    const codes = KNOWN_STATUSES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort((a, b) => a - b)).toEqual(codes);
    for (const code of codes) expect(isStatusCode(code)).toBe(true);
  });

  it('describes each code in one short sentence of its own', () => {
    const all = [
      ...KNOWN_STATUSES.map((s) => s.description),
      ...Object.values(STATUS_CLASS_INFO).map((c) => c.description),
    ];
    for (const description of all) {
      expect(description).toMatch(/^[A-Z].*[.!]$/);
      expect(description).not.toMatch(/\n/);
      expect(description.length).toBeLessThanOrEqual(70);
    }
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives unassigned codes their class name and description', () => {
    expect(describeStatus(477)).toEqual({
      code: 477,
      name: 'Client Error',
      description: STATUS_CLASS_INFO['4xx'].description,
      kind: 'unassigned',
      statusClass: '4xx',
    });
    expect(describeStatus(199).name).toBe('Informational');
    expect(describeStatus(250).name).toBe('Success');
    expect(describeStatus(399).name).toBe('Redirection');
    expect(describeStatus(555).name).toBe('Server Error');
    for (let code = 100; code <= 599; code++) {
      const status = describeStatus(code);
      expect(status.statusClass).toBe(`${String(code)[0]}xx`);
      expect(status.name.length).toBeGreaterThan(0);
    }
  });

  it('refuses anything outside the integers 100..599', () => {
    for (const bad of [99, 600, 0, -404, 404.5, Number.NaN, 1e30]) {
      expect(isStatusCode(bad)).toBe(false);
      expect(() => describeStatus(bad)).toThrow(RangeError);
    }
  });
});
